import ArgumentParser
import Foundation
import TesseraCore
import TesseraFoundation

/// `tessera export-localizations`: an XLIFF file for translators.
struct ExportLocalizationsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "export-localizations",
    abstract: "Write an XLIFF 1.2 file of one locale's translations, as Xcode's localization export does.",
    usage: "tessera export-localizations --locale <locale> [<options>]",
    discussion: """
      One <file> per .strings and .stringsdict file of the base locale and per String Catalog \
      (.xcstrings), one <trans-unit> per key (per plural form, device and substitution, with Xcode's ids), \
      the target locale's text with its state ("translated", or "needs-review-l10n" for a catalog's \
      needs_review), or the source text with state "new" where the locale has none. Comments become \
      notes. Nothing is written if the catalogs have errors.

      EXAMPLES:
        tessera export-localizations --locale de
        tessera export-localizations --locale pt-BR --output translations/pt-BR.xliff
      """
  )

  @OptionGroup var options: LocalizationOptions

  @Option(help: "The locale to translate into, such as de or pt-BR.")
  var locale: String

  @Option(help: "The XLIFF file to write. (default: <locale>.xliff)")
  var output: String?

  func run() throws {
    guard LocaleIdentifier.isWellFormed(locale) else {
      Console.error("error: '\(locale)' is not a locale identifier; use one such as de, pt-BR or zh-Hant.")
      throw ExitCode(ExitStatus.failure)
    }
    let (inputs, catalogOptions) = try options.resolve()
    let export = LocalizationExporter(inputs: inputs).export(locale: locale)
    guard let xliff = export.xliff else {
      let status = catalogOptions.report(export.diagnostics)
      throw ExitCode(status == 0 ? ExitStatus.errors : status)
    }
    let path = output ?? "\(locale).xliff"
    let url = URL(fileURLWithPath: path, relativeTo: catalogOptions.base).standardizedFileURL
    do {
      try OutputWriter.replace(url, with: Array(xliff.utf8), creatingFolder: true)
    } catch {
      Console.error("error: could not write \(path): \(error.localizedDescription)")
      throw ExitCode(ExitStatus.failure)
    }
    let status = catalogOptions.report(export.diagnostics, quiet: true)
    if catalogOptions.format == .text {
      Console.error("tessera: wrote \(path): \(export.unitCount) unit\(export.unitCount == 1 ? "" : "s").")
    }
    if status != 0 { throw ExitCode(status) }
  }
}
