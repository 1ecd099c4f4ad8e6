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
/// ``FileAccess``, the port every catalog read goes through, notes its
/// reads in a log when it is the recording kind
/// (``FileAccess/recording(into:)``); nothing finds a log but what is
/// handed it.
///
/// ```swift
/// let log = ReadLog()
/// var pipeline = TesseraPipeline(inputs: inputs)
/// pipeline.files = .recording(into: log)
/// let result = pipeline.lint()
/// log.stamps  // [FileStamp(path: "/…/Tokens/light.xml", digest: …), …]
/// ```
package final class ReadLog: @unchecked Sendable {
  private let lock = NSLock()
  private var entries: [String: FileStamp] = [:]

  package init() {}

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

/// How the compiler reads catalog files: the one port every catalog read
/// of a stage, a loader or the configuration's resolution goes through
/// (``CatalogFileReader`` holds it), handed down from whoever runs them
/// rather than found in a global. The input cache's own files (records,
/// digests, outputs read back) are read apart from it.
///
/// Its recording form (``recording(into:)``) notes each read in a
/// ``ReadLog``, which is how the input cache learns what a run, or one
/// stage of it, read: the caller makes a log, hands the stage this port
/// over it, and reads the log's stamps when the stage is done.
package struct FileAccess: Sendable {
  /// The log each read is noted in, if any.
  let log: ReadLog?

  /// Reads noted nowhere: for tools, tests, commands the input cache
  /// doesn't serve, and the cache's own files.
  package static let direct = FileAccess(log: nil)

  /// Reads noted in `log`.
  package static func recording(into log: ReadLog) -> FileAccess {
    FileAccess(log: log)
  }

  /// Notes what a stage's own port read, or what a cache record says the
  /// stage would have read: the first stamp of a file is kept.
  package func note(_ stamps: [FileStamp]) {
    log?.add(stamps)
  }

  /// Notes a read of `url`: its bytes, or `nil` when it couldn't be read
  /// (a file a resolver names that isn't there).
  func note(_ url: URL, bytes: [UInt8]?) {
    log?.record(url, bytes: bytes)
  }
}
