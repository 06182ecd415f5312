#include "guide_dialog.h"

#include <QDialogButtonBox>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>

namespace muster {

QString GuideDialog::source() { return QStringLiteral("qrc:/muster/guide.html"); }

GuideDialog::GuideDialog(QWidget* parent) : QDialog(parent) {
    setObjectName(QStringLiteral("guideDialog"));
    setWindowTitle(tr("Muster user guide"));
    auto* v = new QVBoxLayout(this);
    browser_ = new QTextBrowser(this);
    browser_->setObjectName(QStringLiteral("guideBrowser"));
    browser_->setOpenExternalLinks(true);
    browser_->setSource(QUrl(source()));
    v->addWidget(browser_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    v->addWidget(buttons);
    // About 60 lines of 70 characters: the guide reads without a sideways scroll bar.
    const QFontMetrics fm(font());
    resize(fm.averageCharWidth() * 80, fm.height() * 36);
}

} // namespace muster
