import Foundation
import TesseraAccessibility
import TesseraColor
import TesseraFoundation
import TesseraStrings
import TesseraTokens

/// What `tessera init` finds in an app's repository: its string catalogs,
/// where Xcode keeps them, grouped by the folder that owns them, and its
/// token files.
///
/// A String Catalog (`*.xcstrings`) belongs to its folder; a `.strings` or
/// `.stringsdict` file in a `<locale>.lproj` folder belongs to the folder
/// holding that `.lproj`. A folder inside another's is part of it (an app
/// keeps `Views/de.lproj` beside `de.lproj`), so each set is one target's
/// strings, one `strings:` folder of a `tessera.yml`. The largest set, by
/// bytes, is the app's.
///
/// The search skips hidden folders and those no target builds its own
/// strings from: dependencies (`Pods`, `Carthage`, `node_modules`,
/// `.build`), build products (`DerivedData`, `build`), and bundles Xcode
/// builds or exports apart (`*.xcodeproj`, `*.xcassets`, `*.xcloc`,
/// `*.bundle`, `*.framework`, `*.app`). Links are followed as the catalog
/// search follows them.
package struct ProjectSurvey: Sendable {
  /// One target's strings: a folder and the catalog files under it.
  package struct StringSet: Sendable, Hashable {
    /// The folder, as shown relative to the project.
    package var folder: String
    package var url: URL
    /// The String Catalogs under it.
    package var stringCatalogs: [CatalogFile] = []
    /// The `.strings` and `.stringsdict` files in its `.lproj` folders.
    package var tableFiles: [CatalogFile] = []
    /// The `.lproj` folders, by path.
    package var lprojFolders: [String] = []
    /// The catalog files' bytes, together: what picks the app's set.
    package var size = 0

    package init(folder: String, url: URL) {
      self.folder = folder
      self.url = url
    }

    /// The locales its `.lproj` folders name (`Base` left out).
    package var lprojLocales: [String] {
      Set(
        lprojFolders.map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent }.filter {
          $0.lowercased() != "base"
        }
      ).sorted()
    }
  }

  /// The project's root.
  package var root: URL
  /// Every set of strings, the largest first.
  package var stringSets: [StringSet] = []
  /// The folder holding the token files, if there are any.
  package var tokens: URL?
  /// The development region an Xcode project at the root names, if any.
  package var developmentRegion: String?
  /// What the search found about links it didn't follow.
  package var diagnostics: [Diagnostic] = []

  /// Folders no target's own strings are in.
  static let skippedFolders: Set<String> = [
    "Pods", "Carthage", "node_modules", "DerivedData", "build", "Build", "fastlane", "SourcePackages",
  ]
  /// Whether `tessera init` looks inside a folder named `name`: not one
  /// of ``skippedFolders``, nor one a strings folder's search skips
  /// (``StringsCatalogLoader/skipsFolder(_:)``: bundles Xcode builds or
  /// exports apart from a target's strings).
  package static func skips(_ name: String) -> Bool {
    skippedFolders.contains(name) || StringsCatalogLoader.skipsFolder(name)
  }

  /// Surveys `root`, showing paths relative to it.
  package init(root: URL) {
    self.root = root.standardizedFileURL
    let search = CatalogSearch(
      in: self.root, extensions: ["strings", "stringsdict", "xcstrings", "json", "tokens", "xml"],
      displayBase: self.root, boundary: self.root, skipping: Self.skips)
    diagnostics = search.diagnostics
    var owners: [String: StringSet] = [:]
    var tokenFolders: [String] = []
    for file in search.files {
      let url = file.url
      let name = url.lastPathComponent.lowercased()
      let folder = url.deletingLastPathComponent()
      let owner: URL
      switch url.pathExtension.lowercased() {
      case "xcstrings":
        owner = folder
      case "strings", "stringsdict":
        guard folder.pathExtension.lowercased() == "lproj" else { continue }
        owner = folder.deletingLastPathComponent()
      default:
        let isTokenFile =
          name.hasSuffix(".tokens.json") || name.hasSuffix(".tokens") || name.hasSuffix(".resolver.json")
          || (name.hasSuffix(".xml") && folder.lastPathComponent == SharedFacts.DefaultLayout.tokens)
        if isTokenFile { tokenFolders.append(CatalogFile.displayPath(of: folder, relativeTo: self.root)) }
        continue
      }
      let key = CatalogFile.displayPath(of: owner, relativeTo: self.root)
      var set = owners[key] ?? StringSet(folder: key.isEmpty ? "." : key, url: owner)
      if url.pathExtension.lowercased() == "xcstrings" {
        set.stringCatalogs.append(file)
      } else {
        set.tableFiles.append(file)
        let lproj = CatalogFile.displayPath(of: folder, relativeTo: self.root)
        if !set.lprojFolders.contains(lproj) { set.lprojFolders.append(lproj) }
      }
      set.size += RegularFile.size(atPath: url.path)
      owners[key] = set
    }
    stringSets = Self.droppingShared(Self.merge(owners))
    tokens = Self.commonFolder(tokenFolders).map { $0.isEmpty ? self.root : self.root.appendingPathComponent($0) }
    developmentRegion = Self.developmentRegion(in: self.root)
  }

  /// The sets, a folder inside another's merged into it, largest first
  /// (then by path).
  static func merge(_ owners: [String: StringSet]) -> [StringSet] {
    var merged: [StringSet] = []
    for key in owners.keys.sorted(by: { $0.count < $1.count || ($0.count == $1.count && $0 < $1) }) {
      guard let set = owners[key] else { continue }
      if let index = merged.firstIndex(where: { isInside(key, $0.folder) }) {
        merged[index].stringCatalogs += set.stringCatalogs
        merged[index].tableFiles += set.tableFiles
        merged[index].lprojFolders += set.lprojFolders
        merged[index].size += set.size
      } else {
        merged.append(set)
      }
    }
    for index in merged.indices {
      merged[index].stringCatalogs.sort { $0.displayPath < $1.displayPath }
      merged[index].tableFiles.sort { $0.displayPath < $1.displayPath }
      merged[index].lprojFolders.sort()
    }
    return merged.sorted { $0.size != $1.size ? $0.size > $1.size : $0.folder < $1.folder }
  }

  /// `sets` without those whose every file a larger set already reads
  /// through a link (a locale shared between targets is one target's
  /// folder and a link in the other's): it is not a target of its own.
  static func droppingShared(_ sets: [StringSet]) -> [StringSet] {
    var read: Set<String> = []
    var kept: [StringSet] = []
    for set in sets {
      let files = Set((set.stringCatalogs + set.tableFiles).map { CatalogSearch.realPath($0.url.path) ?? $0.url.path })
      guard !files.isSubset(of: read) else { continue }
      read.formUnion(files)
      kept.append(set)
    }
    return kept
  }

  /// Whether the relative path `path` is `folder` or inside it (`.` holds every path).
  static func isInside(_ path: String, _ folder: String) -> Bool {
    folder == "." || path == folder || path.hasPrefix(folder + "/")
  }

  /// The deepest folder every one of `folders` is in, relative; `nil` for none.
  static func commonFolder(_ folders: [String]) -> String? {
    guard var common = folders.first?.split(separator: "/").map(String.init) else { return nil }
    for folder in folders.dropFirst() {
      let parts = folder.split(separator: "/").map(String.init)
      common = Array(zip(common, parts).prefix { $0 == $1 }.map(\.0))
    }
    return common.joined(separator: "/")
  }

  /// `developmentRegion = en;` from the first Xcode project at the root, or
  /// one folder below it.
  static func developmentRegion(in root: URL) -> String? {
    let manager = FileManager.default
    var folders = [root]
    folders += ((try? manager.contentsOfDirectory(atPath: root.path)) ?? []).sorted()
      .filter { !$0.hasPrefix(".") && !skippedFolders.contains($0) }
      .map { root.appendingPathComponent($0) }
    for folder in folders {
      let projects = ((try? manager.contentsOfDirectory(atPath: folder.path)) ?? []).sorted().filter {
        $0.hasSuffix(".xcodeproj")
      }
      for project in projects {
        let file = folder.appendingPathComponent(project).appendingPathComponent("project.pbxproj")
        guard case .success(let bytes) = RegularFile.read(file.path, maximumSize: 32 * 1024 * 1024) else { continue }
        let text = String(decoding: bytes, as: UTF8.self)
        guard let range = text.range(of: "developmentRegion = ") else { continue }
        let value = text[range.upperBound...].prefix { $0 != ";" && $0 != "\n" }
          .trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
        if LocaleIdentifier.isWellFormed(value) { return value }
      }
    }
    return nil
  }

  /// The base locale of `set`: its String Catalogs' source language, else
  /// the Xcode project's development region, else `en` when it has an
  /// `en.lproj`, else its locale with the most files. With the reason, for
  /// the summary.
  package func baseLocale(of set: StringSet) -> (locale: String, reason: String) {
    for catalog in set.stringCatalogs {
      if let language = Self.sourceLanguage(of: catalog.url) {
        return (language, "the source language of \(catalog.displayPath)")
      }
    }
    let locales = set.lprojLocales
    if let region = developmentRegion, locales.isEmpty || locales.contains(where: { LocaleIdentifier.same($0, region) })
    {
      return (region, "the Xcode project's development region")
    }
    if locales.contains("en") { return ("en", "its en.lproj folder") }
    let counts = Dictionary(grouping: set.tableFiles) {
      $0.url.deletingLastPathComponent().deletingPathExtension().lastPathComponent
    }.mapValues(\.count)
    let most = counts.filter { $0.key.lowercased() != "base" }.max { ($0.value, $1.key) < ($1.value, $0.key) }
    return (most?.key ?? "en", most == nil ? "the default" : "its locale with the most tables")
  }

  /// A String Catalog's `sourceLanguage`, read by the hardened reader.
  static func sourceLanguage(of url: URL) -> String? {
    guard case .success(let bytes) = RegularFile.read(url.path, maximumSize: XMLLoader.defaultMaximumFileSize),
      case .success(let root) = JSONReader(maximumDepth: 32).read(bytes),
      let language = root["sourceLanguage"]?.string, LocaleIdentifier.isWellFormed(language)
    else { return nil }
    return language
  }
}
