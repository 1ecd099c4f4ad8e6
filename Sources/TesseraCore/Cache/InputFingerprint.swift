import Foundation
import TesseraAccessibility
import TesseraColor
import TesseraFoundation
import TesseraStrings
import TesseraTokens

/// The digest of everything a run's result depends on, which keys the input
/// cache (``InputCache``): two runs with one fingerprint find the same
/// diagnostics and write the same files.
///
/// What goes in, each field length-prefixed and in a fixed order:
/// - the tool: its version, the cache format (``CacheRecord/formatVersion``)
///   and the identity of its executable, so a rebuilt tool misses;
/// - the command and the folder it runs in;
/// - every resolved input and option that changes what the pipeline finds
///   or writes (``PipelineInputs/fingerprint(into:)``), and the output
///   folder and asset catalog;
/// - each folder a run searches for catalogs (tokens, strings, Swift
///   sources), as a tree (``addTree(_:)``): every entry's path, kind and
///   size, and every file's bytes, hidden files included, so that adding,
///   deleting, renaming or editing any file in it is a miss, whether or not
///   the run would read it;
/// - each single file a run reads (the accessibility catalog, the coverage
///   list, the DTCG files `tessera.yml` names) by ``addFile(_:)``;
/// - the stamps of the files read while the options were resolved
///   (``addStamps(_:)``): the configuration file and the baseline.
///
/// Options that only change how diagnostics are printed (`--format`,
/// `--quiet`) or which of them fail the run (`--strict`) are left out: the
/// cache holds the diagnostics themselves, and each run prints them and
/// decides its exit status afresh.
package struct InputFingerprint: Sendable {
  private var hasher = StableHasher()
  /// The files whose bytes went in, by standardized path.
  package private(set) var coveredFiles: [String: FileStamp] = [:]

  /// Stamps already taken of files, by standardized path, which adding
  /// those files again takes rather than reading them again.
  private var known: [String: FileStamp] = [:]
  /// The port folders are listed through: the run's, so that its key, its
  /// stages' keys and its stages list each folder once.
  package var files: FileAccess = .direct

  /// A fingerprint of `command` run by `tool` (its version and build),
  /// taking the stamps of the files that `other` has covered rather than
  /// reading them again: a stage's key, made after the run's.
  package init(command: String, tool: String, reusing other: InputFingerprint? = nil) {
    known = other?.coveredFiles ?? [:]
    files = other?.files ?? .direct
    add("tessera-input-cache", CacheRecord.formatVersion)
    add("tool", tool)
    add("command", command)
  }

  /// The digest of everything added.
  package var digest: Digest128 { hasher.finalize() }

  /// Adds a named text field.
  package mutating func add(_ name: String, _ value: String) {
    hasher.combine(name)
    hasher.combine(value)
  }

  /// Adds a named number.
  package mutating func add(_ name: String, _ value: Int) {
    hasher.combine(name)
    hasher.combine(value)
  }

  /// Adds a named optional URL: its path, or that there is none.
  package mutating func add(_ name: String, _ url: URL?) {
    hasher.combine(name)
    hasher.combine(url != nil)
    if let url { hasher.combine(url.standardizedFileURL.path) }
  }

  /// Adds the stamps of files already read.
  package mutating func addStamps(_ stamps: [FileStamp]) {
    add("stamps", stamps.count)
    for stamp in stamps {
      hasher.combine(stamp.path)
      hasher.combine(stamp.size ?? -1)
      hasher.combine(stamp.digest?.description ?? "unreadable")
      coveredFiles[stamp.path] = stamp
    }
  }

  /// Adds a file a run reads: its path and bytes, or that it can't be read.
  package mutating func addFile(_ url: URL?) {
    add("file", url)
    guard let url else { return }
    let path = url.standardizedFileURL.path
    let stamp = known[path] ?? FileStamp.current(path)
    hasher.combine(stamp.size ?? -1)
    hasher.combine(stamp.digest?.description ?? "unreadable")
    coveredFiles[path] = stamp
  }

  /// Adds a folder a run searches: every entry below it, in byte order of
  /// their names; each one's name and kind, a link's target, and a file's
  /// size and bytes. A link to a folder is followed as the run's search
  /// follows it (`CatalogSearch`): within `boundary` (by default the
  /// folder itself) and never back into a folder it is in. `.tessera-cache`
  /// folders are skipped.
  package mutating func addTree(_ url: URL?, boundary: URL? = nil) {
    add("tree", url)
    guard let url else { return }
    var items: [TreeItem] = []
    let root = url.standardizedFileURL.path
    if let real = CatalogSearch.realPath(root) {
      var walk = TreeWalk(
        boundary: CatalogSearch.realPath(boundary?.standardizedFileURL.path ?? root), files: files)
      walk.list(root, relative: "", real: real, links: 0, into: &items)
    }
    // The files' bytes are read and hashed side by side, then everything goes in in the walk's order.
    let unread = items.compactMap { item -> String? in
      guard case .contents(let path) = item, known[path] == nil else { return nil }
      return path
    }
    let stamps = Dictionary(
      zip(unread, unread.concurrentMap(FileStamp.current)), uniquingKeysWith: { first, _ in first })
    for item in items {
      switch item {
      case .text(let text): hasher.combine(text)
      case .number(let number): hasher.combine(number)
      case .contents(let path): addContents(of: path, stamp: stamps[path])
      }
    }
  }

  /// What a tree adds to the hasher, listed before any file is read.
  private enum TreeItem {
    case text(String)
    case number(Int)
    /// The size and bytes of the file at a path (``addContents(of:stamp:)``).
    case contents(String)
  }

  /// The walk of a tree, which follows links to folders as the run's
  /// search does.
  private struct TreeWalk {
    /// The resolved folder links may lead into.
    let boundary: String?
    /// The port folders are listed through.
    let files: FileAccess
    var entries = 0

    /// Lists the entries below `folder` (whose resolved path is `real`,
    /// reached through `links` links), in byte order of their names.
    mutating func list(_ folder: String, relative: String, real: String, links: Int, into items: inout [TreeItem]) {
      guard let names = files.names(in: folder) else {
        items.append(.text("unreadable folder"))
        return
      }
      let sorted = names.filter { $0 != InputCache.folderName }.sorted {
        Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8))
      }
      items.append(.number(sorted.count))
      for name in sorted {
        entries += 1
        guard entries <= CatalogSearch.maximumEntries else {
          items.append(.text("too many entries"))
          return
        }
        let path = folder + "/" + name
        let relativePath = relative + "/" + name
        items.append(.text(relativePath))
        var status = stat()
        guard lstat(path, &status) == 0 else {
          items.append(.text("gone"))
          continue
        }
        switch status.st_mode & S_IFMT {
        case S_IFDIR:
          items.append(.text("folder"))
          list(path, relative: relativePath, real: real + "/" + name, links: links, into: &items)
        case S_IFLNK:
          items.append(.text("link"))
          items.append(.text((try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? ""))
          var target = stat()
          if let resolved = CatalogSearch.realPath(path), stat(resolved, &target) == 0,
            target.st_mode & S_IFMT == S_IFDIR, let boundary, CatalogSearch.isInside(resolved, boundary),
            !CatalogSearch.isInside(real, resolved), links < CatalogSearch.maximumLinkDepth
          {
            // A folder the search follows: what it holds is an input as much as the folder's own files.
            items.append(.text("linked folder"))
            list(path, relative: relativePath, real: resolved, links: links + 1, into: &items)
          } else {
            items.append(.contents(path))
          }
        case S_IFREG:
          items.append(.text("file"))
          items.append(.contents(path))
        default:
          items.append(.text("other"))
        }
      }
    }
  }

  /// A file's size and bytes, through a link; a link to a folder or to
  /// nothing adds only that. `stamp` is the file's, if already taken.
  private mutating func addContents(of path: String, stamp taken: FileStamp? = nil) {
    let stamp = known[path] ?? taken ?? FileStamp.current(path)
    hasher.combine(stamp.size ?? -1)
    hasher.combine(stamp.digest?.description ?? "unreadable")
    if stamp.digest != nil { coveredFiles[path] = stamp }
  }

  /// Splits the stamps of the files a run read into those the fingerprint
  /// doesn't cover, which its record must check on a hit, and whether any
  /// it does cover read differently from how the fingerprint found it
  /// (`FileStamp.changed(in:maximumFileSize:)`, with the run's size cap):
  /// a file edited, or gone for a moment, during the run, whose result must
  /// not be stored under this key.
  package func uncovered(_ reads: [FileStamp], maximumFileSize: Int) -> (
    uncovered: [FileStamp], changedDuringRun: Bool
  ) {
    var uncovered: [FileStamp] = []
    var changed = false
    for read in reads {
      if let covered = coveredFiles[read.path] {
        if covered.changed(in: read, maximumFileSize: maximumFileSize) { changed = true }
      } else {
        uncovered.append(read)
      }
    }
    return (uncovered, changed)
  }
}
