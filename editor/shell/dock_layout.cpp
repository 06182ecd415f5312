#include "dock_layout.h"

#include "editor/shell/main_window.h"
#include "editor/shell/narrow_layout.h"

#include <QAction>
#include <QDockWidget>
#include <QMenu>
#include <QSettings>
#include <QTimer>
#include <QTabBar>

#include <algorithm>

namespace muster {
namespace {
const QString kLockKey = QStringLiteral("window/docksLocked");
} // namespace

DockLayout::DockLayout(MainWindow* window, const QString& editingMode)
    : QObject(window), w_(window), initial_(window->saveState()) {
    QMenu* view = window->menu(QStringLiteral("menuView"));
    view->addSeparator();
    lock_ = view->addAction(tr("&Lock Docks"));
    lock_->setCheckable(true);
    lock_->setStatusTip(tr("Keep the docks where they are: a drag on a title bar or a splitter never moves or floats one"));
    window->registerAction(QStringLiteral("actionLockDocks"), lock_);
    QAction* reset = view->addAction(tr("&Reset Layout"), this, &DockLayout::reset);
    reset->setStatusTip(tr("Put every dock back where it was at the first start"));
    window->registerAction(QStringLiteral("actionResetLayout"), reset, editingMode);
    connect(lock_, &QAction::toggled, this, [this](bool on) {
        setLocked(on);
        QSettings().setValue(kLockKey, on);
    });
    const bool locked = QSettings().value(kLockKey, true).toBool();
    lock_->setChecked(locked);
    setLocked(locked);
}

bool DockLayout::isLocked() const { return lock_->isChecked(); }

void DockLayout::setLocked(bool locked) {
    if (lock_->isChecked() != locked) return lock_->setChecked(locked);  // comes back through toggled
    for (QDockWidget* d : w_->findChildren<QDockWidget*>()) adopt(d);
}

void DockLayout::adopt(QDockWidget* d) {
    QDockWidget::DockWidgetFeatures f = d->features();
    const auto moving = QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable;
    d->setFeatures(isLocked() ? f & ~moving : f | moving);
    // A title that grows ("Issues" -> "Issues (12)") can push its group's tabs into scrolling.
    connect(d, &QWidget::windowTitleChanged, this, &DockLayout::titleChanged, Qt::UniqueConnection);
}

void DockLayout::titleChanged() {
    QTimer::singleShot(0, this, &DockLayout::fitTabs);
}

void DockLayout::reset() {
    for (QDockWidget* d : w_->findChildren<QDockWidget*>())
        if (d->isFloating()) d->setFloating(false);
    w_->restoreState(initial_);
    shareANarrowWindow(*w_, *w_->editDocks());
    fitTabs();
}

void DockLayout::fitTabs() {
    // A restored layout may leave a dock group too narrow for its tab names; the bar then
    // scrolls and tabs (the Issues tab, first of its group) hide behind the arrows.
    for (QTabBar* bar : w_->findChildren<QTabBar*>()) {
        if (!bar->isVisible() || bar->count() < 2) continue;
        int need = 0;
        for (int i = 0; i < bar->count(); ++i) need += bar->tabRect(i).width(); // whole names: tabs never elide here
        if (need <= bar->width()) continue;
        for (QDockWidget* d : w_->findChildren<QDockWidget*>())
            if (d->windowTitle() == bar->tabText(0) && w_->dockWidgetArea(d) != Qt::NoDockWidgetArea) {
                // The dock's own width can lag a resize still pending; the bar's has it.
                w_->resizeDocks({d}, {std::max(d->width(), bar->width()) + need - bar->width() + 8}, Qt::Horizontal);
                break;
            }
    }
}

} // namespace muster
