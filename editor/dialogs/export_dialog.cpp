#include "export_dialog.h"
#include "editor/widgets/prompter.h"
#include "editor/widgets/qstring_util.h"
#include "editor/render/export/exporter_registry.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace muster {

namespace {
QString key(const char* k) { return QStringLiteral("export/") + QLatin1String(k); }

// The formats a dialog for one battle offers.
std::vector<const Exporter*> offered() {
    std::vector<const Exporter*> v;
    for (const auto& e : ExporterRegistry::instance().all())
        if (writesOneBattle(*e)) v.push_back(e.get());
    return v;
}

const Exporter* formatOf(const QString& path) {
    const Exporter* e = ExporterRegistry::instance().forPath(path);
    return e && writesOneBattle(*e) ? e : nullptr;
}

// The labels come from the exporters, translated here.
QString label(const Exporter& f) { return ExportDialog::tr(std::string(f.label()).c_str()); }
QString suffixOf(const Exporter& f) { return qs(f.extensions().front()); }
} // namespace

ExportOptions ExportDialog::rememberedOptions() {
    QSettings st;
    ExportOptions o;
    o.paper = paperFromString(st.value(key("paper")).toString()).value_or(o.paper);
    o.orientation = orientationFromString(st.value(key("orientation")).toString()).value_or(o.orientation);
    o.dpi = std::clamp(st.value(key("dpi"), o.dpi).toInt(), 10, 1200);
    o.mono = st.value(key("mono"), o.mono).toBool();
    o.labels = st.value(key("labels"), o.labels).toBool();
    return o;
}

void ExportDialog::rememberOptions(const ExportOptions& o) {
    QSettings st;
    st.setValue(key("paper"), o.paper == QPageSize::Letter ? QStringLiteral("letter") : QStringLiteral("a4"));
    st.setValue(key("orientation"),
                o.orientation == QPageLayout::Landscape ? QStringLiteral("landscape") : QStringLiteral("portrait"));
    st.setValue(key("dpi"), o.dpi);
    st.setValue(key("mono"), o.mono);
    st.setValue(key("labels"), o.labels);
}

QString ExportDialog::rememberedSuffix() {
    const QString s = QSettings().value(key("format"), QStringLiteral("pdf")).toString();
    return formatOf(QStringLiteral("x.") + s) ? s : QStringLiteral("pdf");
}

ExportDialog::ExportDialog(const QString& suggestedBase, Prompter& prompter, QWidget* parent)
    : QDialog(parent), prompter_(prompter) {
    setWindowTitle(tr("Export Scenario"));
    setObjectName(QStringLiteral("ExportDialog"));

    path_ = new QLineEdit;
    path_->setObjectName(QStringLiteral("exportPath"));
    path_->setMinimumWidth(320);
    auto* browse = new QPushButton(tr("Browse..."));
    browse->setObjectName(QStringLiteral("exportBrowse"));
    auto* pathRow = new QHBoxLayout;
    pathRow->addWidget(path_, 1);
    pathRow->addWidget(browse);

    format_ = new QComboBox;
    format_->setObjectName(QStringLiteral("exportFormat"));
    for (const Exporter* f : offered()) format_->addItem(QStringLiteral("%1 (.%2)").arg(label(*f), suffixOf(*f)), suffixOf(*f));

    paper_ = new QComboBox;
    paper_->setObjectName(QStringLiteral("exportPaper"));
    paper_->addItem(tr("A4"), int(QPageSize::A4));
    paper_->addItem(tr("Letter"), int(QPageSize::Letter));
    orientation_ = new QComboBox;
    orientation_->setObjectName(QStringLiteral("exportOrientation"));
    orientation_->addItem(tr("Portrait"), int(QPageLayout::Portrait));
    orientation_->addItem(tr("Landscape"), int(QPageLayout::Landscape));
    dpi_ = new QSpinBox;
    dpi_->setObjectName(QStringLiteral("exportDpi"));
    dpi_->setRange(10, 1200); // what exportSheetPng accepts
    dpi_->setSuffix(tr(" dpi"));
    pixels_ = new QLabel;
    pixels_->setObjectName(QStringLiteral("exportPixels"));
    auto* dpiRow = new QHBoxLayout;
    dpiRow->addWidget(dpi_);
    dpiRow->addWidget(pixels_, 1);
    mono_ = new QCheckBox(tr("Black and white (for a monochrome printer or photocopies)"));
    mono_->setObjectName(QStringLiteral("exportMono"));
    labels_ = new QCheckBox(tr("Hex labels on the map"));
    labels_->setObjectName(QStringLiteral("exportLabels"));

    auto* sheet = new QGroupBox(tr("Setup sheet"));
    auto* form = new QFormLayout(sheet);
    form->addRow(tr("Paper:"), paper_);
    form->addRow(tr("Orientation:"), orientation_);
    form->addRow(tr("Resolution:"), dpiRow);
    form->addRow(mono_);
    form->addRow(labels_);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Export"));
    auto* top = new QFormLayout;
    top->addRow(tr("File:"), pathRow);
    top->addRow(tr("Format:"), format_);
    auto* v = new QVBoxLayout(this);
    v->addLayout(top);
    v->addWidget(sheet);
    v->addStretch(1);
    v->addWidget(buttons);

    setOptions(rememberedOptions());
    const QString suffix = rememberedSuffix();
    setPath(suggestedBase.isEmpty() ? QString() : suggestedBase + QLatin1Char('.') + suffix);
    if (suggestedBase.isEmpty()) format_->setCurrentIndex(format_->findData(suffix));

    connect(browse, &QPushButton::clicked, this, &ExportDialog::browse);
    connect(format_, &QComboBox::activated, this, &ExportDialog::formatPicked);
    connect(path_, &QLineEdit::textEdited, this, &ExportDialog::pathEdited);
    connect(buttons, &QDialogButtonBox::accepted, this, &ExportDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &ExportDialog::reject);
    for (QComboBox* c : {paper_, orientation_}) connect(c, &QComboBox::currentIndexChanged, this, &ExportDialog::updateEnabled);
    connect(dpi_, &QSpinBox::valueChanged, this, &ExportDialog::updateEnabled);
    updateEnabled();
}

QString ExportDialog::path() const { return path_->text().trimmed(); }

void ExportDialog::setPath(const QString& path) {
    path_->setText(path);
    pathEdited();
}

const Exporter* ExportDialog::format() const { return formatOf(path()); }

ExportOptions ExportDialog::options() const {
    ExportOptions o;
    o.paper = static_cast<QPageSize::PageSizeId>(paper_->currentData().toInt());
    o.orientation = static_cast<QPageLayout::Orientation>(orientation_->currentData().toInt());
    o.dpi = dpi_->value();
    o.mono = mono_->isChecked();
    o.labels = labels_->isChecked();
    return o;
}

void ExportDialog::setOptions(const ExportOptions& o) {
    paper_->setCurrentIndex(std::max(0, paper_->findData(int(o.paper))));
    orientation_->setCurrentIndex(std::max(0, orientation_->findData(int(o.orientation))));
    dpi_->setValue(o.dpi);
    mono_->setChecked(o.mono);
    labels_->setChecked(o.labels);
    updateEnabled();
}

void ExportDialog::browse() {
    QStringList filters;
    const std::vector<const Exporter*> formats = offered();
    for (const Exporter* f : formats) filters << QStringLiteral("%1 (*.%2)").arg(label(*f), suffixOf(*f));
    const int current = std::max(0, format_->currentIndex());
    QString selected = filters[current];
    QString start = path();
    if (start.isEmpty()) start = QSettings().value(key("dir")).toString();
    QString p = prompter_.saveFileName(tr("Export to"), start, filters.join(QStringLiteral(";;")), &selected);
    if (p.isEmpty()) return;
    const int picked = std::max(0, int(filters.indexOf(selected)));
    if (!formatOf(p)) p += QLatin1Char('.') + suffixOf(*formats[static_cast<std::size_t>(picked)]);
    setPath(p);
    confirmedPath_ = p;
}

void ExportDialog::formatPicked() {
    const QString suffix = format_->currentData().toString();
    QString p = path();
    if (p.isEmpty()) {
        updateEnabled();
        return;
    }
    const QFileInfo fi(p);
    if (formatOf(p)) p.chop(fi.suffix().size() + 1);
    path_->setText(p + QLatin1Char('.') + suffix);
    updateEnabled();
}

void ExportDialog::pathEdited() {
    const QString suffix = QFileInfo(path()).suffix().toLower();
    if (formatOf(path())) format_->setCurrentIndex(format_->findData(suffix));
    updateEnabled();
}

void ExportDialog::updateEnabled() {
    const Exporter* f = format();
    const auto reads = [f](ExportOption o) { return f && f->reads(o); };
    paper_->setEnabled(reads(ExportOption::Paper));
    orientation_->setEnabled(reads(ExportOption::Orientation));
    labels_->setEnabled(reads(ExportOption::Labels));
    dpi_->setEnabled(reads(ExportOption::Dpi));
    mono_->setEnabled(reads(ExportOption::Mono));
    if (reads(ExportOption::Dpi)) {
        const QSize px = sheetPixelSize(options(), dpi_->value()); // what the exporter will write
        pixels_->setText(tr("%1 x %2 pixels a page").arg(px.width()).arg(px.height()));
    } else {
        pixels_->clear();
    }
    if (auto* ok = findChild<QDialogButtonBox*>()) ok->button(QDialogButtonBox::Ok)->setEnabled(f != nullptr);
}

void ExportDialog::accept() {
    const QString p = path();
    if (!format()) return; // Export is disabled then; Enter in the path field lands here
    if (p != confirmedPath_ && QFileInfo::exists(p) &&
        !prompter_.confirm(tr("Export"), tr("%1 already exists. Replace it?").arg(QFileInfo(p).fileName())))
        return;
    rememberOptions(options());
    QSettings().setValue(key("format"), QFileInfo(p).suffix().toLower());
    QSettings().setValue(key("dir"), QFileInfo(p).absolutePath());
    QDialog::accept();
}

} // namespace muster
