#pragma once
// Tools that place pieces: units from the palette, leaders, VP markers.
#include "editor/view/tool.h"

#include "model/scenario.h"

namespace muster {

// Places a combat unit (or, as the leader tool, a leader) from the palette options.
class PlaceUnitTool : public Tool {
    Q_OBJECT
public:
    PlaceUnitTool(const ToolContext& ctx, bool leader, QObject* parent = nullptr);
    QString hint() const override;
    void press(const ToolEvent& e) override;
    // The unit a click at `hex` would add (id and a free default name chosen, strength
    // clamped to the type).
    Unit unitFor(Offset hex) const;
    // The name a placed leader gets: the toolbar's, or a default when that is taken.
    std::string leaderName() const;

private:
    bool leader_;
};

class PlaceVpTool : public Tool {
    Q_OBJECT
public:
    PlaceVpTool(const ToolContext& ctx, QObject* parent = nullptr);
    QString hint() const override {
        return tr("VP marker: click a hex to place a victory point marker (value, label and holder in the tool bar)");
    }
    void press(const ToolEvent& e) override;
};

} // namespace muster
