#pragma once
// The one conversion from the model's UTF-8 std::string (and string_view) to QString
// that the editor's widgets use.
#include <QString>

#include <string_view>

namespace muster {

inline QString qs(std::string_view s) { return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size())); }

} // namespace muster
