#pragma once
// GuideDialog: the short user guide (docs/guide.html, compiled into the program) in a
// browser window of its own, so it can stay open beside the board.
#include <QDialog>

class QTextBrowser;

namespace muster {

class GuideDialog : public QDialog {
    Q_OBJECT
public:
    explicit GuideDialog(QWidget* parent = nullptr);
    QTextBrowser* browser() const { return browser_; }
    // The guide's address inside the program.
    static QString source();

private:
    QTextBrowser* browser_ = nullptr;
};

} // namespace muster
