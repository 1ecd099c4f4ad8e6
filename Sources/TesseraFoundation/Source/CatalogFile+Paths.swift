import Foundation

extension CatalogFile {
  /// The file at `displayPath`, a path relative to `displayBase` or absolute:
  /// a table's file as diagnostics name it, or one an import is to create.
  package init(displayPath: String, relativeTo displayBase: URL) {
    let url =
      displayPath.hasPrefix("/")
      ? URL(fileURLWithPath: displayPath) : displayBase.appendingPathComponent(displayPath)
    self.init(url: url, displayPath: displayPath)
  }

  /// The file's bytes, or `nil` when it doesn't exist.
  package func read(maximumFileSize: Int) -> Result<[UInt8], Diagnostic>? {
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    return CatalogFileReader(maximumFileSize: maximumFileSize, files: .direct).read(url, displayPath: displayPath)
  }
}
