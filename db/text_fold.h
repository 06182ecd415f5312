#pragma once
// Case folding for library search: ASCII, Latin-1, Latin Extended-A, Greek and Cyrillic
// capitals to small letters, so "ставка" finds "Ставка" (SQLite's LIKE folds ASCII only).
#include <string>
#include <string_view>

struct sqlite3;

namespace muster {

std::string foldCase(std::string_view utf8);
// Registers the SQL function muster_fold(text) on a connection.
void registerFoldFunction(sqlite3* db);

} // namespace muster
