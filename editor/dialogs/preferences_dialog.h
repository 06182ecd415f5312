#pragma once
// Edit > Preferences: the application's settings, a page each (for now Clubs: the club
// folders the Library dock shows, club_folders.h). Changes apply on OK; Cancel drops them.
#include <QDialog>

#include <functional>

class QAction;
class QListWidget;
class QMenu;
class QPushButton;
class QStackedWidget;

namespace muster {

class PreferencesDialog : public QDialog {
    Q_OBJECT
public:
    explicit PreferencesDialog(QWidget* parent = nullptr);

    // Adds Edit > Preferences... (Ctrl+, and the platform's Preferences key) to `menu`; it
    // opens the dialog window-modal over `parent`. The caller registers the action.
    static QAction* addMenuAction(QMenu* menu, QWidget* parent);

    QListWidget* pages() const { return pages_; }
    QListWidget* clubFolders() const { return folders_; }
    QPushButton* addClubButton() const { return add_; }
    QPushButton* removeClubButton() const { return remove_; }
    // Where Add… asks for a folder (a file dialog unless replaced; tests replace it).
    void setFolderChooser(std::function<QString()> chooser) { chooser_ = std::move(chooser); }

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
    std::function<QString()> chooser_;
};

} // namespace muster
