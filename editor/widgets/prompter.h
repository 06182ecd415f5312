#pragma once
// How the shell asks the user something. Every question, choice and error message of the
// window (save changes?, where to save, unsaved game, restore after a crash, errors) goes
// through the window's prompter, so a test answers them by script (tests/editor/
// scripted_prompter.h) and records what was asked, instead of clicking message boxes or
// silencing them with flags.
#include <QCoreApplication>
#include <QPointer>
#include <QString>
#include <QStringList>

#include <QWidget>  // QPointer<QWidget> in an inline constructor

#include <optional>

namespace muster {

// One thing put to the user: its kind, words and the labels of its buttons.
struct Question {
    enum class Kind { Ask, Confirm, Choose, Warn, About };
    Kind kind = Kind::Warn;
    QString title;
    QString text;
    QStringList choices;  // button labels (with & mnemonics); Cancel is never listed
    bool cancellable = false;
    int defaultChoice = 0;
    QString details;  // a long list the user can unfold (what a change would drop)
};

class Prompter {
    Q_DECLARE_TR_FUNCTIONS(Prompter)
public:
    enum class Save { Save, Discard, Cancel };
    virtual ~Prompter() = default;

    // "Save changes?": Save, Discard or Cancel.
    Save ask(const QString& title, const QString& text);
    // A yes-or-no question (no is the answer when the user closes it).
    bool confirm(const QString& title, const QString& text, const QString& yes = {}, const QString& no = {});
    // The same, with a long list of details the user can unfold.
    bool confirmWithDetails(const QString& title, const QString& text, const QString& details, const QString& yes,
                            const QString& no);
    // One of `choices` by index, or -1 for Cancel.
    int choose(const QString& title, const QString& text, const QStringList& choices, int defaultChoice = 0);
    // A message the user reads and acknowledges (why something failed).
    void warn(const QString& title, const QString& text);
    // Help > About: rich text the user reads.
    void about(const QString& title, const QString& richText);
    // A file to write or to read; empty when the user cancelled. `selectedFilter`, when
    // given, is the filter shown first and then the one the user picked; a file that is
    // opened when it exists (a library) asks no "Replace?" (`confirmReplace` false).
    virtual QString saveFileName(const QString& title, const QString& suggested, const QString& filter,
                                 QString* selectedFilter = nullptr, bool confirmReplace = true) = 0;
    virtual QString openFileName(const QString& title, const QString& dir, const QString& filter) = 0;
    // A folder; empty when the user cancelled.
    virtual QString folder(const QString& title, const QString& dir) = 0;
    // Words the user types (a share code: several lines); nullopt when cancelled.
    virtual std::optional<QString> text(const QString& title, const QString& label, bool multiLine = false) = 0;
    // A whole number in [min, max], starting at `value`; nullopt when cancelled.
    virtual std::optional<int> number(const QString& title, const QString& label, int value, int min, int max) = 0;

protected:
    // The one place a question is put: the index of the chosen label, or -1 for Cancel.
    virtual int put(const Question& q) = 0;
};

// The prompter of a running editor: message boxes and file dialogs over `parent`.
class MessageBoxPrompter : public Prompter {
public:
    explicit MessageBoxPrompter(QWidget* parent) : parent_(parent) {}
    QString saveFileName(const QString& title, const QString& suggested, const QString& filter,
                         QString* selectedFilter = nullptr, bool confirmReplace = true) override;
    QString openFileName(const QString& title, const QString& dir, const QString& filter) override;
    QString folder(const QString& title, const QString& dir) override;
    std::optional<QString> text(const QString& title, const QString& label, bool multiLine = false) override;
    std::optional<int> number(const QString& title, const QString& label, int value, int min, int max) override;

protected:
    int put(const Question& q) override;

private:
    QPointer<QWidget> parent_;
};

} // namespace muster
