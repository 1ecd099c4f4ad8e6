import Foundation

/// The catalog files under a folder, found through symbolic links, and what
/// was found about the links it didn't follow.
///
/// A link to a folder or a file is followed as if its target stood where
/// the link does: the files keep the link's path, as the folder shows them.
/// Three kinds of link are not followed, each reported under `file-link`:
/// - one that leads back into a folder the search is already in (a loop),
///   which would be walked forever: a warning, since everything it holds
///   is read through the folder it loops to;
/// - one whose target lies outside the project (``boundary``: by default
///   the repository the project is in): an error
///   for a catalog file or a `.lproj` folder, which the output would then
///   lack, and a warning for any other folder, which may hold catalogs;
/// - one that points to nothing, when it is named like a catalog: a warning.
///
/// The search never waits on a file (only `lstat`, `stat` and folder
/// listings), and it stops, with an error, past ``maximumEntries`` entries
/// or ``maximumLinkDepth`` links within links: a farm of links to the same
/// folders can't make it run for ever.
package struct CatalogSearch: Sendable {
  /// The files found, sorted by path.
  package var files: [CatalogFile] = []
  /// What was found about the links that were not followed.
  package var diagnostics: [Diagnostic] = []
  /// The folders `skipping` kept the search out of, as shown, sorted.
  package var skippedFolders: [String] = []

  /// The most entries one search looks at, links followed included.
  package static let maximumEntries = 500_000
  /// The most links one path may pass through.
  package static let maximumLinkDepth = 32

  /// Searches `directory` for files whose extension (in any case) is one of
  /// `extensions`, at any depth, skipping hidden files and folders, showing
  /// paths relative to `displayBase`; links are followed within `boundary`
  /// (the project: by default `displayBase` when `directory` is inside it,
  /// else `directory` itself).
  ///
  /// `skipping` names folders not to enter (a build's or a dependency
  /// manager's, for `tessera init`), by their name. Folders are listed
  /// through `files`, once a run when it keeps listings.
  package init(
    in directory: URL, extensions: Set<String>, displayBase: URL, boundary: URL? = nil,
    files: FileAccess = .direct, skipping: @escaping @Sendable (String) -> Bool = { _ in false }
  ) {
    let root = directory.standardizedFileURL.path
    var walk = Walk(
      extensions: extensions, displayBase: CatalogFile.DisplayBase(displayBase),
      boundary: Self.realPath(boundary?.path ?? Self.defaultBoundary(root, displayBase: displayBase)),
      access: files, skipping: skipping)
    if let real = Self.realPath(root) { walk.walk(root, real: real, links: 0) }
    self.files = walk.files.sorted { Array($0.displayPath.utf8).lexicographicallyPrecedes(Array($1.displayPath.utf8)) }
    diagnostics = walk.diagnostics
    skippedFolders = walk.skipped.sorted()
  }

  /// The project a folder of `displayBase` belongs to: `displayBase`, or
  /// the folder itself when it lies elsewhere (or `displayBase` is the root
  /// of the file system, as under `--absolute-paths`).
  package static func defaultBoundary(_ root: String, displayBase: URL) -> String {
    let base = displayBase.standardizedFileURL.path
    guard base != "/", let realBase = realPath(base), let realRoot = realPath(root), isInside(realRoot, realBase)
    else { return repositoryRoot(containing: root) ?? root }
    return repositoryRoot(containing: base) ?? base
  }

  /// The repository a folder is in: the nearest folder at or above it that holds `.git` (a folder,
  /// or a file as in a worktree or submodule), so that a package of a monorepo may link to a
  /// locale shared by its neighbours; `nil` outside any repository, and never the file system's
  /// root.
  package static func repositoryRoot(containing path: String) -> String? {
    var current = URL(fileURLWithPath: path).standardizedFileURL.path
    while current != "/", !current.isEmpty {
      var status = stat()
      if lstat(current + "/.git", &status) == 0 { return current }
      current = (current as NSString).deletingLastPathComponent
    }
    return nil
  }

  /// The path with every link resolved, or `nil` when it leads nowhere.
  package static func realPath(_ path: String?) -> String? {
    guard let path, let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// Whether `path` is `folder` or lies inside it; both resolved.
  package static func isInside(_ path: String, _ folder: String) -> Bool {
    path == folder || folder == "/" || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
  }

  /// The search's state as it goes down the folders.
  private struct Walk {
    let extensions: Set<String>
    let displayBase: CatalogFile.DisplayBase
    /// The project's resolved path; `nil` when it can't be resolved, and then no link is followed.
    let boundary: String?
    /// The port folders are listed through.
    let access: FileAccess
    let skipping: @Sendable (String) -> Bool
    var files: [CatalogFile] = []
    var diagnostics: [Diagnostic] = []
    var entries = 0
    var stopped = false
    var skipped: [String] = []

    /// Walks the folder at `path` (as it is shown), whose resolved path is
    /// `real`, reached through `links` links.
    mutating func walk(_ path: String, real: String, links: Int) {
      guard !stopped, let names = access.names(in: path) else { return }
      for name in names.sorted() where !name.hasPrefix(".") {
        entries += 1
        guard entries <= CatalogSearch.maximumEntries else {
          stop(at: path, "holds more than \(CatalogSearch.maximumEntries) entries, links followed included")
          return
        }
        let child = path == "/" ? "/" + name : path + "/" + name
        var status = stat()
        guard lstat(child, &status) == 0 else { continue }
        switch status.st_mode & S_IFMT {
        case S_IFDIR:
          guard !skipping(name) else {
            skipped.append(displayBase.displayPath(of: URL(fileURLWithPath: child)))
            continue
          }
          walk(child, real: real == "/" ? "/" + name : real + "/" + name, links: links)
        case S_IFREG:
          if matches(name) { add(child) }
        case S_IFLNK:
          follow(child, name: name, from: real, links: links)
        default:
          if matches(name) { notAFile(child, mode: status.st_mode) }
        }
        if stopped { return }
      }
    }

    func matches(_ name: String) -> Bool {
      extensions.contains((name as NSString).pathExtension.lowercased())
    }

    mutating func add(_ path: String) {
      let url = URL(fileURLWithPath: path)
      files.append(CatalogFile(url: url, displayPath: displayBase.displayPath(of: url)))
    }

    /// A link in the folder whose resolved path is `folder`.
    mutating func follow(_ link: String, name: String, from folder: String, links: Int) {
      let shown = displayBase.displayPath(of: URL(fileURLWithPath: link))
      let looksLikeCatalog = matches(name) || name.lowercased().hasSuffix(".lproj")
      guard let target = CatalogSearch.realPath(link) else {
        if looksLikeCatalog {
          report(
            .warning, shown,
            "This link points to nothing (\(destination(of: link))), so it adds no catalog; remove it, or point it "
              + "at the file or folder it stood for.")
        }
        return
      }
      var status = stat()
      guard stat(target, &status) == 0 else { return }
      let isFolder = status.st_mode & S_IFMT == S_IFDIR
      let isFile = status.st_mode & S_IFMT == S_IFREG
      guard isFolder || (isFile && matches(name)) else {
        if matches(name), !isFile { notAFile(link, mode: status.st_mode) }
        return
      }
      guard let boundary, CatalogSearch.isInside(target, boundary) else {
        let catalog = isFile || looksLikeCatalog || target.lowercased().hasSuffix(".lproj")
        report(
          catalog ? .error : .warning, shown,
          "This link leads out of the project, to \(target), so Tessera doesn't follow it"
            + (catalog ? " and its catalogs are not read" : "")
            + "; move what it points to into the project (\(boundary ?? "?")), or link to a place inside it.")
        return
      }
      guard isFolder else {
        add(link)
        return
      }
      guard !skipping(name) else {
        skipped.append(shown)
        return
      }
      if CatalogSearch.isInside(folder, target) {
        report(
          .warning, shown,
          "This link leads back to \(displayBase.displayPath(of: URL(fileURLWithPath: target))), a folder it is "
            + "in, so following it would never end; Tessera reads that folder once, not through the link. Remove "
            + "the link if nothing else needs it.")
        return
      }
      guard links < CatalogSearch.maximumLinkDepth else {
        stop(at: link, "is reached through more than \(CatalogSearch.maximumLinkDepth) links within links")
        return
      }
      walk(link, real: target, links: links + 1)
    }

    /// What a link says it points to, as written.
    func destination(of link: String) -> String {
      (try? FileManager.default.destinationOfSymbolicLink(atPath: link)) ?? "?"
    }

    /// A FIFO, socket or device named like a catalog: never opened (a FIFO's open would wait for a
    /// writer), and never left out in silence, since its locale would be missing from the output.
    mutating func notAFile(_ path: String, mode: mode_t) {
      let shown = displayBase.displayPath(of: URL(fileURLWithPath: path))
      let kind = RegularFile.kind(of: mode) ?? "not a regular file"
      diagnostics.append(
        .error(
          .fileUnreadable,
          "\(shown) is \(kind), not a regular file, so Tessera doesn't read it and its catalog is missing; "
            + "put the catalog file itself here.",
          at: .start(of: shown)))
    }

    mutating func report(_ severity: Diagnostic.Severity, _ path: String, _ message: String) {
      diagnostics.append(Diagnostic(severity, .fileLink, message, at: .start(of: path)))
    }

    mutating func stop(at path: String, _ why: String) {
      stopped = true
      report(
        .error, displayBase.displayPath(of: URL(fileURLWithPath: path)),
        "The search for catalogs stops here: the folder \(why). Point the catalog folder at a smaller tree, or "
          + "remove the links that repeat it.")
    }
  }
}
