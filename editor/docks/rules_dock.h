#pragma once
// Rules dock: browse and search the rules reference of all four systems; shows an entry
// with its numbers (stated or inferred) and citation, and lets the user override the
// calculator parameters among them. showTerrain() serves board hover.
#include "model/types.h"

#include <QDialog>
#include <QDockWidget>
#include <QString>

#include <optional>
#include <string>

class QComboBox;
class QFileSystemWatcher;
class QLabel;
class QLineEdit;
class QPushButton;
class QTextBrowser;
class QTreeWidget;
class QTreeWidgetItem;

namespace muster {

struct RuleEntry;

// Announces, process-wide, that the user's rules overrides file changed (saved from a dock,
// or rewritten by muster-cli while the editor runs), so every Combat dock recomputes without
// the main window wiring the docks together. Lives as a child of the application.
class RulesOverridesNotifier : public QObject {
    Q_OBJECT
public:
    static RulesOverridesNotifier& instance();
    // Emit changed() if the file differs from when last seen, or always with `force`
    // (after a save: two saves within a clock tick can look alike).
    void check(bool force = false);
signals:
    void changed();

private:
    explicit RulesOverridesNotifier(QObject* parent);
    void watch();

    QFileSystemWatcher* watcher_ = nullptr;
    QString seen_;  // path, size and time of the file as last seen ("" when absent)
};

// Edit one calculator parameter's override: shows the default and what it rests on,
// checks the typed value (the message names the parameter) and saves to the user's file.
class OverrideDialog : public QDialog {
    Q_OBJECT
public:
    OverrideDialog(const QString& key, QWidget* parent = nullptr);

    QString key() const { return key_; }
    QLineEdit* valueEdit() const { return value_; }
    QPushButton* saveButton() const { return save_; }
    QPushButton* resetButton() const { return reset_; }
    // The last problem shown (bad value, unreadable or unwritable overrides file).
    QString errorText() const;

private:
    void trySave();
    void tryReset();

    QString key_;
    QString label_; // the parameter in words ("gold faces")
    QLineEdit* value_ = nullptr;
    QLabel* error_ = nullptr;
    QPushButton* save_ = nullptr;
    QPushButton* reset_ = nullptr;
};

// Save or clear one override in the user's file (re-read first, so edits made elsewhere,
// e.g. with muster-cli, are kept). Empty string on success, else the message. A file that
// cannot be read is left untouched.
QString saveRulesOverride(const std::string& key, std::optional<int> value);

// Systems -> topics -> entries tree, a search box (ranked FTS5 hits), a game filter and a
// detail pane. The current scenario's game is the default filter and ranks first.
class RulesDock : public QDockWidget {
    Q_OBJECT
public:
    explicit RulesDock(QWidget* parent = nullptr);

    QTreeWidget* tree() const { return tree_; }
    QLineEdit* searchBox() const { return search_; }
    QTextBrowser* detail() const { return detail_; }
    QString currentEntryId() const { return currentId_; }
    QComboBox* gameFilter() const { return game_; }
    // The game of the open scenario (a system id, "htl"): chosen in the filter, listed and
    // ranked first. Every scenario Muster edits is Hold the Line's, the default.
    void setCurrentGame(const QString& systemId);
    QString currentGame() const { return currentGame_; }

public slots:
    // Show the Hold the Line effects of a terrain (and other systems' entries on it).
    void showTerrain(muster::Terrain t);
    // Show one entry by id; false when there is none.
    bool showEntry(const QString& id);
    // Fill the tree with search hits (empty text: the full systems/topics tree).
    void setSearchText(const QString& text);
    // Open the override dialog for a parameter key (window-modal, not blocking); nullptr
    // for an unknown key. The detail pane's "Override..." links call this.
    OverrideDialog* editOverride(const QString& key);
    // Drop the user's override of a key (the "Reset" link); empty string or the message.
    QString resetOverride(const QString& key);

private:
    void fillTree();
    void onItem(QTreeWidgetItem* item);
    void refresh();
    QString entryHtml(const RuleEntry& e) const;

    QString filterGame() const; // "" for all games

    QLineEdit* search_ = nullptr;
    QComboBox* game_ = nullptr;
    QString currentGame_ = QStringLiteral("htl");
    QTreeWidget* tree_ = nullptr;
    QTextBrowser* detail_ = nullptr;
    QString currentId_;
    std::optional<Terrain> shownTerrain_;  // set while the pane shows showTerrain()
};

} // namespace muster
