import Foundation

/// Writes generated files atomically, and only when their bytes change, so
/// an unchanged rebuild touches nothing and recompiles nothing.
public struct OutputWriter: Sendable {
  /// What happened, or would happen, to one file.
  public enum Change: String, Sendable, Hashable, Codable {
    case created
    case updated
    case unchanged
  }

  public struct Outcome: Sendable, Hashable {
    public var url: URL
    public var change: Change
  }

  public init() {}

  /// Compares each file with what is on disk, without writing.
  public func plan(_ files: [GeneratedFile], in directory: URL) -> [Outcome] {
    files.sorted { $0.name < $1.name }.map { file in
      let url = directory.appendingPathComponent(file.name)
      guard let existing = FileManager.default.contents(atPath: url.path) else {
        return Outcome(url: url, change: .created)
      }
      return Outcome(url: url, change: existing == Data(file.contents.utf8) ? .unchanged : .updated)
    }
  }

  /// Writes the files that changed: each to a temporary file beside it, then
  /// renamed over the old one, so a reader never sees half a file.
  public func write(_ files: [GeneratedFile], to directory: URL) throws -> [Outcome] {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let outcomes = plan(files, in: directory)
    let contents = Dictionary(files.map { ($0.name, $0.contents) }, uniquingKeysWith: { first, _ in first })
    for outcome in outcomes where outcome.change != .unchanged {
      let data = Data((contents[outcome.url.lastPathComponent] ?? "").utf8)
      try data.write(to: outcome.url, options: .atomic)
    }
    return outcomes
  }
}
