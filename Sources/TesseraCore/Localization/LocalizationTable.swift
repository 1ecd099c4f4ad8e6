import Foundation

/// A table translators work on through XLIFF: one `<file>` of an export,
/// and the files its translations are written back into.
///
/// Each file Tessera reads a locale's strings from is one table, as each is
/// one `<file>` in Xcode's export: ``StringsFileTable`` for a `.strings`
/// file, ``StringsDictTable`` for a `.stringsdict` file. Export and import
/// see only this protocol, so another format is one more conformance: a
/// String Catalog (`.xcstrings`) would list, for the target locale, a unit
/// for each key's `stringUnit` and each plural or substitution variation
/// (with the ids Xcode gives them), take its states from the catalog's, and
/// write back by setting those string units in the catalog's ``JSONValue``
/// and writing the one file with ``JSONWriter``.
package protocol LocalizationTable: Sendable {
  /// The XLIFF `<file original>`: the path of the base locale's file.
  var original: String { get }
  /// The units an export lists, in a stable order.
  var units: [TranslationUnit] { get }
  /// The unit `id` names, when the table has it: any unit an export lists,
  /// and any other the table accepts (a plural category the target
  /// language doesn't use but a translator may add, such as `zero`).
  func unit(withID id: String) -> TranslationUnit?
  /// What writing `translations` (text by unit id, every id one of the
  /// table's) into the target locale does: the files that change, with
  /// their new bytes, and problems that kept a file from being written.
  func writing(_ translations: [String: String]) -> ([LocalizationFileChange], [Diagnostic])
}

/// A file an import writes: its new bytes, and whether it is new.
package struct LocalizationFileChange: Sendable, Hashable {
  package var url: URL
  package var displayPath: String
  package var bytes: [UInt8]
  package var isNew: Bool

  package init(url: URL, displayPath: String, bytes: [UInt8], isNew: Bool) {
    self.url = url
    self.displayPath = displayPath
    self.bytes = bytes
    self.isNew = isNew
  }

  /// Writes `changes`, each atomically (``OutputWriter``'s temporary file
  /// and rename), creating folders as needed.
  package static func write(_ changes: [LocalizationFileChange]) throws {
    for change in changes {
      try FileManager.default.createDirectory(
        at: change.url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try OutputWriter.replace(change.url, with: change.bytes)
    }
  }
}

/// A file of a table: where it is, and the path diagnostics show.
package struct LocalizationFile: Sendable, Hashable {
  package var url: URL
  package var displayPath: String

  package init(url: URL, displayPath: String) {
    self.url = url
    self.displayPath = displayPath
  }

  /// The file's bytes, or `nil` when it doesn't exist.
  func read(maximumFileSize: Int) -> Result<[UInt8], Diagnostic>? {
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    return CatalogFileReader(maximumFileSize: maximumFileSize).read(url, displayPath: displayPath)
  }
}
