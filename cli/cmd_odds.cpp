// muster-cli odds fire|close|rally|eagle-fire|eagle-charge|eagle-pursuit|tob|tob-melee|grid: exact odds.
#include "cli_util.h"
#include "command_registry.h"

#include "model/terrain.h"
#include "rulesref/odds_report.h"
#include "rulesref/rule_parameters.h"

#include <algorithm>
#include <charconv>
#include <iostream>
#include <map>

namespace muster::cli {
namespace {

const char* const kUsage =
    "usage: muster-cli odds fire --attacker infantry|cavalry|artillery|gunboat --range N --terrain TYPE\n"
    "                            [--target-sp N] [--leader] [--from-hill] [--artillery-sp N] [--json]\n"
    "       muster-cli odds close --attacker infantry|cavalry --terrain TYPE --morale green|black|gold\n"
    "                             [--target-sp N] [--leader] [--attacker-morale COLOUR [--attacker-leader]]\n"
    "                             [--artillery-sp N --artillery-morale COLOUR] [--json]\n"
    "       muster-cli odds rally --morale green|black|gold [--json]\n"
    "       muster-cli odds eagle-fire --attacker infantry|cavalry|artillery [--range 1|2] [--to-hit N] [--result N]\n"
    "                                  [--elite] [--entrenched] [--fort] [--native] [--drm N] [--leader] [--json]\n"
    "       muster-cli odds eagle-charge [--attackers N] [--defenders N] [--leader] [--defender-leader]\n"
    "                                    [--attacker-drm N] [--defender-drm N] [--entrenched] [--fort]\n"
    "                                    [--eliminate-diff N] [--json]\n"
    "       muster-cli odds eagle-pursuit --target infantry|cavalry|artillery [--reserve] [--drm N]\n"
    "                                     [--hit-number N] [--json]\n"
    "       muster-cli odds tob (--weapon ID [--stationary] [--melee] | --dice N --hit-on H) [--save]\n"
    "                           [--commander] [--json]\n"
    "       muster-cli odds tob-melee (--weapon ID | --dice N --hit-on H) [--stationary] [--save]\n"
    "                                 (--vs-weapon ID | --vs-dice N --vs-hit-on H) [--vs-stationary] [--vs-save] [--json]\n"
    "       muster-cli odds grid [--json]\n";

// A bad value for one option: the message names the option.
struct UsageError : std::invalid_argument {
    using std::invalid_argument::invalid_argument;
};

int toInt(const std::string& opt, const std::string& text) {
    int v = 0;
    auto [p, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (ec != std::errc() || p != text.data() + text.size() || text.empty())
        throw UsageError(opt + ": '" + text + "' is not a whole number");
    return v;
}
std::optional<int> intOpt(std::vector<std::string>& a, const std::string& opt) {
    auto v = takeOption(a, opt);
    return v ? std::optional<int>(toInt(opt, *v)) : std::nullopt;
}
std::string required(std::vector<std::string>& a, const std::string& opt) {
    auto v = takeOption(a, opt);
    if (!v) throw UsageError(opt + " is required");
    return *v;
}
UnitType unitOpt(const std::string& opt, const std::string& text) {
    auto u = unitTypeFromString(text);
    if (!u) throw UsageError(opt + ": unknown unit type '" + text + "' (infantry cavalry artillery gunboat)");
    return *u;
}
Terrain terrainOpt(const std::string& text) {
    auto t = terrainFromString(text);
    if (!t)
        throw UsageError("--terrain: unknown terrain '" + text + "' (" + terrainSpellings() + ")");
    return *t;
}
Morale moraleOpt(const std::string& opt, const std::string& text) {
    auto m = moraleFromString(text);
    if (!m) throw UsageError(opt + ": unknown morale '" + text + "' (green black gold)");
    return *m;
}

// Whatever no option took is an error naming the first such argument.
void noLeftovers(const std::vector<std::string>& a) {
    if (a.empty()) return;
    if (a.front().rfind("--", 0) == 0) throw UsageError("unknown option '" + a.front() + "'");
    throw UsageError("unexpected argument '" + a.front() + "'");
}

// takeOption reads the first occurrence only; a repeated option is refused, not ignored.
void noRepeats(const std::vector<std::string>& a) {
    for (std::size_t i = 0; i < a.size(); ++i)
        if (a[i].rfind("--", 0) == 0 && std::count(a.begin() + static_cast<long>(i) + 1, a.end(), a[i]) > 0)
            throw UsageError(a[i] + " given more than once");
}

// The option behind an OddsError's field, as a message prefix ("--range: ").
std::string optionFor(const std::string& field) {
    static const std::map<std::string, std::string> kOptions = {
        {"attacker", "--attacker"}, {"range", "--range"}, {"targetSp", "--target-sp"}, {"artillerySp", "--artillery-sp"},
        {"fromHill", "--from-hill"}};
    auto it = kOptions.find(field);
    return it == kOptions.end() ? std::string() : it->second + ": ";
}

template <class R>
int print(const R& r, bool json) {
    if (json) {
        std::cout << toJson(r).dump() << "\n";
        if (r.usesOverride) std::cerr << "note: " << overrideNotice(true) << "\n";
    } else {
        std::cout << toText(r);
    }
    return kExitOk;
}

int runFire(std::vector<std::string>& a, const RuleParameters& p, bool json) {
    HtlFireQuery q;
    q.attacker = unitOpt("--attacker", required(a, "--attacker"));
    q.range = toInt("--range", required(a, "--range"));
    q.terrain = terrainOpt(required(a, "--terrain"));
    q.targetSp = intOpt(a, "--target-sp").value_or(4);
    q.leader = takeFlag(a, "--leader");
    q.fromHill = takeFlag(a, "--from-hill");
    q.artillerySp = intOpt(a, "--artillery-sp");
    noLeftovers(a);
    return print(htlFireOdds(q, p), json);
}

int runClose(std::vector<std::string>& a, const RuleParameters& p, bool json) {
    HtlCloseQuery q;
    q.attacker = unitOpt("--attacker", required(a, "--attacker"));
    q.terrain = terrainOpt(required(a, "--terrain"));
    q.morale = moraleOpt("--morale", required(a, "--morale"));
    q.targetSp = intOpt(a, "--target-sp").value_or(4);
    q.leader = takeFlag(a, "--leader");
    if (auto m = takeOption(a, "--attacker-morale")) q.attackerMorale = moraleOpt("--attacker-morale", *m);
    q.attackerLeader = takeFlag(a, "--attacker-leader");
    if (q.attackerLeader && !q.attackerMorale)
        throw UsageError("--attacker-leader needs --attacker-morale (optional rule 11.1)");
    const auto artSp = intOpt(a, "--artillery-sp");
    const auto artMorale = takeOption(a, "--artillery-morale");
    if (artSp && !artMorale) throw UsageError("--artillery-sp needs --artillery-morale (the stacked artillery's colour)");
    if (artMorale && !artSp) throw UsageError("--artillery-morale needs --artillery-sp (the stacked artillery's SP)");
    if (artSp) q.artillery = HtlStackedArtillery{*artSp, moraleOpt("--artillery-morale", *artMorale)};
    noLeftovers(a);
    return print(htlCloseOdds(q, p), json);
}

int runRally(std::vector<std::string>& a, const RuleParameters& p, bool json) {
    const Morale m = moraleOpt("--morale", required(a, "--morale"));
    noLeftovers(a);
    return print(htlRallyOdds(m, p), json);
}

int runEagleFire(std::vector<std::string>& a, const RuleParameters& p, bool json) {
    EagleFireQuery q;
    q.attacker = unitOpt("--attacker", required(a, "--attacker"));
    q.range = intOpt(a, "--range").value_or(1);
    q.toHit = intOpt(a, "--to-hit");
    q.result = intOpt(a, "--result");
    q.drm = intOpt(a, "--drm").value_or(0);
    q.elite = takeFlag(a, "--elite");
    q.entrenched = takeFlag(a, "--entrenched");
    q.fort = takeFlag(a, "--fort");
    q.native = takeFlag(a, "--native");
    q.leader = takeFlag(a, "--leader");
    noLeftovers(a);
    return print(eagleFireOdds(q, p), json);
}

int runEagleCharge(std::vector<std::string>& a, const RuleParameters& p, bool json) {
    EagleChargeQuery q;
    q.attackers = intOpt(a, "--attackers").value_or(1);
    q.defenders = intOpt(a, "--defenders").value_or(1);
    q.attackerDrm = intOpt(a, "--attacker-drm").value_or(0);
    q.defenderDrm = intOpt(a, "--defender-drm").value_or(0);
    q.eliminateDiff = intOpt(a, "--eliminate-diff");
    q.attackerLeader = takeFlag(a, "--leader");
    q.defenderLeader = takeFlag(a, "--defender-leader");
    q.entrenched = takeFlag(a, "--entrenched");
    q.fort = takeFlag(a, "--fort");
    noLeftovers(a);
    return print(eagleChargeOdds(q, p), json);
}

int runEaglePursuit(std::vector<std::string>& a, const RuleParameters& p, bool json) {
    EaglePursuitQuery q;
    q.target = unitOpt("--target", required(a, "--target"));
    q.inReserveOrRetreat = takeFlag(a, "--reserve");
    q.drm = intOpt(a, "--drm").value_or(0);
    q.hitNumber = intOpt(a, "--hit-number");
    noLeftovers(a);
    return print(eaglePursuitOdds(q, p), json);
}

// --weapon ID [--stationary] (or --dice N --hit-on H) and --save, each with a prefix
// ("" for the attacker, "vs-" for the defender in a melee).
TobQuery tobQuery(std::vector<std::string>& a, const std::string& prefix, bool melee) {
    TobQuery q;
    const auto weapon = takeOption(a, "--" + prefix + "weapon");
    const bool stationary = takeFlag(a, "--" + prefix + "stationary");
    const auto dice = intOpt(a, "--" + prefix + "dice"), hitOn = intOpt(a, "--" + prefix + "hit-on");
    if (weapon) {
        const TobWeapon* w = tobWeapon(*weapon);
        if (!w) {
            std::string ids;
            for (const auto& x : tobWeapons()) ids += " " + x.id;
            throw UsageError("--" + prefix + "weapon: unknown '" + *weapon + "' (" + ids.substr(1) + ")");
        }
        q = tobWeaponQuery(*w, stationary, melee); // includes the chart's "s" save
        if (q.dice == 0) throw OddsError(w->name + " has no dice for that (seed 004 dice table)");
    } else if (dice && hitOn) {
        q.dice = *dice;
        q.hitOn = *hitOn;
    } else {
        throw UsageError("give --" + prefix + "weapon ID, or --" + prefix + "dice N and --" + prefix + "hit-on H");
    }
    q.save = takeFlag(a, "--" + prefix + "save") || q.save;
    return q;
}

int runTob(std::vector<std::string>& a, bool json) {
    const bool melee = takeFlag(a, "--melee");
    TobQuery q = tobQuery(a, "", melee);
    q.armyCommander = takeFlag(a, "--commander");
    noLeftovers(a);
    const TobOdds r = tobOdds(q);
    std::cout << (json ? toJson(r).dump() + "\n" : toText(r));
    return kExitOk;
}

int runTobMelee(std::vector<std::string>& a, bool json) {
    const TobQuery att = tobQuery(a, "", true);
    const TobQuery def = tobQuery(a, "vs-", true);
    noLeftovers(a);
    const TobMeleeOdds r = tobMeleeOdds(att, def);
    std::cout << (json ? toJson(r).dump() + "\n" : toText(r));
    return kExitOk;
}

int runGrid(const std::vector<std::string>& a, bool json) {
    noLeftovers(a);
    const char* why =
        "The square-grid ruleset v1.1 (seed 003) reads every attack's hits from its Unit Data table, which the "
        "seed leaves empty, so no hit odds can be computed. Known: ranged and close attacks roll 2d6; modifiers "
        "+1 commander, +1 flank/rear or downhill, -1 cover, uphill or forest (see muster-cli rules show grid.close).";
    if (json) std::cout << nlohmann::ordered_json{{"computable", false}, {"reason", why}}.dump() << "\n";
    else std::cout << why << "\n";
    return kExitOk;
}

int runOdds(const std::vector<std::string>& argsIn) {
    auto a = argsIn;
    const bool help = takeFlag(a, "--help");
    const bool json = takeFlag(a, "--json");  // anywhere, even before the calculator's name
    if (help || a.empty()) {
        (help ? std::cout : std::cerr) << kUsage;
        return help ? kExitOk : kExitUsage;
    }
    const std::string sub = a[0];
    a.erase(a.begin());
    try {
        noRepeats(a);
        if (sub == "grid") return runGrid(a, json);
        if (sub == "tob") return runTob(a, json);
        if (sub == "tob-melee") return runTobMelee(a, json);
        const RuleParameters p = RuleParameters::loadUser();
        if (sub == "fire") return runFire(a, p, json);
        if (sub == "close") return runClose(a, p, json);
        if (sub == "rally") return runRally(a, p, json);
        if (sub == "eagle-fire") return runEagleFire(a, p, json);
        if (sub == "eagle-charge") return runEagleCharge(a, p, json);
        if (sub == "eagle-pursuit") return runEaglePursuit(a, p, json);
        std::cerr << "muster-cli odds: unknown calculator '" << sub << "'\n" << kUsage;
        return kExitUsage;
    } catch (const OverridesError& e) {
        std::cerr << "muster-cli odds: rules overrides: " << e.what() << "\n";
    } catch (const OddsError& e) {
        std::cerr << "muster-cli odds " << sub << ": " << optionFor(e.field()) << e.what() << "\n";
    } catch (const std::invalid_argument& e) {  // UsageError and takeOption's missing value
        std::cerr << "muster-cli odds " << sub << ": " << e.what() << "\n" << kUsage;
    }
    return kExitUsage;
}

const Registrar reg("odds", "odds fire|close|rally|eagle-fire|eagle-charge|eagle-pursuit|tob|tob-melee|grid ...   exact combat odds",
                    runOdds, kUsage);

} // namespace
} // namespace muster::cli
