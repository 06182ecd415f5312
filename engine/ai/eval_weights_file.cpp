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
    if (j.value("featureSet", std::string()) != kFeatureSetId)
        return fail(name, "feature set \"" + j.value("featureSet", std::string()) + "\", this Muster computes \"" +
                              kFeatureSetId + "\" (retrain with train_eval)");
    const auto& names = j.contains("features") ? j["features"] : nlohmann::json();
    const auto& ws = j.contains("weights") ? j["weights"] : nlohmann::json();
    if (!names.is_array() || !ws.is_array() || names.size() != kFeatureCount || ws.size() != kFeatureCount)
        return fail(name, "features and weights must be arrays of " + std::to_string(kFeatureCount) + " entries");
    LearnedWeights w;
    // Absent in the first files, which all held a value.
    if (j.contains("model") && !j["model"].is_string()) return fail(name, "model must be a string");
    const std::string model = j.contains("model") && j["model"].is_string() ? j["model"].get<std::string>() : "value";
    if (model == modelName(EvalModel::Value)) w.model = EvalModel::Value;
    else if (model == modelName(EvalModel::GreedyCorrection)) w.model = EvalModel::GreedyCorrection;
    else
        return fail(name, "model \"" + model + "\", this Muster knows \"value\" and \"greedy-correction\"");
    for (std::size_t i = 0; i < kFeatureCount; ++i) {
        if (!names[i].is_string() || names[i].get<std::string>() != featureNames()[i])
            return fail(name, "features[" + std::to_string(i) + "] is " + names[i].dump() + ", expected \"" +
                                  featureNames()[i] + "\"");
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
                      std::to_string(kWeightsFormatVersion) + ",\n  \"featureSet\": \"" + kFeatureSetId +
                      "\",\n  \"model\": \"" + modelName(w.model) + "\",\n  \"training\": " + training.dump() + ",\n  \"features\": [";
    for (std::size_t i = 0; i < kFeatureCount; ++i) out += (i ? ", \"" : "\"") + std::string(featureNames()[i]) + "\"";
    out += "],\n  \"weights\": [";
    char buf[40];
    for (std::size_t i = 0; i < kFeatureCount; ++i) {
        std::snprintf(buf, sizeof buf, "%.17g", w.w[i]);
        out += (i ? ", " : "") + std::string(buf);
    }
    return out + "]\n}\n";
}

} // namespace muster::ai
