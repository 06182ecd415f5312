// The library schema and its migrations. Version 1 had no notes, tags or trash; version 2
// added them; version 3 added revision checksums; version 4 added saved games; version 5 battles of the other rule systems. Each step runs inside the opening transaction and bumps user_version.
#include "library_impl.h"

#include <string>

namespace muster {
namespace {

// Version 1, kept verbatim: a fresh library is built as v1 and then migrated, so the
// migration path is exercised every time a library is created.
constexpr const char* kSchemaV1 = R"SQL(
CREATE TABLE scenarios (
  id INTEGER PRIMARY KEY,
  current_revision INTEGER REFERENCES revisions(id) DEFERRABLE INITIALLY DEFERRED,
  created TEXT NOT NULL
);
CREATE TABLE revisions (
  id INTEGER PRIMARY KEY,
  scenario_id INTEGER NOT NULL REFERENCES scenarios(id) ON DELETE CASCADE,
  number INTEGER NOT NULL,
  saved_at TEXT NOT NULL,
  ruleset TEXT NOT NULL,
  title TEXT NOT NULL,
  subtitle TEXT NOT NULL,
  author TEXT NOT NULL,
  date TEXT NOT NULL,
  briefing TEXT NOT NULL,
  historical_notes TEXT NOT NULL,
  columns INTEGER NOT NULL,
  rows INTEGER NOT NULL,
  orientation TEXT NOT NULL,
  stagger TEXT NOT NULL,
  turns INTEGER NOT NULL,
  first_side TEXT NOT NULL,
  vp_marker_mode TEXT NOT NULL,
  elimination_vp INTEGER NOT NULL,
  terrain_count INTEGER NOT NULL,
  terrain BLOB NOT NULL,
  unit_count INTEGER NOT NULL,
  UNIQUE (scenario_id, number)
);
CREATE TABLE sides (
  revision_id INTEGER NOT NULL REFERENCES revisions(id) ON DELETE CASCADE,
  side TEXT NOT NULL CHECK (side IN ('union', 'confederate')),
  name TEXT NOT NULL,
  command_ap INTEGER NOT NULL,
  home_edge TEXT NOT NULL,
  PRIMARY KEY (revision_id, side)
) WITHOUT ROWID;
CREATE TABLE units (
  revision_id INTEGER NOT NULL REFERENCES revisions(id) ON DELETE CASCADE,
  seq INTEGER NOT NULL,
  uid TEXT NOT NULL,
  side TEXT NOT NULL,
  type TEXT NOT NULL,
  name TEXT NOT NULL,
  col INTEGER, row INTEGER,
  sp INTEGER,
  morale TEXT,
  arrive_turn INTEGER, arrive_col INTEGER, arrive_row INTEGER,
  PRIMARY KEY (revision_id, seq)
) WITHOUT ROWID;
CREATE TABLE vp_markers (
  revision_id INTEGER NOT NULL REFERENCES revisions(id) ON DELETE CASCADE,
  seq INTEGER NOT NULL,
  col INTEGER NOT NULL, row INTEGER NOT NULL,
  side TEXT,
  value INTEGER NOT NULL,
  label TEXT NOT NULL,
  PRIMARY KEY (revision_id, seq)
) WITHOUT ROWID;
CREATE TABLE victory_conditions (
  revision_id INTEGER NOT NULL REFERENCES revisions(id) ON DELETE CASCADE,
  seq INTEGER NOT NULL,
  kind TEXT NOT NULL,
  side TEXT,
  vp INTEGER,
  turn INTEGER,
  PRIMARY KEY (revision_id, seq)
) WITHOUT ROWID;
CREATE TABLE victory_hexes (
  revision_id INTEGER NOT NULL,
  condition_seq INTEGER NOT NULL,
  seq INTEGER NOT NULL,
  col INTEGER NOT NULL, row INTEGER NOT NULL,
  PRIMARY KEY (revision_id, condition_seq, seq),
  FOREIGN KEY (revision_id, condition_seq) REFERENCES victory_conditions(revision_id, seq) ON DELETE CASCADE
) WITHOUT ROWID;
CREATE TABLE rules (
  revision_id INTEGER NOT NULL REFERENCES revisions(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('optional', 'special')),
  seq INTEGER NOT NULL,
  text TEXT NOT NULL,
  PRIMARY KEY (revision_id, kind, seq)
) WITHOUT ROWID;
CREATE INDEX revisions_title ON revisions(title COLLATE NOCASE);
CREATE INDEX scenarios_current ON scenarios(current_revision);
)SQL";

// Version 2: revision notes, tags, the trash.
constexpr const char* kMigrateV1toV2 = R"SQL(
ALTER TABLE revisions ADD COLUMN note TEXT NOT NULL DEFAULT '';
ALTER TABLE scenarios ADD COLUMN trashed_at TEXT;
CREATE TABLE tags (
  revision_id INTEGER NOT NULL REFERENCES revisions(id) ON DELETE CASCADE,
  seq INTEGER NOT NULL,
  tag TEXT NOT NULL,
  PRIMARY KEY (revision_id, seq)
) WITHOUT ROWID;
CREATE INDEX tags_tag ON tags(tag, revision_id);
)SQL";

// Version 3: a checksum of each revision's canonical JSON, verified on every load, so a
// damaged revision is reported instead of exported silently. Revisions saved before have
// none (NULL) and are read as before.
constexpr const char* kMigrateV2toV3 = R"SQL(
ALTER TABLE revisions ADD COLUMN checksum TEXT;
)SQL";

// Version 4: games in progress, stored beside their scenario. The game is its canonical
// `muster-game` JSON (engine/io/game_json.h), which holds its own copy of the set-up, so a
// game resumes exactly even after the scenario has new revisions. revision_id is the
// revision whose content the game was started from (NULL when the set-up was edited and
// not saved); turn, to_act, actions and result are read from the replay when saving, so
// the list needs no replay. checksum is fnv1a64 of game_json, verified on every load.
constexpr const char* kMigrateV3toV4 = R"SQL(
CREATE TABLE games (
  id INTEGER PRIMARY KEY,
  scenario_id INTEGER NOT NULL REFERENCES scenarios(id) ON DELETE CASCADE,
  revision_id INTEGER REFERENCES revisions(id) ON DELETE SET NULL,
  title TEXT NOT NULL,
  saved_at TEXT NOT NULL,
  turn INTEGER NOT NULL,
  turns INTEGER NOT NULL,
  to_act TEXT NOT NULL,
  actions INTEGER NOT NULL,
  result TEXT NOT NULL,
  game_json TEXT NOT NULL,
  checksum TEXT NOT NULL
);
CREATE INDEX games_scenario ON games(scenario_id, saved_at);
)SQL";

// Version 5: battles of the rule systems whose files have their own shape (the square grid,
// the Eagle Games battle board). Each is its canonical file text, read and checked by its
// system's reader when saved; title and ruleset are kept for the listing. checksum is
// fnv1a64 of battle_json, verified on every load.
constexpr const char* kMigrateV4toV5 = R"SQL(
CREATE TABLE battles (
  id INTEGER PRIMARY KEY,
  ruleset TEXT NOT NULL,
  title TEXT NOT NULL,
  created TEXT NOT NULL,
  saved_at TEXT NOT NULL,
  battle_json TEXT NOT NULL,
  checksum TEXT NOT NULL
);
)SQL";

} // namespace

void createSchema(Database& db) {
    db.exec(kSchemaV1);
    db.exec("PRAGMA application_id = " + std::to_string(kLibraryApplicationId));
    db.exec("PRAGMA user_version = 1");
    migrateSchema(db, 1);
}

void migrateSchema(Database& db, int from) {
    if (from < 2) {
        db.exec(kMigrateV1toV2);
        db.exec("PRAGMA user_version = 2");
    }
    if (from < 3) {
        db.exec(kMigrateV2toV3);
        db.exec("PRAGMA user_version = 3");
    }
    if (from < 4) {
        db.exec(kMigrateV3toV4);
        db.exec("PRAGMA user_version = 4");
    }
    if (from < 5) {
        db.exec(kMigrateV4toV5);
        db.exec("PRAGMA user_version = 5");
    }
    static_assert(Library::kSchemaVersion == 5, "add the migration step for the new version here");
}

} // namespace muster
