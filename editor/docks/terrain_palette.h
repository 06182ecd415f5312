#pragma once
// Terrain palette: all ten terrain tiles as buttons, the tray a designer picks a brush from
// with one click (as the Memoir '44 editor's), and swatch icons for terrain combo boxes.
#include "model/types.h"

#include <QDockWidget>
#include <QIcon>

#include <array>

class QToolButton;

namespace muster {

// A terrain tile as an icon of `px` pixels (the hex drawn as on the board).
QIcon terrainSwatch(Terrain t, int px = 20);

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

private:
    std::array<QToolButton*, kTerrainCount> buttons_{};
};

} // namespace muster
