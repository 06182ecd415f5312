#include "grid_dom.h"
#include "../../io/json_stream.h"
#include "../../io/scenario_json.h"

#include <vector>

namespace muster::grid {
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

} // namespace muster::grid
