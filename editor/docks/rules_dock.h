#pragma once
// Rules dock: browse and search the rules reference of all four systems; shows an entry
// with its numbers (stated or inferred) and citation. showTerrain() serves board hover.
#include "model/types.h"

#include <QDockWidget>
#include <QString>

class QLineEdit;
class QTextBrowser;
class QTreeWidget;
class QTreeWidgetItem;

namespace muster {

struct RuleEntry;

// Systems -> topics -> entries tree, a search box (ranked FTS5 hits) and a detail pane.
class RulesDock : public QDockWidget {
    Q_OBJECT
public:
    explicit RulesDock(QWidget* parent = nullptr);

    QTreeWidget* tree() const { return tree_; }
    QLineEdit* searchBox() const { return search_; }
    QTextBrowser* detail() const { return detail_; }
    QString currentEntryId() const { return currentId_; }

public slots:
    // Show the Hold the Line effects of a terrain (and other systems' entries on it).
    void showTerrain(muster::Terrain t);
    // Show one entry by id; false when there is none.
    bool showEntry(const QString& id);
    // Fill the tree with search hits (empty text: the full systems/topics tree).
    void setSearchText(const QString& text);

private:
    void fillTree();
    void onItem(QTreeWidgetItem* item);
    static QString entryHtml(const RuleEntry& e);

    QLineEdit* search_ = nullptr;
    QTreeWidget* tree_ = nullptr;
    QTextBrowser* detail_ = nullptr;
    QString currentId_;
};

} // namespace muster
