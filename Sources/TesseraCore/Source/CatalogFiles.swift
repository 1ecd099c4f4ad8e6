import Foundation

/// A catalog file found on disk, with the path diagnostics show for it.
public struct CatalogFile: Sendable, Hashable {
  public var url: URL
  public var displayPath: String

  public init(url: URL, displayPath: String) {
    self.url = url
    self.displayPath = displayPath
  }

  /// `url`, shown relative to `displayBase`.
  public init(url: URL, displayBase: URL) {
    self.init(url: url, displayPath: Self.displayPath(of: url, relativeTo: displayBase))
  }

  /// The files under `directory` whose names end in one of `extensions`,
  /// searched recursively and sorted by path, so the order never depends on
  /// the file system. Hidden files and folders are skipped.
  public static func find(
    in directory: URL, extensions: Set<String>, displayBase: URL
  ) -> [CatalogFile] {
    let manager = FileManager.default
    guard
      let enumerator = manager.enumerator(
        at: directory, includingPropertiesForKeys: [.isRegularFileKey],
        options: [.skipsHiddenFiles])
    else { return [] }
    var files: [CatalogFile] = []
    for case let url as URL in enumerator where extensions.contains(url.pathExtension.lowercased()) {
      let isFile = (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) ?? false
      guard isFile else { continue }
      files.append(CatalogFile(url: url, displayPath: displayPath(of: url, relativeTo: displayBase)))
    }
    return files.sorted { Array($0.displayPath.utf8).lexicographicallyPrecedes(Array($1.displayPath.utf8)) }
  }

  /// `url`'s path relative to `base` when it lies inside it, else its full path.
  public static func displayPath(of url: URL, relativeTo base: URL) -> String {
    let path = url.standardizedFileURL.path
    var basePath = base.standardizedFileURL.path
    if basePath == "/" { return path }  // Relative to the root is absolute.
    if !basePath.hasSuffix("/") { basePath += "/" }
    return path.hasPrefix(basePath) ? String(path.dropFirst(basePath.count)) : path
  }
}
