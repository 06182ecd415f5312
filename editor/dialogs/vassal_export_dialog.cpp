#include "vassal_export_dialog.h"

#include "db/library.h"
#include "editor/widgets/prompter.h"
#include "editor/widgets/qstring_util.h"
#include "editor/render/export/exporter_registry.h"
#include "editor/render/exporters.h"
#include "model/rules/validator.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QVBoxLayout>

namespace muster {

namespace {

QString exportDir() { return QSettings().value(QStringLiteral("export/dir"), QDir::homePath()).toString(); }

// The errors of the battles, one line each; empty when all are valid.
QStringList errorsOf(const std::vector<Scenario>& battles) {
    QStringList out;
    for (const Scenario& s : battles)
        for (const Issue& i : validate(s))
            if (i.severity == Severity::Error)
                out << QStringLiteral("%1: %2 (%3)").arg(qs(s.title), qs(i.message), qs(i.rule));
    return out;
}

// True when the battles are valid or the user chooses to export them anyway.
bool acceptInvalid(Prompter& prompter, const std::vector<Scenario>& battles) {
    const QStringList errors = errorsOf(battles);
    if (errors.isEmpty()) return true;
    QStringList shown = errors.mid(0, 12);
    if (errors.size() > shown.size()) shown << QObject::tr("... and %1 more").arg(errors.size() - shown.size());
    return prompter.confirm(QObject::tr("Export"),
                            QObject::tr("These battles break the rules:\n\n%1\n\nExport them anyway?").arg(shown.join('\n')));
}

} // namespace

VassalExportDialog::VassalExportDialog(const Scenario& current, Library* lib, Prompter& prompter, QWidget* parent)
    : QDialog(parent), current_(current), lib_(lib), prompter_(prompter) {
    setWindowTitle(tr("Export VASSAL Module"));
    setMinimumWidth(520);
    auto* layout = new QVBoxLayout(this);
    currentButton_ = new QRadioButton(tr("The open battle: %1").arg(qs(current.title)), this);
    libraryButton_ = new QRadioButton(tr("Battles from the library:"), this);
    currentButton_->setChecked(true);
    list_ = new QListWidget(this);
    list_->setObjectName(QStringLiteral("vassalLibraryList"));
    if (lib_) {
        for (const ScenarioSummary& s : lib_->list()) {
            auto* item = new QListWidgetItem(qs(s.title), list_);
            item->setData(Qt::UserRole, static_cast<qlonglong>(s.id));
            item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
            item->setCheckState(Qt::Unchecked);
        }
    } else {
        libraryButton_->setEnabled(false);
        libraryButton_->setText(tr("Battles from the library (open the Scenario Library first)"));
    }
    list_->setEnabled(false);
    connect(libraryButton_, &QRadioButton::toggled, list_, &QWidget::setEnabled);
    layout->addWidget(currentButton_);
    layout->addWidget(libraryButton_);
    layout->addWidget(list_);
    auto* form = new QFormLayout;
    name_ = new QLineEdit(this);
    name_->setPlaceholderText(tr("the battle's title, or \"Hold the Line battles\""));
    form->addRow(tr("Module name:"), name_);
    auto* row = new QHBoxLayout;
    path_ = new QLineEdit(this);
    const QString base = qs(current.title).simplified().replace(QLatin1Char('/'), QLatin1Char('-'));
    path_->setText(exportDir() + QLatin1Char('/') + (base.isEmpty() ? QStringLiteral("battles") : base) + QStringLiteral(".vmod"));
    auto* browse = new QPushButton(tr("Browse..."), this);
    connect(browse, &QPushButton::clicked, this, &VassalExportDialog::browse);
    row->addWidget(path_);
    row->addWidget(browse);
    form->addRow(tr("File:"), row);
    layout->addLayout(form);
    auto* note = new QLabel(tr("Open the file in VASSAL 3.7 (File > Open Module); each battle is a set-up under "
                               "File > New Game. VASSAL enforces no rules: see the module's Help."),
                            this);
    note->setWordWrap(true);
    layout->addWidget(note);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
}

QString VassalExportDialog::path() const { return path_->text(); }
void VassalExportDialog::setPath(const QString& path) { path_->setText(path); }
void VassalExportDialog::setModuleName(const QString& name) { name_->setText(name); }

void VassalExportDialog::chooseLibrary(const std::vector<long long>& ids) {
    libraryButton_->setChecked(true);
    for (int i = 0; i < list_->count(); ++i) {
        QListWidgetItem* item = list_->item(i);
        const long long id = item->data(Qt::UserRole).toLongLong();
        item->setCheckState(std::find(ids.begin(), ids.end(), id) != ids.end() ? Qt::Checked : Qt::Unchecked);
    }
}

std::vector<Scenario> VassalExportDialog::battles() const {
    if (!libraryButton_->isChecked() || !lib_) return {current_};
    std::vector<Scenario> out;
    for (int i = 0; i < list_->count(); ++i)
        if (list_->item(i)->checkState() == Qt::Checked) out.push_back(lib_->load(list_->item(i)->data(Qt::UserRole).toLongLong()));
    return out;
}

void VassalExportDialog::browse() {
    const QString f = prompter_.saveFileName(tr("VASSAL module"), path(), tr("VASSAL modules (*.vmod)"));
    if (!f.isEmpty()) setPath(f.endsWith(QStringLiteral(".vmod"), Qt::CaseInsensitive) ? f : f + QStringLiteral(".vmod"));
}

bool VassalExportDialog::exportNow() {
    std::vector<Scenario> list;
    try {
        list = battles();
    } catch (const std::exception& e) {
        prompter_.warn(tr("Export failed"), qs(e.what()));
        return false;
    }
    if (list.empty()) {
        prompter_.warn(tr("Export"), tr("Tick the battles to put in the module."));
        return false;
    }
    if (!acceptInvalid(prompter_, list)) return false;
    QString file = path();
    const Exporter& module = *ExporterRegistry::instance().byName("vmod");
    if (ExporterRegistry::instance().forPath(file) != &module) file += QStringLiteral(".vmod");
    try {
        ExportOptions opt;
        opt.moduleName = name_->text().trimmed().toStdString();
        module.write(list, QFile::encodeName(file).toStdString(), opt);
    } catch (const std::exception& e) {
        prompter_.warn(tr("Export failed"), qs(e.what()));
        return false;
    }
    QSettings().setValue(QStringLiteral("export/dir"), QFileInfo(file).absolutePath());
    written_ = file;
    return true;
}

void VassalExportDialog::accept() {
    if (exportNow()) QDialog::accept();
}

QString exportMapImageInteractively(Prompter& prompter, const Scenario& s) {
    const QString base = qs(s.title).simplified().replace(QLatin1Char('/'), QLatin1Char('-'));
    const QString file = prompter.saveFileName(QObject::tr("Map image"), exportDir() + QLatin1Char('/') + base + QStringLiteral("-map.png"),
                                               QObject::tr("PNG images (*.png)"));
    if (file.isEmpty()) return {};
    const auto size = prompter.number(QObject::tr("Map image"), QObject::tr("Longer side in pixels:"), 2400, 64, 30000);
    if (!size || !acceptInvalid(prompter, {s})) return {};
    const QString png = file.endsWith(QStringLiteral(".png"), Qt::CaseInsensitive) ? file : file + QStringLiteral(".png");
    try {
        exportMapPng(s, png, *size);
        QSettings().setValue(QStringLiteral("export/dir"), QFileInfo(file).absolutePath());
    } catch (const std::exception& e) {
        prompter.warn(QObject::tr("Export failed"), qs(e.what()));
        return {};
    }
    return png;
}

} // namespace muster
