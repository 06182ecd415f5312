#include "file_kind.h"

#include "model/io/json_stream.h"

#include <QFile>
#include <QFileInfo>

#include <cctype>
#include <optional>
#include <string>
#include <string_view>

namespace muster {
namespace {

// The value of "format" when it is the top-level object's first key, read by hand from the
// start of the text; none when the text starts otherwise (or is cut before the value).
std::optional<std::string> leadingFormat(std::string_view t) {
    std::size_t i = 0;
    if (t.substr(0, 3) == "\xEF\xBB\xBF") i = 3;
    const auto skip = [&] {
        while (i < t.size() && std::isspace(static_cast<unsigned char>(t[i]))) ++i;
    };
    const auto expect = [&](std::string_view s) {
        skip();
        if (t.substr(i, s.size()) != s) return false;
        i += s.size();
        return true;
    };
    if (!expect("{") || !expect("\"format\"") || !expect(":") || !expect("\"")) return std::nullopt;
    const std::size_t end = t.find('"', i);
    if (end == std::string_view::npos || end - i > 64) return std::nullopt;
    const std::string_view v = t.substr(i, end - i);
    if (v.find('\\') != std::string_view::npos) return std::nullopt;
    return std::string(v);
}

// Walks the events of the whole text and stops at the top-level "format".
class FormatFinder : public io::JsonHandler {
public:
    struct Found {};
    std::optional<std::string> format;
    void null() override { value(); }
    void boolean(bool) override { value(); }
    void integer(long long, bool, std::string_view) override { value(); }
    void fraction(std::string_view) override { value(); }
    void string(std::string&& v) override {
        if (depth_ == 1 && atFormat_) {
            format = std::move(v);
            throw Found{};
        }
        value();
    }
    void key(std::string_view k) override { atFormat_ = depth_ == 1 && k == "format"; }
    void startObject() override { ++depth_; atFormat_ = false; }
    void endObject() override { --depth_; }
    void startArray() override { ++depth_; atFormat_ = false; }
    void endArray() override { --depth_; }
    [[noreturn]] void syntaxError(std::size_t, std::size_t, std::size_t, const std::string&) override { throw Found{}; }

private:
    void value() { atFormat_ = false; }
    int depth_ = 0;
    bool atFormat_ = false;
};

} // namespace

bool isGameFilePath(const QString& path) {
    const QFileInfo info(path);
    // Only a regular .json file: a pipe or device is left to the scenario reader, which
    // refuses it without blocking.
    if (!path.endsWith(QStringLiteral(".json"), Qt::CaseInsensitive) || !info.isFile()) return false;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return false;
    const QByteArray head = f.read(4096);
    if (const auto format = leadingFormat(std::string_view(head.constData(), static_cast<std::size_t>(head.size()))))
        return *format == "muster-game";
    // A hand-written file with "format" further in: scan it without building anything.
    const QByteArray all = head + f.readAll();
    FormatFinder finder;
    try {
        io::parseJson(std::string_view(all.constData(), static_cast<std::size_t>(all.size())), finder, 64);
    } catch (const FormatFinder::Found&) {
    } catch (const std::exception&) {
        return false;
    }
    return finder.format == "muster-game";
}

} // namespace muster
