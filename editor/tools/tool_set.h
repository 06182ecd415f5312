#pragma once
// The editing tools (as Tiled's ToolManager): each tool with its checkable action in one
// exclusive group, in tool bar and menu order, and which one is current. It does not know
// the board: the window puts the activated tool on its view.
#include <QList>
#include <QObject>
#include <QString>

#include <map>
#include <vector>

class QAction;
class QActionGroup;

namespace muster {

class Tool;
struct ToolContext;

class ToolSet : public QObject {
    Q_OBJECT
public:
    explicit ToolSet(QObject* parent = nullptr);

    // Select, Move, Delete, the terrain tools, the piece tools and VP, over `ctx`.
    void addEditingTools(const ToolContext& ctx);
    void add(Tool* t);

    // False (nothing changed) for an unknown id.
    bool activate(const QString& id);
    // The tools' buttons say what they would do with the options as they are now.
    void refreshTips();
    Tool* tool(const QString& id) const;
    Tool* current() const { return current_; }
    // One action a tool ("tool_" + id is the window's id for it), in order.
    QList<QAction*> actions() const;

signals:
    void activated(muster::Tool* tool);
    // A tool changed the tool options (the eyedropper) or has something to say.
    void optionsChanged();
    void message(const QString& text);

private:
    std::map<QString, Tool*> tools_;
    std::vector<Tool*> order_;
    QActionGroup* group_ = nullptr;
    Tool* current_ = nullptr;
};

} // namespace muster
