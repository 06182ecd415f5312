#include "title_columns.h"

#include <QFontMetrics>
#include <QHeaderView>

#include <algorithm>

namespace muster {

void showColumnsWhileTitlesFit(QTreeWidget* list, int titleColumn, const std::vector<int>& inOrder, int measuredRows) {
    const QFontMetrics fm(list->font());
    const int rows = std::min(list->topLevelItemCount(), measuredRows);
    int title = 0;  // the widest title with its icon and the view's padding
    for (int i = 0; i < rows; ++i) title = std::max(title, fm.horizontalAdvance(list->topLevelItem(i)->text(titleColumn)));
    title += list->iconSize().width() + list->indentation() * list->rootIsDecorated() + 3 * fm.averageCharWidth() + 8;
    int room = list->viewport()->width() - title;
    for (int c : inOrder) {
        int w = list->header()->sectionSizeHint(c);
        for (int i = 0; i < rows; ++i)
            w = std::max(w, fm.horizontalAdvance(list->topLevelItem(i)->text(c)) + 2 * fm.averageCharWidth());
        const bool fits = w <= room;
        list->setColumnHidden(c, !fits);
        if (fits) {
            list->header()->resizeSection(c, w);
            room -= w;
        }
    }
}

} // namespace muster
