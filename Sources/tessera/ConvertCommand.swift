import ArgumentParser
import Foundation
import TesseraCore

extension StringsConverter.Format: ExpressibleByArgument {}

/// `tessera convert`: tables moved between `.lproj` files and String
/// Catalogs.
struct ConvertCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "convert",
    abstract: "Convert string tables between .strings/.stringsdict files and String Catalogs (.xcstrings).",
    discussion: """
      --to xcstrings turns each table kept in <locale>.lproj folders into <Table>.xcstrings beside them; \
      --to strings turns each String Catalog into <locale>.lproj/<Table>.strings and .stringsdict files \
      beside it. The files converted from are removed. Everything both formats express is carried, so \
      converting back gives the same table; what the target can't hold (a translation state, a device \
      variation, a comment only one locale has) is reported by key as convert-not-expressible. Nothing is \
      converted if the catalogs have errors.

      EXAMPLES:
        tessera convert --to xcstrings
        tessera convert --to strings --table Localizable --dry-run
      """
  )

  @OptionGroup var options: LocalizationOptions

  @Option(help: "The format to convert to: xcstrings or strings.")
  var to: StringsConverter.Format

  @Option(
    name: .customLong("table"), help: "A table to convert (repeatable). (default: every table in the other format)")
  var tables: [String] = []

  @Option(
    help: ArgumentHelp(
      "The extractionState of the .strings tables' keys, such as manual. (default: none, extracted from code)",
      discussion: """
        Converting to xcstrings gives every key this state; converting to strings reports every key whose \
        state differs, since .strings files can't record it. Use manual for keys no code scan finds, such as \
        those only Tessera's accessors use.
        """))
  var extractionState: String?

  @Flag(help: "Write and remove nothing; list what would change.")
  var dryRun = false

  func run() throws {
    if let extractionState, !StringsConverter.extractionStates.contains(extractionState) {
      Console.error(
        "error: '\(extractionState)' is not an extractionState; use one of "
          + "\(StringsConverter.extractionStates.joined(separator: ", ")).")
      throw ExitCode(ExitStatus.failure)
    }
    let (inputs, catalogOptions) = try options.resolve()
    let conversion: StringsConverter.Conversion
    do {
      conversion = try StringsConverter(inputs: inputs, extractionState: extractionState).plan(
        to: to, tables: tables.isEmpty ? nil : tables)
    } catch {
      let known = error.candidates.isEmpty ? "there are none" : "they are \(error.candidates.joined(separator: ", "))"
      Console.error("error: there is no table '\(error.name)' to convert to \(to.rawValue); \(known).")
      throw ExitCode(ExitStatus.failure)
    }
    let status = catalogOptions.report(conversion.diagnostics, quiet: true)
    // With --strict a warning fails the run, so nothing lossy is written either.
    if status != 0 || conversion.diagnostics.contains(where: { $0.severity == .error }) {
      throw ExitCode(status == 0 ? ExitStatus.errors : status)
    }
    if !dryRun {
      do {
        try StringsConverter.apply(conversion)
      } catch {
        Console.error("error: could not convert: \(error.localizedDescription)")
        throw ExitCode(ExitStatus.failure)
      }
    }
    if catalogOptions.format == .text {
      for change in conversion.changes { Console.error("\(dryRun ? "would write" : "wrote") \(change.displayPath)") }
      for file in conversion.removals { Console.error("\(dryRun ? "would remove" : "removed") \(file.displayPath)") }
      let count = conversion.tables.count
      let tables = "\(count) table\(count == 1 ? "" : "s")"
      Console.error("tessera: \(tables) \(dryRun ? "would be converted" : "converted") to \(to.rawValue).")
    }
    if status != 0 { throw ExitCode(status) }
  }
}
