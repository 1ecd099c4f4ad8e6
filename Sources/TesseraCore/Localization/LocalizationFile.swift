import Foundation

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

extension LocalizationFile {
  /// The file at `displayPath`, a path relative to `displayBase` or absolute.
  init(displayPath: String, relativeTo displayBase: URL) {
    let url =
      displayPath.hasPrefix("/")
      ? URL(fileURLWithPath: displayPath) : displayBase.appendingPathComponent(displayPath)
    self.init(url: url, displayPath: displayPath)
  }
}
