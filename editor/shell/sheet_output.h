#pragma once
// The open scenario out of the editor: File > Export (sheet, map image, JSON, Tiled map,
// through muster_render) and File > Print with its preview. Errors go to the window's
// prompter and status bar.
#include <QObject>
#include <QString>
#include <QStringList>

class QPrinter;

namespace muster {

class MainWindow;
struct ExportOptions;

class SheetOutput : public QObject {
    Q_OBJECT
public:
    explicit SheetOutput(MainWindow* window);
    // In the one-battle format the extension names (ExporterRegistry); the files written
    // (empty on failure).
    QStringList exportTo(const QString& path, const ExportOptions& opt);
    void exportAsked();  // the export dialog
    // The setup sheet onto a printer; a PDF file goes through the checked exporter, so a
    // failed write keeps the previous file (why: lastPrintError()).
    bool printTo(QPrinter& printer, bool mono);
    void printAsked();  // the print preview
    QString lastPrintError() const { return lastError_; }

private:
    MainWindow* w_;
    QString lastError_;
};

} // namespace muster
