#include "vp_marker_editor.h"
#include "editor/commands/document_edits.h"
#include "editor/widgets/qstring_util.h"

#include "editor/document/scenario_document.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QSpinBox>

namespace muster {

VpMarkerEditor::VpMarkerEditor(ScenarioDocument* doc, QWidget* parent)
    : QGroupBox(tr("VP marker in the selected hex"), parent), doc_(doc) {
    setObjectName(QStringLiteral("vpMarkerEditor"));
    auto* f = new QFormLayout(this);
    value_ = new QSpinBox;
    value_->setObjectName(QStringLiteral("vpValue"));
    value_->setRange(1, 99);
    value_->setKeyboardTracking(false);
    label_ = new QLineEdit;
    label_->setObjectName(QStringLiteral("vpLabel"));
    side_ = new QComboBox;
    side_->setObjectName(QStringLiteral("vpSide"));
    side_->addItem(tr("Nobody"), -1);
    for (Side s : kAllSides) side_->addItem(qs(displayName(s)), int(s));
    side_->setToolTip(tr("The side that holds the marker when play begins"));
    f->addRow(tr("VP value"), value_);
    f->addRow(tr("Label"), label_);
    f->addRow(tr("Held by"), side_);
    connect(value_, &QSpinBox::valueChanged, this, &VpMarkerEditor::apply);
    connect(side_, &QComboBox::activated, this, &VpMarkerEditor::apply);
    connect(label_, &QLineEdit::editingFinished, this, &VpMarkerEditor::apply);
    connect(doc_, &ScenarioDocument::changed, this, [this](const ChangeSet& c) {
        if (c.vpMarkers || c.board) refresh();
    });
    setHex({});
}

void VpMarkerEditor::setHex(std::optional<Offset> hex) {
    hex_ = hex;
    refresh();
}

int VpMarkerEditor::markerIndex() const {
    if (!hex_) return -1;
    const auto& markers = doc_->scenario().vpMarkers;
    for (std::size_t i = 0; i < markers.size(); ++i)
        if (markers[i].hex == *hex_) return int(i);
    return -1;
}

void VpMarkerEditor::refresh() {
    const int i = markerIndex();
    setVisible(i >= 0);
    if (i < 0) return;
    updating_ = true;
    const VpMarker& m = doc_->scenario().vpMarkers[std::size_t(i)];
    const QSignalBlocker b1(value_), b2(side_);
    value_->setValue(m.value);
    if (!label_->hasFocus() || label_->text().isEmpty()) label_->setText(qs(m.label));
    side_->setCurrentIndex(side_->findData(m.side ? int(*m.side) : -1));
    updating_ = false;
}

void VpMarkerEditor::commitPendingEdits() { apply(); }

void VpMarkerEditor::apply() {
    const int i = markerIndex();
    if (updating_ || i < 0) return;
    VpMarker m = doc_->scenario().vpMarkers[std::size_t(i)];
    m.value = value_->value();
    m.label = label_->text().trimmed().toStdString();
    const int side = side_->currentData().toInt();
    m.side = side < 0 ? std::nullopt : std::optional<Side>(static_cast<Side>(side));
    edit::changeVpMarker(*doc_, i, m); // nothing when unchanged
}

} // namespace muster
