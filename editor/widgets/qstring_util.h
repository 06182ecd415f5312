#pragma once
// The one conversion from the model's UTF-8 std::string (and string_view) to QString
// that the editor's widgets use.
#include <QString>

#include <string_view>

namespace muster {

inline QString qs(std::string_view s) { return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size())); }

// Text from a file for one line of the window's chrome (a title): control characters, line
// breaks and the bidi controls that reorder a line shown as \uXXXX, as muster-cli shows them.
inline QString oneLineShown(const QString& text) {
    QString out;
    out.reserve(text.size());
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        const bool hidden = c.category() == QChar::Other_Control || u == 0x2028 || u == 0x2029 || (u >= 0x202A && u <= 0x202E) ||
                            (u >= 0x2066 && u <= 0x2069) || u == 0x200E || u == 0x200F || u == 0x061C;
        if (hidden) out += QStringLiteral("\\u%1").arg(unsigned(u), 4, 16, QLatin1Char('0'));
        else out += c;
    }
    return out;
}

} // namespace muster
