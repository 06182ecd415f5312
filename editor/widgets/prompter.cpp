#include "prompter.h"

#include <QFileDialog>
#include <QInputDialog>
#include <QMessageBox>
#include <QPushButton>

namespace muster {

Prompter::Save Prompter::ask(const QString& title, const QString& text) {
    Question q{Question::Kind::Ask, title, text, {tr("&Save"), tr("&Discard")}, true, 0, {}};
    switch (put(q)) {
    case 0: return Save::Save;
    case 1: return Save::Discard;
    default: return Save::Cancel;
    }
}

bool Prompter::confirm(const QString& title, const QString& text, const QString& yes, const QString& no) {
    Question q{Question::Kind::Confirm, title, text,
               {yes.isEmpty() ? tr("&Yes") : yes, no.isEmpty() ? tr("&No") : no}, false, 0, {}};
    return put(q) == 0;
}

bool Prompter::confirmWithDetails(const QString& title, const QString& text, const QString& details, const QString& yes,
                                  const QString& no) {
    Question q{Question::Kind::Confirm, title, text, {yes, no}, false, 0, details};
    return put(q) == 0;
}

int Prompter::choose(const QString& title, const QString& text, const QStringList& choices, int defaultChoice) {
    Question q{Question::Kind::Choose, title, text, choices, true, defaultChoice, {}};
    const int i = put(q);
    return i >= 0 && i < choices.size() ? i : -1;
}

void Prompter::warn(const QString& title, const QString& text) {
    put(Question{Question::Kind::Warn, title, text, {tr("OK")}, false, 0, {}});
}

void Prompter::about(const QString& title, const QString& richText) {
    put(Question{Question::Kind::About, title, richText, {tr("OK")}, false, 0, {}});
}

int MessageBoxPrompter::put(const Question& q) {
    if (q.kind == Question::Kind::About) {
        QMessageBox::about(parent_, q.title, q.text);
        return 0;
    }
    // A confirmation with details lists what would be lost: a warning too.
    const bool warning = q.kind == Question::Kind::Warn || q.kind == Question::Kind::Ask || !q.details.isEmpty();
    const QMessageBox::Icon icon = warning ? QMessageBox::Warning : QMessageBox::Question;
    QMessageBox box(icon, q.title, q.text, QMessageBox::NoButton, parent_);
    if (!q.details.isEmpty()) box.setDetailedText(q.details);
    std::vector<QPushButton*> buttons;
    for (int i = 0; i < q.choices.size(); ++i) {
        // Discard-like second answers of Ask and No of Confirm are destructive or negative.
        const QMessageBox::ButtonRole role = q.kind == Question::Kind::Ask && i == 1        ? QMessageBox::DestructiveRole
                                             : q.kind == Question::Kind::Confirm && i == 1 ? QMessageBox::NoRole
                                                                                           : QMessageBox::AcceptRole;
        buttons.push_back(box.addButton(q.choices[i], role));
    }
    if (q.cancellable) box.addButton(QMessageBox::Cancel);
    if (q.defaultChoice >= 0 && q.defaultChoice < int(buttons.size())) box.setDefaultButton(buttons[q.defaultChoice]);
    if (q.kind == Question::Kind::Confirm && buttons.size() == 2) box.setEscapeButton(buttons[1]);
    box.exec();
    for (int i = 0; i < int(buttons.size()); ++i)
        if (box.clickedButton() == buttons[i]) return i;
    return -1;
}

QString MessageBoxPrompter::saveFileName(const QString& title, const QString& suggested, const QString& filter,
                                         QString* selectedFilter, bool confirmReplace) {
    return QFileDialog::getSaveFileName(parent_, title, suggested, filter, selectedFilter,
                                        confirmReplace ? QFileDialog::Options() : QFileDialog::DontConfirmOverwrite);
}

QString MessageBoxPrompter::folder(const QString& title, const QString& dir) {
    return QFileDialog::getExistingDirectory(parent_, title, dir);
}

std::optional<QString> MessageBoxPrompter::text(const QString& title, const QString& label, bool multiLine) {
    bool ok = false;
    const QString t = multiLine ? QInputDialog::getMultiLineText(parent_, title, label, {}, &ok)
                                : QInputDialog::getText(parent_, title, label, QLineEdit::Normal, {}, &ok);
    return ok ? std::optional<QString>(t) : std::nullopt;
}

std::optional<int> MessageBoxPrompter::number(const QString& title, const QString& label, int value, int min, int max) {
    bool ok = false;
    const int v = QInputDialog::getInt(parent_, title, label, value, min, max, 1, &ok);
    return ok ? std::optional<int>(v) : std::nullopt;
}

QString MessageBoxPrompter::openFileName(const QString& title, const QString& dir, const QString& filter) {
    return QFileDialog::getOpenFileName(parent_, title, dir, filter);
}

} // namespace muster
