#pragma once
// Inspector dock: edits the selected unit(s) through the document and explains the
// terrain of the hex under the cursor.
#include "model/hex.h"
#include "model/scenario.h"

#include <QDockWidget>

#include <optional>
#include <string>
#include <vector>

class QCheckBox;
class QComboBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;

namespace muster {

class ScenarioDocument;
class VpMarkerEditor;
struct ChangeSet;

// Shows and edits the selected units (one undo step per change) and the hovered hex.
class InspectorDock : public QDockWidget {
    Q_OBJECT
public:
    explicit InspectorDock(ScenarioDocument* doc, QWidget* parent = nullptr);
    ~InspectorDock() override;

    const std::vector<std::string>& selectedUnits() const { return selected_; }
    // Last message shown for an edit that could not be applied (empty when none).
    QString errorText() const;

public slots:
    void setSelectedUnits(std::vector<std::string> ids);
    void setHoveredHex(std::optional<muster::Offset> hex);
    // The selected hexes: one with a VP marker shows the marker's editor.
    void setSelectedHexes(const std::vector<muster::Offset>& hexes);
    // Commit a name typed but not yet confirmed (call before saving).
    void commitPendingEdits();
    // The board answered "Pick on board": the selected reinforcement enters at `hex`.
    // Ignored unless the entry pick button is down.
    void entryHexPicked(muster::Offset hex);

public:
    bool isPickingEntry() const;

signals:
    // The user picked one unit of the selected hex's stack in the list.
    void selectUnitRequested(const QString& id);
    // On: the next click on the board picks the entry hex (BoardView::beginHexPick).
    void requestHexPick(bool on);

private:
    void buildUnitPanel();
    void buildHexPanel();
    void refreshUnits();
    void refreshHex();
    void refreshStack(const std::vector<const Unit*>& selected);
    void onDocumentChanged(const ChangeSet& c);
    std::vector<const Unit*> selectedUnitPtrs() const;
    // Apply `edit` to every selected unit; one undo step for all of them.
    template <class F> void editSelected(const QString& text, F edit);
    void commitName();
    void commitArrival();
    void showError(const QString& msg);

    ScenarioDocument* doc_;
    std::vector<std::string> selected_;
    std::optional<Offset> hovered_;
    bool updating_ = false;

    QGroupBox* unitBox_ = nullptr;
    QLabel* unitSummary_ = nullptr;
    VpMarkerEditor* vpEditor_ = nullptr;
    QListWidget* stack_ = nullptr;
    QWidget* unitForm_ = nullptr;
    QLineEdit* name_ = nullptr;
    QComboBox* side_ = nullptr;
    QComboBox* type_ = nullptr;
    QSpinBox* sp_ = nullptr;
    QComboBox* morale_ = nullptr;
    QLabel* position_ = nullptr;
    QCheckBox* reinforcement_ = nullptr;
    QSpinBox* arrTurn_ = nullptr;
    QSpinBox* arrCol_ = nullptr;
    QSpinBox* arrRow_ = nullptr;
    QPushButton* pickEntry_ = nullptr;
    QLabel* error_ = nullptr;

    QLabel* hexTitle_ = nullptr;
    QLabel* hexEffects_ = nullptr;
};

} // namespace muster
