#pragma once
// The hot-seat hand-over screen: covers the play board between the two players' turns when
// morale is hidden, so one player's flag colours are not shown to the other (the player aid
// keeps morale hidden in two-player games).
#include <QFrame>

class QLabel;

namespace muster {

class HandOverScreen : public QFrame {
    Q_OBJECT
public:
    explicit HandOverScreen(QWidget* board);
    void showFor(const QString& sideName);
    QString text() const;

signals:
    void accepted();

protected:
    bool eventFilter(QObject* o, QEvent* e) override;

private:
    QLabel* label_;
};

} // namespace muster
