import ArgumentParser
import Foundation
import TesseraCore
import TesseraFoundation

/// The `tessera` command: lint and compile design-token catalogs into Swift.
@main
struct Tessera: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "tessera",
    abstract: "Check design tokens and string catalogs, and generate type-safe Swift from them.",
    discussion: """
      Tessera reads the token catalogs in Tokens/ and the string catalogs in \
      Strings/<locale>.lproj/, checks them (light/dark parity, aliases, WCAG \
      contrast; locale parity, placeholders, CLDR plurals) and writes Swift into \
      Generated/.

      EXAMPLES:
        tessera lint
            Check the catalogs under the current folder.
        tessera lint --strict --format json
            Fail on warnings too; print JSON for CI.
        tessera generate
            Check, then write Generated/ where it changed.
        tessera generate --check
            Exit 1 if Generated/ is out of date.
        tessera contrast '#777777' '#FFFFFF'
            Print a WCAG contrast ratio.
        tessera rules
            List the rules; name one to see why, with examples.
        tessera inspect strings FILE --format json
            Show how a .strings file parses.
        tessera export-localizations --locale de
            Write de.xliff for translators (XLIFF 1.2).
        tessera import-localizations de.xliff
            Write its translations into de.lproj.
        tessera report --output report.html
            Write one HTML page of the catalogs and findings.

      EXIT STATUS:
        0  no errors (warnings allowed unless --strict)
        1  errors found, or Generated/ is stale under --check
        2  a usage or I/O failure
      """,
    version: SharedFacts.version,
    subcommands: [
      InitCommand.self, LintCommand.self, GenerateCommand.self, ContrastCommand.self, InspectCommand.self,
      RulesCommand.self,
      ExportLocalizationsCommand.self, ImportLocalizationsCommand.self, ConvertCommand.self, ReportCommand.self,
    ]
  )

  /// Parses and runs, mapping outcomes to Tessera's exit codes: a usage
  /// error is 2, not swift-argument-parser's 64.
  static func main() {
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch let code as ExitCode {
      Foundation.exit(code.rawValue)
    } catch {
      if exitCode(for: error) == .success { exit(withError: error) }
      Console.error(fullMessage(for: error))
      Foundation.exit(ExitStatus.failure)
    }
  }
}

/// Tessera's exit statuses.
enum ExitStatus {
  /// Errors in the catalogs, or stale output under `--check`.
  static let errors: Int32 = 1
  /// A usage or I/O failure.
  static let failure: Int32 = 2
}
