#include "dock_body.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLayout>
#include <QListWidget>
#include <QPushButton>
#include <QScrollArea>

namespace muster {

void fitNarrowDock(QWidget* body) {
    // Combos size to their longest entry by default; a few characters plus the popup is
    // enough in a side dock, and labels go above their fields when there is no room.
    for (QComboBox* c : body->findChildren<QComboBox*>()) {
        c->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        if (c->minimumContentsLength() == 0) c->setMinimumContentsLength(8);
    }
    // Buttons keep the style's minimum width (80 px) when there is room, just their text
    // when there is not.
    for (QPushButton* b : body->findChildren<QPushButton*>())
        b->setMinimumWidth(b->fontMetrics().horizontalAdvance(b->text()) + 16);
    for (QLabel* l : body->findChildren<QLabel*>()) l->setWordWrap(true);
    // Lists wrap their lines rather than scroll sideways (the stack in the Inspector, the
    // victory conditions).
    for (QListWidget* list : body->findChildren<QListWidget*>()) {
        list->setWordWrap(true);
        list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        list->setResizeMode(QListView::Adjust);
    }
    // The group boxes' own frames set the forms off: the body needs no side margins of its
    // own (they cost 18 px of a 220 px dock).
    if (QLayout* l = body->layout()) {
        const QMargins m = l->contentsMargins();
        l->setContentsMargins(2, m.top(), 2, m.bottom());
    }
    // Group boxes keep a little side margin inside their frame, not the style's 9-11 px:
    // the forms then fit a side column beside a vertical scroll bar at 100% and 200%.
    for (QGroupBox* g : body->findChildren<QGroupBox*>())
        if (QLayout* l = g->layout()) {
            const QMargins m = l->contentsMargins();
            l->setContentsMargins(4, m.top(), 4, m.bottom());
        }
    for (QFormLayout* f : body->findChildren<QFormLayout*>()) {
        f->setRowWrapPolicy(QFormLayout::WrapLongRows);
        f->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    }
}

QScrollArea* scrollingBody(QWidget* body, SidewaysScroll sideways) {
    auto* scroll = new QScrollArea;
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    if (sideways == SidewaysScroll::Never) scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setWidget(body);
    return scroll;
}

} // namespace muster
