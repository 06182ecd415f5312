#include "vassal_help.h"

#include "scenario_text.h"
#include "rulesref/htl_resolution.h"
#include "rulesref/rule_parameters.h"

#include <QStringList>

namespace muster::vassal {

namespace {

QString esc(const QString& s) { return s.toHtmlEscaped(); }
QString esc(std::string_view s) { return text::q(s).toHtmlEscaped(); }

QString paragraphs(const std::string& textIn) {
    QString out;
    for (const QString& para : text::q(textIn).split(QStringLiteral("\n\n"), Qt::SkipEmptyParts))
        out += QStringLiteral("<p>%1</p>\n").arg(esc(para.trimmed()).replace(QLatin1Char('\n'), QStringLiteral("<br>")));
    return out;
}

QString list(const QStringList& items) {
    QString out = QStringLiteral("<ul>\n");
    for (const QString& i : items) out += QStringLiteral("<li>%1</li>\n").arg(i);
    return out + QStringLiteral("</ul>\n");
}

QString page(const QString& title, const QString& body) {
    return QStringLiteral("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>%1</title></head>\n"
                          "<body style=\"font-family: sans-serif; max-width: 46em\">\n<h1>%1</h1>\n%2</body></html>\n")
        .arg(esc(title), body);
}

} // namespace

QString moraleFacesText(const RuleParameters& params) {
    QStringList counts, faces;
    for (Morale m : {Morale::Green, Morale::Black, Morale::Gold})
        counts << QStringLiteral("%1 %2").arg(moraleDieFaces(m, params)).arg(text::q(displayName(m)).toLower());
    for (int d = 1; d <= 6; ++d) faces << QStringLiteral("%1 %2").arg(d).arg(text::q(displayName(htlMoraleDieColour(d, params))).toLower());
    return QStringLiteral("%1 faces (a d6 read as %2)").arg(counts.join(QStringLiteral(", ")), faces.join(QStringLiteral(", ")));
}

QString battleHelpHtml(const Scenario& s, const QString& sheetFile) {
    QString b;
    if (!s.subtitle.empty() || !s.date.empty())
        b += QStringLiteral("<p><i>%1%2%3</i></p>\n")
                 .arg(esc(s.subtitle), !s.subtitle.empty() && !s.date.empty() ? QStringLiteral(", ") : QString(),
                      esc(text::dateText(s.date)));
    if (!s.author.empty()) b += QStringLiteral("<p>Designed by %1.</p>\n").arg(esc(s.author));
    b += QStringLiteral("<p>%1 turns; %2 moves first. Board %3 x %4 hexes (%5). The setup sheet: "
                        "<a href=\"%6\">%6</a> (in the module's Help menu too).</p>\n")
             .arg(s.turns)
             .arg(esc(text::sideName(s, s.firstSide)))
             .arg(s.board.columns)
             .arg(s.board.rows)
             .arg(esc(text::q(toString(s.board.orientation))), esc(sheetFile));
    if (!s.briefing.empty()) b += QStringLiteral("<h2>Briefing</h2>\n") + paragraphs(s.briefing);
    b += QStringLiteral("<h2>Sides</h2>\n");
    QStringList sides;
    for (Side side : {Side::Union, Side::Confederate})
        sides << QStringLiteral("<b>%1</b>: command AP %2, home edge %3.")
                     .arg(esc(text::sideName(s, side)))
                     .arg(s.side(side).commandAP)
                     .arg(esc(text::edgeName(s.side(side).homeEdge)));
    b += list(sides);
    b += QStringLiteral("<h2>Victory</h2>\n");
    QStringList vc;
    for (const VictoryCondition& c : s.victory.conditions) vc << esc(text::victoryCondition(s, c));
    vc << QStringLiteral("Each enemy unit eliminated is worth %1 VP.").arg(s.victory.eliminationVP);
    b += list(vc);
    if (!s.vpMarkers.empty()) {
        QStringList vps;
        for (const VpMarker& m : s.vpMarkers)
            vps << QStringLiteral("%1 at %2: %3 VP, %4")
                       .arg(esc(m.label.empty() ? QStringLiteral("VP marker") : text::q(m.label)), esc(text::hexText(s, m.hex)))
                       .arg(m.value)
                       .arg(m.side ? QStringLiteral("held by %1 at the start").arg(esc(text::q(displayName(*m.side))))
                                   : QStringLiteral("held by no one at the start"));
        b += QStringLiteral("<h3>VP markers</h3>\n") + list(vps) + QStringLiteral("<p>%1</p>\n").arg(esc(text::vpMarkerMode(s.vpMarkerMode)));
    }
    if (!s.specialRules.empty()) {
        QStringList sr;
        for (const std::string& r : s.specialRules) sr << esc(r);
        b += QStringLiteral("<h2>Special rules</h2>\n") + list(sr);
    }
    b += QStringLiteral("<h2>Optional rules</h2>\n");
    if (s.optionalRules.empty()) {
        b += QStringLiteral("<p>None: play by the standard rules.</p>\n");
    } else {
        QStringList opt;
        for (const std::string& r : s.optionalRules) opt << esc(text::optionalRuleName(r));
        b += list(opt);
    }
    b += QStringLiteral("<h2>Order of battle</h2>\n");
    for (Side side : {Side::Union, Side::Confederate}) {
        QStringList units;
        for (const Unit& u : s.units)
            if (u.side == side) units << esc(text::unitLine(s, u));
        b += QStringLiteral("<h3>%1</h3>\n").arg(esc(text::sideName(s, side))) + list(units);
    }
    if (!s.historicalNotes.empty()) b += QStringLiteral("<h2>Historical notes</h2>\n") + paragraphs(s.historicalNotes);
    return page(text::q(s.title), b);
}

QString rulesSummaryHtml(const RuleParameters& params) {
    // The rules in our own words, with the sections of the rulebook (001) and the player
    // aid (000) they rest on; VASSAL enforces none of this.
    QString b = QStringLiteral(
        "<p>VASSAL moves pieces and rolls dice; it knows none of these rules. Both players keep to them, "
        "with the battle's page and setup sheet at hand. Sections refer to the Hold the Line: ACW rulebook.</p>\n");
    b += QStringLiteral("<h2>Turn</h2>\n") +
         list({QStringLiteral("The first side rolls a die for its action points (AP) and adds them to its command AP "
                              "(1-2: +1, 3-4: +2, 5-6: +3), then spends them on actions; victory is checked; then the "
                              "other side does the same. Move the Turn marker after both (5.0, 6.1.1)."),
               QStringLiteral("Each unit acts once per turn (6.1.4). Use the AP track for the AP left.")});
    b += QStringLiteral("<h2>Actions</h2>\n") +
         list({QStringLiteral("Move, 1 AP: infantry and artillery 1 hex, cavalry up to 3, a leader alone up to 3, a "
                              "gunboat any number of river hexes (7.x). Woods, orchard, hill and entrenchment end a move; "
                              "swamp and river cannot be entered except by a bridge (2.2)."),
               QStringLiteral("Force march, 1 AP: infantry 2 hexes when it never starts, passes or ends next to an enemy (7.3)."),
               QStringLiteral("Fire, 1 AP: 3 dice (artillery 4 at 1 hex); each die at or above the hit number removes a "
                              "block; terrain can lower a die (8.1, 2.1.1). Line of sight is blocked by woods, hills, "
                              "towns and units, never between adjacent hexes (8.2)."),
               QStringLiteral("Cavalry move and fire, 2 AP: move first, then fire (6.2.3)."),
               QStringLiteral("Close combat, 2 AP: infantry or cavalry attacks an adjacent hex with 3 dice, hitting on "
                              "4-6 before terrain; then each surviving defender rolls the morale die once per hit (8.3)."),
               QStringLiteral("Rally, 1 AP: a leader rolls the morale die for a unit in his hex; any colour but the "
                              "unit's own gives back one block (9.4).")});
    b += QStringLiteral("<h2>Blocks, morale and retreat</h2>\n") +
         list({QStringLiteral("A unit has one block per strength point; its flag block, last to go, shows its morale "
                              "colour (green, black or gold) to its owner only: VASSAL masks it from the other side "
                              "(3.0.3). Remove a block per hit with the Eliminate command (Ctrl+D)."),
               QStringLiteral("Morale die: %1. A defender whose own (adjusted) colour comes up retreats one hex; a "
                              "leader and some terrain raise the level, capped at gold (8.3.3).")
                   .arg(esc(moraleFacesText(params))),
               QStringLiteral("Retreat toward the home edge or the main friendly group, not next to the attacker when "
                              "avoidable; a unit that cannot retreat is eliminated (8.4, 8.5).")});
    b += QStringLiteral("<h2>Leaders and stacking</h2>\n") +
         list({QStringLiteral("One infantry or cavalry, plus one artillery, per hex; leaders do not count but two may "
                              "not share a hex (4.4). A leader moves free with his unit, lends +1 hex for 1 more AP, and "
                              "may be lost on natural 1s when his hex is hit (4.1, 8.1, 8.3).")});
    b += QStringLiteral("<h2>Victory</h2>\n") +
         list({QStringLiteral("VP come from VP markers and from eliminated enemy units; the battle's page says what "
                              "wins. Keep the score on the VP track (10.0).")});
    b += QStringLiteral("<h2>Dice in this module</h2>\n") +
         list({QStringLiteral("<b>1d6</b>, <b>3d6</b>, <b>4d6</b>: AP rolls, fire and close combat."),
               QStringLiteral("<b>Morale</b>: one morale die, reported as its colour (%1).").arg(esc(moraleFacesText(params)))});
    return page(QStringLiteral("Hold the Line: rules summary"), b);
}

} // namespace muster::vassal
