#include "vassal_encoding.h"

namespace muster::vassal {

namespace {

// A token goes in quotes when it starts with a backslash or is itself quoted, so the
// decoder's unquoting gives it back unchanged (SequenceEncoder.append(String)).
void appendToken(std::string& out, const std::string& s, char delim) {
    if (s.empty()) return;
    const bool quote = s.front() == '\\' || (s.front() == '\'' && s.back() == '\'');
    if (quote) out += '\'';
    for (char c : s) {
        if (c == delim) out += '\\';
        out += c;
    }
    if (quote) out += '\'';
}

std::string unquote(std::string s) {
    if (s.size() > 1 && s.front() == '\'' && s.back() == '\'') return s.substr(1, s.size() - 2);
    return s;
}

int hexValue(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

const char kHex[] = "0123456789abcdef";
constexpr char kCommandSeparator = '\x1b'; // GameModule's COMMAND_SEPARATOR (VK_ESCAPE)

} // namespace

std::string encode(const std::vector<std::string>& tokens, char delim) {
    std::string out;
    for (std::size_t i = 0; i < tokens.size(); ++i) {
        if (i > 0) out += delim;
        appendToken(out, tokens[i], delim);
    }
    return out;
}

// Mirrors SequenceEncoder.Decoder.nextToken, quirks included: a delimiter counts as
// escaped whenever the character before it is a backslash.
std::vector<std::string> decode(std::string_view val, char delim) {
    std::vector<std::string> out;
    std::size_t start = 0;
    const std::size_t stop = val.size();
    bool more = true;
    while (more) {
        if (start == stop) {
            out.emplace_back();
            break;
        }
        std::string buf;
        std::optional<std::string> tok;
        std::size_t i = start;
        bool delimited = false;
        for (; i < stop; ++i) {
            if (val[i] != delim) continue;
            if (i > 0 && val[i - 1] == '\\') {
                buf.append(val.substr(start, i - 1 - start));
                start = i;
            } else {
                if (buf.empty()) tok = std::string(val.substr(start, i - start));
                else buf.append(val.substr(start, i - start));
                start = i + 1;
                delimited = true;
                break;
            }
        }
        if (!delimited) {
            if (start < i) {
                if (buf.empty()) tok = std::string(val.substr(start));
                else buf.append(val.substr(start, stop - start));
            }
            more = false;
        }
        out.push_back(unquote(tok ? *tok : buf));
    }
    return out;
}

std::string pieceType(const std::vector<Trait>& traits) {
    if (traits.empty()) return {};
    std::string t = traits.back().type;
    for (std::size_t i = traits.size() - 1; i-- > 0;) t = encode({traits[i].type, t}, '\t');
    return t;
}

std::string pieceState(const std::vector<Trait>& traits) {
    if (traits.empty()) return {};
    std::string s = traits.back().state;
    for (std::size_t i = traits.size() - 1; i-- > 0;) s = encode({traits[i].state, s}, '\t');
    return s;
}

std::vector<Trait> splitPiece(std::string_view type, std::string_view state) {
    std::vector<Trait> out;
    std::string t(type), s(state);
    for (;;) {
        const std::vector<std::string> tt = decode(t, '\t');
        const std::vector<std::string> ss = decode(s, '\t');
        if (tt.size() < 2) {
            out.push_back({tt.empty() ? std::string() : tt[0], s});
            return out;
        }
        out.push_back({tt[0], ss.empty() ? std::string() : ss[0]});
        t = tt[1];
        s = ss.size() > 1 ? ss[1] : std::string();
    }
}

Trait basicPiece(const std::string& image, const std::string& name, const std::string& map, int x, int y,
                 const std::string& gpid) {
    return {"piece;" + encode({"", "", image, name}, ';'),
            encode({map, std::to_string(x), std::to_string(y), gpid, "0"}, ';')};
}

Trait marker(const std::vector<std::pair<std::string, std::string>>& properties) {
    std::vector<std::string> keys, values;
    for (const auto& [k, v] : properties) {
        keys.push_back(k);
        values.push_back(v);
    }
    return {"mark;" + encode(keys, ','), encode(values, ',')};
}

Trait usePrototype(const std::string& name) { return {"prototype;" + name, ""}; }

Trait deleteTrait(const std::string& command, const std::string& key) {
    return {"delete;" + encode({command, key, ""}, ';'), ""};
}

Trait mask(const std::string& side, const std::string& maskedImage, const std::string& maskedName, bool masked) {
    // Ctrl+H (key code 72, CTRL_DOWN_MASK|CTRL_MASK) hides and shows; 'I' draws the
    // masked view inset on the owner's piece; access: the players of `side` only.
    const std::string type = "obs;" + encode({"72,130", maskedImage, "Hide morale", "I", maskedName,
                                              "sides:" + encode({side}, ':'), "Peek", "Hidden morale",
                                              "true", "", ""},
                                             ';');
    return {type, masked ? encode({side, ""}, ';') : encode({"null", ""}, ';')};
}

std::string addPieceCommand(const std::string& id, const std::string& type, const std::string& state) {
    return "+/" + encode({id, type, state}, '/');
}

std::optional<AddPiece> parseAddPiece(std::string_view command) {
    if (command.substr(0, 2) != "+/") return std::nullopt;
    const std::vector<std::string> t = decode(command.substr(2), '/');
    if (t.size() < 3) return std::nullopt;
    return AddPiece{t[0], t[1], t[2]};
}

std::string savedGame(const std::vector<std::string>& commands) {
    std::vector<std::string> all;
    all.reserve(commands.size() + 2);
    all.emplace_back("begin_save");
    all.insert(all.end(), commands.begin(), commands.end());
    all.emplace_back("end_save");
    return encode(all, kCommandSeparator);
}

std::vector<std::string> savedGameCommands(std::string_view text) { return decode(text, kCommandSeparator); }

std::string obfuscate(std::string_view plain, std::uint8_t key) {
    std::string out = "!VCSK";
    out.reserve(out.size() + 2 + 2 * plain.size());
    auto put = [&](std::uint8_t b) {
        out += kHex[b >> 4];
        out += kHex[b & 0xF];
    };
    put(key);
    for (char c : plain) put(static_cast<std::uint8_t>(static_cast<std::uint8_t>(c) ^ key));
    return out;
}

std::optional<std::string> deobfuscate(std::string_view data) {
    if (data.substr(0, 5) != "!VCSK") return std::string(data);
    data.remove_prefix(5);
    if (data.size() < 2 || data.size() % 2 != 0) return std::nullopt;
    std::string out;
    out.reserve(data.size() / 2);
    int key = -1;
    for (std::size_t i = 0; i < data.size(); i += 2) {
        const int hi = hexValue(data[i]), lo = hexValue(data[i + 1]);
        if (hi < 0 || lo < 0) return std::nullopt;
        const int b = (hi << 4) | lo;
        if (key < 0) key = b;
        else out += static_cast<char>(b ^ key);
    }
    return out;
}

} // namespace muster::vassal
