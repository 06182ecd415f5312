#include "png_stamp.h"

#include "sha256.h"

#include "model/io/bounded_read.h"

#include <zlib.h>

#include <cstdint>

namespace muster {
namespace {

constexpr char kSignature[] = "\x89PNG\r\n\x1a\n";
constexpr std::string_view kKey = "Muster-Checksum";
constexpr std::string_view kPicture = " picture:";

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
    std::string body = "tEXt" + std::string(kKey) + '\0' + checksum + std::string(kPicture) + sha256Checksum(png);
    std::string chunk;
    putBe32(chunk, std::uint32_t(body.size() - 4));
    chunk += body;
    putBe32(chunk, std::uint32_t(crc32(0L, reinterpret_cast<const Bytef*>(body.data()), uInt(body.size()))));
    return png.substr(0, 33) + chunk + png.substr(33);
}

std::string pngStampOf(const std::string& png) {
    if (png.size() < 33 + 12 || png.compare(0, 8, kSignature, 8) != 0 || png.compare(12, 4, "IHDR") != 0) return {};
    // The header's size, before anything is decoded: a 65535x65535 header is not a thumbnail.
    const std::uint32_t width = be32(png.data() + 16), height = be32(png.data() + 20);
    if (width == 0 || height == 0 || width > kMaxThumbnailSide || height > kMaxThumbnailSide) return {};
    const std::uint32_t len = be32(png.data() + 33);
    if (png.compare(37, 4, "tEXt") != 0 || len > 300 || png.size() < 45 + std::size_t(len)) return {};
    const std::string data = png.substr(41, len);
    if (data.compare(0, kKey.size() + 1, std::string(kKey) + '\0') != 0) return {};
    const std::string value = data.substr(kKey.size() + 1);
    const std::size_t at = value.find(kPicture);
    if (at == std::string::npos) return {};
    // The picture without its stamp must be the very bytes that were stamped.
    const std::string picture = png.substr(0, 33) + png.substr(45 + len);
    if (value.substr(at + kPicture.size()) != sha256Checksum(picture)) return {};
    return value.substr(0, at);
}

std::string pngStamp(const std::string& path, std::size_t maxBytes) {
    try {
        return pngStampOf(readRegularFile(path, maxBytes, false));
    } catch (const BoundedReadError&) {
        return {};
    }
}

} // namespace muster
