// MainWindow: the tool bar and the tool-options bar (terrain, brush radius, unit palette).
#include "main_window.h"

#include "editor/edit_mode.h"
#include "editor/qstring_util.h"

#include "editor/docks/terrain_palette.h"
#include "editor/docks/wheel_guard.h"
#include "editor/tools/tool.h"
#include "editor/tools/tool_options.h"
#include "model/unittype.h"

#include <QAction>
#include <QActionGroup>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QToolBar>

namespace muster {

namespace {
template <class E, std::size_t N>
QComboBox* enumCombo(QWidget* parent, const std::array<E, N>& values, const QString& name) {
    auto* c = new QComboBox(parent);
    c->setObjectName(name);
    for (E v : values) c->addItem(qs(displayName(v)), static_cast<int>(v));
    return c;
}
} // namespace

void MainWindow::buildToolBars() {
    QToolBar* tb = addToolBar(tr("Tools"));
    tb->setObjectName(QStringLiteral("ToolsToolBar"));
    tb->setIconSize(QSize(24, 24));
    tb->addActions(toolGroup_->actions());
    editMode_->addToolBar(tb);

    QToolBar* ob = addToolBar(tr("Tool Options"));
    ob->setObjectName(QStringLiteral("OptionsToolBar"));
    editMode_->addToolBar(ob);
    ToolOptions& o = *options_;

    ob->addWidget(new QLabel(tr(" Terrain "), ob));
    auto* terrain = enumCombo(ob, kAllTerrain, QStringLiteral("optTerrain"));
    for (int i = 0; i < terrain->count(); ++i) terrain->setItemIcon(i, terrainSwatch(kAllTerrain[static_cast<std::size_t>(i)]));
    ob->addWidget(terrain);
    connect(terrain, &QComboBox::activated, this, [this, terrain, &o] {
        o.terrain = static_cast<Terrain>(terrain->currentData().toInt());
        if (palette_) palette_->setCurrent(o.terrain);
        updateHint();
    });
    ob->addWidget(new QLabel(tr(" Radius "), ob));
    auto* radius = new QSpinBox(ob);
    radius->setObjectName(QStringLiteral("optRadius"));
    radius->setRange(0, 2);
    ob->addWidget(radius);
    connect(radius, &QSpinBox::valueChanged, this, [this, &o](int v) { o.brushRadius = v; updateHint(); });
    ob->addSeparator();

    auto* side = enumCombo(ob, kAllSides, QStringLiteral("optSide"));
    ob->addWidget(side);
    connect(side, &QComboBox::activated, this, [this, side, &o] {
        o.side = static_cast<Side>(side->currentData().toInt());
        updateHint();
    });
    auto* type = new QComboBox(ob);
    type->setObjectName(QStringLiteral("optType"));
    for (UnitType t : kAllUnitTypes)
        if (t != UnitType::Leader) type->addItem(qs(displayName(t)), static_cast<int>(t));
    ob->addWidget(type);
    auto* sp = new QSpinBox(ob);
    sp->setObjectName(QStringLiteral("optStrength"));
    sp->setPrefix(tr("SP "));
    ob->addWidget(sp);
    auto syncSp = [sp, &o] {
        const auto& info = unitTypeInfo(o.unitType);
        QSignalBlocker b(sp);
        sp->setRange(info.minSp, info.maxSp);
        sp->setValue(std::clamp(o.strength, info.minSp, info.maxSp));
    };
    connect(type, &QComboBox::activated, this, [this, type, syncSp, &o] {
        o.unitType = static_cast<UnitType>(type->currentData().toInt());
        o.strength = unitTypeInfo(o.unitType).maxSp;
        syncSp();
        refreshOptionWidgets(); // morale only for types that have one
        updateHint();
    });
    connect(sp, &QSpinBox::valueChanged, this, [this, &o](int v) { o.strength = v; updateHint(); });
    auto* morale = enumCombo(ob, kAllMorale, QStringLiteral("optMorale"));
    ob->addWidget(morale);
    connect(morale, &QComboBox::activated, this, [this, morale, &o] {
        o.morale = static_cast<Morale>(morale->currentData().toInt());
        updateHint();
    });
    auto* leader = new QLineEdit(ob);
    leader->setObjectName(QStringLiteral("optLeader"));
    leader->setPlaceholderText(tr("Leader name"));
    leader->setMaximumWidth(120);
    ob->addWidget(leader);
    connect(leader, &QLineEdit::textEdited, this, [this, &o](const QString& t) { o.leaderName = t; updateHint(); });
    ob->addSeparator();
    auto* vp = new QSpinBox(ob);
    vp->setObjectName(QStringLiteral("optVp"));
    vp->setRange(1, 99);
    vp->setPrefix(tr("VP "));
    ob->addWidget(vp);
    connect(vp, &QSpinBox::valueChanged, this, [&o](int v) { o.vpValue = v; });
    auto* vpLabel = new QLineEdit(ob);
    vpLabel->setObjectName(QStringLiteral("optVpLabel"));
    vpLabel->setPlaceholderText(tr("VP label"));
    vpLabel->setMaximumWidth(120);
    ob->addWidget(vpLabel);
    connect(vpLabel, &QLineEdit::textEdited, this, [&o](const QString& t) { o.vpLabel = t; });
    // Who holds a new marker at the start: asked here so no marker is placed without it.
    auto* vpSide = new QComboBox(ob);
    vpSide->setObjectName(QStringLiteral("optVpSide"));
    vpSide->addItem(tr("Held by: automatic"), -1); // the side whose half it is on (needed by 3.1.6), else nobody
    for (Side s : kAllSides)
        vpSide->addItem(tr("Held by %1").arg(qs(displayName(s))), static_cast<int>(s));
    ob->addWidget(vpSide);
    connect(vpSide, &QComboBox::activated, this, [vpSide, &o] {
        const int v = vpSide->currentData().toInt();
        o.vpSide = v < 0 ? std::nullopt : std::optional<Side>(static_cast<Side>(v));
    });

    guardWheel(ob);
    optionWidgets_ = {terrain, radius, side, type, sp, morale, leader, vp, vpLabel, vpSide};
    refreshOptionWidgets();
}

void MainWindow::refreshOptionWidgets() {
    // Options change from the eyedropper, shortcuts and settings: show them.
    const ToolOptions& o = *options_;
    if (palette_) palette_->setCurrent(o.terrain);
    for (QWidget* w : optionWidgets_) {
        QSignalBlocker b(w);
        const QString n = w->objectName();
        if (auto* c = qobject_cast<QComboBox*>(w)) {
            int v = 0;
            if (n == QLatin1String("optTerrain")) v = static_cast<int>(o.terrain);
            else if (n == QLatin1String("optSide")) v = static_cast<int>(o.side);
            else if (n == QLatin1String("optType")) v = static_cast<int>(o.unitType);
            else if (n == QLatin1String("optMorale")) v = static_cast<int>(o.morale);
            else if (n == QLatin1String("optVpSide")) v = o.vpSide ? static_cast<int>(*o.vpSide) : -1;
            c->setCurrentIndex(c->findData(v));
            if (n == QLatin1String("optMorale")) {
                const bool has = unitTypeInfo(o.unitType).hasMorale;
                c->setEnabled(has);
                c->setToolTip(has ? tr("Morale of placed units") : tr("Gunboats have no morale"));
            }
        } else if (auto* s = qobject_cast<QSpinBox*>(w)) {
            if (n == QLatin1String("optRadius")) s->setValue(o.brushRadius);
            else if (n == QLatin1String("optVp")) s->setValue(o.vpValue);
            else if (n == QLatin1String("optStrength")) {
                const auto& info = unitTypeInfo(o.unitType);
                s->setRange(info.minSp, info.maxSp);
                s->setValue(std::clamp(o.strength, info.minSp, info.maxSp));
            }
        } else if (auto* e = qobject_cast<QLineEdit*>(w)) {
            e->setText(n == QLatin1String("optLeader") ? o.leaderName : o.vpLabel);
        }
    }
}

} // namespace muster
