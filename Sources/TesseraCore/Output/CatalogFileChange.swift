import Foundation

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
    for change in changes { try OutputWriter.replace(change.url, with: change.bytes, creatingFolder: true) }
  }
}

extension LocalizationFileChange {
  /// A change to `file`.
  init(_ file: CatalogFile, bytes: [UInt8], isNew: Bool) {
    self.init(url: file.url, displayPath: file.displayPath, bytes: bytes, isNew: isNew)
  }
}
