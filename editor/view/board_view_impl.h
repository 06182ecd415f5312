#pragma once
// BoardView's private state shared by its source files (board_view.cpp: set-up, zoom,
// edits, input; board_view_paint.cpp: painting; board_view_picture.cpp: a picture changed).
#include "board_view.h"

#include "editor/render/board_painter.h"

#include <QImage>
#include <QRectF>

#include <cstdint>
#include <memory>
#include <utility>
#include <vector>

namespace muster {

// The bounding box of the board hexes in a list, in board units.
inline QRectF boardBounds(const BoardPainter& bp, const std::vector<Offset>& hexes) {
    QRectF r;
    for (Offset o : hexes)
        if (bp.board().board().contains(o)) r = r.united(bp.hexBounds(o));
    return r;
}

struct BoardView::Impl {
    std::unique_ptr<BoardPainter> painter;
    // Zoomed far out, a big board is thousands of tiny hexes: keep it as one image,
    // repainting only what edits touch, so exposes and overlays stay cheap.
    QImage overview;
    double overviewZoom = 0;
    double overviewDpr = 0;
    QRectF dirty;   // board units still to repaint into the overview
    std::vector<QRectF> dirtyHexes; // and single hexes far apart (a game's pieces)
    // A picture's pieces as last drawn, (hex key, look) sorted: what pictureChanged compares
    // to repaint only the hexes whose pieces changed into the overview.
    std::vector<std::pair<std::uint64_t, std::uint64_t>> looks;
    void invalidate() {
        overview = QImage();
        dirtyHexes.clear();
    }
};

} // namespace muster
