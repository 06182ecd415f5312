#include "png_stamp.h"

#include <zlib.h>

#include <cstdint>
#include <fstream>

namespace muster {
namespace {

constexpr char kSignature[] = "\x89PNG\r\n\x1a\n";
constexpr std::string_view kKey = "Muster-Checksum";

std::uint32_t be32(const char* p) {
    return std::uint32_t(std::uint8_t(p[0])) << 24 | std::uint32_t(std::uint8_t(p[1])) << 16 |
           std::uint32_t(std::uint8_t(p[2])) << 8 | std::uint32_t(std::uint8_t(p[3]));
}

void putBe32(std::string& out, std::uint32_t v) {
    for (int s = 24; s >= 0; s -= 8) out += char((v >> s) & 0xff);
}

} // namespace

std::string stampPng(const std::string& png, const std::string& checksum) {
    // Signature (8) + IHDR chunk (4 length + 4 type + 13 data + 4 CRC).
    if (png.size() < 33 || png.compare(0, 8, kSignature, 8) != 0 || png.compare(12, 4, "IHDR") != 0) return png;
    std::string body = "tEXt" + std::string(kKey) + '\0' + checksum;
    std::string chunk;
    putBe32(chunk, std::uint32_t(body.size() - 4));
    chunk += body;
    putBe32(chunk, std::uint32_t(crc32(0L, reinterpret_cast<const Bytef*>(body.data()), uInt(body.size()))));
    return png.substr(0, 33) + chunk + png.substr(33);
}

std::string pngStamp(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    char head[33 + 8];
    if (!in.read(head, sizeof head) || std::string_view(head, 8) != std::string_view(kSignature, 8)) return {};
    const std::uint32_t len = be32(head + 33);
    if (std::string_view(head + 37, 4) != "tEXt" || len > 200) return {};
    std::string data(len, '\0');
    if (!in.read(data.data(), len)) return {};
    if (data.compare(0, kKey.size() + 1, std::string(kKey) + '\0') != 0) return {};
    return data.substr(kKey.size() + 1);
}

} // namespace muster
