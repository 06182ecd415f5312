#pragma once
// Autosave recovery of the window's document (recovery_store.h): the recovery file written
// every minute while there are unsaved changes, and, after a crash, the offer of every
// document (a square-grid or Eagle Games battle in a window of its system; their windows
// autosave through BattleSaving) and, through play mode, every game left by an editor that
// is gone.
#include <QObject>
#include <QString>

#include <memory>

class QTimer;

namespace muster {

class MainWindow;
class OrphanedRecovery;
class RecoveryStore;

class DocumentRecovery : public QObject {
    Q_OBJECT
public:
    explicit DocumentRecovery(MainWindow* window);
    ~DocumentRecovery() override;

    QString filePath() const;  // empty until the first autosave of the open document
    void write();
    void clear();
    // One question each (through the window's prompter); the first restored goes into this
    // window when it holds no unsaved work, the others into new windows; a No deletes that
    // file. Recovery files of running editors are never offered or touched.
    void offer();
    // The saved file (or an empty board) with the recovered state as an undoable edit,
    // keeping the document's origin (file, library scenario, bundled battle).
    bool restore(OrphanedRecovery& orphan);
    // A square-grid or Eagle Games battle's recovery: restored in a window of its system
    // (modified, keeping its file or library battle). False for a Hold the Line scenario.
    bool restoreBattle(OrphanedRecovery& orphan);
    // Where the next recovered document or game opens: this window until one has been
    // restored here, then a new window each (answered by the same prompter).
    MainWindow* window(bool thisUsed);

private:
    MainWindow* w_;
    std::unique_ptr<RecoveryStore> store_;
    QTimer* autosave_ = nullptr;
};

} // namespace muster
