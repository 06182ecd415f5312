#pragma once
// A list of short texts (a battle's special rules) edited in place: double-click a row to
// change it, Add, Remove. It never writes a document: it says what the list becomes and
// the dock makes that one undo step, so the Hold the Line and the square-grid docks share it.
#include <QStringList>
#include <QWidget>

#include <string>
#include <vector>

class QListWidget;

namespace muster {

class TextListEditor : public QWidget {
    Q_OBJECT
public:
    // Object names of the list and of its two buttons (tests find them by these).
    TextListEditor(const QString& listName, const QString& addName, const QString& removeName, QWidget* parent = nullptr);

    QListWidget* list() const { return list_; }
    // Show these texts (the document's), keeping the current row; no edit comes of it.
    void setTexts(const std::vector<std::string>& texts);

signals:
    // The list as the user made it, and the undo step's text.
    void edited(const std::vector<std::string>& texts, const QString& undoText);

private:
    std::vector<std::string> texts() const;

    QListWidget* list_;
};

} // namespace muster
