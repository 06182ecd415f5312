// The shape of the scenario format as data: allowed keys per object, element types per
// array, and the JSON type each slot wants. docs/format.md and docs/scenario.schema.json
// describe the same shape for people and for other tools.
#include "scenario_sax.h"

#include <array>

namespace muster::io {
namespace {

using W = Want;
using F = Field;

constexpr FieldDef S(const char* what = "a string") { return {W::String, Ctx::Root, what}; }
constexpr FieldDef I(const char* what = "an integer") { return {W::Integer, Ctx::Root, what}; }
constexpr FieldDef O(Ctx c, const char* what) { return {W::Object, c, what}; }
constexpr FieldDef A(Ctx c, const char* what) { return {W::Array, c, what}; }

constexpr const char* kHex = "a hex [column, row]";

// Indexed by Field; the order must match the enum.
const std::array kFieldDefs = {
    S("the string \"muster-scenario\""), I("the integer 1"), S(), S(), S(), S(), S(), S(), S(),
    A(Ctx::TagList, "an array of strings"), O(Ctx::Board, "an object"), I(),
    S("a side name (union or confederate)"), O(Ctx::Sides, "an object"),
    A(Ctx::TerrainList, "an array"), A(Ctx::UnitList, "an array"),
    A(Ctx::MarkerList, "an array"), S("removeOnCapture or controlAtEnd"),
    O(Ctx::Victory, "an object"), A(Ctx::OptionalRuleList, "an array of strings"),
    A(Ctx::SpecialRuleList, "an array of strings"),
    // board
    I(), I(), S("pointy or flat"), S("even or odd"),
    // sides
    O(Ctx::SideInfo, "an object"), O(Ctx::SideInfo, "an object"),
    S(), I(), S("an edge (north, south, east or west)"),
    // terrain
    O(Ctx::TerrainEntry, "an object {\"hex\", \"type\"}"), A(Ctx::Hex, kHex), S("a terrain name"),
    // units
    O(Ctx::Unit, "a unit object"), S(), S("a side name (union or confederate)"),
    S("a unit type name"), S(), A(Ctx::Hex, kHex), I(), S("green, black or gold"),
    O(Ctx::Arrives, "an object {\"turn\", \"hex\"}"),
    I(), A(Ctx::Hex, kHex),
    // VP markers
    O(Ctx::Marker, "a VP marker object"), A(Ctx::Hex, kHex),
    S("a side name (union or confederate)"), I(), S(),
    // victory
    I(), A(Ctx::ConditionList, "an array"),
    O(Ctx::Condition, "a condition object"), S("a victory condition kind"),
    S("a side name (union or confederate)"), I(), I(), A(Ctx::HexList, "an array of hexes"),
    A(Ctx::Hex, kHex), I("an integer (a hex is [column, row])"), S(), S(),
    S("an optional rule id (11.1 to 11.5)"),
    // balance intent
    O(Ctx::BalanceIntent, "an object"), S("a side name (union or confederate)"),
    I("a whole percentage from 0 to 100"), I("a whole percentage from 0 to 100"),
};
static_assert(kFieldDefs.size() == static_cast<std::size_t>(F::IntentMaxShare) + 1);

} // namespace

const FieldDef& fieldDef(Field f) { return kFieldDefs[static_cast<std::size_t>(f)]; }

namespace {

const std::vector<KeyDef>& buildKeys(Ctx c) {
    static const std::vector<KeyDef> root = {
        {"format", F::Format, true}, {"formatVersion", F::FormatVersion, true},
        {"ruleset", F::Ruleset, false}, {"title", F::Title, false},
        {"subtitle", F::Subtitle, false}, {"author", F::Author, false},
        {"date", F::Date, false}, {"briefing", F::Briefing, false},
        {"historicalNotes", F::HistoricalNotes, false}, {"tags", F::Tags, false},
        {"board", F::Board, true}, {"turns", F::Turns, false},
        {"firstSide", F::FirstSide, false}, {"sides", F::Sides, true},
        {"terrain", F::Terrain, false}, {"units", F::Units, false},
        {"vpMarkers", F::VpMarkers, false}, {"vpMarkerMode", F::VpMarkerMode, false},
        {"victory", F::Victory, false}, {"optionalRules", F::OptionalRules, false},
        {"specialRules", F::SpecialRules, false}, {"balanceIntent", F::BalanceIntent, false}};
    static const std::vector<KeyDef> board = {
        {"columns", F::BoardColumns, true}, {"rows", F::BoardRows, true},
        {"orientation", F::BoardOrientation, false}, {"stagger", F::BoardStagger, false}};
    static const std::vector<KeyDef> sides = {{"union", F::SidesUnion, true},
                                              {"confederate", F::SidesConfederate, true}};
    static const std::vector<KeyDef> side = {{"name", F::SideName, false},
                                             {"commandAP", F::SideCommandAP, false},
                                             {"homeEdge", F::SideHomeEdge, false}};
    static const std::vector<KeyDef> terrain = {{"hex", F::TerrainHex, true},
                                                {"type", F::TerrainType, true}};
    static const std::vector<KeyDef> unit = {
        {"id", F::UnitId, true}, {"side", F::UnitSide, true}, {"type", F::UnitType, true},
        {"name", F::UnitName, false}, {"hex", F::UnitHex, false}, {"sp", F::UnitSp, false},
        {"morale", F::UnitMorale, false}, {"arrives", F::UnitArrives, false}};
    static const std::vector<KeyDef> arrives = {{"turn", F::ArrivesTurn, true},
                                                {"hex", F::ArrivesHex, true}};
    static const std::vector<KeyDef> marker = {
        {"hex", F::MarkerHex, true}, {"side", F::MarkerSide, false},
        {"value", F::MarkerValue, false}, {"label", F::MarkerLabel, false}};
    static const std::vector<KeyDef> victory = {{"eliminationVP", F::VictoryEliminationVP, false},
                                                {"conditions", F::VictoryConditions, false}};
    static const std::vector<KeyDef> condition = {
        {"kind", F::CondKind, true}, {"side", F::CondSide, false}, {"vp", F::CondVp, false},
        {"turn", F::CondTurn, false}, {"hexes", F::CondHexes, false}};
    static const std::vector<KeyDef> intent = {{"favours", F::IntentFavours, false},
                                               {"minShare", F::IntentMinShare, false},
                                               {"maxShare", F::IntentMaxShare, false}};
    static const std::vector<KeyDef> none;
    switch (c) {
    case Ctx::Root: return root;
    case Ctx::Board: return board;
    case Ctx::Sides: return sides;
    case Ctx::SideInfo: return side;
    case Ctx::TerrainEntry: return terrain;
    case Ctx::Unit: return unit;
    case Ctx::Arrives: return arrives;
    case Ctx::Marker: return marker;
    case Ctx::Victory: return victory;
    case Ctx::Condition: return condition;
    case Ctx::BalanceIntent: return intent;
    default: return none;
    }
}

} // namespace

const std::vector<KeyDef>& keysOf(Ctx c) {
    // Built once; the reader asks for these on every object it opens.
    static const auto table = [] {
        std::array<const std::vector<KeyDef>*, static_cast<std::size_t>(Ctx::BalanceIntent) + 1> t{};
        for (std::size_t i = 0; i < t.size(); ++i) t[i] = &buildKeys(static_cast<Ctx>(i));
        return t;
    }();
    return *table[static_cast<std::size_t>(c)];
}

Field elementOf(Ctx c) {
    switch (c) {
    case Ctx::TerrainList: return F::TerrainItem;
    case Ctx::UnitList: return F::UnitItem;
    case Ctx::MarkerList: return F::MarkerItem;
    case Ctx::ConditionList: return F::ConditionItem;
    case Ctx::HexList: return F::CondHexItem;
    case Ctx::Hex: return F::HexCoord;
    case Ctx::TagList: return F::TagItem;
    case Ctx::SpecialRuleList: return F::SpecialRuleItem;
    default: return F::OptionalRuleItem;
    }
}

} // namespace muster::io
