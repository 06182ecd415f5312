#include "strict_json.h"
#include "../io/json_stream.h"

#include <algorithm>
#include <climits>
#include <vector>

namespace muster::systems {
namespace {

using nlohmann::json;

class DomBuilder final : public io::JsonHandler {
public:
    explicit DomBuilder(const std::string& file) : file_(file) {}
    json root;

    void null() override { put(json(nullptr)); }
    void boolean(bool v) override { put(json(v)); }
    void integer(long long v, bool fits, std::string_view text) override {
        if (!fits) fail(path(), "integer " + shortText(text) + " is out of range");
        put(json(v));
    }
    void fraction(std::string_view text) override {
        fail(path(), "expected an integer, got " + shortText(text) + " (the format has no fractions)");
    }
    void string(std::string&& v) override { put(json(std::move(v))); }
    void key(std::string_view k) override {
        Frame& f = stack_.back();
        f.key = std::string(k);
        if (f.node->contains(k)) fail(path(), "key appears twice in the same object");
    }
    void startObject() override { open(put(json::object()), false); }
    void startArray() override { open(put(json::array()), true); }
    void endObject() override { stack_.pop_back(); }
    void endArray() override { stack_.pop_back(); }
    [[noreturn]] void syntaxError(std::size_t line, std::size_t column, std::size_t byte,
                                  const std::string& reason) override {
        fail("", "invalid JSON at line " + std::to_string(line) + ", column " + std::to_string(column) + " (byte " +
                     std::to_string(byte) + "): " + reason);
    }

private:
    // Only the innermost open container grows, so pointers to the open ones stay valid.
    struct Frame {
        json* node;
        bool array;
        std::string key;
    };

    json& put(json v) {
        if (stack_.empty()) return root = std::move(v);
        Frame& f = stack_.back();
        if (f.array) {
            f.node->push_back(std::move(v));
            return f.node->back();
        }
        return (*f.node)[f.key] = std::move(v);
    }
    void open(json& node, bool array) { stack_.push_back({&node, array, {}}); }
    std::string path() const {
        std::string p;
        for (std::size_t i = 0; i < stack_.size(); ++i) {
            const Frame& f = stack_[i];
            // The innermost array's element is not stored yet; outer ones hold their open child.
            const std::size_t n = f.node->size();
            if (f.array) p += "[" + std::to_string(i + 1 == stack_.size() ? n : (n == 0 ? 0 : n - 1)) + "]";
            else if (!f.key.empty()) p += (p.empty() ? "" : ".") + f.key;
        }
        return p;
    }
    static std::string shortText(std::string_view t) {
        return t.size() <= 24 ? std::string(t) : std::string(t.substr(0, 20)) + "...";
    }
    [[noreturn]] void fail(const std::string& p, const std::string& why) const {
        throw ScenarioReadError(file_, p, why);
    }

    const std::string& file_;
    std::vector<Frame> stack_;
};

} // namespace

nlohmann::json parseStrictJson(std::string_view text, const std::string& file) {
    DomBuilder b(file);
    io::parseJson(text, b, 16);
    return std::move(b.root);
}

nlohmann::json parseBattleRoot(std::string_view text, const std::string& file) {
    const ReadLimits limits;
    if (text.size() > limits.maxFileBytes)
        throw ScenarioReadError(file, "", "file is larger than the reader's limit of " +
                                              std::to_string(limits.maxFileBytes / (1024 * 1024)) + " MiB");
    json root = parseStrictJson(text, file);
    if (!root.is_object()) throw ScenarioReadError(file, "", "the top level of a scenario file must be a JSON object");
    return root;
}

void StrictReader::fail(const std::string& path, const std::string& why) const {
    throw ScenarioReadError(file_, path, why);
}

void StrictReader::keys(const json& j, const std::string& path, const KeySet& k) const {
    if (!j.is_object()) fail(path, "expected an object");
    for (const auto& [key, value] : j.items()) {
        const std::string p = path.empty() ? key : path + "." + key;
        if (std::find(k.allowed.begin(), k.allowed.end(), key) != k.allowed.end()) continue;
        if (const auto it = k.notHere.find(key); it != k.notHere.end())
            fail(p, std::string(battle_) + " has no such key: " + std::string(it->second));
        std::string list;
        for (auto a : k.allowed) list += (list.empty() ? "" : ", ") + std::string(a);
        fail(p, "unknown key (allowed here: " + list + ")");
    }
    for (auto r : k.required)
        if (!j.contains(r)) fail(path.empty() ? std::string(r) : path + "." + std::string(r), "required key is missing");
}

std::string StrictReader::str(const json& j, const std::string& path) const {
    if (!j.is_string()) fail(path, "expected a string");
    if (j.get_ref<const std::string&>().size() > limits_.maxStringBytes) fail(path, "string longer than the reader's limit");
    return j.get<std::string>();
}

int StrictReader::integer(const json& j, const std::string& path) const {
    if (!j.is_number_integer()) fail(path, "expected an integer");
    const long long v = j.get<long long>();
    if (v < INT_MIN || v > INT_MAX) fail(path, "integer " + std::to_string(v) + " is out of range");
    return static_cast<int>(v);
}

const json& StrictReader::list(const json& j, const std::string& path, std::size_t limit) const {
    if (!j.is_array()) fail(path, "expected an array");
    if (j.size() > limit) fail(path, "more than " + std::to_string(limit) + " entries (the reader's limit)");
    return j;
}

std::vector<std::string> StrictReader::strings(const json& j, const std::string& path) const {
    std::vector<std::string> out;
    const json& a = list(j, path, limits_.maxUnits);
    for (std::size_t i = 0; i < a.size(); ++i) out.push_back(str(a[i], at(path, i)));
    return out;
}

Side StrictReader::side(const json& j, const std::string& path) const {
    const auto s = sideFromString(str(j, path));
    if (!s) fail(path, "unknown side (expected union or confederate)");
    return *s;
}

void StrictReader::header(const json& root, std::string_view ruleset) const {
    if (str(root["format"], "format") != "muster-scenario") fail("format", "not a Muster scenario: expected \"muster-scenario\"");
    if (integer(root["formatVersion"], "formatVersion") != 1) fail("formatVersion", "this Muster reads format version 1 only");
    if (str(root["ruleset"], "ruleset") != ruleset)
        fail("ruleset", "expected \"" + std::string(ruleset) + "\" for " + std::string(battle_));
}

} // namespace muster::systems
