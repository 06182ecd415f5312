#pragma once
// What the user has selected on the board: unit ids and hexes. Shared by the view, the
// tools and the docks; it holds no model data, only names of things in the document.
#include "model/hex.h"

#include <QObject>

#include <string>
#include <vector>

namespace muster {

class Selection : public QObject {
    Q_OBJECT
public:
    explicit Selection(QObject* parent = nullptr) : QObject(parent) {}

    const std::vector<std::string>& units() const { return units_; }
    const std::vector<Offset>& hexes() const { return hexes_; }
    bool isEmpty() const { return units_.empty() && hexes_.empty(); }
    bool containsUnit(const std::string& id) const;
    bool containsHex(Offset o) const;

    // Replace the selection (sorted, duplicates dropped); emits changed() when it differs.
    void set(std::vector<std::string> units, std::vector<Offset> hexes);
    void setUnits(std::vector<std::string> units) { set(std::move(units), hexes_); }
    void setHexes(std::vector<Offset> hexes) { set(units_, std::move(hexes)); }
    void toggleUnit(const std::string& id);
    void toggleHex(Offset o);
    void clear() { set({}, {}); }

signals:
    void changed();

private:
    std::vector<std::string> units_;
    std::vector<Offset> hexes_;
};

} // namespace muster
