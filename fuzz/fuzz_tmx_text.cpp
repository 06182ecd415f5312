// libFuzzer target for the TMX exporter's text path: hostile strings in every
// text field the map carries (title, subtitle, author, date, briefing, ruleset, unit names
// and ids, VP marker labels) must give a document that parses as XML, refuses no field,
// and carries the text back as text::q made it. Input starting with '{' is read as a
// scenario file instead. Needs Qt Core only; built by fuzz/run.sh (clang).
#include "editor/render/scenario_text.h"
#include "editor/render/tmx_document.h"
#include "model/io/scenario_json.h"

#include <QBuffer>
#include <QXmlStreamReader>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

using namespace muster;

namespace {

[[noreturn]] void fail(const char* what, const QString& detail) {
    std::fprintf(stderr, "fuzz_tmx_text: %s: %s\n", what, detail.toUtf8().constData());
    std::abort();
}

// The bytes cut at 0x1E (record separator) into the fields; missing fields stay empty.
Scenario fromFields(std::string_view data) {
    std::vector<std::string> f;
    std::size_t at = 0;
    while (at <= data.size()) {
        const std::size_t end = std::min(data.find('\x1e', at), data.size());
        f.emplace_back(data.substr(at, end - at));
        at = end + 1;
    }
    f.resize(std::max<std::size_t>(f.size(), 10));
    Scenario s;
    s.board = BoardGeometry{4, 3, (f.size() % 2) ? Orientation::Flat : Orientation::Pointy, Stagger::Even};
    s.title = f[0], s.subtitle = f[1], s.author = f[2], s.date = f[3], s.briefing = f[4], s.ruleset = f[5];
    s.units.push_back(Unit{f[6], Side::Union, UnitType::Infantry, f[7], Offset{1, 1}, 3, Morale::Gold, {}});
    s.units.push_back(Unit{f[8], Side::Confederate, UnitType::Leader, f[9], std::nullopt, std::nullopt, std::nullopt,
                           Arrival{2, Offset{4, 3}}});
    for (std::size_t i = 10; i < f.size() && i < 40; ++i) s.vpMarkers.push_back(VpMarker{Offset{2, 2}, std::nullopt, 1, f[i]});
    return s;
}

// Every attribute value named `name` of an element named `element`, in document order.
void check(const Scenario& s) {
    QByteArray xml;
    QBuffer buf(&xml);
    buf.open(QIODevice::WriteOnly);
    const QString refused = tmx::writeTmxDocument(s, buf, QStringLiteral("t.png"), QStringLiteral("p.png"));
    if (!refused.isEmpty()) fail("a field was refused", refused);
    QXmlStreamReader r(xml);
    QStringList props, names;
    while (!r.atEnd()) {
        r.readNext();
        if (!r.isStartElement()) continue;
        const auto a = r.attributes();
        if (r.name() == QLatin1String("property")) props << a.value(QLatin1String("name")).toString() + QLatin1Char('=') + a.value(QLatin1String("value")).toString();
        if (r.name() == QLatin1String("object")) names << a.value(QLatin1String("name")).toString();
    }
    if (r.hasError()) fail("the TMX does not parse", r.errorString() + QStringLiteral(" at line %1").arg(r.lineNumber()));
    // The map's properties come first, in this order, each as text::q made it.
    const std::vector<std::pair<const char*, const std::string*>> fields{
        {"title", &s.title}, {"subtitle", &s.subtitle}, {"author", &s.author},
        {"date", &s.date},   {"briefing", &s.briefing}, {"ruleset", &s.ruleset}};
    for (const auto& [name, value] : fields) {
        const QString want = QString::fromLatin1(name) + QLatin1Char('=') + text::q(*value);
        if (!props.contains(want)) fail("a property did not come back", want.left(200));
    }
    QStringList wantNames;
    for (const Unit& u : s.units)
        if (u.hex) wantNames << text::q(u.name);
    for (const VpMarker& m : s.vpMarkers) wantNames << text::q(m.label);
    for (const Unit& u : s.units)
        if (!u.hex && u.arrives) wantNames << text::q(u.name);
    if (names != wantNames) fail("object names did not come back", names.join(QLatin1Char('|')).left(200));
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view bytes(reinterpret_cast<const char*>(data), size);
    if (!bytes.empty() && bytes.front() == '{') {
        ReadLimits limits;
        limits.maxUnits = 200;
        limits.maxTerrainEntries = 2000;
        try {
            const Scenario s = readScenarioJson(bytes, "fuzz", limits);
            if (s.board.sizeValid() && static_cast<long long>(s.board.columns) * s.board.rows <= 40000) check(s);
        } catch (const ScenarioReadError&) {
        }
        return 0;
    }
    check(fromFields(bytes));
    return 0;
}
