import Foundation

/// A catalog file found on disk, with the path diagnostics show for it.
public struct CatalogFile: Sendable, Hashable {
  /// Where the file is on disk.
  public var url: URL
  /// The path diagnostics show for the file.
  public var displayPath: String

  /// The file at `url`, shown as `displayPath`.
  public init(url: URL, displayPath: String) {
    self.url = url
    self.displayPath = displayPath
  }

  /// The file's size in bytes as it is now, or 0 when it can't be told:
  /// a weight for scheduling reads (largest first), never a limit.
  package var sizeForScheduling: Int { RegularFile.size(atPath: url.path) }

  /// `url`, shown relative to `displayBase`.
  public init(url: URL, displayBase: URL) {
    self.init(url: url, displayPath: Self.displayPath(of: url, relativeTo: displayBase))
  }

  /// The files under `directory` whose names end in one of `extensions`,
  /// searched recursively and sorted by path, so the order never depends on
  /// the file system. Hidden files and folders are skipped, and so is
  /// anything but a regular file. Symbolic links are followed within the
  /// project, as `CatalogSearch` does, which also says what it didn't follow.
  public static func find(
    in directory: URL, extensions: Set<String>, displayBase: URL
  ) -> [CatalogFile] {
    CatalogSearch(in: directory, extensions: extensions, displayBase: displayBase).files
  }

  /// ``find(in:extensions:displayBase:)``, listing folders through `files`.
  package static func find(
    in directory: URL, extensions: Set<String>, displayBase: URL, files: FileAccess
  ) -> [CatalogFile] {
    CatalogSearch(in: directory, extensions: extensions, displayBase: displayBase, files: files).files
  }

  /// A folder paths are shown relative to, its standardized path taken once.
  package struct DisplayBase {
    package var path: String

    package init(_ base: URL) {
      path = base.standardizedFileURL.path
      if path != "/", !path.hasSuffix("/") { path += "/" }
    }

    package func displayPath(of url: URL) -> String {
      let full = url.standardizedFileURL.path
      if path == "/" { return full }  // Relative to the root is absolute.
      return full.hasPrefix(path) ? String(full.dropFirst(path.count)) : full
    }
  }

  /// `url`'s path relative to `base` when it lies inside it, else its full path.
  public static func displayPath(of url: URL, relativeTo base: URL) -> String {
    DisplayBase(base).displayPath(of: url)
  }
}
