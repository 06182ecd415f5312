// Zip archives for VASSAL modules and saved games, in memory, through libzip.
#include "exporters.h"
#include "vassal_module.h"

#include <zip.h>

#include <ctime>
#include <memory>

namespace muster {

namespace {

std::string zipMessage(zip_error_t* e) {
    const std::string m = zip_error_strerror(e);
    zip_error_fini(e);
    return m;
}

// Every entry's time: the same battle and options give the same module bytes on any day.
// A local time, so the zip's DOS time reads 2000-01-01 00:00 in every time zone.
time_t fixedEntryTime() {
    std::tm t{};
    t.tm_year = 100;
    t.tm_mday = 1;
    t.tm_isdst = -1;
    return std::mktime(&t);
}

bool precompressed(const std::string& path) {
    return path.size() > 4 && (path.compare(path.size() - 4, 4, ".png") == 0 || path.compare(path.size() - 4, 4, ".pdf") == 0 ||
                               path.compare(path.size() - 5, 5, ".vsav") == 0);
}

} // namespace

QByteArray zipEntries(const std::vector<ModuleEntry>& entries) {
    zip_error_t err;
    zip_error_init(&err);
    zip_source_t* src = zip_source_buffer_create(nullptr, 0, 0, &err);
    if (!src) throw ExportError("cannot start a zip archive: " + zipMessage(&err));
    zip_t* za = zip_open_from_source(src, ZIP_TRUNCATE, &err);
    if (!za) {
        zip_source_free(src);
        throw ExportError("cannot start a zip archive: " + zipMessage(&err));
    }
    zip_source_keep(src); // read back after zip_close
    auto fail = [&](const std::string& what) {
        const std::string m = what + ": " + zip_strerror(za);
        zip_discard(za);
        zip_source_free(src);
        throw ExportError(m);
    };
    for (const ModuleEntry& e : entries) {
        zip_source_t* s = zip_source_buffer(za, e.data.constData(), static_cast<zip_uint64_t>(e.data.size()), 0);
        if (!s) fail("cannot add " + e.path);
        const zip_int64_t idx = zip_file_add(za, e.path.c_str(), s, ZIP_FL_ENC_UTF_8 | ZIP_FL_OVERWRITE);
        if (idx < 0) {
            zip_source_free(s);
            fail("cannot add " + e.path);
        }
        if (zip_set_file_compression(za, static_cast<zip_uint64_t>(idx), precompressed(e.path) ? ZIP_CM_STORE : ZIP_CM_DEFLATE, 0) != 0)
            fail("cannot compress " + e.path);
        if (zip_file_set_mtime(za, static_cast<zip_uint64_t>(idx), fixedEntryTime(), 0) != 0) fail("cannot date " + e.path);
    }
    if (zip_close(za) != 0) fail("cannot finish the zip archive");
    QByteArray out;
    if (zip_source_open(src) != 0 || zip_source_seek(src, 0, SEEK_END) != 0) {
        zip_source_free(src);
        throw ExportError("cannot read the zip archive back");
    }
    const zip_int64_t size = zip_source_tell(src);
    zip_source_seek(src, 0, SEEK_SET);
    out.resize(static_cast<qsizetype>(size));
    const zip_int64_t got = zip_source_read(src, out.data(), static_cast<zip_uint64_t>(size));
    zip_source_close(src);
    zip_source_free(src);
    if (got != size) throw ExportError("cannot read the zip archive back");
    return out;
}

std::vector<ModuleEntry> unzipEntries(const QByteArray& zip) {
    zip_error_t err;
    zip_error_init(&err);
    zip_source_t* src = zip_source_buffer_create(zip.constData(), static_cast<zip_uint64_t>(zip.size()), 0, &err);
    if (!src) throw ExportError("cannot read the zip archive: " + zipMessage(&err));
    zip_t* za = zip_open_from_source(src, ZIP_RDONLY, &err);
    if (!za) {
        zip_source_free(src);
        throw ExportError("not a zip archive: " + zipMessage(&err));
    }
    std::vector<ModuleEntry> out;
    const zip_int64_t n = zip_get_num_entries(za, 0);
    for (zip_int64_t i = 0; i < n; ++i) {
        zip_stat_t st;
        zip_stat_init(&st);
        if (zip_stat_index(za, static_cast<zip_uint64_t>(i), 0, &st) != 0) continue;
        ModuleEntry e{st.name ? st.name : "", {}};
        e.data.resize(static_cast<qsizetype>(st.size));
        zip_file_t* f = zip_fopen_index(za, static_cast<zip_uint64_t>(i), 0);
        const bool ok = f && zip_fread(f, e.data.data(), st.size) == static_cast<zip_int64_t>(st.size);
        if (f) zip_fclose(f);
        if (!ok) {
            const std::string m = "cannot read " + e.path + " from the zip archive";
            zip_discard(za);
            throw ExportError(m);
        }
        out.push_back(std::move(e));
    }
    zip_discard(za);
    return out;
}

} // namespace muster
