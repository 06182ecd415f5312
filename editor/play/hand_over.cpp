#include "hand_over.h"

#include <QEvent>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace muster {

HandOverScreen::HandOverScreen(QWidget* board) : QFrame(board) {
    setObjectName(QStringLiteral("HandOverScreen"));
    setAutoFillBackground(true);
    setStyleSheet(QStringLiteral("#HandOverScreen { background: #2b3440; } QLabel { color: white; font-size: 20px; }"));
    auto* lay = new QVBoxLayout(this);
    lay->addStretch();
    label_ = new QLabel(this);
    label_->setAlignment(Qt::AlignCenter);
    label_->setWordWrap(true);
    lay->addWidget(label_);
    auto* ok = new QPushButton(tr("I am ready"), this);
    ok->setObjectName(QStringLiteral("handOverReady"));
    lay->addWidget(ok, 0, Qt::AlignCenter);
    lay->addStretch();
    connect(ok, &QPushButton::clicked, this, &HandOverScreen::accepted);
    board->installEventFilter(this);
    hide();
}

void HandOverScreen::showFor(const QString& sideName) {
    label_->setText(tr("Pass the screen to the %1 player.\n\nMorale is hidden: each player sees only "
                       "their own flag colours.").arg(sideName));
    setGeometry(parentWidget()->rect());
    raise();
    show();
}

QString HandOverScreen::text() const { return label_->text(); }

bool HandOverScreen::eventFilter(QObject* o, QEvent* e) {
    if (o == parentWidget() && e->type() == QEvent::Resize) setGeometry(parentWidget()->rect());
    return QFrame::eventFilter(o, e);
}

} // namespace muster
