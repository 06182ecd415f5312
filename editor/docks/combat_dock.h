#pragma once
// Combat dock: pick an attacker and a target on the board, or set the situation by hand
// (free-form, like `muster-cli odds`), and see the exact Hold the Line odds for fire and
// close combat, as small bar charts, with what each number rests on.
#include "model/hex.h"
#include "model/scenario.h"
#include "engine/queries/combat_preview.h"
#include "rulesref/htl_odds.h"

#include <QDockWidget>
#include <QWidget>

#include <optional>
#include <string>
#include <utility>
#include <vector>

class QCheckBox;
class QPushButton;
class QComboBox;
class QFormLayout;
class QLabel;
class QSpinBox;
class QTextBrowser;

namespace muster {

// A tiny bar chart (label, probability) painted with QPainter.
class OddsChart : public QWidget {
    Q_OBJECT
public:
    explicit OddsChart(QWidget* parent = nullptr);
    void setBars(const QString& title, std::vector<std::pair<QString, double>> bars);
    const std::vector<std::pair<QString, double>>& bars() const { return bars_; }
    QSize sizeHint() const override { return {240, 120}; }

protected:
    void paintEvent(QPaintEvent*) override;

private:
    QString title_;
    std::vector<std::pair<QString, double>> bars_;
};

class CombatDock : public QDockWidget {
    Q_OBJECT
public:
    explicit CombatDock(QWidget* parent = nullptr);

    // Results of the last update (nullopt when that combat is not possible).
    const std::optional<HtlFireOdds>& fireOdds() const { return fire_; }
    const std::optional<HtlCloseOdds>& closeOdds() const { return close_; }
    // Range, LOS, terrain and leader as filled in from the scenario, or why not.
    QString situationText() const;
    QString fireStatus() const;
    QString closeStatus() const;
    const std::string& attackerId() const { return attackerId_; }
    std::optional<Offset> target() const { return target_; }
    bool isPickingTarget() const;
    OddsChart* fireChart() const { return fireChart_; }
    OddsChart* closeChart() const { return closeChart_; }
    // Free-form: attacker type, range and target terrain come from the dock's own fields,
    // not from the board (the board's attacker and target are kept for when it is turned off).
    bool isFreeForm() const;
    void setFreeForm(bool on);
    void setFreeSituation(UnitType attacker, int range, Terrain terrain);

public slots:
    // The scenario is not owned; pass nullptr when it goes away.
    void setScenario(const muster::Scenario* scenario);
    void setAttacker(const std::string& unitId);
    void setTarget(muster::Offset hex);
    // Forget attacker and target (a new document, the attacker deleted).
    void clear();
    // The board answered the "Pick target" button.
    void targetPicked(muster::Offset hex);
    void recompute();
    // Re-read the user's rules overrides (after they were edited) and recompute.
    void reloadOverrides();

signals:
    // On: the next click on the board picks the target hex (BoardView::beginHexPick).
    void requestTargetPick(bool on);

private:
    // What the odds are asked about, from the board or from the free-form fields.
    // Whether each attack is allowed and what it rolls come from the engine (previewCombat),
    // so the dock states no rule of its own.
    struct Situation {
        bool ready = false;         // an attacker and a target (always, in free-form)
        UnitType attacker = UnitType::Infantry;
        int range = 0;
        Terrain terrain = Terrain::Clear;
        CombatPreview rules;
    };
    Situation situation() const;
    void buildFreeForm(QFormLayout* form, QWidget* parent);
    void freeFormToggled(bool on);
    void fillFromScenario();
    void showFire();
    void showClose();

    const Scenario* scenario_ = nullptr;
    std::string attackerId_;
    std::optional<Offset> target_;
    RuleParameters params_;
    QString paramsError_;

    QLabel* situation_ = nullptr;
    QPushButton* pickTarget_ = nullptr;
    QSpinBox* targetSp_ = nullptr;
    QComboBox* targetMorale_ = nullptr;
    QCheckBox* leader_ = nullptr;
    QCheckBox* fromHill_ = nullptr;
    QCheckBox* freeForm_ = nullptr;
    QFormLayout* form_ = nullptr;
    QComboBox* freeAttacker_ = nullptr;
    QSpinBox* freeRange_ = nullptr;
    QComboBox* freeTerrain_ = nullptr;
    QLabel* fireStatus_ = nullptr;
    QLabel* closeStatus_ = nullptr;
    OddsChart* fireChart_ = nullptr;
    OddsChart* closeChart_ = nullptr;
    QTextBrowser* basis_ = nullptr;

    // Filled from the scenario on each change of attacker/target.
    int range_ = 0;
    bool losClear_ = false;
    QString losNote_;
    Terrain terrain_ = Terrain::Clear;
    CombatPreview preview_;
    std::optional<HtlFireOdds> fire_;
    std::optional<HtlCloseOdds> close_;
};

} // namespace muster
