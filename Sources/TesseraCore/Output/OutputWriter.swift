import Foundation

/// Writes generated files atomically, and only when their bytes change, so
/// an unchanged rebuild touches nothing and recompiles nothing.
///
/// Each changed file is written whole to a hidden temporary file in the
/// same folder (`.<name>.<random>.tessera-tmp`, never a `.swift` file),
/// flushed to disk with `fsync`, then renamed over the old one. A rename
/// within a folder is atomic, so a reader, a build, or a `generate` killed
/// at any instant sees either the previous file or the complete new one,
/// never a partial or empty file. The folder is synced after the renames so
/// they survive a power cut too. A run killed before its rename can leave
/// the hidden temporary file behind; nothing compiles it.
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

  /// A file that could not be written, and why.
  public struct WriteError: Error, LocalizedError, Sendable {
    public var path: String
    public var reason: String

    public var errorDescription: String? { "\(path): \(reason)" }
  }

  /// How the temporary files' names end.
  public static let temporarySuffix = ".tessera-tmp"

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

  /// Writes the files that changed, each one atomically.
  public func write(_ files: [GeneratedFile], to directory: URL) throws -> [Outcome] {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let outcomes = plan(files, in: directory)
    let contents = Dictionary(files.map { ($0.name, $0.contents) }, uniquingKeysWith: { first, _ in first })
    var wrote = false
    for outcome in outcomes where outcome.change != .unchanged {
      try Self.replace(outcome.url, with: Array((contents[outcome.url.lastPathComponent] ?? "").utf8))
      wrote = true
    }
    if wrote { Self.sync(directory: directory) }
    return outcomes
  }

  /// Writes `bytes` to a temporary file beside `url`, syncs it, and renames
  /// it over `url`. The temporary file is removed if anything fails.
  static func replace(_ url: URL, with bytes: [UInt8]) throws {
    let suffix = String(UInt32.random(in: .min ... .max), radix: 16)
    let temporary = url.deletingLastPathComponent()
      .appendingPathComponent(".\(url.lastPathComponent).\(suffix)\(temporarySuffix)")
    let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else { throw failure(temporary, "could not create a temporary file") }
    var renamed = false
    defer { if !renamed { unlink(temporary.path) } }
    do {
      defer { close(descriptor) }
      try writeAll(bytes, to: descriptor, path: temporary)
      guard fsync(descriptor) == 0 else { throw failure(temporary, "could not sync it to disk") }
    }
    guard rename(temporary.path, url.path) == 0 else { throw failure(url, "could not replace it") }
    renamed = true
  }

  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: URL) throws {
    try bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        guard let base = buffer.baseAddress else { return }
        let written = systemWrite(descriptor, base + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          throw failure(path, "could not write it")
        }
        offset += written
      }
    }
  }

  /// Syncs the folder, so its renames are on disk. Best effort: some file
  /// systems can't sync a folder, and the files themselves are complete.
  private static func sync(directory: URL) {
    let descriptor = open(directory.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    _ = fsync(descriptor)
    close(descriptor)
  }

  private static func failure(_ url: URL, _ what: String) -> WriteError {
    WriteError(path: url.path, reason: "\(what) (\(String(cString: strerror(errno))))")
  }
}

/// POSIX `write(2)`, which ``OutputWriter/write(_:to:)`` hides inside the type.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
