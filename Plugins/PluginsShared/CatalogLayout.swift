import Foundation

/// Where a folder's catalogs are, and which files `tessera generate` makes
/// of them. Shared by the build-tool plugin and the command plugin (each
/// plugin folder links here: plugins can't depend on library targets).
///
/// A folder's catalogs are `Tokens/`, `Strings/` and
/// `Strings/Accessibility.xml`, or what a `tessera.yml` (or `.tessera.yml`)
/// in the folder names, relative to that file.
struct CatalogLayout {
  var tokens: URL?
  var strings: URL?
  var accessibility: URL?
  var configuration: URL?
  /// The baseline the configuration names: `generate` reads it, so it is an
  /// input too.
  var baseline: URL?

  static let configurationNames = SharedFacts.configurationFileNames

  /// The catalogs in `folder`, or `nil` when it has none.
  init?(folder: URL) {
    let manager = FileManager.default
    func directory(_ url: URL) -> URL? {
      var isDirectory: ObjCBool = false
      return manager.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue ? url : nil
    }
    func file(_ url: URL) -> URL? { manager.fileExists(atPath: url.path) ? url : nil }

    configuration = Self.configurationNames.lazy.compactMap { file(folder.appendingPathComponent($0)) }.first
    let configured = configuration.map(Self.paths(in:)) ?? [:]
    func path(_ key: String, default name: String) -> URL {
      configured[key].map { URL(fileURLWithPath: $0, relativeTo: folder).standardizedFileURL }
        ?? folder.appendingPathComponent(name)
    }
    tokens = directory(path("tokens", default: SharedFacts.DefaultLayout.tokens))
    strings = directory(path("strings", default: SharedFacts.DefaultLayout.strings))
    accessibility = file(
      configured["accessibility"].map { URL(fileURLWithPath: $0, relativeTo: folder).standardizedFileURL }
        ?? (strings ?? folder.appendingPathComponent(SharedFacts.DefaultLayout.strings)).appendingPathComponent(
          SharedFacts.DefaultLayout.accessibility))
    baseline = configured["baseline"].flatMap { file(URL(fileURLWithPath: $0, relativeTo: folder).standardizedFileURL) }
    if tokens == nil, strings == nil, accessibility == nil { return nil }
  }

  /// The top-level `key: value` paths of a configuration file. The tool
  /// reads the file in full and reports its problems; this only finds the
  /// folders and files that are the build's inputs.
  static func paths(in file: URL) -> [String: String] {
    // Only a regular file is opened: a FIFO in its place would wait for a writer. The tool reports it.
    var status = stat()
    guard stat(file.path, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
      let text = try? String(contentsOf: file, encoding: .utf8)
    else { return [:] }
    var paths: [String: String] = [:]
    for line in text.split(separator: "\n") where !line.hasPrefix(" ") && !line.hasPrefix("\t") {
      let parts = line.split(separator: ":", maxSplits: 1)
      guard parts.count == 2 else { continue }
      let key = parts[0].trimmingCharacters(in: .whitespaces)
      var value = parts[1].split(separator: "#", maxSplits: 1).first.map(String.init) ?? ""
      value = value.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
      if ["tokens", "strings", "accessibility", "baseline"].contains(key), !value.isEmpty { paths[key] = value }
    }
    return paths
  }

  /// Every catalog file: the build's inputs. Links to folders are followed
  /// as the tool follows them (never back into a folder they are in), so a
  /// locale shared through a link is an input too.
  var inputFiles: [URL] {
    var files: [URL] = []
    for (folder, extensions) in [
      (tokens, ["xml", "json", "tokens"]), (strings, ["strings", "stringsdict", "xcstrings"]),
    ] {
      guard let folder else { continue }
      Self.collect(in: folder, extensions: Set(extensions), ancestors: [], into: &files)
    }
    files += [accessibility, configuration, baseline].compactMap(\.self)
    return files.sorted { $0.path < $1.path }
  }

  /// The files with `extensions` under `folder`, hidden ones left out,
  /// following links to folders that aren't among `ancestors` (resolved).
  private static func collect(in folder: URL, extensions: Set<String>, ancestors: [String], into files: inout [URL]) {
    let real = folder.resolvingSymlinksInPath().path
    guard !ancestors.contains(real), ancestors.count < 64,
      let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
    else { return }
    for name in names.sorted() where !name.hasPrefix(".") {
      let url = folder.appendingPathComponent(name)
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
      if isDirectory.boolValue {
        collect(in: url, extensions: extensions, ancestors: ancestors + [real], into: &files)
      } else if extensions.contains(url.pathExtension.lowercased()) {
        files.append(url)
      }
    }
  }

  /// The files `tessera generate` writes for these catalogs; fixed names.
  var outputFileNames: [String] {
    SharedFacts.OutputFile.names(tokens: tokens != nil, strings: strings != nil, accessibility: accessibility != nil)
  }

  /// The tool's arguments naming these catalogs, after the subcommand.
  var arguments: [String] {
    var arguments = ["--no-default-paths", "--absolute-paths"]
    if let tokens { arguments += ["--tokens", tokens.path] }
    if let strings { arguments += ["--strings", strings.path] }
    if let accessibility { arguments += ["--accessibility", accessibility.path] }
    if let configuration { arguments += ["--config", configuration.path] }
    return arguments
  }
}
