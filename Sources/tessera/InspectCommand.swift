import ArgumentParser
import Foundation
import TesseraCore
import TesseraFoundation

/// `tessera inspect`: show how Tessera reads catalog files.
struct InspectCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "inspect",
    abstract: "Show how Tessera reads catalog files.",
    subcommands: [InspectStringsCommand.self]
  )
}

/// `tessera inspect strings PATH...`: every entry of `.strings` and
/// `.stringsdict` files, with positions and placeholder types.
struct InspectStringsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "strings",
    abstract: "Print the entries of .strings and .stringsdict files, with their placeholders.",
    discussion: """
      JSON output is {"entries": [...], "diagnostics": [...]}. Each entry has its \
      table, key, value (a .stringsdict entry's format key), file, line and column \
      of the key, and placeholders: the arguments of the whole entry, as \
      {"position": 1, "type": "String"}.

      EXAMPLES:
        tessera inspect strings Strings/de.lproj/CardForm.strings
        tessera inspect strings Strings/pl.lproj/*.stringsdict --format json
      """
  )

  @Argument(help: "The .strings and .stringsdict files to read.")
  var paths: [String]

  @Option(help: "How to print: text or json.")
  var format: PlainFormat = .text

  func validate() throws {
    for path in paths {
      let ext = URL(fileURLWithPath: path).pathExtension.lowercased()
      // A String Catalog is a table of every locale, not one file of one; `lint` reads it.
      guard ["strings", "stringsdict"].contains(ext) else {
        throw ValidationError("\(path) is not a .strings or .stringsdict file.")
      }
    }
  }

  func run() throws {
    let base = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    let files = paths.map { path in
      let url = URL(fileURLWithPath: path, relativeTo: base).standardizedFileURL
      return CatalogFile(url: url, displayPath: CatalogFile.displayPath(of: url, relativeTo: base))
    }
    let inspection = StringsInspection.inspect(files)
    switch format {
    case .json:
      Console.output(DiagnosticFormat.encodeJSON(inspection))
    case .text:
      var text = ""
      for entry in inspection.entries {
        let types = entry.placeholders.map { "\($0.position): \($0.type)" }.joined(separator: ", ")
        text += "\(entry.file):\(entry.line):\(entry.column): \(entry.table) \(entry.key) = "
        text += "\(Self.quoted(entry.value))\(types.isEmpty ? "" : "  [\(types)]")\n"
      }
      Console.output(text + DiagnosticFormat.text.render(inspection.diagnostics))
    }
    if inspection.diagnostics.contains(where: { RuleCatalog.inputFailures.contains($0.rule) }) {
      throw ExitCode(ExitStatus.failure)
    }
    if inspection.diagnostics.contains(where: { $0.severity == .error }) { throw ExitCode(ExitStatus.errors) }
  }

  private static func quoted(_ value: String) -> String {
    var result = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case "\r": result += "\\r"
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
