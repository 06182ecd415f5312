#include "share_code.h"

#include "json_text.h"
#include "scenario_json.h"
#include "../systems/battle_file.h"

#include <nlohmann/json.hpp>
#include <zlib.h>

#include <array>
#include <cctype>
#include <charconv>
#include <cstdio>

namespace muster {
namespace {

constexpr std::string_view kPrefix = "MUSTER";

// Deflate's preset dictionary: the keys and values every scenario repeats, minified as the
// data is. Part of code version 1: changing one byte needs a new version.
constexpr std::string_view kDictionary =
    R"({"format":"muster-scenario","formatVersion":1,"ruleset":"hold-the-line-acw","title":"","subtitle":"",)"
    R"("author":"","date":"","briefing":"","historicalNotes":"","board":{"columns":13,"rows":9,)"
    R"("orientation":"pointy","stagger":"even"},"turns":8,"firstSide":"union","sides":{"union":{"name":)"
    R"("Army of the Potomac","commandAP":5,"homeEdge":"north"},"confederate":{"name":"Army of Northern Virginia",)"
    R"("commandAP":4,"homeEdge":"south"}},"terrain":[{"hex":[1,1],"type":"woods"},{"hex":[2,1],"type":"hill"},)"
    R"({"hex":[3,1],"type":"orchard"},{"hex":[4,1],"type":"town"},{"hex":[5,1],"type":"river"},)"
    R"({"hex":[6,1],"type":"bridge"},{"hex":[7,1],"type":"swamp"},{"hex":[8,1],"type":"sunken-road"},)"
    R"({"hex":[9,1],"type":"entrenchment"}],"units":[{"id":"u1","side":"union","type":"infantry","name":"",)"
    R"("hex":[4,5],"sp":4,"morale":"gold"},{"id":"u2","side":"union","type":"cavalry","name":"","hex":[4,5],)"
    R"("sp":2,"morale":"black"},{"id":"u3","side":"union","type":"artillery","name":"","hex":[4,5],"sp":2,)"
    R"("morale":"green"},{"id":"l1","side":"union","type":"leader","name":"","hex":[4,5]},{"id":"c1",)"
    R"("side":"confederate","type":"infantry","name":"","hex":[4,5],"sp":4,"morale":"gold"},{"id":"c2",)"
    R"("side":"confederate","type":"cavalry","sp":2,"morale":"black","arrives":{"turn":3,"hex":[1,9]}},)"
    R"({"id":"c3","side":"confederate","type":"artillery","name":"","hex":[4,5],"sp":2,"morale":"green"},)"
    R"({"id":"l2","side":"confederate","type":"leader","name":"","hex":[4,5]}],"vpMarkers":[{"hex":[7,5],)"
    R"("side":"confederate","value":1,"label":""}],"vpMarkerMode":"removeOnCapture","victory":{"eliminationVP":1,)"
    R"("conditions":[{"kind":"reachVP","side":"union","vp":6},{"kind":"reachVPByTurn"},{"kind":"holdAtEnd",)"
    R"("hexes":[]},{"kind":"mostVPAtEnd"}]},"optionalRules":["11.1","11.2","11.3","11.4"],"specialRules":[]})"
    R"( Brigade Division Corps Battery Cavalry Artillery General)";

constexpr std::string_view kAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

int sextet(char c) {
    if (c >= 'A' && c <= 'Z') return c - 'A';
    if (c >= 'a' && c <= 'z') return c - 'a' + 26;
    if (c >= '0' && c <= '9') return c - '0' + 52;
    if (c == '-') return 62;
    if (c == '_') return 63;
    return -1;
}

std::string base64url(const std::string& bytes) {
    std::string out;
    out.reserve((bytes.size() * 4 + 2) / 3);
    std::size_t i = 0;
    for (; i + 2 < bytes.size(); i += 3) {
        const unsigned v = unsigned(std::uint8_t(bytes[i])) << 16 | unsigned(std::uint8_t(bytes[i + 1])) << 8 |
                           unsigned(std::uint8_t(bytes[i + 2]));
        for (int k = 3; k >= 0; --k) out += kAlphabet[(v >> (6 * k)) & 63];
    }
    const std::size_t rest = bytes.size() - i;
    if (rest) {
        unsigned v = unsigned(std::uint8_t(bytes[i])) << 16;
        if (rest == 2) v |= unsigned(std::uint8_t(bytes[i + 1])) << 8;
        for (std::size_t k = 0; k <= rest; ++k) out += kAlphabet[(v >> (6 * (3 - k))) & 63];
    }
    return out;
}

// Characters already checked against the alphabet.
std::string unbase64url(std::string_view text) {
    if (text.size() % 4 == 1)
        throw ShareCodeError("length", "the share code's data has an impossible length (" + std::to_string(text.size()) +
                                           " characters): part of it is missing or doubled");
    std::string out;
    out.reserve(text.size() * 3 / 4);
    unsigned acc = 0;
    int bits = 0;
    for (char c : text) {
        acc = (acc << 6) | unsigned(sextet(c));
        bits += 6;
        if (bits >= 8) {
            bits -= 8;
            out += char((acc >> bits) & 0xff);
        }
    }
    return out;
}

std::uint32_t crc(std::string_view s) {
    return std::uint32_t(crc32(0L, reinterpret_cast<const Bytef*>(s.data()), uInt(s.size())));
}

std::string hex8(std::uint32_t v) {
    char b[9];
    std::snprintf(b, sizeof b, "%08x", unsigned(v));
    return b;
}

std::string deflateText(const std::string& in) {
    z_stream z{};
    if (deflateInit2(&z, 9, Z_DEFLATED, -15, 9, Z_DEFAULT_STRATEGY) != Z_OK) throw std::runtime_error("deflate init failed");
    deflateSetDictionary(&z, reinterpret_cast<const Bytef*>(kDictionary.data()), uInt(kDictionary.size()));
    std::string out(deflateBound(&z, uLong(in.size())), '\0');
    z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(in.data()));
    z.avail_in = uInt(in.size());
    z.next_out = reinterpret_cast<Bytef*>(out.data());
    z.avail_out = uInt(out.size());
    const int rc = deflate(&z, Z_FINISH);
    out.resize(z.total_out);
    deflateEnd(&z);
    if (rc != Z_STREAM_END) throw std::runtime_error("deflate failed");
    return out;
}

std::string inflateText(const std::string& in) {
    z_stream z{};
    if (inflateInit2(&z, -15) != Z_OK) throw std::runtime_error("inflate init failed");
    inflateSetDictionary(&z, reinterpret_cast<const Bytef*>(kDictionary.data()), uInt(kDictionary.size()));
    z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(in.data()));
    z.avail_in = uInt(in.size());
    std::string out;
    std::array<char, 65536> buf;
    int rc = Z_OK;
    while (rc == Z_OK) {
        z.next_out = reinterpret_cast<Bytef*>(buf.data());
        z.avail_out = uInt(buf.size());
        rc = inflate(&z, Z_NO_FLUSH);
        out.append(buf.data(), buf.size() - z.avail_out);
        if (out.size() > kMaxShareJsonBytes) {
            inflateEnd(&z);
            throw ShareCodeError("data", "the share code unpacks to more than " + std::to_string(kMaxShareJsonBytes >> 20) +
                                             " MiB of JSON; Muster refuses it");
        }
        if (rc == Z_BUF_ERROR && z.avail_in == 0) break;
    }
    const std::string why = z.msg ? z.msg : "";
    inflateEnd(&z);
    if (rc != Z_STREAM_END)
        throw ShareCodeError("data", "the share code's data does not unpack" + (why.empty() ? std::string(" (it ends too soon)") : " (" + why + ")") +
                                         ": it was not made by Muster or was edited");
    return out;
}

// Length of the whitespace at code[i] that forums and chat programs put into text: ASCII
// space and line breaks, no-break spaces (U+00A0, U+202F), the U+2000-U+200A spaces,
// zero-width space, joiners and word joiner (U+200B-U+200D, U+2060), line and paragraph
// separators, U+205F, U+3000, U+1680, the soft hyphen (U+00AD) and the byte order mark
// (U+FEFF). 0 when it is none of them.
std::size_t spaceLength(std::string_view code, std::size_t i) {
    const auto at = [&](std::size_t k) { return i + k < code.size() ? static_cast<unsigned char>(code[i + k]) : 0u; };
    const unsigned c = at(0);
    if (c < 0x80) return std::isspace(static_cast<int>(c)) ? 1 : 0;
    if (c == 0xC2 && (at(1) == 0xA0 || at(1) == 0xAD)) return 2;
    if (c == 0xE1 && at(1) == 0x9A && at(2) == 0x80) return 3;
    if (c == 0xE2 && at(1) == 0x80 && ((at(2) >= 0x80 && at(2) <= 0x8D) || at(2) == 0xA8 || at(2) == 0xA9 || at(2) == 0xAF)) return 3;
    if (c == 0xE2 && at(1) == 0x81 && (at(2) == 0x9F || at(2) == 0xA0)) return 3;
    if (c == 0xE3 && at(1) == 0x80 && at(2) == 0x80) return 3;
    if (c == 0xEF && at(1) == 0xBB && at(2) == 0xBF) return 3;
    return 0;
}

std::string stripSpace(std::string_view code) {
    std::string s;
    s.reserve(code.size());
    for (std::size_t i = 0; i < code.size();) {
        const std::size_t n = spaceLength(code, i);
        if (n) {
            i += n;
        } else {
            s += code[i++];
        }
    }
    return s;
}

// Text from the paste, for a message: at most `maxChars` whole UTF-8 characters (never a cut
// one; a byte that is not UTF-8 shown as \xHH), "..." when there was more.
std::string shown(std::string_view text, std::size_t maxChars) {
    bool cut = false;
    std::string out = io::escapedUtf8(text, maxChars, &cut);
    return cut ? out + "..." : out;
}

// The one character (whole, as UTF-8) at text[i], for a message.
std::string charAt(std::string_view text, std::size_t i) {
    const unsigned char c = static_cast<unsigned char>(text[i]);
    const std::size_t n = c < 0x80 ? 1 : io::utf8SequenceLength(text, i);
    return shown(text.substr(i, n ? n : 1), 1);
}

bool allDigits(std::string_view s) {
    if (s.empty()) return false;
    for (char c : s)
        if (c < '0' || c > '9') return false;
    return true;
}

} // namespace

std::string encodeShareCode(const Scenario& s) { return encodeShareCodeJson(writeScenarioJson(s)); }

std::string encodeShareCodeJson(std::string_view canonicalJson) {
    const std::string minified = nlohmann::ordered_json::parse(canonicalJson).dump();
    const std::string data = base64url(deflateText(minified));
    std::string code = std::string(kPrefix) + std::to_string(kShareCodeVersion) + "." + std::to_string(data.size()) + "." +
                       hex8(crc(data)) + "." + data;
    if (code.size() > kMaxShareCodeChars)
        throw ShareCodeError("size", "the share code would be " + std::to_string(code.size()) + " characters, more than the " +
                                         std::to_string(kMaxShareCodeChars) + " a share code may have; share the file instead");
    return code;
}

namespace {

// The JSON text inside a code, its header, characters and checksum checked.
std::string unpackShareCode(std::string_view codeIn) {
    if (codeIn.size() > kMaxShareCodeStdinBytes)
        throw ShareCodeError("size", "the text is longer than any share code (" + std::to_string(kMaxShareCodeChars) + " characters)");
    const std::string code = stripSpace(codeIn);
    if (code.empty()) throw ShareCodeError("prefix", "the share code is empty");
    if (code.size() > kMaxShareCodeChars)
        throw ShareCodeError("size", "the share code has " + std::to_string(code.size()) + " characters, more than the " +
                                         std::to_string(kMaxShareCodeChars) + " Muster accepts");
    std::string head = code.substr(0, kPrefix.size());
    for (char& c : head) c = char(std::toupper(static_cast<unsigned char>(c)));
    if (head != kPrefix)
        throw ShareCodeError("prefix", "not a Muster share code: it should begin with \"MUSTER1.\" but begins with \"" +
                                           shown(code, 8) + "\"");
    const std::size_t d1 = code.find('.', kPrefix.size());
    const std::string_view version = std::string_view(code).substr(kPrefix.size(), d1 == std::string::npos ? std::string::npos : d1 - kPrefix.size());
    if (!allDigits(version))
        throw ShareCodeError("version", "the share code's version after \"MUSTER\" is not a number");
    if (version != std::to_string(kShareCodeVersion))
        throw ShareCodeError("version", "share code version " + shown(version, 12) + " is not one this Muster reads (version " +
                                            std::to_string(kShareCodeVersion) + "); a newer Muster may have made it");
    const std::size_t d2 = d1 == std::string::npos ? d1 : code.find('.', d1 + 1);
    const std::size_t d3 = d2 == std::string::npos ? d2 : code.find('.', d2 + 1);
    if (d3 == std::string::npos)
        throw ShareCodeError("header", "the share code's header is damaged: expected MUSTER1.LENGTH.CHECKSUM.DATA");
    const std::string lengthText = code.substr(d1 + 1, d2 - d1 - 1);
    const std::string sumText = code.substr(d2 + 1, d3 - d2 - 1);
    std::size_t length = 0;
    const auto r = std::from_chars(lengthText.data(), lengthText.data() + lengthText.size(), length);
    if (!allDigits(lengthText) || r.ec != std::errc())
        throw ShareCodeError("header", "the share code's header is damaged: its length \"" + shown(lengthText, 24) + "\" is not a number");
    if (sumText.size() != 8 || sumText.find_first_not_of("0123456789abcdefABCDEF") != std::string::npos)
        throw ShareCodeError("header", "the share code's header is damaged: its checksum \"" + shown(sumText, 24) + "\" is not 8 hex digits");
    const std::string_view data = std::string_view(code).substr(d3 + 1);
    for (std::size_t i = 0; i < data.size(); ++i)
        if (sextet(data[i]) < 0)
            throw ShareCodeError("character", "character '" + charAt(data, i) + "' at position " + std::to_string(d3 + 2 + i) +
                                                  " of the share code is not part of a share code (only letters, digits, - and _)");
    if (data.size() < length)
        throw ShareCodeError("length", "the share code is cut short: its data has " + std::to_string(data.size()) + " of " +
                                           std::to_string(length) + " characters (was the paste truncated?)");
    if (data.size() > length)
        throw ShareCodeError("length", "the share code's data has " + std::to_string(data.size() - length) +
                                           " characters more than its header says (" + std::to_string(length) + ")");
    std::string sumLower = sumText;
    for (char& c : sumLower) c = char(std::tolower(static_cast<unsigned char>(c)));
    if (hex8(crc(data)) != sumLower)
        throw ShareCodeError("checksum", "the share code is damaged: its data does not match its checksum " + sumText +
                                             " (a character was changed somewhere in the data)");
    return inflateText(unbase64url(data));
}

} // namespace

std::string decodeShareCodeJson(std::string_view code) {
    const std::string json = unpackShareCode(code);
    try {
        AnyScenario any = readAnyScenarioJson(json, "share code");
        return any.other ? any.other->toJson() : writeScenarioJson(any.hex);
    } catch (const ScenarioReadError& e) {
        throw ShareCodeError("scenario", std::string("the share code holds no readable scenario: ") + e.what());
    }
}

Scenario decodeShareCode(std::string_view code) {
    const std::string json = unpackShareCode(code);
    try {
        return readScenarioJson(json, "share code");
    } catch (const ScenarioReadError& e) {
        throw ShareCodeError("scenario", std::string("the share code holds no readable scenario: ") + e.what());
    }
}

bool looksLikeShareCode(std::string_view text) {
    std::size_t i = 0;
    for (std::size_t n; i < text.size() && (n = spaceLength(text, i)) != 0;) i += n;
    if (text.size() - i < kPrefix.size() + 1) return false;
    for (std::size_t k = 0; k < kPrefix.size(); ++k)
        if (std::toupper(static_cast<unsigned char>(text[i + k])) != kPrefix[k]) return false;
    return std::isdigit(static_cast<unsigned char>(text[i + kPrefix.size()])) != 0;
}

} // namespace muster
