#pragma once
// What a .json file is before it is read: a game (`muster-game`) or anything else (read as
// a scenario, whose reader names what is wrong). Opening a file then parses it once, with
// the reader for its kind: the sniff reads the first few kilobytes, where every writer
// puts "format", and scans further (events only, no document tree) only for a file whose
// first key is another.
#include <QString>

namespace muster {

bool isGameFilePath(const QString& path);

} // namespace muster
