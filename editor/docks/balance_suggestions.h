#pragma once
// The Balance dock's list of suggested changes (engine/balance/balance_suggest.h): the best
// few changes that bring the battle closest to even, each with the Union's estimated share
// of decided games and its 95% interval, and an Apply button per change. The dock turns a
// click into one undoable edit (applyRequested).
#include "engine/balance/balance_suggest.h"

#include <QWidget>

#include <vector>

class QLabel;
class QPushButton;
class QVBoxLayout;

namespace muster {

class BalanceSuggestionsView : public QWidget {
    Q_OBJECT
public:
    explicit BalanceSuggestionsView(QWidget* parent = nullptr);
    // The search's result on the battle `sc` it was played on; null hides the list.
    void setSuggestions(const Scenario& sc, const Suggestions* s, const std::string& player);
    // Apply is offered only while the scenario is the one the search played.
    void setApplicable(bool on);
    const std::vector<QPushButton*>& applyButtons() const { return buttons_; }
    QLabel* heading() const { return heading_; }

signals:
    void applyRequested(int index);

private:
    QLabel* heading_;
    QVBoxLayout* rows_;
    std::vector<QPushButton*> buttons_;
};

} // namespace muster
