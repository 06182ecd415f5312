#include "tool_options_bar.h"

#include "editor/widgets/terrain_swatch.h"
#include "editor/widgets/wheel_guard.h"
#include "editor/widgets/qstring_util.h"
#include "editor/tools/tool_options.h"
#include "model/unittype.h"

#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QSignalBlocker>
#include <QSpinBox>

#include <algorithm>

namespace muster {

namespace {
// A combo of every value of an enum on the bar; picking one sets `field`.
template <class E, std::size_t N>
QComboBox* enumEditor(ToolOptionsBar* bar, const std::array<E, N>& values, const QString& name, E& field) {
    auto* c = new QComboBox(bar);
    c->setObjectName(name);
    for (E v : values) c->addItem(qs(displayName(v)), static_cast<int>(v));
    bar->addWidget(c);
    QObject::connect(c, &QComboBox::activated, bar, [bar, c, &field] {
        field = static_cast<E>(c->currentData().toInt());
        emit bar->edited();
    });
    return c;
}

// A short text field on the bar; typing sets `field`.
QLineEdit* textEditor(ToolOptionsBar* bar, const QString& name, const QString& placeholder, QString& field) {
    auto* e = new QLineEdit(bar);
    e->setObjectName(name);
    e->setPlaceholderText(placeholder);
    e->setMaximumWidth(160);
    bar->addWidget(e);
    QObject::connect(e, &QLineEdit::textEdited, bar, [bar, &field](const QString& t) {
        field = t;
        emit bar->edited();
    });
    return e;
}

QString key(const char* name) { return QStringLiteral("tools/") + QLatin1String(name); }
} // namespace

ToolOptionsBar::ToolOptionsBar(ToolOptions& options, QWidget* parent) : QToolBar(tr("Tool Options"), parent), o_(options) {
    setObjectName(QStringLiteral("OptionsToolBar"));
    smaller_ = new QAction(tr("Smaller Brush"), this);
    smaller_->setShortcut(QKeySequence(Qt::Key_BracketLeft));
    connect(smaller_, &QAction::triggered, this, [this] { changeRadius(-1); });
    larger_ = new QAction(tr("Larger Brush"), this);
    larger_->setShortcut(QKeySequence(Qt::Key_BracketRight));
    connect(larger_, &QAction::triggered, this, [this] { changeRadius(+1); });
    build();
    guardWheel(this);
    refresh();
}

void ToolOptionsBar::changeRadius(int by) {
    o_.brushRadius = std::clamp(o_.brushRadius + by, 0, 2);
    refresh();
    emit edited();
}

void ToolOptionsBar::build() {
    ToolOptions& o = o_;
    addWidget(new QLabel(tr(" Terrain "), this));
    auto* terrain = enumEditor(this, kAllTerrain, QStringLiteral("optTerrain"), o.terrain);
    for (int i = 0; i < terrain->count(); ++i) terrain->setItemIcon(i, terrainSwatch(kAllTerrain[static_cast<std::size_t>(i)]));
    addWidget(new QLabel(tr(" Radius "), this));
    auto* radius = new QSpinBox(this);
    radius->setObjectName(QStringLiteral("optRadius"));
    radius->setRange(0, 2);
    addWidget(radius);
    connect(radius, &QSpinBox::valueChanged, this, [this, &o](int v) { o.brushRadius = v; emit edited(); });
    addSeparator();

    auto* side = enumEditor(this, kAllSides, QStringLiteral("optSide"), o.side);
    auto* type = new QComboBox(this);
    type->setObjectName(QStringLiteral("optType"));
    for (UnitType t : kAllUnitTypes)
        if (t != UnitType::Leader) type->addItem(qs(displayName(t)), static_cast<int>(t));
    addWidget(type);
    auto* sp = new QSpinBox(this);
    sp->setObjectName(QStringLiteral("optStrength"));
    sp->setPrefix(tr("SP "));
    addWidget(sp);
    connect(type, &QComboBox::activated, this, [this, type, &o] {
        o.unitType = static_cast<UnitType>(type->currentData().toInt());
        o.strength = unitTypeInfo(o.unitType).maxSp;
        refresh();  // strength range; morale only for types that have one
        emit edited();
    });
    connect(sp, &QSpinBox::valueChanged, this, [this, &o](int v) { o.strength = v; emit edited(); });
    auto* morale = enumEditor(this, kAllMorale, QStringLiteral("optMorale"), o.morale);
    auto* leader = textEditor(this, QStringLiteral("optLeader"), tr("Leader name"), o.leaderName);
    addSeparator();
    auto* vp = new QSpinBox(this);
    vp->setObjectName(QStringLiteral("optVp"));
    vp->setRange(1, 99);
    vp->setPrefix(tr("VP "));
    addWidget(vp);
    connect(vp, &QSpinBox::valueChanged, this, [this, &o](int v) { o.vpValue = v; emit edited(); });
    auto* vpLabel = textEditor(this, QStringLiteral("optVpLabel"), tr("VP label"), o.vpLabel);
    // Who holds a new marker at the start: asked here so no marker is placed without it.
    auto* vpSide = new QComboBox(this);
    vpSide->setObjectName(QStringLiteral("optVpSide"));
    vpSide->addItem(tr("Held by: automatic"), -1); // the side whose half it is on (needed by 3.1.6), else nobody
    for (Side s : kAllSides)
        vpSide->addItem(tr("Held by %1").arg(qs(displayName(s))), static_cast<int>(s));
    addWidget(vpSide);
    connect(vpSide, &QComboBox::activated, this, [this, vpSide, &o] {
        const int v = vpSide->currentData().toInt();
        o.vpSide = v < 0 ? std::nullopt : std::optional<Side>(static_cast<Side>(v));
        emit edited();
    });
    editors_ = {terrain, radius, side, type, sp, morale, leader, vp, vpLabel, vpSide};
    // When the bar runs out of room it moves fields into its overflow, never squeezes one
    // below what it shows ("Sunken road/fence", "Leader name" whole).
    for (QWidget* w : editors_) {
        if (auto* e = qobject_cast<QLineEdit*>(w))
            e->setMinimumWidth(e->fontMetrics().horizontalAdvance(e->placeholderText()) + 24);
        else
            w->setMinimumWidth(w->sizeHint().width());
    }
}

void ToolOptionsBar::refresh() {
    const ToolOptions& o = o_;
    for (QWidget* w : editors_) {
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

void ToolOptionsBar::readSettings() {
    QSettings st;
    ToolOptions& o = o_;
    auto get = [&](const char* k, int def) { return st.value(key(k), def).toInt(); };
    o.terrain = static_cast<Terrain>(std::clamp(get("terrain", static_cast<int>(o.terrain)), 0, kTerrainCount - 1));
    o.brushRadius = std::clamp(get("radius", o.brushRadius), 0, 2);
    o.side = static_cast<Side>(std::clamp(get("side", 0), 0, 1));
    o.unitType = static_cast<UnitType>(std::clamp(get("unitType", 0), 0, 3));
    o.strength = get("strength", o.strength);
    o.morale = static_cast<Morale>(std::clamp(get("morale", static_cast<int>(o.morale)), 0, 2));
    o.vpValue = std::max(1, get("vpValue", 1));
    o.leaderName = st.value(key("leaderName"), o.leaderName).toString();
    refresh();
}

void ToolOptionsBar::writeSettings() const {
    QSettings st;
    const ToolOptions& o = o_;
    st.setValue(key("terrain"), static_cast<int>(o.terrain));
    st.setValue(key("radius"), o.brushRadius);
    st.setValue(key("side"), static_cast<int>(o.side));
    st.setValue(key("unitType"), static_cast<int>(o.unitType));
    st.setValue(key("strength"), o.strength);
    st.setValue(key("morale"), static_cast<int>(o.morale));
    st.setValue(key("vpValue"), o.vpValue);
    st.setValue(key("leaderName"), o.leaderName);
}

} // namespace muster
