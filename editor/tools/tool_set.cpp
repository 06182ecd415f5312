#include "tool_set.h"

#include "editor/tools/piece_tools.h"
#include "editor/tools/select_tools.h"
#include "editor/tools/terrain_tools.h"
#include "editor/view/tool.h"

#include <QAction>
#include <QActionGroup>

namespace muster {

ToolSet::ToolSet(QObject* parent) : QObject(parent), group_(new QActionGroup(this)) { group_->setExclusive(true); }

void ToolSet::addEditingTools(const ToolContext& ctx) {
    // In tool bar and menu order.
    QObject* owner = parent();
    add(new SelectTool(ctx, owner));
    add(new MoveTool(ctx, owner));
    add(new DeleteTool(ctx, owner));
    add(new BrushTool(ctx, false, owner));
    add(new BrushTool(ctx, true, owner));
    add(new FillTool(ctx, owner));
    add(new EyedropperTool(ctx, owner));
    add(new LineTool(ctx, owner));
    add(new PlaceUnitTool(ctx, false, owner));
    add(new PlaceUnitTool(ctx, true, owner));
    add(new PlaceVpTool(ctx, owner));
}

void ToolSet::add(Tool* t) {
    tools_[t->id()] = t;
    order_.push_back(t);
    auto* a = new QAction(t->icon(), t->name(), group_);
    a->setCheckable(true);
    a->setShortcut(t->shortcut());
    a->setToolTip(tr("%1 (%2)").arg(t->name(), t->shortcut().toString(QKeySequence::NativeText)));
    a->setStatusTip(t->hint());
    a->setData(t->id());
    connect(a, &QAction::triggered, this, [this, id = t->id()] { activate(id); });
    connect(t, &Tool::optionsChanged, this, &ToolSet::optionsChanged);
    connect(t, &Tool::finished, this, [this](const QString& next) { activate(next); }, Qt::QueuedConnection);
    connect(t, &Tool::message, this, &ToolSet::message);
}

void ToolSet::refreshTips() {
    for (QAction* a : group_->actions())
        if (Tool* t = tool(a->data().toString())) a->setStatusTip(t->hint());
}

Tool* ToolSet::tool(const QString& id) const {
    auto it = tools_.find(id);
    return it == tools_.end() ? nullptr : it->second;
}

bool ToolSet::activate(const QString& id) {
    Tool* t = tool(id);
    if (!t) return false;
    current_ = t;
    for (QAction* a : group_->actions())
        if (a->data().toString() == id) a->setChecked(true);
    emit activated(t);
    return true;
}

QList<QAction*> ToolSet::actions() const { return group_->actions(); }

} // namespace muster
