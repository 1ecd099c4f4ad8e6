import Foundation

/// Every catalog file a run read through ``CatalogFileReader``, with the
/// digest of the bytes it got, or the fact that it couldn't read it.
///
/// The input cache keys a run by the folders and files it knows the run
/// reads (``InputFingerprint``); the log catches the rest, such as a token
/// file a DTCG resolver names outside the tokens folder, so that a file the
/// run read can't change unnoticed. The digest is of the bytes the run
/// actually read, taken as it read them, so an edit made during the run is
/// a miss next time rather than a stale hit.
///
/// ```swift
/// let log = ReadLog()
/// let result = log.recording { TesseraPipeline(inputs: inputs).lint() }
/// log.stamps  // [FileStamp(path: "/…/Tokens/light.xml", digest: …), …]
/// ```
package final class ReadLog: @unchecked Sendable {
  /// The log reads are recorded in, if any.
  @TaskLocal package static var current: ReadLog?

  private let lock = NSLock()
  private var entries: [String: FileStamp] = [:]

  package init() {}

  /// Runs `body`, recording into this log every file it reads.
  package func recording<Result>(_ body: () throws -> Result) rethrows -> Result {
    try Self.$current.withValue(self) { try body() }
  }

  /// Records a read of `url`: its bytes, or `nil` when it couldn't be read.
  /// The first read of a file is the one kept.
  func record(_ url: URL, bytes: [UInt8]?) {
    let stamp = FileStamp(path: url.standardizedFileURL.path, bytes: bytes)
    lock.withLock {
      if entries[stamp.path] == nil { entries[stamp.path] = stamp }
    }
  }

  /// Records reads another log made, or a cache record replays: the
  /// first stamp of a file is the one kept.
  package func add(_ stamps: [FileStamp]) {
    lock.withLock {
      for stamp in stamps where entries[stamp.path] == nil { entries[stamp.path] = stamp }
    }
  }

  /// The files read, sorted by path.
  package var stamps: [FileStamp] {
    lock.withLock { entries.values.sorted { $0.path < $1.path } }
  }
}
