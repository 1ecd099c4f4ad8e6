import Foundation
import TesseraAccessibility
import TesseraColor
import TesseraFoundation
import TesseraStrings
import TesseraTokens

/// The input cache of `tessera generate` and `tessera lint`: a folder
/// `.tessera-cache/` in the output folder, holding one ``CacheRecord`` per
/// command (`generate.json`, `lint.json`) and a `.gitignore` of `*`, so
/// it is never committed.
///
/// A command whose ``InputFingerprint`` matches its record's key, whose
/// recorded dependencies and outputs are unchanged, replays the record's
/// diagnostics and touches nothing. Anything else is a miss: the command
/// runs, then stores a new record. A record that can't be read or decoded,
/// or is of another format or tool version, is a miss too, never trusted
/// and never a crash.
package struct InputCache: Sendable {
  /// The cache folder's name, which the fingerprint's folder walks skip.
  package static let folderName = ".tessera-cache"

  /// The largest record read; a bigger file is ignored.
  static let maximumRecordSize = 256 * 1024 * 1024

  /// The cache folder.
  package var folder: URL

  /// The cache of the run writing into `output`.
  package init(output: URL) {
    folder = output.appendingPathComponent(Self.folderName, isDirectory: true)
  }

  /// The record file of `command`.
  package func file(for command: String) -> URL {
    folder.appendingPathComponent("\(command).json")
  }

  /// Why a lookup missed.
  package enum Miss: Error, Sendable, Equatable, CustomStringConvertible {
    case noRecord
    case unreadable
    case otherVersion
    case inputsChanged
    case dependencyChanged(String)
    case outputChanged(String)
    /// The stage's files were never written: its run ended with an error.
    case notWritten

    package var description: String {
      switch self {
      case .noRecord: "no cache file"
      case .unreadable: "the cache file is corrupt"
      case .otherVersion: "the cache file is of another version"
      case .inputsChanged: "inputs changed"
      case .dependencyChanged(let path): "\(path) changed"
      case .outputChanged(let path): "output \(path) changed"
      case .notWritten: "its files were never written"
      }
    }
  }

  /// The record of `command` whose key is `key`, if its dependencies and
  /// outputs are as it recorded them and `listing` gives the entries it
  /// found after its run; else why not.
  package func lookup(
    command: String, tool: String, key: Digest128, listing: () -> [String]
  ) -> Result<CacheRecord, Miss> {
    let record: CacheRecord
    switch load(CacheRecord.self, from: file(for: command), tool: tool, command: command) {
    case .success(let loaded): record = loaded
    case .failure(let miss): return .failure(miss)
    }
    guard record.key == key else { return .failure(.inputsChanged) }
    if let changed = record.dependencies.first(where: { !$0.isCurrent }) {
      return .failure(.dependencyChanged(changed.path))
    }
    if let changed = record.outputs.first(where: { !$0.isCurrent }) { return .failure(.outputChanged(changed.path)) }
    guard listing() == record.outputListing else {
      return .failure(.outputChanged(folder.deletingLastPathComponent().path))
    }
    return .success(record)
  }

  /// The record of type `Record` in `url`, made by `tool` for `command`;
  /// one of another format, tool or command is ``Miss/otherVersion``, and
  /// any bytes that aren't a record a miss too.
  func load<Record: VersionedRecord>(
    _ type: Record.Type, from url: URL, tool: String, command: String
  ) -> Result<Record, Miss> {
    switch decode(type, from: url) {
    case .success(let record):
      guard record.format == Record.formatVersion, record.tool == tool, record.command == command else {
        return .failure(.otherVersion)
      }
      return .success(record)
    case .failure(let miss):
      return .failure(miss)
    }
  }

  /// The record of type `Record` in `url`; any bytes that aren't one are
  /// a miss, ``Miss/otherVersion`` when its format says so.
  private func decode<Record: VersionedRecord>(_ type: Record.Type, from url: URL) -> Result<Record, Miss> {
    guard FileManager.default.fileExists(atPath: url.path) else { return .failure(.noRecord) }
    let read = CatalogFileReader(maximumFileSize: Self.maximumRecordSize, files: .direct).readBytes(
      url, displayPath: url.path)
    guard case .success(let bytes) = read else { return .failure(.unreadable) }
    do {
      return .success(try JSONDecoder().decode(Record.self, from: Data(bytes)))
    } catch {
      // A record of another format may not decode; say so when its version shows it.
      if let versions = try? JSONDecoder().decode(RecordVersions.self, from: Data(bytes)),
        versions.format != Record.formatVersion
      {
        return .failure(.otherVersion)
      }
      return .failure(.unreadable)
    }
  }

  /// The versions any record starts with, read from one that doesn't decode.
  private struct RecordVersions: Decodable {
    var format: Int?
    var tool: String?
  }

  /// Writes `record` as `command`'s, atomically, with the folder's
  /// `.gitignore`. Throws when it can't; a run that can't store its record
  /// is still a good run.
  package func store(_ record: CacheRecord, command: String) throws {
    try store(record, in: file(for: command))
  }

  /// Writes `record` into `url` in the cache folder, atomically, with the
  /// folder's `.gitignore`. Neither is synced to disk: a record lost in a
  /// power cut is a miss, and a rename never leaves one half written.
  package func store(_ record: some Encodable, in url: URL) throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let ignore = folder.appendingPathComponent(".gitignore")
    if FileManager.default.contents(atPath: ignore.path) != Data("*\n".utf8) {
      try OutputWriter.replace(ignore, with: Array("*\n".utf8), durable: false)
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    try OutputWriter.replace(url, with: [UInt8](try encoder.encode(record)), durable: false)
  }

  /// The entries of the output folder `output` but the cache's, and of
  /// the asset catalog `catalog` (every path below it), sorted.
  package static func listing(output: URL, assetCatalog catalog: URL?) -> [String] {
    let manager = FileManager.default
    var entries = ((try? manager.contentsOfDirectory(atPath: output.path)) ?? [])
      .filter { $0 != folderName }.sorted().map { "output/\($0)" }
    if let catalog {
      entries += ((try? manager.subpathsOfDirectory(atPath: catalog.path)) ?? []).sorted().map { "catalog/\($0)" }
    }
    return entries
  }
}

/// A record the input cache keeps, which says what wrote it: its format
/// version, the tool's version and build, and the command.
package protocol VersionedRecord: Decodable {
  /// Bumped whenever the record or its key changes shape.
  static var formatVersion: Int { get }
  var format: Int { get }
  var tool: String { get }
  var command: String { get }
}

extension CacheRecord: VersionedRecord {}
extension TokenStageRecord: VersionedRecord {}
extension StringsStageRecord: VersionedRecord {}
