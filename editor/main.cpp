// `muster [FILE.json]`: the editor. Opens the file, or the scenario library when none.
#include "editor/document/scenario_document.h"
#include "editor/main_window.h"

#include <QApplication>
#include <QStringList>

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Muster"));
    QApplication::setApplicationName(QStringLiteral("Muster"));
    QApplication::setApplicationVersion(QStringLiteral("0.1.0"));

    muster::MainWindow w;
    w.show();
    // After a crash, offer the autosaved changes first; a restored scenario wins over
    // the file named on the command line (opening it would only ask to save them).
    w.offerRecovery();
    const QStringList args = QApplication::arguments().mid(1);
    if (!args.isEmpty()) {
        if (!w.document()->isModified() && !w.openFile(args.first())) return 2;
    } else {
        w.openLibrary();
    }
    return app.exec();
}
