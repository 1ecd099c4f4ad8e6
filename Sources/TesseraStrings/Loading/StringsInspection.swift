import Foundation
import TesseraFoundation

/// What `tessera inspect strings` reports about `.strings` and
/// `.stringsdict` files: every entry as parsed, and every diagnostic.
package struct StringsInspection: Sendable, Encodable {
  /// One parsed entry.
  package struct Entry: Sendable, Encodable, Equatable {
    package var table: String
    package var key: String
    /// The value, or a `.stringsdict` entry's format key.
    package var value: String
    package var file: String
    package var line: Int
    package var column: Int
    /// The arguments of the whole entry, by position.
    package var placeholders: [Placeholder]
  }

  /// One argument: its position and Swift type.
  package struct Placeholder: Sendable, Encodable, Equatable {
    package var position: Int
    package var type: String
  }

  package var entries: [Entry]
  package var diagnostics: [Diagnostic]

  /// Parses each file on its own (a file's table is its name), in the
  /// order given, keeping every entry, duplicates included.
  package static func inspect(_ files: [CatalogFile], maximumFileSize: Int = XMLLoader.defaultMaximumFileSize)
    -> StringsInspection
  {
    let loader = StringsCatalogLoader(maximumFileSize: maximumFileSize)
    var entries: [Entry] = []
    var diagnostics = DiagnosticBag()
    for file in files {
      let table = file.url.deletingPathExtension().lastPathComponent
      let (parsed, fileDiagnostics, _) = loader.loadFile(file, table: table)
      diagnostics.append(contentsOf: fileDiagnostics)
      diagnostics.append(contentsOf: StringsCatalogLoader.duplicateKeys(in: parsed))
      entries += parsed.map { entry in
        Entry(
          table: table, key: entry.key, value: entry.displayValue, file: entry.keyLocation.file,
          line: entry.keyLocation.line, column: entry.keyLocation.column,
          placeholders: entry.arguments.typesByPosition.keys.sorted().compactMap { position in
            entry.arguments.typesByPosition[position].map { Placeholder(position: position, type: $0.rawValue) }
          })
      }
    }
    return StringsInspection(entries: entries, diagnostics: diagnostics.sorted)
  }

  private enum CodingKeys: String, CodingKey {
    case entries, diagnostics
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(entries, forKey: .entries)
    try container.encode(diagnostics.map(DiagnosticRecord.init), forKey: .diagnostics)
  }
}
