#pragma once
// A thumbnail remembers what it shows: a PNG text chunk ("Muster-Checksum") holding the
// battle's checksum and the checksum of the picture's own bytes, so indexing again repaints
// only the thumbnails of changed battles, and another battle's picture with a copied stamp
// (or any edit of the image) no longer passes as this battle's.
#include <cstddef>
#include <string>

namespace muster {

// The largest width and height a thumbnail's PNG header may state (they are 160x120):
// checked before anything decodes the picture.
inline constexpr unsigned kMaxThumbnailSide = 1024;

// The PNG with a tEXt chunk right after its header holding `checksum` and the SHA-256 of
// `png`; unchanged when the bytes are not a PNG.
std::string stampPng(const std::string& png, const std::string& checksum);
// The battle checksum a stamped PNG holds; empty when there is none, when the picture's
// bytes are not the ones stamped, when its header states a side past kMaxThumbnailSide, or
// when it is not a regular file of at most maxBytes (a FIFO is never opened for reading).
std::string pngStampOf(const std::string& png);
std::string pngStamp(const std::string& path, std::size_t maxBytes);

} // namespace muster
