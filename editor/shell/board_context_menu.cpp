#include "board_context_menu.h"
#include "editor/commands/document_edits.h"

#include "editor/shell/edit_docks.h"
#include "editor/docks/rules_dock.h"
#include "editor/document/scenario_document.h"
#include "editor/document/selection.h"
#include "editor/shell/main_window.h"
#include "editor/widgets/qstring_util.h"
#include "editor/render/board_painter.h"
#include "editor/view/board_view.h"
#include "model/unit_names.h"
#include "model/unittype.h"

#include <QMenu>

#include <memory>

namespace muster {

namespace {
QString unitTitle(const Unit& u) { return qs(unitLabel(u)); }

void named(QAction* a, const char* name) { a->setObjectName(QLatin1String(name)); }
} // namespace

BoardContextMenu::BoardContextMenu(MainWindow* window) : QObject(window), w_(window) {
    connect(w_->view(), &BoardView::contextMenuRequested, this, [this](QPointF pos, QPoint global) {
        std::unique_ptr<QMenu> menu(menuAt(pos));
        if (!menu->isEmpty()) menu->exec(global);
    });
}

QMenu* BoardContextMenu::menuAt(QPointF boardPos) const {
    auto* menu = new QMenu(w_);
    const BoardPainter& painter = w_->view()->boardPainter();
    const auto hex = painter.hexAt(boardPos);
    if (!hex) return menu;
    ScenarioDocument* doc = w_->document();
    Selection* selection = w_->selection();
    MainWindow* w = w_;
    const Scenario& s = doc->scenario();
    const Offset o = *hex;

    if (const Unit* u = painter.unitAt(boardPos)) {
        const std::string id = u->id;
        const QString title = unitTitle(*u);
        named(menu->addAction(tr("&Edit %1...").arg(title), w, [w, id, o] { w->showInspectorFor({id}, o); }), "ctxEditUnit");
        named(menu->addAction(tr("D&uplicate %1").arg(title), w, [doc, selection, id] {
            const Unit* src = doc->scenario().findUnit(id);
            if (!src) return;
            Unit copy = *src;
            copy.name = defaultUnitName(doc->scenario().units, copy.side, copy.type);
            const std::string prefix = id.empty() || !std::isalpha(static_cast<unsigned char>(id[0])) ? "u" : id.substr(0, 1);
            copy.id = doc->newUnitId(prefix);
            edit::addUnit(*doc, copy);
            selection->set({copy.id}, {*copy.hex});
        }), "ctxDuplicateUnit");
        named(menu->addAction(tr("Make a &reinforcement (arrives turn 2 here)"), w, [doc, id] {
            const Unit* src = doc->scenario().findUnit(id);
            if (!src || !src->hex) return;
            Unit after = *src;
            after.arrives = Arrival{std::min(2, std::max(1, doc->scenario().turns)), *src->hex};
            after.hex.reset();
            edit::changeUnit(*doc, id, after);
        }), "ctxMakeReinforcement");
        named(menu->addAction(tr("&Delete %1").arg(title), w, [doc, id] { edit::removeUnits(*doc, {id}); }), "ctxDeleteUnit");
        menu->addSeparator();
    }
    std::vector<std::string> stack;
    for (const auto& piece : painter.stackAt(o)) stack.push_back(piece.unit->id);
    if (stack.size() > 1)
        named(menu->addAction(tr("Select the &stack (%n units)", nullptr, int(stack.size())), w,
                              [selection, stack, o] { selection->set(stack, {o}); }),
              "ctxSelectStack");
    for (int i = 0; i < int(s.vpMarkers.size()); ++i) {
        const VpMarker& m = s.vpMarkers[std::size_t(i)];
        if (m.hex != o) continue;
        const QString label = m.label.empty() ? tr("VP marker") : qs(m.label);
        named(menu->addAction(tr("Edit VP marker %1...").arg(label), w, [w, o] { w->showInspectorFor({}, o); }), "ctxEditVp");
        named(menu->addAction(tr("Delete VP marker %1").arg(label), w, [doc, i] { edit::removeVpMarker(*doc, i); }), "ctxDeleteVp");
    }
    const Terrain t = s.terrainAt(o);
    named(menu->addAction(tr("&Terrain effects of %1 (%2)").arg(qs(hexLabel(o, s.board)), qs(displayName(t))), w,
                          [w, t] {
                              if (auto* rules = w->editDocks()->dock<RulesDock>()) {
                                  rules->show();
                                  rules->raise();
                                  rules->showTerrain(t);
                              }
                          }),
          "ctxTerrainEffects");
    return menu;
}

} // namespace muster
