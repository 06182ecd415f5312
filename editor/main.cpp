// `muster [FILE.json]`: the editor. Opens the file, or the library and the start page when none.
#include "editor/document/scenario_document.h"
#include "editor/shell/main_window.h"

#include "muster_version.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QStringList>

#include <cstdio>
#include <cstring>

namespace {

void setIdentity() {
    QCoreApplication::setOrganizationName(QStringLiteral("Muster"));
    QCoreApplication::setApplicationName(QStringLiteral("Muster"));
    QCoreApplication::setApplicationVersion(QStringLiteral(MUSTER_VERSION));
}

// Parses the arguments of the running application; returns false on bad usage (message
// printed). --help and --version print and exit 0.
bool parseArguments(QCommandLineParser& parser) {
    parser.setApplicationDescription(QCoreApplication::translate(
        "main", "Scenario and map editor and rules reference for hex-and-block American Civil War wargames.\n"
                "With no FILE, opens the scenario library. See muster(1)."));
    const QCommandLineOption help = parser.addHelpOption();
    const QCommandLineOption version = parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("FILE"),
                                 QCoreApplication::translate("main", "Scenario or game (.json) to open; further files are ignored."),
                                 QStringLiteral("[FILE...]"));
    // Not parser.process(): bad usage exits 2 like muster-cli (man page EXIT STATUS), not 1.
    if (!parser.parse(QCoreApplication::arguments())) {
        std::fprintf(stderr, "muster: %s\n", qPrintable(parser.errorText()));
        return false;
    }
    if (parser.isSet(help)) parser.showHelp(0);
    if (parser.isSet(version)) parser.showVersion();
    return true;
}

// --help and --version must answer without a display (a terminal over ssh, the package
// check in CI), so they are handled before the GUI application exists.
bool asksForText(int argc, char** argv) {
    for (int i = 1; i < argc; ++i)
        for (const char* o : {"-h", "--help", "-?", "--help-all", "-v", "--version"})
            if (std::strcmp(argv[i], o) == 0) return true;
    return false;
}

} // namespace

int main(int argc, char** argv) {
    if (asksForText(argc, argv)) {
        QCoreApplication app(argc, argv);
        setIdentity();
        QCommandLineParser parser;
        return parseArguments(parser) ? 0 : 2;
    }
    QApplication app(argc, argv); // takes Qt's own options (-platform, -style) out first
    setIdentity();
    // Names the .desktop entry so compositors match the window to its icon and menu entry.
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.muster.Muster"));
    QCommandLineParser parser;
    if (!parseArguments(parser)) return 2;

    muster::MainWindow w;
    w.show();
    // After a crash, offer the autosaved changes first; a restored scenario wins over
    // the file named on the command line (opening it would only ask to save them).
    w.offerRecovery();
    const QStringList args = parser.positionalArguments();
    if (!args.isEmpty()) {
        if (!w.document()->isModified() && !w.openFile(args.first())) return 2;
    } else {
        w.openLibrary();
        if (!w.document()->isModified()) w.showStartPage(); // nothing restored: say how to start
    }
    return app.exec();
}
