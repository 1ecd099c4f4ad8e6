import Foundation

/// A file an import or a conversion writes: its new bytes, and whether it
/// is new.
package struct CatalogFileChange: Sendable, Hashable {
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
  package static func write(_ changes: [CatalogFileChange]) throws {
    for change in changes { try OutputWriter.replace(change.url, with: change.bytes, creatingFolder: true) }
  }
}

extension CatalogFileChange {
  /// A change to `file`.
  package init(_ file: CatalogFile, bytes: [UInt8], isNew: Bool) {
    self.init(url: file.url, displayPath: file.displayPath, bytes: bytes, isNew: isNew)
  }
}

/// What a conversion (`tessera convert`, of string tables or of token
/// catalogs) does: the files it writes and removes, and what it reports.
package struct CatalogConversion: Sendable {
  package var changes: [CatalogFileChange] = []
  package var removals: [CatalogFile] = []
  package var diagnostics: [Diagnostic] = []
  /// The string tables converted, by name; empty for token catalogs.
  package var tables: [String] = []

  package init(
    changes: [CatalogFileChange] = [], removals: [CatalogFile] = [], diagnostics: [Diagnostic] = [],
    tables: [String] = []
  ) {
    self.changes = changes
    self.removals = removals
    self.diagnostics = diagnostics
    self.tables = tables
  }

  /// Writes the changes, each atomically, then removes the files converted
  /// from, and a `.lproj` folder their removal leaves empty. Written first,
  /// so a conversion stopped halfway leaves a key or token defined twice
  /// (reported), never lost.
  package func apply() throws {
    try CatalogFileChange.write(changes)
    let manager = FileManager.default
    for file in removals {
      try manager.removeItem(at: file.url)
      let folder = file.url.deletingLastPathComponent()
      if folder.pathExtension.lowercased() == "lproj",
        (try? manager.contentsOfDirectory(atPath: folder.path))?.isEmpty == true
      {
        try manager.removeItem(at: folder)
      }
    }
  }
}
