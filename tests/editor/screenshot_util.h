#pragma once
// Helpers shared by the screenshot tests (test_proof_screenshots, test_ux_screenshots):
// writing a PNG into the build tree, and the context-menu scene both of them show, set up
// and composed the same way so the two pictures agree.
#include "editor_test_util.h"

#include "editor/document/selection.h"
#include "editor/render/board_painter.h"

#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QMenu>
#include <QPainter>

#include <memory>

namespace muster::test {

// Writes `img` to MUSTER_BINARY_DIR/`relativePath`, creating its folder. Returns the path
// written, or empty when saving failed.
inline QString saveScreenshot(const QImage& img, const QString& relativePath) {
    const QString path = QStringLiteral(MUSTER_BINARY_DIR "/") + relativePath;
    QDir().mkpath(QFileInfo(path).absolutePath());
    return img.save(path) ? path : QString();
}

// The board zoomed in on the sample battle's Battery B (u2, in the stack on hex 4,3), which
// is selected as a click would. Returns the centre of its block on the board.
inline QPointF selectBatteryB(MainWindow& w) {
    w.view()->setZoom(1.6);
    w.view()->centreOn({{5, 4}});
    QCoreApplication::processEvents();
    QPointF block;
    for (const auto& piece : w.view()->boardPainter().stackAt({4, 3}))
        if (piece.unit->id == "u2") block = piece.block.center();
    w.selection()->set({"u2"}, {Offset{4, 3}});
    QCoreApplication::processEvents();
    return block;
}

// The window's grab with the board's context menu opened on Battery B (selectBatteryB).
// A grabbed menu is a separate top-level window, so it is painted into the shot where it
// opens. `menu` is left holding the menu for the caller's checks.
inline QImage contextMenuOnBatteryB(MainWindow& w, std::unique_ptr<QMenu>& menu) {
    const QPointF block = selectBatteryB(w);
    menu.reset(w.boardContextMenu(block));
    menu->adjustSize();
    QImage shot = w.grab().toImage();
    const QPoint at = w.view()->viewport()->mapTo(&w, w.view()->toViewport(block).toPoint());
    QPainter p(&shot); // a grabbed image is in device pixels; paint in logical ones
    p.drawPixmap(at, menu->grab());
    p.end();
    return shot;
}

} // namespace muster::test
