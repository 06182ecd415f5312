#pragma once
// A prompter for tests: it records every question and warning the window puts, and
// answers from a script (answers in order, or a standing answer for a title). A question
// with no answer scripted is recorded as unanswered and cancelled (no for a yes/no), so a
// test that did not expect it sees it in `unanswered()`.
#include "editor/shell/main_window.h"
#include "editor/widgets/prompter.h"

#include <algorithm>
#include <deque>
#include <map>
#include <memory>
#include <vector>

namespace muster::test {

class ScriptedPrompter : public Prompter {
public:
    struct Asked {
        Question question;
        QString answer;  // the label chosen (no &), "Cancel", or empty for a warning
        bool scripted = true;
    };

    // The next question is answered with this label ("Save", "Discard", "Yes", "No",
    // "In the Library", ... or "Cancel"); matched without & and case.
    void answer(const QString& label) { answers_.push_back(label); }
    // Every question with this title gets this answer (after the queued ones run out).
    void always(const QString& title, const QString& label) { standing_[title] = label; }
    void forget(const QString& title) { standing_.erase(title); }
    // The next file or folder dialog returns this path (empty: cancelled).
    void fileName(const QString& path) { files_.push_back(path); }
    // The next text or number box returns these words (a number as digits).
    void type(const QString& words) { typed_.push_back(words); }

    const std::vector<Asked>& asked() const { return asked_; }
    QStringList titles() const {
        QStringList t;
        for (const Asked& a : asked_) t << a.question.title;
        return t;
    }
    QStringList warnings() const {
        QStringList t;
        for (const Asked& a : asked_)
            if (a.question.kind == Question::Kind::Warn) t << a.question.text;
        return t;
    }
    QStringList unanswered() const {
        QStringList t;
        for (const Asked& a : asked_)
            if (!a.scripted) t << a.question.title + QStringLiteral(": ") + a.question.text;
        return t;
    }
    int pending() const { return int(answers_.size()); }
    void clear() { asked_.clear(); }

    // A file dialog is recorded with the text "(file dialog)" and the suggested path as its
    // one choice.
    QString saveFileName(const QString& title, const QString& suggested, const QString&, QString* = nullptr,
                         bool = true) override {
        return nextFile(title, suggested);
    }
    QString openFileName(const QString& title, const QString& dir, const QString&) override { return nextFile(title, dir); }
    QString folder(const QString& title, const QString& dir) override { return nextFile(title, dir); }
    // A text or number box is recorded with the text "(text box)" and its label as its one
    // choice; with nothing typed for it, it is unanswered and cancelled.
    std::optional<QString> text(const QString& title, const QString& label, bool = false) override {
        Question q{Question::Kind::Choose, title, QStringLiteral("(text box)"), {label}, true, 0, {}};
        Asked a{q, {}, !typed_.empty()};
        if (typed_.empty()) {
            asked_.push_back(a);
            return std::nullopt;
        }
        a.answer = typed_.front();
        typed_.pop_front();
        asked_.push_back(a);
        return a.answer;
    }
    std::optional<int> number(const QString& title, const QString& label, int, int min, int max) override {
        const auto t = text(title, label);
        bool ok = false;
        const int v = t ? t->toInt(&ok) : 0;
        return ok ? std::optional<int>(std::clamp(v, min, max)) : std::nullopt;
    }

protected:
    int put(const Question& q) override {
        Asked a{q, {}, true};
        if (q.kind == Question::Kind::Warn || q.kind == Question::Kind::About) {  // nothing to answer
            asked_.push_back(a);
            return 0;
        }
        QString label;
        if (!answers_.empty()) {
            label = answers_.front();
            answers_.pop_front();
        } else if (auto it = standing_.find(q.title); it != standing_.end()) {
            label = it->second;
        } else {
            a.scripted = false;
            label = QStringLiteral("Cancel");
        }
        int index = -1;
        for (int i = 0; i < q.choices.size(); ++i)
            if (plain(q.choices[i]).compare(label, Qt::CaseInsensitive) == 0) index = i;
        if (index < 0 && label.compare(QStringLiteral("Cancel"), Qt::CaseInsensitive) != 0) {
            a.scripted = false;  // the script's answer is not one of the buttons
            label = QStringLiteral("Cancel (scripted \"%1\" is not a choice)").arg(label);
        }
        if (index < 0 && q.kind == Question::Kind::Confirm) index = 1;  // closing a yes/no box says no
        a.answer = index >= 0 ? plain(q.choices[index]) : label;
        asked_.push_back(a);
        return index;
    }

private:
    static QString plain(QString s) { return s.remove(QLatin1Char('&')); }
    QString nextFile(const QString& title, const QString& suggested) {
        Question q{Question::Kind::Choose, title, QStringLiteral("(file dialog)"), {suggested}, true, 0, {}};
        Asked a{q, {}, !files_.empty()};
        if (!files_.empty()) {
            a.answer = files_.front();
            files_.pop_front();
        }
        asked_.push_back(a);
        return a.answer;
    }

    std::deque<QString> answers_;
    std::deque<QString> files_;
    std::deque<QString> typed_;
    std::map<QString, QString> standing_;
    std::vector<Asked> asked_;
};

// Give `w` a scripted prompter (and its library dock, and the windows it opens for
// recovered work) and return it.
inline ScriptedPrompter* scriptPrompter(MainWindow& w) {
    auto p = std::make_shared<ScriptedPrompter>();
    w.setPrompter(p);
    return p.get();
}

// The window's scripted prompter, installed first if it has none; closing the window
// drops its changes and its game unasked (as a test that is done with it wants).
inline ScriptedPrompter* scripted(MainWindow& w) {
    if (auto* p = dynamic_cast<ScriptedPrompter*>(&w.prompter())) return p;
    ScriptedPrompter* p = scriptPrompter(w);
    p->always(QStringLiteral("Unsaved changes"), QStringLiteral("Discard"));
    p->always(QStringLiteral("Unsaved game"), QStringLiteral("Discard"));
    return p;
}

// Answer every "restore after a crash?" question of `w` (documents and games) with yes or no.
inline ScriptedPrompter* answerRecovery(MainWindow& w, bool restore) {
    ScriptedPrompter* p = scripted(w);
    const QString a = restore ? QStringLiteral("Yes") : QStringLiteral("No");
    p->always(QStringLiteral("Restore unsaved changes?"), a);
    p->always(QStringLiteral("Resume the game?"), a);
    return p;
}

} // namespace muster::test
