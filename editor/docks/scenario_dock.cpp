#include "scenario_dock.h"
#include "editor/commands/document_edits.h"
#include "editor/widgets/dock_body.h"
#include "editor/widgets/qstring_util.h"
#include "editor/widgets/prompter.h"
#include "scenario_form.h"

#include "editor/commands/change_value.h"
#include "editor/commands/scenario_fields.h"
#include "editor/dialogs/board_resize.h"
#include "editor/document/scenario_document.h"
#include "victory_editor.h"
#include "editor/widgets/text_list_editor.h"
#include "editor/widgets/wheel_guard.h"

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

ScenarioDock::ScenarioDock(ScenarioDocument* doc, QWidget* parent)
    : QDockWidget(tr("Scenario"), parent), doc_(doc) {
    setObjectName(QStringLiteral("ScenarioDock"));
    prompter_ = std::make_shared<MessageBoxPrompter>(this);
    textIdle_ = new QTimer(this);
    textIdle_->setSingleShot(true);
    textIdle_->setInterval(1000);
    connect(textIdle_, &QTimer::timeout, this, &ScenarioDock::commitTexts);
    auto* body = new QWidget;
    auto* lay = new QVBoxLayout(body);
    lay->addWidget(buildMetadata());
    lay->addWidget(buildBoard());
    lay->addWidget(buildGame());
    lay->addWidget(buildSides());
    lay->addWidget(buildRules());
    auto* vbox = new QGroupBox(tr("Victory"));
    auto* vl = new QVBoxLayout(vbox);
    victory_ = new VictoryEditor(doc_);
    vl->addWidget(victory_);
    lay->addWidget(vbox);
    lay->addStretch(1);
    fitNarrowDock(body);
    guardWheel(body);
    setWidget(scrollingBody(body));

    connect(victory_, &VictoryEditor::requestHexPick, this, &ScenarioDock::requestHexPick);
    connect(doc_, &ScenarioDocument::changed, this, [this](const ChangeSet& c) {
        // Nothing shown here depends on terrain or units: painting does not refresh us.
        if (c.board || c.scenario || c.victory) refresh();
    });
    refresh();
}


ScenarioDock::~ScenarioDock() {
    // Children outlive this part of the object: no focus-out may reach commitTexts.
    briefing_->removeEventFilter(this);
    notes_->removeEventFilter(this);
    for (QObject* o : findChildren<QObject*>()) QObject::disconnect(o, nullptr, this, nullptr);
}

void ScenarioDock::commitPendingEdits() { commitTexts(); }

void ScenarioDock::commitTexts() {
    textIdle_->stop();
    if (updating_) return;
    // All text fields in one go: each one that differs is its own small step, and the
    // pieces of one typing burst (committed after each pause) merge into one.
    changeValue<fields::Title>(doc_, title_->text().toStdString());
    changeValue<fields::Subtitle>(doc_, subtitle_->text().toStdString());
    changeValue<fields::Date>(doc_, date_->text().trimmed().toStdString());
    changeValue<fields::Author>(doc_, author_->text().toStdString());
    changeValue<fields::Briefing>(doc_, briefing_->toPlainText().toStdString());
    changeValue<fields::HistoricalNotes>(doc_, notes_->toPlainText().toStdString());
    std::vector<std::string> tags;
    for (const QString& t : tags_->text().split(QLatin1Char(','), Qt::SkipEmptyParts))
        if (!t.trimmed().isEmpty()) tags.push_back(t.trimmed().toStdString());
    changeValue<fields::Tags>(doc_, std::move(tags));
    for (Side side : kAllSides)
        changeValue<fields::SideName>(doc_, sideName_[std::size_t(side)]->text().toStdString(), int(side),
                                      tr("Change %1 name").arg(qs(displayName(side))));
}

bool ScenarioDock::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::FocusOut && (watched == briefing_ || watched == notes_)) commitTexts();
    if (event->type() == QEvent::MouseButtonRelease)
        if (auto* label = qobject_cast<QLabel*>(watched))
            if (auto* box = qobject_cast<QCheckBox*>(label->buddy()); box && box->isEnabled()) {
                box->toggle();
                return true;
            }
    return QDockWidget::eventFilter(watched, event);
}

bool ScenarioDock::applyBoard() {
    const Scenario& cur = doc_->scenario();
    BoardGeometry g;
    g.columns = columns_->value();
    g.rows = rows_->value();
    g.orientation = static_cast<Orientation>(orientation_->currentData().toInt());
    g.stagger = static_cast<Stagger>(stagger_->currentData().toInt());
    if (g == cur.board) return false;
    BoardResize r = resizeBoard(cur, g);
    if (r.dropsAnything()) {
        const QString summary = dropSummary(r);
        if (!confirmBoardDrops(*prompter_, summary, describeDrops(r))) {
            refresh(); // put the fields back to the board we kept
            return false;
        }
    }
    edit::replaceScenario(*doc_, r.scenario, tr("Change board to %1 x %2").arg(g.columns).arg(g.rows),
                          ChangeSet::everything());
    return true;
}

void ScenarioDock::hexPicked(Offset hex) {
    if (victory_->isPicking()) victory_->hexPicked(hex);
}

void ScenarioDock::refresh() {
    updating_ = true;
    const Scenario& s = doc_->scenario();
    auto setText = [](QLineEdit* e, const std::string& v) {
        if (e->text() == qs(v)) return;
        e->setText(qs(v));
        if (!e->hasFocus()) e->setCursorPosition(0); // a long text shows its start, not its end
    };
    auto setPlain = [](QPlainTextEdit* e, const std::string& v) {
        if (e->toPlainText() != qs(v)) e->setPlainText(qs(v));
    };
    auto setSpin = [](QSpinBox* b, int v) {
        const QSignalBlocker bl(b);
        b->setValue(v);
    };
    auto setCombo = [](QComboBox* c, int v) {
        const QSignalBlocker bl(c);
        c->setCurrentIndex(c->findData(v));
    };
    setText(title_, s.title);
    setText(subtitle_, s.subtitle);
    setText(date_, s.date);
    setText(author_, s.author);
    QStringList tags;
    for (const auto& t : s.tags) tags << qs(t);
    setText(tags_, tags.join(QStringLiteral(", ")).toStdString());
    setPlain(briefing_, s.briefing);
    setPlain(notes_, s.historicalNotes);
    setSpin(columns_, s.board.columns);
    setSpin(rows_, s.board.rows);
    setCombo(orientation_, int(s.board.orientation));
    setCombo(stagger_, int(s.board.stagger));
    applyBoard_->setEnabled(false);
    setSpin(turns_, s.turns);
    setCombo(firstSide_, int(s.firstSide));
    setCombo(vpMode_, int(s.vpMarkerMode));
    for (Side side : kAllSides) {
        const auto i = std::size_t(side);
        setText(sideName_[i], s.side(side).name);
        setSpin(sideAp_[i], s.side(side).commandAP);
        setCombo(sideEdge_[i], int(s.side(side).homeEdge));
    }
    for (std::size_t i = 0; i < optional_.size(); ++i) {
        const QSignalBlocker bl(optional_[i]);
        optional_[i]->setChecked(s.hasOptionalRule(optionalRuleTable()[i].rule));
    }
    special_->setTexts(s.specialRules);
    updating_ = false;
}

} // namespace muster
