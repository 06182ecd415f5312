#pragma once
// A list whose first concern is its titles (the Library dock, the Clubs page): the other
// columns are shown, in the order given, only while every title still fits beside them.
#include <QTreeWidget>

#include <vector>

namespace muster {

// Call after the rows change and when the list's viewport is resized. Only the first
// `measuredRows` top-level rows are measured, so a club of thousands stays quick.
void showColumnsWhileTitlesFit(QTreeWidget* list, int titleColumn, const std::vector<int>& inOrder,
                               int measuredRows = 500);

} // namespace muster
