#pragma once
// File > Export VASSAL Module: the open battle or battles picked from the library, the
// module's name and file; an invalid battle is exported only when the user says so.
// Also File > Export Map Image (the whole map as one PNG).
#include "model/scenario.h"

#include <QDialog>

#include <vector>

class QButtonGroup;
class QLineEdit;
class QListWidget;
class QRadioButton;

namespace muster {

class Library;
class Prompter;

class VassalExportDialog : public QDialog {
    Q_OBJECT
public:
    // `lib` may be null (no library open): then only the open battle can be exported.
    // Its file dialog, "export invalid battles anyway?" and errors go through `prompter`.
    VassalExportDialog(const Scenario& current, Library* lib, Prompter& prompter, QWidget* parent = nullptr);

    QString path() const;
    void setPath(const QString& path);
    void setModuleName(const QString& name);
    // Export the library's battles with these ids instead of the open one.
    void chooseLibrary(const std::vector<long long>& ids);
    // The battles to export (loaded from the library when chosen there).
    std::vector<Scenario> battles() const;
    // Writes the module; false (the reason told through the prompter) on failure or when
    // the user declines to export invalid battles.
    bool exportNow();
    QString written() const { return written_; }  // the module file, after exportNow()

    void accept() override;

private:
    void browse();

    const Scenario& current_;
    Library* lib_;
    Prompter& prompter_;
    QRadioButton* currentButton_ = nullptr;
    QRadioButton* libraryButton_ = nullptr;
    QListWidget* list_ = nullptr;
    QLineEdit* name_ = nullptr;
    QLineEdit* path_ = nullptr;
    QString written_;
};

// File > Export Map Image: asks for a PNG file (through `prompter`, as "export it anyway?"
// and errors) and its longer side, then writes it.
// Asks for a file and a size and writes the map image; the file written, or empty.
QString exportMapImageInteractively(Prompter& prompter, const Scenario& s);

} // namespace muster
