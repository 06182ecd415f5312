#include "grid_battle_dock.h"
#include "scenario_form.h"

#include "editor/commands/change_value.h"
#include "editor/commands/grid_commands.h"
#include "editor/commands/grid_fields.h"
#include "editor/document/grid_document.h"
#include "editor/widgets/dock_body.h"
#include "editor/widgets/qstring_util.h"
#include "editor/widgets/text_list_editor.h"
#include "editor/widgets/wheel_guard.h"
#include "model/rules/limits.h"

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
#include <QScrollArea>
#include <QSpinBox>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

namespace muster {
using namespace scenario_form;

namespace {
QString gridEdgeName(Edge e) {
    QString n = qs(toString(e));
    n[0] = n[0].toUpper();
    return n;
}

QPushButton* gridDockButton(const QString& text, const char* name) {
    auto* b = new QPushButton(text);
    b->setObjectName(QLatin1String(name));
    return b;
}

// Add / Remove under a list (a longer row would not fit a narrow dock).
QHBoxLayout* gridButtonRow(QPushButton* add, QPushButton* remove) {
    auto* row = new QHBoxLayout;
    row->addWidget(add);
    row->addWidget(remove);
    row->addStretch(1);
    return row;
}
} // namespace

GridBattleDock::GridBattleDock(GridDocument* doc, QWidget* parent) : QDockWidget(tr("Battle"), parent), doc_(doc) {
    setObjectName(QStringLiteral("gridBattleDock"));
    textIdle_ = new QTimer(this);
    textIdle_->setSingleShot(true);
    textIdle_->setInterval(1000);
    connect(textIdle_, &QTimer::timeout, this, &GridBattleDock::commitTexts);
    auto* body = new QWidget;
    auto* lay = new QVBoxLayout(body);
    lay->addWidget(buildBattle());
    lay->addWidget(buildSides());
    lay->addWidget(buildVictory());
    lay->addWidget(buildObjectives());
    lay->addWidget(buildRules());
    auto* brief = new QGroupBox(tr("Briefing"));
    (new QVBoxLayout(brief))->addWidget(briefing_);
    lay->addWidget(brief);
    auto* history = new QGroupBox(tr("Historical notes"));
    (new QVBoxLayout(history))->addWidget(historicalNotes_);
    lay->addWidget(history);
    lay->addStretch(1);
    fitNarrowDock(body);
    guardWheel(body);
    setWidget(scrollingBody(body));
    // Undo, redo and another battle loaded all come as a change of the document.
    connect(doc_, &GridDocument::changed, this, &GridBattleDock::refresh);
    refresh();
}

GridBattleDock::~GridBattleDock() {
    // Children outlive this part of the object: no focus-out may reach commitTexts.
    for (QObject* o : findChildren<QObject*>()) {
        o->removeEventFilter(this);
        QObject::disconnect(o, nullptr, this, nullptr);
    }
}

QString GridBattleDock::sideLabel(int side) const {
    return side < 0 ? tr("Either side") : qs(doc_->scenario().side(Side(side)).name);
}

QWidget* GridBattleDock::buildBattle() {
    auto* box = new QGroupBox(tr("Title and turns"));
    auto* f = new QFormLayout(box);
    title_ = lineEdit("gridTitle");
    subtitle_ = lineEdit("gridSubtitle");
    author_ = lineEdit("gridAuthor");
    date_ = lineEdit("gridDate");
    turns_ = spinBox("gridTurns", 1, kMaxTurns);
    firstSide_ = new QComboBox;
    firstSide_->setObjectName(QStringLiteral("gridFirstSide"));
    for (Side s : kAllSides) firstSide_->addItem(QString(), int(s));
    briefing_ = new QPlainTextEdit;
    briefing_->setObjectName(QStringLiteral("gridBriefing"));
    briefing_->setMaximumHeight(90);
    briefing_->installEventFilter(this);  // commit on focus out: one step per edit, not per key
    historicalNotes_ = new QPlainTextEdit;
    historicalNotes_->setObjectName(QStringLiteral("gridHistoricalNotes"));
    historicalNotes_->setMaximumHeight(90);
    historicalNotes_->installEventFilter(this);
    f->addRow(tr("Title"), title_);
    f->addRow(tr("Subtitle"), subtitle_);
    f->addRow(tr("Author"), author_);
    f->addRow(tr("Date"), date_);
    f->addRow(tr("Turns"), turns_);
    f->addRow(tr("First side"), firstSide_);
    for (QLineEdit* e : {title_, subtitle_, author_, date_}) {
        connect(e, &QLineEdit::editingFinished, this, &GridBattleDock::commitTexts);
        connect(e, &QLineEdit::textEdited, this, [this, e] { typed(e); });
    }
    connect(briefing_, &QPlainTextEdit::textChanged, this, [this] { typed(briefing_); });
    connect(historicalNotes_, &QPlainTextEdit::textChanged, this, [this] { typed(historicalNotes_); });
    connect(turns_, &QSpinBox::valueChanged, this, [this](int n) {
        if (!updating_) changeValue<gridfields::Turns>(doc_, n);
    });
    connect(firstSide_, &QComboBox::activated, this, [this](int i) {
        if (!updating_) changeValue<gridfields::FirstSide>(doc_, Side(firstSide_->itemData(i).toInt()), 0, {}, false);
    });
    return box;
}

QWidget* GridBattleDock::buildSides() {
    // One row a side: its name and its home edge (the side's colour on the board's band).
    auto* box = new QGroupBox(tr("Sides: name and home edge"));
    box->setToolTip(tr("A side sets up in the back two rows from its home edge (003 Game Setup)"));
    auto* f = new QFormLayout(box);
    for (Side side : kAllSides) {
        const auto i = std::size_t(side);
        const QString key = qs(toString(side));
        sideName_[i] = lineEdit("");
        sideName_[i]->setObjectName(QStringLiteral("grid") + key + QStringLiteral("Name"));
        homeEdge_[i] = new QComboBox;
        homeEdge_[i]->setObjectName(QStringLiteral("grid") + key + QStringLiteral("Edge"));
        for (Edge e : kAllEdges) homeEdge_[i]->addItem(gridEdgeName(e), int(e));
        auto* row = new QHBoxLayout;
        row->addWidget(sideName_[i], 3);
        row->addWidget(homeEdge_[i], 2);
        // The names change; the rows keep which of the file's two sides each is.
        f->addRow(side == Side::Union ? tr("Side 1") : tr("Side 2"), row);
        connect(sideName_[i], &QLineEdit::editingFinished, this, &GridBattleDock::commitTexts);
        connect(sideName_[i], &QLineEdit::textEdited, this, [this, i] { typed(sideName_[i]); });
        connect(homeEdge_[i], &QComboBox::activated, this, [this, side, i](int idx) {
            if (updating_) return;
            changeValue<gridfields::HomeEdge>(doc_, Edge(homeEdge_[i]->itemData(idx).toInt()), int(side),
                                              tr("Change %1 home edge").arg(qs(doc_->scenario().side(side).name)), false);
        });
    }
    return box;
}

QWidget* GridBattleDock::buildVictory() {
    auto* box = new QGroupBox(tr("Victory conditions"));
    auto* v = new QVBoxLayout(box);
    auto* help = new QLabel(tr("In the battle's own words: 003 leaves victory to the scenario."));
    help->setWordWrap(true);
    v->addWidget(help);
    victory_ = new QListWidget;
    victory_->setObjectName(QStringLiteral("gridVictoryList"));
    victory_->setWordWrap(true);
    victory_->setMaximumHeight(80);
    v->addWidget(victory_);
    addVictory_ = gridDockButton(tr("Add"), "gridAddVictory");
    addVictory_->setToolTip(tr("Add a victory condition"));
    removeVictory_ = gridDockButton(tr("Remove"), "gridRemoveVictory");
    v->addLayout(gridButtonRow(addVictory_, removeVictory_));
    victorySide_ = new QComboBox;
    victorySide_->setObjectName(QStringLiteral("gridVictorySide"));
    victorySide_->addItem(QString(), -1);
    for (Side s : kAllSides) victorySide_->addItem(QString(), int(s));
    victoryText_ = new QPlainTextEdit;
    victoryText_->setObjectName(QStringLiteral("gridVictoryText"));
    victoryText_->setMaximumHeight(60);
    victoryText_->installEventFilter(this);
    auto* f = new QFormLayout;
    f->addRow(tr("For"), victorySide_);
    f->addRow(tr("Text"), victoryText_);
    v->addLayout(f);

    connect(victory_, &QListWidget::currentRowChanged, this, [this] {
        if (updating_) return;
        commitTexts();  // the text typed for the condition shown before
        showVictory();
    });
    connect(victoryText_, &QPlainTextEdit::textChanged, this, [this] { typed(victoryText_); });
    connect(victorySide_, &QComboBox::activated, this, [this] {
        const auto& list = doc_->scenario().victory;
        if (updating_ || shownVictory_ < 0 || shownVictory_ >= int(list.size())) return;
        GridVictoryText c = list[std::size_t(shownVictory_)];
        const int side = victorySide_->currentData().toInt();
        c.side = side < 0 ? std::nullopt : std::optional(Side(side));
        gridedit::setVictoryText(*doc_, std::size_t(shownVictory_), c, 0);
    });
    connect(addVictory_, &QPushButton::clicked, this, [this] {
        commitTexts();
        gridedit::addVictoryText(*doc_, GridVictoryText{std::nullopt, tr("New condition").toStdString()});
        victory_->setCurrentRow(victory_->count() - 1);
        victoryText_->setFocus();
        victoryText_->selectAll();
    });
    connect(removeVictory_, &QPushButton::clicked, this, [this] {
        const int row = victory_->currentRow();
        if (row < 0) return;
        if (typing_ == victoryText_) typing_ = nullptr;  // what was typed there goes with it
        shownVictory_ = -1;
        commitTexts();
        gridedit::removeVictoryText(*doc_, std::size_t(row));
    });
    return box;
}

QWidget* GridBattleDock::buildObjectives() {
    auto* box = new QGroupBox(tr("Objectives"));
    auto* v = new QVBoxLayout(box);
    auto* help = new QLabel(tr("Objective tool (O) places one; the Tile dock edits it."));
    help->setWordWrap(true);
    v->addWidget(help);
    objectives_ = new QListWidget;
    objectives_->setObjectName(QStringLiteral("gridObjectiveList"));
    objectives_->setMaximumHeight(60);
    v->addWidget(objectives_);
    connect(objectives_, &QListWidget::itemClicked, this, [this](QListWidgetItem* item) {
        const auto& list = doc_->scenario().objectives;
        const int row = objectives_->row(item);
        if (row >= 0 && row < int(list.size())) emit objectiveActivated(list[std::size_t(row)].tile);
    });
    return box;
}

QWidget* GridBattleDock::buildRules() {
    auto* box = new QGroupBox(tr("Special rules (double-click to edit)"));
    auto* v = new QVBoxLayout(box);
    special_ = new TextListEditor(QStringLiteral("gridSpecialRules"), QStringLiteral("gridAddSpecialRule"),
                                  QStringLiteral("gridRemoveSpecialRule"));
    special_->list()->setWordWrap(true);
    special_->list()->setMaximumHeight(60);
    v->addWidget(special_);
    connect(special_, &TextListEditor::edited, this, [this](const std::vector<std::string>& rules, const QString& text) {
        if (!updating_) changeValue<gridfields::SpecialRules>(doc_, rules, 0, text, false);
    });
    return box;
}

QListWidget* GridBattleDock::specialRules() const { return special_->list(); }

void GridBattleDock::commitPendingEdits() { commitTexts(); }

void GridBattleDock::typed(QWidget* field) {
    if (updating_) return;
    if (typing_ && typing_ != field) commitTexts();  // what was typed in the other field first
    typing_ = field;
    textIdle_->start();
}

void GridBattleDock::commitTexts() {
    textIdle_->stop();
    if (updating_) return;
    // Each field that differs is its own small step; the pieces of one burst of typing
    // (committed after each pause) merge into one. Every field is read before the first
    // step: each step refreshes the dock from the document.
    const std::string title = title_->text().toStdString(), subtitle = subtitle_->text().toStdString(),
                      author = author_->text().toStdString(), date = date_->text().toStdString(),
                      briefing = briefing_->toPlainText().toStdString(),
                      notes = historicalNotes_->toPlainText().toStdString();
    const std::array<std::string, 2> names{sideName_[0]->text().toStdString(), sideName_[1]->text().toStdString()};
    const int shown = shownVictory_;
    const std::string victoryText = victoryText_->toPlainText().toStdString();
    changeValue<gridfields::Title>(doc_, title);
    changeValue<gridfields::Subtitle>(doc_, subtitle);
    changeValue<gridfields::Author>(doc_, author);
    changeValue<gridfields::Date>(doc_, date);
    changeValue<gridfields::Briefing>(doc_, briefing);
    changeValue<gridfields::HistoricalNotes>(doc_, notes);
    for (Side side : kAllSides)
        changeValue<gridfields::SideName>(doc_, names[std::size_t(side)], int(side),
                                          tr("Rename %1").arg(qs(doc_->scenario().side(side).name)));
    const auto& list = doc_->scenario().victory;
    if (shown >= 0 && shown < int(list.size()) && list[std::size_t(shown)].text != victoryText) {
        GridVictoryText c = list[std::size_t(shown)];
        c.text = victoryText;
        gridedit::setVictoryText(*doc_, std::size_t(shown), c, 1);
    }
    typing_ = nullptr;
}

bool GridBattleDock::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::FocusOut && (watched == briefing_ || watched == historicalNotes_ || watched == victoryText_)) commitTexts();
    return QDockWidget::eventFilter(watched, event);
}

void GridBattleDock::showVictory() {
    const bool was = updating_;
    updating_ = true;
    const auto& list = doc_->scenario().victory;
    const int row = victory_->currentRow();
    shownVictory_ = row >= 0 && row < int(list.size()) ? row : -1;
    victorySide_->setEnabled(shownVictory_ >= 0);
    victoryText_->setEnabled(shownVictory_ >= 0);
    removeVictory_->setEnabled(shownVictory_ >= 0);
    if (shownVictory_ < 0) {
        victoryText_->clear();
        victorySide_->setCurrentIndex(0);
    } else {
        const GridVictoryText& c = list[std::size_t(shownVictory_)];
        if (typing_ != victoryText_ && victoryText_->toPlainText() != qs(c.text)) victoryText_->setPlainText(qs(c.text));
        victorySide_->setCurrentIndex(victorySide_->findData(c.side ? int(*c.side) : -1));
    }
    updating_ = was;
}

void GridBattleDock::refresh() {
    updating_ = true;
    const GridScenario& s = doc_->scenario();
    auto setText = [this](QLineEdit* e, const std::string& v) {
        if (e == typing_ || e->text() == qs(v)) return;
        e->setText(qs(v));
        if (!e->hasFocus()) e->setCursorPosition(0);  // a long text shows its start, not its end
    };
    setText(title_, s.title);
    setText(subtitle_, s.subtitle);
    setText(author_, s.author);
    setText(date_, s.date);
    for (auto [edit, text] : {std::pair{briefing_, &s.briefing}, {historicalNotes_, &s.historicalNotes}})
        if (typing_ != edit && edit->toPlainText() != qs(*text)) edit->setPlainText(qs(*text));
    turns_->setValue(s.turns);
    for (Side side : kAllSides) {
        const auto i = std::size_t(side);
        setText(sideName_[i], s.side(side).name);
        homeEdge_[i]->setCurrentIndex(homeEdge_[i]->findData(int(s.side(side).homeEdge)));
        firstSide_->setItemText(firstSide_->findData(int(side)), sideLabel(int(side)));
        victorySide_->setItemText(victorySide_->findData(int(side)), sideLabel(int(side)));
    }
    victorySide_->setItemText(0, sideLabel(-1));
    firstSide_->setCurrentIndex(firstSide_->findData(int(s.firstSide)));

    auto refill = [](QListWidget* list, const QStringList& rows) {
        const int row = list->currentRow();
        list->clear();
        list->addItems(rows);
        list->setCurrentRow(std::min(row, list->count() - 1));
    };
    QStringList victory, objectives;
    for (const GridVictoryText& c : s.victory)
        victory << tr("%1: %2").arg(sideLabel(c.side ? int(*c.side) : -1), qs(c.text).simplified());
    for (const GridObjective& o : s.objectives) {
        QString row = tr("%1: %n VP", nullptr, o.value).arg(qs(tileLabel(s, o.tile)));
        if (!o.label.empty()) row += QStringLiteral(", ") + qs(o.label);
        if (o.side) row += tr(", held by %1").arg(sideLabel(int(*o.side)));
        objectives << row;
    }
    refill(victory_, victory);
    refill(objectives_, objectives);
    special_->setTexts(s.specialRules);
    updating_ = false;
    showVictory();
}

} // namespace muster
