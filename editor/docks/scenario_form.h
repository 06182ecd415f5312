#pragma once
// Small widget factories shared by the Scenario dock's files (scenario_dock*.cpp).
#include "editor/widgets/qstring_util.h"

#include <QLineEdit>
#include <QSpinBox>
#include <QString>

#include <string_view>

namespace muster::scenario_form {

inline QLineEdit* lineEdit(const char* name) {
    auto* e = new QLineEdit;
    e->setObjectName(QLatin1String(name));
    return e;
}

inline QSpinBox* spinBox(const char* name, int lo, int hi) {
    auto* s = new QSpinBox;
    s->setObjectName(QLatin1String(name));
    s->setRange(lo, hi);
    s->setKeyboardTracking(false); // one step per committed value, not per digit typed
    return s;
}

} // namespace muster::scenario_form
