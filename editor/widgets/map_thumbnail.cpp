#include "map_thumbnail.h"

#include "editor/render/map_thumbnail_image.h"

namespace muster {

QPixmap mapThumbnail(const Scenario& s, QSize box, double dpr) {
    return QPixmap::fromImage(mapThumbnailImage(s, box, dpr));
}

} // namespace muster
