#pragma once
// The Library dock's "Clubs" page: each club folder the user added (a git clone, a synced
// folder; club/club.h) shown read-only beside the local library, with search, thumbnails,
// balance claims and human results. Open copies a battle into the local library with its
// origin; Publish writes the selected local scenario into the club, offering the Balance
// dock's result for that very battle as a claim. Nothing else writes there. Battles of the
// other systems (square grid, battle board) open into the library's battles and their own
// window; the library battle selected is published the same way, without games or claims.
#include "balance_result.h"
#include "club/club.h"
#include "club/club_origin.h"
#include "db/library.h"

#include <QWidget>

#include <functional>
#include <map>
#include <memory>
#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTreeWidget;
class QThread;
class QTreeWidgetItem;

namespace muster {

class Prompter;

class ClubView : public QWidget {
    Q_OBJECT
public:
    // `library` gives the local library (it may change or be absent); `selectedLocal` the
    // local scenario Publish sends.
    ClubView(std::function<Library*()> library, std::function<std::optional<ScenarioId>()> selectedLocal, QWidget* parent = nullptr);

    // Club folders: the application's list (club_folders.h, Edit > Preferences > Clubs);
    // Add…/Remove here edit the same list.
    QStringList folders() const;
    void addFolder(const QString& dir);
    void removeFolder(const QString& dir);
    void setCurrentFolder(const QString& dir);
    QString currentFolder() const;

    // Errors and the claim offer of Publish go through the prompter: message boxes by
    // default, the Library dock's (the window's) once in one, a script in tests.
    void setPrompter(std::shared_ptr<Prompter> p) { prompter_ = std::move(p); }
    // The local library battle of another system Publish sends, when one is selected.
    void setSelectedBattleSource(std::function<std::optional<BattleId>()> source) { selectedBattle_ = std::move(source); }
    // Where Publish finds a balance result to offer as a claim (the Balance dock's).
    void setBalanceSource(BalanceResultSource source) { balanceSource_ = std::move(source); }
    QString lastMessage() const { return message_; }
    const ClubScan& scan() const { return scan_; }
    // True while the folder is being read (the list shows the last scan until then).
    bool isScanning() const { return scanning_ != nullptr; }
    ~ClubView() override;
    QTreeWidget* list() const { return list_; }
    QLineEdit* searchBox() const { return search_; }
    QCheckBox* publishGames() const { return withGames_; }
    // The battle id of the selected row, if a battle is selected.
    std::optional<std::string> selectedBattle() const;
    void selectBattle(const std::string& id);

public slots:
    void rescan();      // reads the current folder again
    void refilter();    // the list from the last scan and the search text
    bool openSelected();
    bool publishSelected();
    void chooseFolder();

signals:
    // A club battle was copied into the local library as scenario `id`.
    void opened(const muster::Scenario& scenario, qint64 id);
    // A club battle of another system was copied into the library's battles as `battleId`.
    void openedBattle(qint64 battleId);
    // The local library changed (a battle copied in).
    void libraryChanged();

protected:
    bool eventFilter(QObject* o, QEvent* e) override;  // the list's columns follow its width

private:
    void fitColumns();
    void report(const QString& text, bool error);
    void syncFolders();  // the combo box from the application's list
    // The Balance dock's result as a claim for `battle`, when there is one for this very
    // battle and revision and the user takes it; nullopt otherwise.
    std::optional<BalanceClaim> offeredClaim(const Scenario& battle);
    bool publishBattle(BattleId id);
    QIcon thumbnail(const ClubBattle& b);
    void loadThumbnails(int generation);

    std::function<Library*()> library_;
    std::function<std::optional<ScenarioId>()> selectedLocal_;
    std::function<std::optional<BattleId>()> selectedBattle_;
    BalanceResultSource balanceSource_;
    std::shared_ptr<Prompter> prompter_;
    QString message_;
    ClubScan scan_;
    int listGeneration_ = 0;
    // The folder is read off the UI thread (a club is other people's files: it may be big
    // or slow); a newer rescan drops an older one's answer.
    QThread* scanning_ = nullptr;
    int scanGeneration_ = 0;
    std::string selectAfterScan_;  // the battle just published
    std::map<std::string, LocalCopy> copies_;
    QComboBox* folder_ = nullptr;
    QLineEdit* search_ = nullptr;
    QTreeWidget* list_ = nullptr;
    QLabel* status_ = nullptr;
    QPushButton* open_ = nullptr;
    QPushButton* publish_ = nullptr;
    QCheckBox* withGames_ = nullptr;
};

} // namespace muster
