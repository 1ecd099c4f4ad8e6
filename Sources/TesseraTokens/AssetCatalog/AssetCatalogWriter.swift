import Foundation
import TesseraColor
import TesseraFoundation

/// Writes an asset catalog as `OutputWriter` writes `Generated/`:
/// each changed `Contents.json` atomically, only when its bytes change, and
/// the colour sets and group folders of tokens that are gone removed.
///
/// It writes only into a catalog of its own, so that a mistyped path can
/// never delete anything else. Before it writes, removes or even plans
/// anything, the folder must end in `.xcassets` and everything in it must
/// be Tessera's: folders, and `Contents.json` files whose `info` names
/// `"author" : "tessera"` (Finder's `.DS_Store` and a run's leftover
/// temporary files are allowed). Any other file, a link, or a
/// `Contents.json` another author wrote (Xcode's own, in a hand-made
/// catalog) refuses the folder with a ``Refusal``, and nothing is
/// touched. So do two files whose paths differ only in case (tokens
/// `color.ink` and `color.Ink`): macOS's file systems, and so Xcode, can't
/// hold both.
public struct AssetCatalogWriter: Sendable {
  /// Why the catalog can't be written: its folder is not Tessera's, or two
  /// of its paths differ only in case.
  public struct Refusal: Error, LocalizedError, Sendable, Equatable {
    /// What is wrong and what to do instead, as Tessera prints it after
    /// `error: `.
    public var message: String
    /// The ``message``.
    public var errorDescription: String? { message }
  }

  /// A writer; it keeps no state between calls.
  public init() {}

  /// What is in a catalog folder that Tessera wrote.
  package struct Inventory {
    /// Its `Contents.json` files, relative to the catalog.
    package var files: [String] = []
    /// Its folders, relative to the catalog, parents before children.
    package var folders: [String] = []
    /// Files that may go with their folder: `.DS_Store`, leftover temporaries.
    package var junk: [String] = []
  }

  /// Checks that `catalog` is Tessera's (or not there yet), and lists it.
  /// `displayPath` names it in the error.
  package func inventory(of catalog: URL, displayPath: String) throws(Refusal) -> Inventory {
    guard catalog.pathExtension == "xcassets" else {
      throw Refusal(
        message: "the asset catalog \(displayPath) does not end in .xcassets; tessera writes only an asset catalog "
          + "of its own, so name a folder such as Generated/Colors.xcassets.")
    }
    var inventory = Inventory()
    guard let type = Self.type(of: catalog) else { return inventory }
    guard type == .typeDirectory else {
      throw Refusal(message: "the asset catalog \(displayPath) is not a folder; name a new .xcassets folder.")
    }
    try walk(catalog, relative: "", displayPath: displayPath, into: &inventory)
    return inventory
  }

  private func walk(
    _ folder: URL, relative: String, displayPath: String, into inventory: inout Inventory
  ) throws(Refusal) {
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    for name in names {
      let url = folder.appendingPathComponent(name)
      let path = relative + name
      let type = Self.type(of: url)
      if type == .typeRegular, name == ".DS_Store" || name.hasSuffix(OutputWriter.temporarySuffix) {
        inventory.junk.append(path)
      } else if type == .typeRegular, name == "Contents.json", Self.isTessera(url) {
        inventory.files.append(path)
      } else if type == .typeDirectory {
        inventory.folders.append(path)
        try walk(url, relative: path + "/", displayPath: displayPath, into: &inventory)
      } else {
        throw Refusal(
          message: "the asset catalog \(displayPath) holds \(path), which tessera didn't write; tessera writes only "
            + "an asset catalog of its own, so name a new .xcassets folder, or remove what tessera didn't write.")
      }
    }
  }

  /// Whether `url` is a `Contents.json` Tessera wrote: JSON whose `info`
  /// names Tessera as its author.
  private static func isTessera(_ url: URL) -> Bool {
    guard let data = FileManager.default.contents(atPath: url.path), data.count <= 1024 * 1024,
      case .success(let value) = JSONReader().read([UInt8](data))
    else { return false }
    return value["info"]?["author"]?.string == AssetCatalogContents.author
  }

  private static func type(of url: URL) -> FileAttributeType? {
    (try? FileManager.default.attributesOfItem(atPath: url.path))?[.type] as? FileAttributeType
  }

  /// Compares `files` with the catalog on disk, without writing: each file
  /// created, updated or unchanged, and each of Tessera's files that
  /// `files` no longer has removed.
  public func plan(_ files: [GeneratedFile], in catalog: URL, displayPath: String) throws(Refusal)
    -> [OutputWriter.Outcome]
  {
    try Self.checkCase(of: files, displayPath: displayPath)
    let inventory = try inventory(of: catalog, displayPath: displayPath)
    return plan(files, in: catalog, inventory: inventory)
  }

  private func plan(_ files: [GeneratedFile], in catalog: URL, inventory: Inventory) -> [OutputWriter.Outcome] {
    let written = files.map { file in
      let url = catalog.appendingPathComponent(file.name)
      guard let existing = FileManager.default.contents(atPath: url.path) else {
        return OutputWriter.Outcome(url: url, change: .created)
      }
      return OutputWriter.Outcome(url: url, change: existing == Data(file.contents.utf8) ? .unchanged : .updated)
    }
    let names = Set(files.map(\.name))
    let removed = inventory.files.filter { !names.contains($0) }.map {
      OutputWriter.Outcome(url: catalog.appendingPathComponent($0), change: .removed)
    }
    return (written + removed).sorted { $0.url.path < $1.url.path }
  }

  /// What `generate --check` reports: a `generated-stale` error for each
  /// file writing `files` would create, change or remove.
  public func staleDiagnostics(_ files: [GeneratedFile], in catalog: URL, displayBase: URL) throws(Refusal)
    -> [Diagnostic]
  {
    let catalogPath = CatalogFile.displayPath(of: catalog, relativeTo: displayBase)
    return try plan(files, in: catalog, displayPath: catalogPath).compactMap { outcome in
      let path = CatalogFile.displayPath(of: outcome.url, relativeTo: displayBase)
      let message: String
      switch outcome.change {
      case .unchanged: return nil
      case .created:
        message = "\(path) is missing from the asset catalog; run `tessera generate` and commit the result."
      case .removed:
        message = "\(path) is for a colour token that is gone; run `tessera generate` to remove it, and commit."
      case .updated: message = "\(path) is out of date with its tokens; run `tessera generate` and commit the result."
      }
      return .error(.generatedStale, message, at: .start(of: path))
    }
  }

  /// Writes the files that changed, each one atomically; removes Tessera's
  /// files that `files` no longer has, and the folders left without a file
  /// to hold. Refuses a folder that isn't Tessera's before touching it.
  public func write(_ files: [GeneratedFile], to catalog: URL, displayPath: String) throws -> [OutputWriter.Outcome] {
    try Self.checkCase(of: files, displayPath: displayPath)
    let inventory = try inventory(of: catalog, displayPath: displayPath)
    let outcomes = plan(files, in: catalog, inventory: inventory)
    let contents = Dictionary(files.map { ($0.name, $0.contents) }, uniquingKeysWith: { first, _ in first })
    let manager = FileManager.default
    try manager.createDirectory(at: catalog, withIntermediateDirectories: true)
    for outcome in outcomes where outcome.change == .created || outcome.change == .updated {
      let name = String(outcome.url.path.dropFirst(catalog.path.count + 1))
      try OutputWriter.replace(outcome.url, with: Array((contents[name] ?? "").utf8), creatingFolder: true)
    }
    // The folders whose entries changed, and those above them up to the catalog's own folder, synced at the end
    // so the renames, new folders and removals survive a power cut.
    var changedFolders: Set<URL> = []
    for outcome in outcomes where outcome.change != .unchanged {
      var folder = outcome.url.deletingLastPathComponent()
      while folder.path.count >= catalog.path.count, changedFolders.insert(folder).inserted {
        folder = folder.deletingLastPathComponent()
      }
    }
    if !changedFolders.isEmpty { changedFolders.insert(catalog.deletingLastPathComponent()) }
    for outcome in outcomes where outcome.change == .removed {
      guard unlink(outcome.url.path) == 0 || errno == ENOENT else {
        throw OutputWriter.WriteError(path: outcome.url.path, reason: "could not remove it")
      }
    }
    // The folders no file is written into, deepest first, with their junk.
    let kept = Set(files.flatMap { Self.folders(of: $0.name) })
    for folder in inventory.folders.reversed() where !kept.contains(folder) {
      for junk in inventory.junk where junk.hasPrefix(folder + "/") && !junk.dropFirst(folder.count + 1).contains("/") {
        unlink(catalog.appendingPathComponent(junk).path)
      }
      let url = catalog.appendingPathComponent(folder)
      guard rmdir(url.path) == 0 || errno == ENOENT else {
        throw OutputWriter.WriteError(path: url.path, reason: "could not remove the emptied folder")
      }
      changedFolders.remove(url)
    }
    for folder in changedFolders.sorted(by: { $0.path < $1.path }) { OutputWriter.sync(directory: folder) }
    return outcomes
  }

  /// Refuses files two of whose paths differ only in case.
  package static func checkCase(of files: [GeneratedFile], displayPath: String) throws(Refusal) {
    var seen: [String: String] = [:]
    for file in files {
      let folded = file.name.lowercased()
      if let other = seen[folded], other != file.name {
        throw Refusal(
          message: "the asset catalog \(displayPath) would hold both \(other) and \(file.name), which differ only in "
            + "case; macOS's file systems and Xcode can't tell them apart, so rename one of their tokens.")
      }
      seen[folded] = file.name
    }
  }

  /// The folders a file's relative path passes through: `a`, `a/b` for `a/b/c`.
  private static func folders(of path: String) -> [String] {
    let parts = path.split(separator: "/").dropLast()
    return parts.indices.map { parts[...($0)].joined(separator: "/") }
  }
}
