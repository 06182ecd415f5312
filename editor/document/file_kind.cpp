#include "file_kind.h"

#include "engine/io/game_json.h"

#include <QFile>
#include <QFileInfo>

#include <string_view>

namespace muster {
namespace {

FileFormat sniff(const QByteArray& text) {
    return sniffFormat(std::string_view(text.constData(), static_cast<std::size_t>(text.size())));
}

} // namespace

bool isGameFilePath(const QString& path) {
    const QFileInfo info(path);
    // Only a regular .json file: a pipe or device is left to the scenario reader, which
    // refuses it without blocking.
    if (!path.endsWith(QStringLiteral(".json"), Qt::CaseInsensitive) || !info.isFile()) return false;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return false;
    // Every writer puts "format" first: the engine's sniff (events only, stopping at the key)
    // decides on the first 4 KiB; only a file whose key comes later is read whole.
    const QByteArray head = f.read(4096);
    const FileFormat first = sniff(head);
    if (first != FileFormat::Unknown || f.atEnd()) return first == FileFormat::Game;
    return sniff(head + f.readAll()) == FileFormat::Game;
}

} // namespace muster
