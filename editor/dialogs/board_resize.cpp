#include "board_resize.h"
#include "editor/widgets/qstring_util.h"

#include "editor/widgets/prompter.h"
#include "model/unit_names.h"

#include <QObject>

#include <algorithm>

namespace muster {

BoardResizeResult resizeBoard(const Scenario& s, const BoardGeometry& board) {
    BoardResizeResult r;
    r.scenario = s;
    r.oldBoard = s.board;
    Scenario& out = r.scenario;
    out.board = board;

    out.terrain.clear();
    for (const TerrainEntry& e : s.terrain.entries()) {
        if (board.contains(e.hex)) out.terrain.append(e);
        else r.droppedTerrain.push_back(e);
    }
    out.units.clear();
    for (const Unit& u : s.units) {
        const bool fits = u.hex ? board.contains(*u.hex) : (!u.arrives || board.contains(u.arrives->hex));
        if (fits) out.units.push_back(u);
        else r.droppedUnits.push_back(u);
    }
    out.vpMarkers.clear();
    for (const VpMarker& m : s.vpMarkers) {
        if (board.contains(m.hex)) out.vpMarkers.push_back(m);
        else r.droppedMarkers.push_back(m);
    }
    for (VictoryCondition& c : out.victory.conditions) {
        for (Offset o : c.hexes)
            if (!board.contains(o)) r.droppedVictoryHexes.push_back(o);
        std::erase_if(c.hexes, [&](Offset o) { return !board.contains(o); });
    }
    return r;
}

QStringList BoardResizeResult::describeDrops() const {
    // Labels use the old board's digits: that is where the user knows these hexes.
    auto label = [this](Offset o) { return qs(hexLabel(o, oldBoard)); };
    QStringList out;
    for (const Unit& u : droppedUnits) {
        const QString name = qs(unitLabel(u));
        if (u.hex)
            out << QObject::tr("Unit %1 at %2").arg(name, label(*u.hex));
        else
            out << QObject::tr("Reinforcement %1 entering at %2").arg(name, label(u.arrives->hex));
    }
    for (const VpMarker& m : droppedMarkers)
        out << QObject::tr("VP marker %1 at %2")
                   .arg(m.label.empty() ? QString::number(m.value) : qs(m.label), label(m.hex));
    for (const TerrainEntry& e : droppedTerrain)
        out << QObject::tr("Terrain %1 at %2")
                   .arg(qs(displayName(e.type)), label(e.hex));
    for (Offset o : droppedVictoryHexes) out << QObject::tr("Victory hex %1").arg(label(o));
    return out;
}

QString BoardResizeResult::summary() const {
    QStringList parts;
    auto count = [&parts](std::size_t n, const QString& one, const QString& many) {
        if (n) parts << (n == 1 ? one : many.arg(n));
    };
    count(droppedUnits.size(), QObject::tr("1 unit"), QObject::tr("%1 units"));
    count(droppedMarkers.size(), QObject::tr("1 VP marker"), QObject::tr("%1 VP markers"));
    count(droppedTerrain.size(), QObject::tr("1 terrain hex"), QObject::tr("%1 terrain hexes"));
    count(droppedVictoryHexes.size(), QObject::tr("1 victory hex"), QObject::tr("%1 victory hexes"));
    return QObject::tr("Resizing the board to %1 x %2 leaves off %3:")
        .arg(scenario.board.columns)
        .arg(scenario.board.rows)
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
