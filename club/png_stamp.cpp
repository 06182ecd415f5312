#include "png_stamp.h"

#include "model/io/bounded_read.h"

#include <zlib.h>

#include <cstdint>

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

std::string pngStamp(const std::string& path, std::size_t maxBytes) {
    std::string png;
    try {
        png = readRegularFile(path, maxBytes, false);
    } catch (const BoundedReadError&) {
        return {};
    }
    if (png.size() < 33 + 8 || png.compare(0, 8, kSignature, 8) != 0) return {};
    const std::uint32_t len = be32(png.data() + 33);
    if (png.compare(37, 4, "tEXt") != 0 || len > 200 || png.size() < 41 + std::size_t(len)) return {};
    const std::string data = png.substr(41, len);
    if (data.compare(0, kKey.size() + 1, std::string(kKey) + '\0') != 0) return {};
    return data.substr(kKey.size() + 1);
}

} // namespace muster
