#pragma once
// File > Export: where to write (the extension picks the format, one of the registry's
// one-battle formats) and the options the format reads: paper, orientation, resolution,
// black and white and hex labels. The choices are remembered in QSettings ("export/...")
// for the next export and for exportTo().
#include "editor/render/export/exporter.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace muster {

class Prompter;

class ExportDialog : public QDialog {
    Q_OBJECT
public:
    // `suggestedBase`: a path without extension (the dialog adds the remembered format's).
    // "Replace the file?" is asked through `prompter`.
    ExportDialog(const QString& suggestedBase, Prompter& prompter, QWidget* parent = nullptr);

    QString path() const;
    void setPath(const QString& path);
    ExportOptions options() const;
    void setOptions(const ExportOptions& o);
    const Exporter* format() const; // nullptr when the path's extension names none

    // The options last accepted (defaults before the first export).
    static ExportOptions rememberedOptions();
    static void rememberOptions(const ExportOptions& o);
    static QString rememberedSuffix(); // "pdf", "png", ...

    void accept() override;

private:
    void browse();
    void formatPicked();   // combo -> path's extension
    void pathEdited();     // path's extension -> combo
    void updateEnabled();

    QLineEdit* path_ = nullptr;
    QComboBox* format_ = nullptr;
    QComboBox* paper_ = nullptr;
    QComboBox* orientation_ = nullptr;
    QSpinBox* dpi_ = nullptr;
    QLabel* pixels_ = nullptr;
    QCheckBox* mono_ = nullptr;
    QCheckBox* labels_ = nullptr;
    Prompter& prompter_;
    QString confirmedPath_; // the file dialog already asked about overwriting it
};

} // namespace muster
