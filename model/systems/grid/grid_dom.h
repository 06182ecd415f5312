#pragma once
// Internal to the grid reader: a JSON tree built by the strict streaming parser
// (model/io/json_stream), refusing a key given twice and any number that is not an
// integer, with the JSON path in each message.
#include <nlohmann/json.hpp>

#include <string>
#include <string_view>

namespace muster::grid {

nlohmann::json parseStrictJson(std::string_view text, const std::string& file);

} // namespace muster::grid
