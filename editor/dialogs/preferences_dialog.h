#pragma once
// Edit > Preferences: the application's settings, a page each (for now Clubs: the club
// folders the Library dock shows, club_folders.h). Changes apply on OK; Cancel drops them.
#include <QDialog>

#include <functional>
#include <memory>

class QAction;
class QListWidget;
class QMenu;
class QPushButton;
class QStackedWidget;

namespace muster {

class Prompter;

class PreferencesDialog : public QDialog {
    Q_OBJECT
public:
    // Add… asks for a folder through `prompter` (the window's).
    explicit PreferencesDialog(Prompter& prompter, QWidget* parent = nullptr);

    // Adds Edit > Preferences... (Ctrl+, and the platform's Preferences key) to `menu`; it
    // opens the dialog window-modal over `parent`, asking through the prompter `prompter`
    // gives at that time. The caller registers the action.
    static QAction* addMenuAction(QMenu* menu, QWidget* parent, std::function<Prompter&()> prompter);

    QListWidget* pages() const { return pages_; }
    QListWidget* clubFolders() const { return folders_; }
    QPushButton* addClubButton() const { return add_; }
    QPushButton* removeClubButton() const { return remove_; }

    void accept() override;

private:
    QWidget* clubsPage();
    void addClubFolder();
    void updateButtons();

    QListWidget* pages_ = nullptr;
    QStackedWidget* stack_ = nullptr;
    QListWidget* folders_ = nullptr;
    QPushButton* add_ = nullptr;
    QPushButton* remove_ = nullptr;
    Prompter& prompter_;
};

} // namespace muster
