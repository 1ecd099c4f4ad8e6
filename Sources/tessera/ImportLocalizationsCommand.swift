import ArgumentParser
import Foundation
import TesseraCore
import TesseraFoundation

/// `tessera import-localizations`: translations written back.
struct ImportLocalizationsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import-localizations",
    abstract:
      "Write the translations of an XLIFF 1.2 file into the locale's .strings, .stringsdict and .xcstrings files.",
    usage: "tessera import-localizations <file> [<options>]",
    discussion: """
      The locale is the file's target-language. Units in state "new" are skipped; a unit whose \
      placeholders don't take the source's arguments is refused (xliff-placeholder-mismatch), and a \
      table or key the catalog lacks is reported (xliff-unknown-unit); the rest is written. A .strings \
      file changes only where a value changes, and new keys are appended; a .stringsdict is rewritten \
      when one of its strings changes; a String Catalog gets the string units set (needs_review for a \
      unit awaiting review) and is written in Xcode's layout. Missing files are created. Exit status 1 if \
      anything was refused.

      EXAMPLES:
        tessera import-localizations de.xliff
        tessera import-localizations de.xliff --dry-run
      """
  )

  @OptionGroup var options: LocalizationOptions

  @Argument(help: "The XLIFF file to import.")
  var file: String

  @Flag(help: "Write nothing; list the files that would change.")
  var dryRun = false

  func run() throws {
    let (inputs, catalogOptions) = try options.resolve()
    let url: URL
    do {
      url = try InputResolution.existingFile(file, option: "xliff", in: catalogOptions.base)
    } catch .notRegularFile(_, _, let kind) {
      Console.error("error: the XLIFF file \(file) is \(kind), not a regular file; name the exported .xliff file.")
      throw ExitCode(ExitStatus.failure)
    } catch {
      Console.error("error: the XLIFF file \(file) does not exist.")
      throw ExitCode(ExitStatus.failure)
    }
    let displayPath = CatalogFile.displayPath(of: url, relativeTo: catalogOptions.displayBase)
    let result = LocalizationImporter(inputs: inputs).plan(xliff: url, displayPath: displayPath)
    if !dryRun {
      do {
        try CatalogFileChange.write(result.changes)
      } catch {
        Console.error("error: could not write the translations: \(error.localizedDescription)")
        throw ExitCode(ExitStatus.failure)
      }
    }
    let status = catalogOptions.report(result.diagnostics, quiet: true)
    if catalogOptions.format == .text, let locale = result.locale {
      for change in result.changes {
        Console.error(
          "\(dryRun ? "would \(change.isNew ? "create" : "update")" : change.isNew ? "created" : "updated") \(change.displayPath)"
        )
      }
      Console.error(
        "tessera: \(result.importedCount) unit\(result.importedCount == 1 ? "" : "s") of '\(locale)' imported; "
          + "\(result.changes.count) file\(result.changes.count == 1 ? "" : "s") \(dryRun ? "would change" : "changed")."
      )
    }
    if status != 0 { throw ExitCode(status) }
  }
}
