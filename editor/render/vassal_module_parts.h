#pragma once
// What vassal_module.cpp gathers for each battle and hands to the buildFile writer.
#include "vassal_grid.h"
#include "vassal_pieces.h"

#include <QByteArray>

#include <string>
#include <vector>

namespace muster::vassal {

inline const char* const kMainMap = "Main Map";
inline const char* const kReinforcementsMap = "Reinforcements";
inline const char* const kTracksMap = "Tracks";

struct BoardRef {
    std::string name, image;
    int width = 0, height = 0;
};

struct BattleEntry {
    std::string title;   // unique within the module
    BoardRef main, reinforcements, tracks;
    GridSpec grid;
    std::string setupFile, helpFile, sheetFile;
};

struct BuildFileInput {
    std::string name, version, description;
    std::vector<BattleEntry> battles;
    std::vector<std::pair<std::string, std::vector<Trait>>> prototypes;
    std::vector<std::pair<std::string, PieceSpec>> palette; // group, piece
    struct Face {
        std::string text, icon;
        int value;
    };
    std::vector<Face> moraleFaces;
    std::string rulesHelpFile;
};

QByteArray buildFileXml(const BuildFileInput& in);
// The module's "moduledata" and a saved game's "savedata" (VASSAL's metadata XML).
QByteArray moduleDataXml(const std::string& name, const std::string& version, const std::string& description);
QByteArray saveDataXml(const std::string& moduleName, const std::string& moduleVersion, const std::string& description);
inline const char* const kVassalVersion = "3.7.0";

} // namespace muster::vassal
