#pragma once
// A thumbnail remembers the battle it shows: the battle's checksum in a PNG text chunk
// ("Muster-Checksum"), so indexing again repaints only the thumbnails of changed battles.
#include <cstddef>
#include <string>

namespace muster {

// The PNG with a tEXt chunk holding `checksum` right after its header; unchanged when the
// bytes are not a PNG.
std::string stampPng(const std::string& png, const std::string& checksum);
// The checksum a stamped PNG file holds; empty when none, or when it is not a regular file
// of at most maxBytes (a FIFO there is never opened for reading, so it cannot hang us).
std::string pngStamp(const std::string& path, std::size_t maxBytes);

} // namespace muster
