#pragma once
// Edits the VP marker of one hex (value, label, the side holding it at the start): part
// of the Inspector, shown when the selected hex has a marker. Each change is one undo
// step (ScenarioDocument::changeVpMarker).
#include "model/hex.h"

#include <QGroupBox>

#include <optional>

class QComboBox;
class QLineEdit;
class QSpinBox;

namespace muster {

class ScenarioDocument;

class VpMarkerEditor : public QGroupBox {
    Q_OBJECT
public:
    explicit VpMarkerEditor(ScenarioDocument* doc, QWidget* parent = nullptr);
    // The hex whose marker to edit; hidden when it has none (or no hex).
    void setHex(std::optional<Offset> hex);
    void refresh();
    // Commit a label typed but not yet confirmed (before saving).
    void commitPendingEdits();

private:
    int markerIndex() const; // -1 when the hex has no marker
    void apply();

    ScenarioDocument* doc_;
    std::optional<Offset> hex_;
    bool updating_ = false;
    QSpinBox* value_ = nullptr;
    QLineEdit* label_ = nullptr;
    QComboBox* side_ = nullptr;
};

} // namespace muster
