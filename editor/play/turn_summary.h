#pragma once
// TurnSummary: the computer's last turn in the Game dock, every action and every die of it
// (the dice panel shows only the last action, and the next AP roll replaces it). It stays
// until the computer's next turn begins; decisions it takes during your turn (a retreat)
// are listed apart below it. With hidden morale the other side's morale checks say only
// "retreats" or "holds".
#include "engine/rules/game_log.h"

#include <QWidget>

#include <vector>

class QLabel;
class QTextBrowser;

namespace muster {

class PlayController;

class TurnSummary : public QWidget {
    Q_OBJECT
public:
    explicit TurnSummary(PlayController* pc, QWidget* parent = nullptr);
    QString plainText() const;  // what it shows, for tests

private:
    void rebuild();
    QString linesOf(const std::vector<muster::LogEntry>& entries) const;
    PlayController* pc_;
    QLabel* title_;
    QTextBrowser* text_;
};

} // namespace muster
