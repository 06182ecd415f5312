// ScenarioDock: building its forms (metadata, board, game, sides, rules) and fitting them
// to a narrow dock (editor/widgets/dock_body). Filling and committing them is in scenario_dock.cpp.
#include "scenario_dock.h"
#include "scenario_form.h"

#include "editor/commands/change_value.h"
#include "editor/commands/marker_holder_edit.h"
#include "editor/commands/scenario_fields.h"
#include "editor/dialogs/board_resize.h"
#include "editor/document/scenario_document.h"
#include "victory_editor.h"
#include "editor/widgets/qstring_util.h"
#include "editor/widgets/text_list_editor.h"
#include "model/rules/limits.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

namespace muster {
using namespace scenario_form;

QWidget* ScenarioDock::buildMetadata() {
    auto* box = new QGroupBox(tr("Scenario"));
    auto* f = new QFormLayout(box);
    title_ = lineEdit("title");
    subtitle_ = lineEdit("subtitle");
    date_ = lineEdit("date");
    date_->setPlaceholderText(tr("yyyy-mm-dd"));
    author_ = lineEdit("author");
    tags_ = lineEdit("tags");
    tags_->setPlaceholderText(tr("comma separated"));
    briefing_ = new QPlainTextEdit;
    briefing_->setObjectName(QStringLiteral("briefing"));
    notes_ = new QPlainTextEdit;
    notes_->setObjectName(QStringLiteral("historicalNotes"));
    for (QPlainTextEdit* e : {briefing_, notes_}) {
        e->setMaximumHeight(90);
        e->installEventFilter(this); // commit on focus out: one step per edit, not per key
    }
    f->addRow(tr("Title"), title_);
    f->addRow(tr("Subtitle"), subtitle_);
    f->addRow(tr("Date"), date_);
    f->addRow(tr("Author"), author_);
    f->addRow(tr("Tags"), tags_);
    f->addRow(tr("Briefing"), briefing_);
    f->addRow(tr("Historical notes"), notes_);
    for (QLineEdit* e : {title_, subtitle_, date_, author_, tags_}) {
        connect(e, &QLineEdit::editingFinished, this, &ScenarioDock::commitTexts);
        connect(e, &QLineEdit::textEdited, textIdle_, qOverload<>(&QTimer::start));
    }
    for (QPlainTextEdit* e : {briefing_, notes_})
        connect(e, &QPlainTextEdit::textChanged, this, [this] {
            if (!updating_) textIdle_->start();
        });
    return box;
}

QWidget* ScenarioDock::buildBoard() {
    auto* box = new QGroupBox(tr("Board"));
    auto* f = new QFormLayout(box);
    columns_ = spinBox("columns", kMinBoardSide, kMaxBoardSide);
    rows_ = spinBox("rows", kMinBoardSide, kMaxBoardSide);
    orientation_ = new QComboBox;
    orientation_->setObjectName(QStringLiteral("orientation"));
    orientation_->addItem(tr("Pointy (hexes in rows)"), int(Orientation::Pointy));
    orientation_->addItem(tr("Flat (hexes in columns)"), int(Orientation::Flat));
    stagger_ = new QComboBox;
    stagger_->setObjectName(QStringLiteral("stagger"));
    stagger_->addItem(tr("Even rows/columns shifted"), int(Stagger::Even));
    stagger_->addItem(tr("Odd rows/columns shifted"), int(Stagger::Odd));
    applyBoard_ = new QPushButton(tr("Apply board change"));
    applyBoard_->setObjectName(QStringLiteral("applyBoard"));
    applyBoard_->setToolTip(tr("Resizing keeps what fits and lists what it would drop before it does"));
    auto* size = new QHBoxLayout;
    size->addWidget(columns_, 1);
    size->addWidget(new QLabel(tr("x")));
    size->addWidget(rows_, 1);
    f->addRow(tr("Columns x rows"), size);
    f->addRow(tr("Orientation"), orientation_);
    f->addRow(tr("Stagger"), stagger_);
    f->addRow(applyBoard_);
    connect(applyBoard_, &QPushButton::clicked, this, &ScenarioDock::applyBoard);
    // The button lights up only when the fields differ from the board in the document.
    auto pending = [this] {
        const BoardGeometry& b = doc_->scenario().board;
        applyBoard_->setEnabled(columns_->value() != b.columns || rows_->value() != b.rows ||
                                orientation_->currentData().toInt() != int(b.orientation) ||
                                stagger_->currentData().toInt() != int(b.stagger));
    };
    connect(columns_, &QSpinBox::valueChanged, this, pending);
    connect(rows_, &QSpinBox::valueChanged, this, pending);
    connect(orientation_, &QComboBox::currentIndexChanged, this, pending);
    connect(stagger_, &QComboBox::currentIndexChanged, this, pending);
    return box;
}

QWidget* ScenarioDock::buildGame() {
    auto* box = new QGroupBox(tr("Game"));
    auto* f = new QFormLayout(box);
    turns_ = spinBox("turns", 1, kMaxTurns); // 5.0: at least one turn
    firstSide_ = new QComboBox;
    firstSide_->setObjectName(QStringLiteral("firstSide"));
    for (Side s : kAllSides) firstSide_->addItem(qs(displayName(s)), int(s));
    vpMode_ = new QComboBox;
    vpMode_->setObjectName(QStringLiteral("vpMarkerMode"));
    vpMode_->addItem(tr("Removed when captured (3.1.6)"), int(VpMarkerMode::RemoveOnCapture));
    vpMode_->addItem(tr("Count control at game end"), int(VpMarkerMode::ControlAtEnd));
    f->addRow(tr("Turns"), turns_);
    f->addRow(tr("First side"), firstSide_);
    f->addRow(tr("VP markers"), vpMode_);
    connect(turns_, &QSpinBox::valueChanged, this, [this](int n) {
        if (!updating_) changeValue<fields::Turns>(doc_, n);
    });
    connect(firstSide_, &QComboBox::activated, this, [this](int i) {
        const auto side = static_cast<Side>(firstSide_->itemData(i).toInt());
        if (!updating_) changeValueMovingMarkers<fields::FirstSide>(doc_, side, 0, {});
    });
    connect(vpMode_, &QComboBox::activated, this, [this](int i) {
        const auto m = static_cast<VpMarkerMode>(vpMode_->itemData(i).toInt());
        if (!updating_) changeValueMovingMarkers<fields::VpMarkerMode>(doc_, m, 0, {});
    });
    return box;
}

QWidget* ScenarioDock::buildSides() {
    auto* box = new QWidget;
    auto* v = new QVBoxLayout(box);
    v->setContentsMargins(0, 0, 0, 0);
    for (Side side : kAllSides) {
        const auto i = static_cast<std::size_t>(side);
        auto* group = new QGroupBox(qs(displayName(side)));
        auto* f = new QFormLayout(group);
        const QString key = qs(toString(side));
        sideName_[i] = lineEdit("");
        sideName_[i]->setObjectName(key + QStringLiteral("Name"));
        sideAp_[i] = spinBox("", 0, kMaxCommandAP); // never below 0 (9.3.2)
        sideAp_[i]->setObjectName(key + QStringLiteral("AP"));
        sideAp_[i]->setToolTip(tr("Command action points per turn (9.3.2)"));
        sideEdge_[i] = new QComboBox;
        sideEdge_[i]->setObjectName(key + QStringLiteral("Edge"));
        for (Edge e : kAllEdges) {
            QString n = qs(toString(e));
            n[0] = n[0].toUpper();
            sideEdge_[i]->addItem(n, int(e));
        }
        f->addRow(tr("Name"), sideName_[i]);
        f->addRow(tr("Command AP"), sideAp_[i]);
        f->addRow(tr("Home edge"), sideEdge_[i]);
        v->addWidget(group);
        connect(sideName_[i], &QLineEdit::editingFinished, this, &ScenarioDock::commitTexts);
        connect(sideName_[i], &QLineEdit::textEdited, textIdle_, qOverload<>(&QTimer::start));
        connect(sideAp_[i], &QSpinBox::valueChanged, this, [this, side](int n) {
            if (!updating_)
                changeValue<fields::SideCommandAp>(doc_, n, int(side),
                                                   tr("Change %1 command AP").arg(qs(displayName(side))));
        });
        connect(sideEdge_[i], &QComboBox::activated, this, [this, side, i](int idx) {
            const auto e = static_cast<Edge>(sideEdge_[i]->itemData(idx).toInt());
            if (!updating_)
                changeValueMovingMarkers<fields::SideHomeEdge>(doc_, e, int(side),
                                                  tr("Change %1 home edge").arg(qs(displayName(side))));
        });
    }
    return box;
}

QWidget* ScenarioDock::buildRules() {
    auto* box = new QGroupBox(tr("Rules"));
    auto* v = new QVBoxLayout(box);
    for (std::size_t i = 0; i < optional_.size(); ++i) {
        const OptionalRuleInfo& rule = optionalRuleTable()[i];
        const QString id = qs(rule.id);
        // The name in a wrapping label (a check box's text cannot wrap in a narrow dock);
        // clicking the label toggles the box (eventFilter).
        optional_[i] = new QCheckBox(id);
        optional_[i]->setObjectName(QStringLiteral("optional_") + id);
        optional_[i]->setToolTip(tr(rule.name.data()));
        auto* name = new QLabel(tr(rule.name.data()));
        name->setObjectName(QStringLiteral("optionalName_") + id);
        name->setWordWrap(true);
        name->setBuddy(optional_[i]);
        name->installEventFilter(this);
        auto* row = new QHBoxLayout;
        row->addWidget(optional_[i], 0, Qt::AlignTop);
        row->addWidget(name, 1);
        v->addLayout(row);
        connect(optional_[i], &QCheckBox::toggled, this, [this, id](bool on) {
            if (updating_) return;
            std::vector<std::string> rules = doc_->scenario().optionalRules;
            const std::string rid = id.toStdString();
            std::erase(rules, rid);
            if (on) rules.push_back(rid);
            std::sort(rules.begin(), rules.end());
            changeValue<fields::OptionalRules>(
                doc_, std::move(rules), 0,
                on ? tr("Use optional rule %1").arg(id) : tr("Drop optional rule %1").arg(id), false);
        });
    }
    special_ = new TextListEditor(QStringLiteral("specialRules"), QStringLiteral("addSpecialRule"),
                                  QStringLiteral("removeSpecialRule"));
    special_->list()->setMaximumHeight(100);
    v->addWidget(new QLabel(tr("Special rules (double-click to edit):")));
    v->addWidget(special_);
    connect(special_, &TextListEditor::edited, this, [this](const std::vector<std::string>& rules, const QString& text) {
        if (!updating_) changeValue<fields::SpecialRules>(doc_, rules, 0, text, false);
    });
    return box;
}

} // namespace muster
