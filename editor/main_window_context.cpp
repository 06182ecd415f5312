// MainWindow: the board's context menu: what can be done with the unit, VP marker and
// hex under the mouse (edit, duplicate, delete, reinforcement, stack, terrain rules).
#include "main_window.h"
#include "editor/qstring_util.h"

#include "editor/docks/inspector_dock.h"
#include "editor/docks/rules_dock.h"
#include "editor/document/scenario_document.h"
#include "editor/document/selection.h"
#include "editor/render/board_painter.h"
#include "editor/view/board_view.h"
#include "model/unittype.h"

#include <QLineEdit>
#include <QMenu>

namespace muster {

namespace {

QString unitTitle(const Unit& u) { return qs(u.name.empty() ? u.id : u.name); }

void named(QAction* a, const char* name) { a->setObjectName(QLatin1String(name)); }
} // namespace

void MainWindow::showInspectorFor(const std::vector<std::string>& units, std::optional<Offset> hex) {
    selection_->set(units, hex ? std::vector<Offset>{*hex} : std::vector<Offset>{});
    if (auto* inspector = findChild<InspectorDock*>()) {
        inspector->show();
        inspector->raise();
        if (auto* name = inspector->findChild<QLineEdit*>(QStringLiteral("unitName")); name && !units.empty())
            name->setFocus();
    }
}

QMenu* MainWindow::boardContextMenu(QPointF boardPos) {
    auto* menu = new QMenu(this);
    const auto hex = view_->boardPainter().hexAt(boardPos);
    if (!hex) return menu;
    const Scenario& s = doc_->scenario();
    const Offset o = *hex;

    if (const Unit* u = view_->boardPainter().unitAt(boardPos)) {
        const std::string id = u->id;
        const QString title = unitTitle(*u);
        named(menu->addAction(tr("&Edit %1...").arg(title), this, [this, id, o] { showInspectorFor({id}, o); }),
              "ctxEditUnit");
        named(menu->addAction(tr("D&uplicate %1").arg(title), this, [this, id] {
            const Unit* src = doc_->scenario().findUnit(id);
            if (!src) return;
            Unit copy = *src;
            const std::string prefix = id.empty() || !std::isalpha(static_cast<unsigned char>(id[0])) ? "u" : id.substr(0, 1);
            copy.id = doc_->newUnitId(prefix);
            doc_->addUnit(copy);
            selection_->set({copy.id}, {*copy.hex});
        }), "ctxDuplicateUnit");
        named(menu->addAction(tr("Make a &reinforcement (arrives turn 2 here)"), this, [this, id] {
            const Unit* src = doc_->scenario().findUnit(id);
            if (!src || !src->hex) return;
            Unit after = *src;
            after.arrives = Arrival{std::min(2, std::max(1, doc_->scenario().turns)), *src->hex};
            after.hex.reset();
            doc_->changeUnit(id, after);
        }), "ctxMakeReinforcement");
        named(menu->addAction(tr("&Delete %1").arg(title), this, [this, id] { doc_->removeUnits({id}); }),
              "ctxDeleteUnit");
        menu->addSeparator();
    }
    std::vector<std::string> stack;
    for (const auto& piece : view_->boardPainter().stackAt(o)) stack.push_back(piece.unit->id);
    if (stack.size() > 1)
        named(menu->addAction(tr("Select the &stack (%n units)", nullptr, int(stack.size())), this,
                              [this, stack, o] { selection_->set(stack, {o}); }),
              "ctxSelectStack");
    for (int i = 0; i < int(s.vpMarkers.size()); ++i) {
        const VpMarker& m = s.vpMarkers[std::size_t(i)];
        if (m.hex != o) continue;
        const QString label = m.label.empty() ? tr("VP marker") : qs(m.label);
        named(menu->addAction(tr("Edit VP marker %1...").arg(label), this, [this, o] { showInspectorFor({}, o); }),
              "ctxEditVp");
        named(menu->addAction(tr("Delete VP marker %1").arg(label), this, [this, i] { doc_->removeVpMarker(i); }),
              "ctxDeleteVp");
    }
    const Terrain t = s.terrainAt(o);
    named(menu->addAction(tr("&Terrain effects of %1 (%2)")
                              .arg(qs(hexLabel(o, s.board)), qs(displayName(t))),
                          this,
                          [this, t] {
                              if (auto* rules = findChild<RulesDock*>()) {
                                  rules->show();
                                  rules->raise();
                                  rules->showTerrain(t);
                              }
                          }),
          "ctxTerrainEffects");
    return menu;
}

} // namespace muster
