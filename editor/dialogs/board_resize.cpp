#include "board_resize.h"
#include "editor/widgets/qstring_util.h"

#include "editor/widgets/prompter.h"
#include "model/unit_names.h"

#include <QObject>

#include <algorithm>

namespace muster {

QStringList describeDrops(const BoardResize& r) {
    // Labels use the old board's digits: that is where the user knows these hexes.
    auto label = [&r](Offset o) { return qs(hexLabel(o, r.oldBoard)); };
    QStringList out;
    for (const Unit& u : r.droppedUnits) {
        const QString name = qs(unitLabel(u));
        if (u.hex)
            out << QObject::tr("Unit %1 at %2").arg(name, label(*u.hex));
        else
            out << QObject::tr("Reinforcement %1 entering at %2").arg(name, label(u.arrives->hex));
    }
    for (const VpMarker& m : r.droppedMarkers)
        out << QObject::tr("VP marker %1 at %2")
                   .arg(m.label.empty() ? QString::number(m.value) : qs(m.label), label(m.hex));
    for (const TerrainEntry& e : r.droppedTerrain)
        out << QObject::tr("Terrain %1 at %2")
                   .arg(qs(displayName(e.type)), label(e.hex));
    for (Offset o : r.droppedVictoryHexes) out << QObject::tr("Victory hex %1").arg(label(o));
    return out;
}

QString dropSummary(const BoardResize& r) {
    QStringList parts;
    auto count = [&parts](std::size_t n, const QString& one, const QString& many) {
        if (n) parts << (n == 1 ? one : many.arg(n));
    };
    count(r.droppedUnits.size(), QObject::tr("1 unit"), QObject::tr("%1 units"));
    count(r.droppedMarkers.size(), QObject::tr("1 VP marker"), QObject::tr("%1 VP markers"));
    count(r.droppedTerrain.size(), QObject::tr("1 terrain hex"), QObject::tr("%1 terrain hexes"));
    count(r.droppedVictoryHexes.size(), QObject::tr("1 victory hex"), QObject::tr("%1 victory hexes"));
    return QObject::tr("Resizing the board to %1 x %2 leaves off %3:")
        .arg(r.scenario.board.columns)
        .arg(r.scenario.board.rows)
        .arg(parts.join(QStringLiteral(", ")));
}

bool confirmBoardDrops(Prompter& prompter, const QString& summary, const QStringList& details) {
    const int shown = 15;
    QString text = details.mid(0, shown).join(QLatin1Char('\n'));
    if (details.size() > shown) text += QObject::tr("\n… and %1 more (see details)").arg(details.size() - shown);
    // A big shrink can drop hundreds of thousands of hexes: the details stay readable.
    const int detailMax = 2000;
    QString all = details.mid(0, detailMax).join(QLatin1Char('\n'));
    if (details.size() > detailMax) all += QObject::tr("\n… and %1 more").arg(details.size() - detailMax);
    return prompter.confirmWithDetails(QObject::tr("Change the board"),
                                       summary + QStringLiteral("\n\n") + text + QObject::tr("\n\nYou can undo this."), all,
                                       QObject::tr("Drop them and resize"), QObject::tr("Cancel"));
}

} // namespace muster
