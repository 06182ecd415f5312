// MainWindow: finding one's way on the board (the terrain palette, the overview minimap,
// Go to Hex on Ctrl+G) and keeping every dock tab in sight.
#include "main_window.h"
#include "editor/widgets/qstring_util.h"

#include "editor/docks/overview_dock.h"
#include "editor/docks/terrain_palette.h"
#include "editor/document/scenario_document.h"
#include "editor/tools/tool_options.h"
#include "editor/view/board_view.h"

#include <QInputDialog>
#include <QMessageBox>
#include <QRegularExpression>
#include <QDockWidget>
#include <QTabBar>

namespace muster {

std::optional<Offset> MainWindow::parseHex(const QString& text) const {
    const BoardGeometry& g = doc_->scenario().board;
    const QString t = text.trimmed();
    static const QRegularExpression pair(QStringLiteral("^\\[?\\s*(\\d+)\\s*[, ]\\s*(\\d+)\\s*\\]?$"));
    static const QRegularExpression label(QStringLiteral("^\\d+$"));
    std::optional<Offset> o;
    if (const auto m = pair.match(t); m.hasMatch()) {
        o = Offset{m.captured(1).toInt(), m.captured(2).toInt()};
    } else if (label.match(t).hasMatch()) {
        // CCRR: column then row, each as many digits as the board's labels use.
        const int d = labelDigits(g);
        if (t.size() == 2 * d) o = Offset{t.left(d).toInt(), t.mid(d).toInt()};
    }
    if (!o || !g.contains(*o)) return std::nullopt;
    return o;
}

bool MainWindow::goToHex(const QString& text) {
    const auto o = parseHex(text);
    if (!o) return false;
    centreOn({*o});
    return true;
}

void MainWindow::goToHexDialog() {
    const BoardGeometry& g = doc_->scenario().board;
    const QString example = qs(hexLabel(Offset{std::min(7, g.columns), std::min(4, g.rows)}, g));
    QInputDialog dlg(this);
    dlg.setObjectName(QStringLiteral("goToHexDialog"));
    dlg.setWindowTitle(tr("Go to Hex"));
    dlg.setLabelText(tr("Hex label (e.g. %1) or column, row:").arg(example));
    while (dlg.exec() == QDialog::Accepted) {
        if (goToHex(dlg.textValue())) return;
        dlg.setLabelText(tr("\"%1\" is not a hex of this %2x%3 board. Hex label (e.g. %4) or column, row:")
                             .arg(dlg.textValue())
                             .arg(g.columns)
                             .arg(g.rows)
                             .arg(example));
    }
}

} // namespace muster
