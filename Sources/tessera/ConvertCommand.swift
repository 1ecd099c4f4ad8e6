import ArgumentParser
import Foundation
import TesseraCore
import TesseraFoundation

/// The formats `tessera convert` converts to: two for string tables, two
/// for token catalogs.
enum ConvertTarget: String, ExpressibleByArgument, CaseIterable {
  case xcstrings
  case strings
  case dtcg
  case xml

  /// The string table format, when this is one.
  var stringsFormat: StringsConverter.Format? { StringsConverter.Format(rawValue: rawValue) }
  /// The token catalog format, when this is one.
  var tokensFormat: TokensConverter.Format? { TokensConverter.Format(rawValue: rawValue) }
}

/// `tessera convert`: tables moved between `.lproj` files and String
/// Catalogs, and token catalogs between XML and DTCG.
struct ConvertCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "convert",
    abstract:
      "Convert string tables between .strings/.stringsdict files and String Catalogs (.xcstrings), and token "
      + "catalogs between XML and DTCG.",
    usage: "tessera convert --to <format> [<options>]",
    discussion: """
      --to xcstrings turns each table kept in <locale>.lproj folders into <Table>.xcstrings beside them; \
      --to strings turns each String Catalog into <locale>.lproj/<Table>.strings and .stringsdict files \
      beside it. --to dtcg turns each XML token catalog into <name>.tokens.json beside it, with \
      tokens.resolver.json (light and dark in its theme modifier, the contrast pairs in \
      $extensions["dev.tessera"]); --to xml turns the DTCG token files back into <name>.xml catalogs, \
      with the pairs in contrast.xml. The files converted from are removed, after the new ones are \
      written; nothing is written over a file that is there. Everything both formats express is carried, \
      so converting back gives the same table or tokens; what the target can't hold (a translation state, \
      a device variation, a token's $deprecated or $extensions, a colour outside sRGB) is reported by key \
      or token as convert-not-expressible. Nothing is converted if the catalogs have errors.

      EXAMPLES:
        tessera convert --to xcstrings
        tessera convert --to strings --table Localizable --dry-run
        tessera convert --to dtcg --tokens Tokens
      """
  )

  @OptionGroup var options: LocalizationOptions

  @Option(help: "The format to convert to: xcstrings or strings (string tables), dtcg or xml (token catalogs).")
  var to: ConvertTarget

  @Option(name: .customLong("tokens"), help: "The token catalogs' folder, for dtcg and xml. (default: Tokens)")
  var tokensPath: String?

  @Option(
    name: .customLong("table"), help: "A table to convert (repeatable). (default: every table in the other format)")
  var tables: [String] = []

  @Option(
    help: ArgumentHelp(
      "The extractionState of the .strings tables' keys, or none. (default: manual to xcstrings, none to strings)",
      discussion: """
        Converting to xcstrings gives every key this state: by default manual, since every key of a .strings \
        table has an accessor, as a String Catalog key managed by hand does (one Xcode extracted from code, \
        with none, has none). Converting to strings reports every key whose state differs, since .strings \
        files can't record it.
        """))
  var extractionState: String?

  @Flag(help: "Write and remove nothing; list what would change.")
  var dryRun = false

  func run() throws {
    if let format = to.tokensFormat {
      guard tables.isEmpty, extractionState == nil else {
        Console.error(
          "error: --table and --extraction-state are for string tables; --to \(to.rawValue) converts tokens.")
        throw ExitCode(ExitStatus.failure)
      }
      try convertTokens(to: format)
      return
    }
    guard tokensPath == nil, let format = to.stringsFormat else {
      Console.error("error: --tokens is for token catalogs; --to \(to.rawValue) converts string tables.")
      throw ExitCode(ExitStatus.failure)
    }
    try convertStrings(to: format)
  }

  private func convertStrings(to format: StringsConverter.Format) throws {
    if let extractionState, extractionState != "none", !StringsConverter.extractionStates.contains(extractionState) {
      Console.error(
        "error: '\(extractionState)' is not an extractionState; use one of "
          + "\((StringsConverter.extractionStates + ["none"]).joined(separator: ", ")).")
      throw ExitCode(ExitStatus.failure)
    }
    // A .strings key has an accessor, as a manual String Catalog key does: converted, it keeps it.
    let state = extractionState.map { $0 == "none" ? nil : $0 } ?? (format == .xcstrings ? "manual" : nil)
    let (inputs, catalogOptions) = try options.resolve()
    let conversion: CatalogConversion
    do {
      conversion = try StringsConverter(inputs: inputs, extractionState: state).plan(
        to: format, tables: tables.isEmpty ? nil : tables)
    } catch {
      let known = error.candidates.isEmpty ? "there are none" : "they are \(error.candidates.joined(separator: ", "))"
      Console.error("error: there is no table '\(error.name)' to convert to \(format.rawValue); \(known).")
      throw ExitCode(ExitStatus.failure)
    }
    let count = conversion.tables.count
    try finish(conversion, options: catalogOptions, summary: "\(count) table\(count == 1 ? "" : "s")")
  }

  private func convertTokens(to format: TokensConverter.Format) throws {
    let (inputs, catalogOptions) = try options.resolveTokens(tokens: tokensPath)
    let conversion = TokensConverter(inputs: inputs).plan(to: format)
    let count = conversion.removals.count
    try finish(conversion, options: catalogOptions, summary: "\(count) token file\(count == 1 ? "" : "s")")
  }

  /// Reports, applies unless a dry run, and lists what changed.
  private func finish(_ conversion: CatalogConversion, options catalogOptions: CatalogOptions, summary: String)
    throws
  {
    let diagnostics = conversion.diagnostics
    let status = catalogOptions.report(diagnostics, quiet: true)
    // With --strict a warning fails the run, so nothing lossy is written either.
    if status != 0 || diagnostics.contains(where: { $0.severity == .error }) {
      throw ExitCode(status == 0 ? ExitStatus.errors : status)
    }
    if !dryRun {
      do {
        try conversion.apply()
      } catch {
        Console.error("error: could not convert: \(error.localizedDescription)")
        throw ExitCode(ExitStatus.failure)
      }
    }
    if catalogOptions.format == .text {
      for change in conversion.changes { Console.error("\(dryRun ? "would write" : "wrote") \(change.displayPath)") }
      for file in conversion.removals { Console.error("\(dryRun ? "would remove" : "removed") \(file.displayPath)") }
      Console.error("tessera: \(summary) \(dryRun ? "would be converted" : "converted") to \(to.rawValue).")
    }
    if status != 0 { throw ExitCode(status) }
  }
}
