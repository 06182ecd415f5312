#pragma once
// Terrain palette: all ten terrain tiles as buttons, the tray a designer picks a brush from
// with one click (as the Memoir '44 editor's), and swatch icons for terrain combo boxes.
#include "editor/widgets/terrain_swatch.h"
#include "model/types.h"

#include <QDockWidget>
#include <QIcon>

#include <array>

class QGridLayout;
class QToolButton;

namespace muster {


class TerrainPalette : public QDockWidget {
    Q_OBJECT
public:
    explicit TerrainPalette(QWidget* parent = nullptr);

    // The tile button of a terrain (object name "tile-<terrain id>").
    QToolButton* button(Terrain t) const { return buttons_[static_cast<std::size_t>(t)]; }

public slots:
    // Show this terrain as the chosen one (the brush's terrain changed elsewhere).
    void setCurrent(Terrain t);

signals:
    // A tile was clicked: paint with this terrain (the window switches to the Brush).
    void terrainChosen(muster::Terrain t);

protected:
    bool eventFilter(QObject* watched, QEvent* e) override;

private:
    // Two columns of tiles with their names, or one when the dock is too narrow for two
    // (a narrow window at 200%), so no tile is ever out of reach.
    void reflow(int width);
    std::array<QToolButton*, kTerrainCount> buttons_{};
    QGridLayout* grid_ = nullptr;
    QWidget* viewport_ = nullptr;
    int columns_ = 0;
};

} // namespace muster
