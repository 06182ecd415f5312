#include "wheel_guard.h"

#include <QAbstractSpinBox>
#include <QComboBox>
#include <QEvent>
#include <QWidget>

namespace muster {

namespace {
class WheelFilter : public QObject {
public:
    using QObject::QObject;
    bool eventFilter(QObject* watched, QEvent* e) override {
        if (e->type() == QEvent::Wheel)
            if (auto* w = qobject_cast<QWidget*>(watched); w && !w->hasFocus()) {
                // Unaccepted, so Qt hands a real wheel turn on to the scroll area behind.
                e->ignore();
                return true;
            }
        return false;
    }
};

QObject* filter() {
    static auto* f = new WheelFilter; // lives as long as the application
    return f;
}

void guard(QWidget* w) {
    w->setFocusPolicy(Qt::StrongFocus);
    w->installEventFilter(filter());
}
} // namespace

void guardWheel(QWidget* root) {
    for (QAbstractSpinBox* s : root->findChildren<QAbstractSpinBox*>()) guard(s);
    for (QComboBox* c : root->findChildren<QComboBox*>()) guard(c);
}

} // namespace muster
