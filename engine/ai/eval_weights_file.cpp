#include "engine/ai/eval_weights_file.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <cstdio>
#include <fstream>
#include <sstream>

namespace muster::ai {

// Generated at build time from engine/ai/data/learned_eval.json (embed_weights.cmake).
const char* embeddedWeightsText();

namespace {

WeightsLoad fail(const std::string& name, const std::string& why) { return {std::nullopt, name + ": " + why}; }

// The checks after parsing; nlohmann's type errors are caught by the caller.
WeightsLoad readWeights(nlohmann::json& j, const std::string& name) {
    if (!j.is_object()) return fail(name, "not a weights file (expected a JSON object)");
    if (j.value("format", std::string()) != kWeightsFormat)
        return fail(name, std::string("not a weights file (format must be \"") + kWeightsFormat + "\")");
    if (!j.contains("formatVersion") || !j["formatVersion"].is_number_integer() ||
        j["formatVersion"].get<int>() != kWeightsFormatVersion)
        return fail(name, "formatVersion " + (j.contains("formatVersion") ? j["formatVersion"].dump() : std::string("missing")) +
                              ", this Muster reads version " + std::to_string(kWeightsFormatVersion));
    // Absent in the first files, which all held a value.
    if (j.contains("model") && !j["model"].is_string()) return fail(name, "model must be a string");
    const std::string model = j.contains("model") && j["model"].is_string() ? j["model"].get<std::string>() : "value";
    LearnedWeights w;
    bool known = false;
    for (EvalModel m : {EvalModel::Value, EvalModel::GreedyCorrection, EvalModel::ActionCorrection})
        if (model == modelName(m)) w = zeroWeights(m), known = true;
    if (!known)
        return fail(name, "model \"" + model +
                              "\", this Muster knows \"value\", \"greedy-correction\" and \"action-correction\"");
    const std::string set = featureSetId(w.model);
    if (j.value("featureSet", std::string()) != set)
        return fail(name, "feature set \"" + j.value("featureSet", std::string()) + "\", this Muster computes \"" + set +
                              "\" for model \"" + model + "\" (retrain with train_eval)");
    const std::size_t count = featureCount(w.model);
    const auto& names = j.contains("features") ? j["features"] : nlohmann::json();
    const auto& ws = j.contains("weights") ? j["weights"] : nlohmann::json();
    if (!names.is_array() || !ws.is_array() || names.size() != count || ws.size() != count)
        return fail(name, "features and weights must be arrays of " + std::to_string(count) + " entries for model \"" +
                              model + "\"");
    for (std::size_t i = 0; i < count; ++i) {
        if (!names[i].is_string() || names[i].get<std::string>() != featureName(w.model, i))
            return fail(name, "features[" + std::to_string(i) + "] is " + names[i].dump() + ", expected \"" +
                                  featureName(w.model, i) + "\"");
        if (!ws[i].is_number() || !std::isfinite(ws[i].get<double>()))
            return fail(name, "weights[" + std::to_string(i) + "] is not a finite number");
        w.w[i] = ws[i].get<double>();
    }
    return {w, {}};
}

} // namespace

WeightsLoad parseWeights(const std::string& text, const std::string& name) {
    nlohmann::json j;
    try {
        j = nlohmann::json::parse(text);
    } catch (const nlohmann::json::exception& e) {
        return fail(name, std::string("not valid JSON (") + e.what() + ")");
    }
    try {
        return readWeights(j, name);
    } catch (const nlohmann::json::exception& e) {
        return fail(name, std::string("not a weights file (") + e.what() + ")");
    }
}

WeightsLoad loadWeightsFile(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return fail(path, "cannot be read (missing?)");
    std::ostringstream text;
    text << in.rdbuf();
    return parseWeights(text.str(), path);
}

const WeightsLoad& shippedWeights() {
    static const WeightsLoad w = parseWeights(embeddedWeightsText(), kShippedWeightsName);
    return w;
}

std::string writeWeights(const LearnedWeights& w, const nlohmann::json& training) {
    // Written by hand so the numbers keep 17 digits whatever the JSON library prints.
    std::string out = "{\n  \"format\": \"" + std::string(kWeightsFormat) + "\",\n  \"formatVersion\": " +
                      std::to_string(kWeightsFormatVersion) + ",\n  \"featureSet\": \"" + featureSetId(w.model) +
                      "\",\n  \"model\": \"" + modelName(w.model) + "\",\n  \"training\": " + training.dump() + ",\n  \"features\": [";
    const std::size_t count = featureCount(w.model);
    for (std::size_t i = 0; i < count; ++i) out += (i ? ", \"" : "\"") + std::string(featureName(w.model, i)) + "\"";
    out += "],\n  \"weights\": [";
    char buf[40];
    for (std::size_t i = 0; i < count && i < w.w.size(); ++i) {
        std::snprintf(buf, sizeof buf, "%.17g", w.w[i]);
        out += (i ? ", " : "") + std::string(buf);
    }
    return out + "]\n}\n";
}

} // namespace muster::ai
