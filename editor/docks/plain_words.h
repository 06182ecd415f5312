#pragma once
// Rules text as a designer reads it. The rules data and the odds engine speak the project's
// internal language (seed file numbers, "DESIGN.md default", muster-cli flags such as
// --from-hill); the docks turn that into the names of the rule documents and plain
// sentences. Header-only: the Combat dock is also built into a test on its own.
#include "editor/qstring_util.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QString>

#include <string>

namespace muster::plain {

inline QString tr(const char* s) { return QCoreApplication::translate("muster::RulesText", s); }

// The rule document a seed number stands for ("the Hold the Line rulebook").
inline QString documentName(const QString& seed) {
    if (seed == QLatin1String("000")) return tr("the Hold the Line player aid");
    if (seed == QLatin1String("001")) return tr("the Hold the Line rulebook");
    if (seed == QLatin1String("002")) return tr("the Eagle Games tactical rules");
    if (seed == QLatin1String("003")) return tr("the square-grid rules");
    if (seed == QLatin1String("004")) return tr("the Test of Battle charts");
    return tr("the rules");
}

inline QString capitalised(QString s) {
    if (!s.isEmpty()) s[0] = s[0].toUpper();
    return s;
}

// Where a rule is written: "Hold the Line rulebook, section 2.2.5".
inline QString citation(const std::string& seed, const std::string& section) {
    QString doc = documentName(qs(seed));
    if (doc.startsWith(QLatin1String("the "))) doc = doc.mid(4);
    // A section may name another document by its seed number ("Fire Combat; 001 3.1.3").
    QString sec = qs(section);
    static const QRegularExpression seedRef(QStringLiteral("\\b(\\d{3}) (?=\\d)"));
    for (auto m = seedRef.match(sec); m.hasMatch(); m = seedRef.match(sec)) {
        QString other = documentName(m.captured(1));
        if (other.startsWith(QLatin1String("the "))) other = other.mid(4);
        sec.replace(m.capturedStart(), m.capturedLength(), other + QLatin1Char(' '));
    }
    return tr("%1, section %2").arg(capitalised(doc), sec);
}

// Any rules text with seed numbers, DESIGN.md and command-line flags put in plain words.
inline QString text(QString s) {
    static const QRegularExpression seedNo(QStringLiteral("\\bseed (\\d{3})\\b"));
    for (auto m = seedNo.match(s); m.hasMatch(); m = seedNo.match(s))
        s.replace(m.capturedStart(), m.capturedLength(), documentName(m.captured(1)));
    static const QRegularExpression seedWord(QStringLiteral("\\b([Tt])he seed('s)?"));
    for (auto m = seedWord.match(s); m.hasMatch(); m = seedWord.match(s))
        s.replace(m.capturedStart(), m.capturedLength(), m.captured(1) + (m.captured(2).isEmpty() ? "he rules" : "he rules'"));
    s.replace(QStringLiteral("the rules gives"), QStringLiteral("the rules give"));
    s.replace(QStringLiteral("DESIGN.md default"), tr("Muster's own assumption"));
    // Flags belong to muster-cli; on screen the option is already a check box.
    static const QRegularExpression flag(QStringLiteral(":?\\s*--[a-z][a-z-]*"));
    s.remove(flag);
    s.replace(QStringLiteral("; placeholder"), tr("; Muster uses a stand-in value"));
    return s;
}

// What a number rests on, for the detail pane: `from` as the data gives it, `value` the
// number Muster uses and `seed` the entry's document. A number the document leaves out
// reads "the rulebook does not give this number; Muster assumes 6".
inline QString basis(const std::string& from, const std::string& value, const std::string& seed) {
    const QString f = qs(from), v = qs(value);
    QString doc = documentName(qs(seed));
    if (seed == "001") doc = tr("the rulebook");
    static const QRegularExpression missing(QStringLiteral("missing from seed \\d{3}; placeholder"));
    if (f.startsWith(QLatin1String("DESIGN.md default")) || missing.match(f).hasMatch()) {
        QString out = tr("%1 does not give this number; Muster assumes %2").arg(doc, v);
        const qsizetype colon = f.indexOf(QLatin1Char(':'));
        if (f.startsWith(QLatin1String("DESIGN.md default")) && colon > 0) out += " (" + f.mid(colon + 1).trimmed() + ")";
        return out;
    }
    return text(f);
}

} // namespace muster::plain
