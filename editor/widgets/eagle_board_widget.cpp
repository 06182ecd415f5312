#include "eagle_board_widget.h"

#include "editor/commands/eagle_commands.h"
#include "editor/document/eagle_document.h"
#include "editor/render/piece_painter.h"
#include "editor/widgets/qstring_util.h"
#include "rulesref/eagle_odds.h"

#include <QContextMenuEvent>
#include <QDragEnterEvent>
#include <QFrame>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QMenu>
#include <QMimeData>
#include <QPainter>
#include <QVBoxLayout>

#include <algorithm>

namespace muster {

namespace {

QString eagleSpaceName(EagleSpace s) { return qs(eagleSpaceInfo(s).name); }

// A small block in the army's colour with the type's letter, as the sheets draw units.
QIcon eagleUnitIcon(Side side, EagleUnitType t, bool elite) {
    QPixmap pm(28, 28);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(QColor("#333333"), 1));
    p.setBrush(PiecePainter::sideColor(side, false));
    p.drawRoundedRect(QRectF(1.5, 1.5, 25, 25), 4, 4);
    static const char* letters[] = {"I", "C", "EC", "A", "L"};
    QFont f = p.font();
    f.setBold(true);
    f.setPixelSize(t == EagleUnitType::EliteCavalry ? 10 : 14);
    p.setFont(f);
    p.setPen(PiecePainter::sideInk(side, false));
    p.drawText(QRectF(0, 0, 28, 28), Qt::AlignCenter, QString::fromLatin1(letters[int(t)]));
    if (elite) {  // a gold corner: the elite badge
        p.setPen(Qt::NoPen);
        p.setBrush(QColor("#e8b923"));
        p.drawPolygon(QPolygonF({QPointF(17, 1.5), QPointF(26.5, 1.5), QPointF(26.5, 11)}));
    }
    return QIcon(pm);
}

QString eagleUnitText(const EagleUnit& u) {
    const EagleUnitInfo& info = eagleUnitInfo(u.type);
    // The badge on the second line: narrow line spaces keep the whole name.
    return EagleSpaceList::tr("%1\n%2%3 \u00b7 %4 pts")
        .arg(qs(u.name), u.elite ? QStringLiteral("\u2605 elite ") : QString(), qs(info.name))
        .arg(info.cost);
}

} // namespace

std::vector<EagleSpace> eagleShownSpaces(const EagleScenario& s, Side side) {
    std::vector<EagleSpace> out = eagleLineSpaces(eagleSize(s));
    out.push_back(EagleSpace::Reserve);
    for (const EagleSpaceInfo& info : allEagleSpaces())
        if (std::find(out.begin(), out.end(), info.space) == out.end() &&
            std::any_of(s.units.begin(), s.units.end(), [&](const EagleUnit& u) { return u.side == side && u.space == info.space; }))
            out.push_back(info.space);
    return out;
}

QString eagleAttackerRollText(const EagleScenario& s) {
    const int u = eagleAttackerBonus(s, Side::Union), c = eagleAttackerBonus(s, Side::Confederate);
    const EagleAttackerOdds r = eagleAttackerOdds(u, c);
    return EagleBoardWidget::tr("%1 wins the attacker roll %2%, %3 %4% (2d6+%5 against 2d6+%6: one per leader and "
                                "cavalry unit; a tie, %7%, is rolled again)")
        .arg(qs(s.army(Side::Union).name))
        .arg(100 * r.unionAttacks, 0, 'f', 1)
        .arg(qs(s.army(Side::Confederate).name))
        .arg(100 * r.confederateAttacks, 0, 'f', 1)
        .arg(u)
        .arg(c)
        .arg(100 * r.tie, 0, 'f', 1);
}

// ---------------------------------------------------------------------------------------

EagleSpaceList::EagleSpaceList(EagleDocument* doc, Side side, EagleSpace space, QWidget* parent)
    : QListWidget(parent), doc_(doc), side_(side), space_(space) {
    setObjectName(QStringLiteral("eagleSpace_%1_%2")
                      .arg(side == Side::Union ? QStringLiteral("union") : QStringLiteral("confederate"),
                           qs(eagleSpaceInfo(space).id)));
    setDragDropMode(QAbstractItemView::DragDrop);
    setDefaultDropAction(Qt::CopyAction);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setIconSize(QSize(28, 28));
    setSpacing(1);
    setWordWrap(true);  // a long name wraps rather than scrolling the space sideways
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setMinimumHeight(90);
    connect(this, &QListWidget::currentItemChanged, this, [this](QListWidgetItem* item) {
        if (item) emit unitSelected(item->data(IdRole).toString());
    });
    refill({});
}

QString EagleSpaceList::mimeType() { return QStringLiteral("application/x-muster-eagle-unit"); }

void EagleSpaceList::refill(const QString& keep) {
    const QSignalBlocker block(this);
    clear();
    for (const EagleUnit& u : doc_->scenario().units) {
        if (u.side != side_ || u.space != space_) continue;
        auto* item = new QListWidgetItem(eagleUnitIcon(u.side, u.type, u.elite), eagleUnitText(u), this);
        item->setData(IdRole, qs(u.id));
        item->setToolTip(tr("%1 (id %2): drag it to another space, or right-click").arg(qs(u.name), qs(u.id)));
        if (qs(u.id) == keep) setCurrentItem(item);
    }
}

QStringList EagleSpaceList::mimeTypes() const { return {mimeType()}; }

QMimeData* EagleSpaceList::mimeData(const QList<QListWidgetItem*>& items) const {
    if (items.isEmpty()) return nullptr;
    auto* m = new QMimeData;
    m->setData(mimeType(), items.front()->data(IdRole).toString().toUtf8());
    return m;
}

// Copy, not move: the drop changes the battle and every list refills from it, so the
// source must not remove rows of its own afterwards.
Qt::DropActions EagleSpaceList::supportedDropActions() const { return Qt::CopyAction; }

void EagleSpaceList::dragEnterEvent(QDragEnterEvent* e) {
    if (e->mimeData()->hasFormat(mimeType())) e->acceptProposedAction();
    else e->ignore();
}

void EagleSpaceList::dragMoveEvent(QDragMoveEvent* e) {
    if (e->mimeData()->hasFormat(mimeType())) e->acceptProposedAction();
    else e->ignore();
}

void EagleSpaceList::dropEvent(QDropEvent* e) {
    if (!dropUnit(e->mimeData())) return e->ignore();
    e->setDropAction(Qt::CopyAction);
    e->accept();
}

bool EagleSpaceList::dropUnit(const QMimeData* data) {
    if (!data || !data->hasFormat(mimeType())) return false;
    const std::string id = QString::fromUtf8(data->data(mimeType())).toStdString();
    const EagleUnit* u = doc_->unit(id);
    if (!u || u->side != side_) return false;  // an army sets up on its own spaces only
    return eagleedit::moveUnit(*doc_, id, space_);
}

QMenu* EagleSpaceList::unitMenu(int row, QWidget* parent) {
    QListWidgetItem* it = item(row);
    if (!it) return nullptr;
    const std::string id = it->data(IdRole).toString().toStdString();
    const EagleUnit* u = doc_->unit(id);
    if (!u) return nullptr;
    auto* menu = new QMenu(parent);
    QMenu* move = menu->addMenu(tr("Move to"));
    move->setObjectName(QStringLiteral("eagleMoveMenu"));
    for (EagleSpace s : eagleShownSpaces(doc_->scenario(), side_)) {
        if (s == space_ || !eagleSetupSpace(eagleSize(doc_->scenario()), s)) continue;
        QAction* a = move->addAction(eagleSpaceName(s), this, [this, id, s] { eagleedit::moveUnit(*doc_, id, s); });
        a->setObjectName(QStringLiteral("eagleMoveTo_") + qs(eagleSpaceInfo(s).id));
    }
    QAction* elite = menu->addAction(tr("Elite"), this, [this, id, e = !u->elite] { eagleedit::setElite(*doc_, id, e); });
    elite->setObjectName(QStringLiteral("eagleElite"));
    elite->setCheckable(true);
    elite->setChecked(u->elite);
    elite->setEnabled(eagleUnitInfo(u->type).mayBeElite);
    QAction* del = menu->addAction(tr("Delete"), this, [this, id] { eagleedit::deleteUnit(*doc_, id); });
    del->setObjectName(QStringLiteral("eagleDelete"));
    return menu;
}

void EagleSpaceList::contextMenuEvent(QContextMenuEvent* e) {
    QListWidgetItem* it = itemAt(e->pos());
    if (!it) return;
    QMenu* menu = unitMenu(row(it), this);
    if (!menu) return;
    menu->setAttribute(Qt::WA_DeleteOnClose);
    menu->popup(e->globalPos());
}

void EagleSpaceList::keyPressEvent(QKeyEvent* e) {
    if ((e->key() == Qt::Key_Delete || e->key() == Qt::Key_Backspace) && currentItem()) {
        eagleedit::deleteUnit(*doc_, currentItem()->data(IdRole).toString().toStdString());
        return;
    }
    QListWidget::keyPressEvent(e);
}

// ---------------------------------------------------------------------------------------

EagleBoardWidget::EagleBoardWidget(EagleDocument* doc, QWidget* parent)
    : QWidget(parent), doc_(doc), battle_(new QLabel), attacker_(new QLabel) {
    setObjectName(QStringLiteral("eagleBoard"));
    auto* v = new QVBoxLayout(this);
    battle_->setObjectName(QStringLiteral("eagleBattleLine"));
    attacker_->setObjectName(QStringLiteral("eagleAttackerLine"));
    for (QLabel* l : {battle_, attacker_}) {
        l->setWordWrap(true);
        v->addWidget(l);
    }
    auto* armies = new QHBoxLayout;
    for (Side side : kAllSides) {
        auto* panel = new QFrame;
        panel->setFrameShape(QFrame::StyledPanel);
        auto* pv = new QVBoxLayout(panel);
        auto* header = new QLabel;
        header->setObjectName(side == Side::Union ? QStringLiteral("eagleUnionHeader") : QStringLiteral("eagleConfederateHeader"));
        header->setWordWrap(true);
        const QColor band = PiecePainter::sideColor(side, false), ink = PiecePainter::sideInk(side, false);
        header->setStyleSheet(QStringLiteral("QLabel { background: %1; color: %2; padding: 6px; border-radius: 3px; }")
                                  .arg(band.name(), ink.name()));
        pv->addWidget(header);
        auto* grid = new QGridLayout;
        pv->addLayout(grid, 1);
        headers_[std::size_t(side)] = header;
        grids_[std::size_t(side)] = grid;
        armies->addWidget(panel, 1);
    }
    v->addLayout(armies, 1);
    connect(doc_, &EagleDocument::changed, this, &EagleBoardWidget::refresh);
    refresh();
}

EagleSpaceList* EagleBoardWidget::spaceList(Side side, EagleSpace space) const {
    auto it = spaces_.find({side, space});
    return it == spaces_.end() ? nullptr : it->second.second;
}

void EagleBoardWidget::selectUnit(const QString& id) {
    selected_ = id;
    for (auto& [key, box] : spaces_) {
        EagleSpaceList* list = box.second;
        const QSignalBlocker block(list);
        list->setCurrentItem(nullptr);
        for (int r = 0; r < list->count(); ++r)
            if (list->item(r)->data(EagleSpaceList::IdRole).toString() == id) list->setCurrentRow(r);
    }
    emit unitSelected(id);
}

void EagleBoardWidget::rebuildSpaces() {
    // Later: a drop, a key or a menu of one of these lists may be what changed the battle.
    for (auto& [key, box] : spaces_) {
        box.first->hide();
        grids_[std::size_t(key.first)]->removeWidget(box.first);
        box.first->deleteLater();
    }
    spaces_.clear();
    shown_.clear();
    const EagleScenario& s = doc_->scenario();
    const EagleSize size = eagleSize(s);
    for (Side side : kAllSides) {
        QGridLayout* grid = grids_[std::size_t(side)];
        const std::vector<EagleSpace> line = eagleLineSpaces(size);
        int extraRow = 2, extraCol = 0;
        for (EagleSpace space : eagleShownSpaces(s, side)) {
            shown_.push_back({side, space});
            const bool allowed = eagleSetupSpace(size, space);
            auto* box = new QGroupBox(allowed ? eagleSpaceName(space) : tr("%1: not a set-up space of this battle").arg(eagleSpaceName(space)));
            if (!allowed) box->setStyleSheet(QStringLiteral("QGroupBox { color: #b3261e; font-weight: bold; }"));
            auto* bl = new QVBoxLayout(box);
            bl->setContentsMargins(4, 4, 4, 4);
            auto* list = new EagleSpaceList(doc_, side, space);
            bl->addWidget(list);
            connect(list, &EagleSpaceList::unitSelected, this, &EagleBoardWidget::selectUnit);
            const auto at = std::find(line.begin(), line.end(), space);
            if (at != line.end()) grid->addWidget(box, 0, int(at - line.begin()));
            else if (space == EagleSpace::Reserve) grid->addWidget(box, 1, 0, 1, int(line.size()));
            else grid->addWidget(box, extraRow, extraCol++);
            spaces_[{side, space}] = {box, list};
        }
        for (int c = 0; c < 3; ++c) grid->setColumnStretch(c, c < int(line.size()) ? 1 : 0);
    }
}

void EagleBoardWidget::refresh() {
    const EagleScenario& s = doc_->scenario();
    std::vector<std::pair<Side, EagleSpace>> want;
    for (Side side : kAllSides)
        for (EagleSpace space : eagleShownSpaces(s, side)) want.push_back({side, space});
    if (want != shown_) rebuildSpaces();
    for (auto& [key, box] : spaces_) {
        box.second->refill(selected_);
        int n = 0;
        for (const EagleUnit& u : s.units) n += u.side == key.first && u.space == key.second;
        box.first->setToolTip(tr("%n unit(s)", nullptr, n));
    }
    const EagleSize size = eagleSize(s);
    const QString sizeName = size == EagleSize::Major ? tr("Major battle") : tr("Minor battle");
    battle_->setText(tr("<b>%1</b> (%2): %3 brigades against %4; a major battle needs %5 a side")
                         .arg(sizeName, s.size ? tr("stated") : tr("from the brigade counts"))
                         .arg(eagleBrigades(s, Side::Union))
                         .arg(eagleBrigades(s, Side::Confederate))
                         .arg(kEagleMajorBrigades));
    attacker_->setText(eagleAttackerRollText(s));
    for (Side side : kAllSides) {
        const int pts = eaglePoints(s, side);
        const QString points = s.points ? tr("%1 / %2 points").arg(pts).arg(*s.points) : tr("%1 points (no budget)").arg(pts);
        const bool over = s.points && pts > *s.points;
        headers_[std::size_t(side)]->setText(tr("<b>%1</b> &mdash; %2%3 &middot; %4 brigades &middot; attacker roll +%5")
                                                 .arg(qs(s.army(side).name).toHtmlEscaped(), points,
                                                      over ? tr(" <b>(over budget)</b>") : QString())
                                                 .arg(eagleBrigades(s, side))
                                                 .arg(eagleAttackerBonus(s, side)));
    }
    if (!selected_.isEmpty() && !doc_->unit(selected_.toStdString())) selectUnit({});
}

} // namespace muster
