#pragma once
// Help > Keyboard Shortcuts: every menu action that has a shortcut, read from the window's
// own menus, so the list cannot drift from what the keys really do.
#include <QDialog>

class QLineEdit;
class QMenuBar;
class QTableWidget;

namespace muster {

class ShortcutsDialog : public QDialog {
    Q_OBJECT
public:
    explicit ShortcutsDialog(QMenuBar* menus, QWidget* parent = nullptr);
    QTableWidget* table() const { return table_; }

private:
    void applyFilter(const QString& text);
    QLineEdit* filter_ = nullptr;
    QTableWidget* table_ = nullptr;
};

} // namespace muster
