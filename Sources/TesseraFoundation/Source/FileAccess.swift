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
  package func record(_ url: URL, bytes: [UInt8]?) {
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
  package let log: ReadLog?
  /// The folders listed so far, when each is listed once.
  package let listings: FolderListings?

  /// Reads noted nowhere, and folders listed each time they are asked
  /// for: for tools, tests, commands the input cache doesn't serve, and
  /// the cache's own files.
  package static let direct = FileAccess(log: nil, listings: nil)

  /// Reads noted in `log`; folders listed each time.
  package static func recording(into log: ReadLog) -> FileAccess {
    FileAccess(log: log, listings: nil)
  }

  /// The port of one run of `generate` or `lint`: reads noted in `log`,
  /// and each folder listed once (``FolderListings``), for the run's key,
  /// its stages' keys and the stages themselves alike.
  package static func run(recordingInto log: ReadLog) -> FileAccess {
    FileAccess(log: log, listings: FolderListings())
  }

  /// A port of its own for one stage: its reads noted in `log`, its
  /// listings this port's.
  package func stage(recordingInto log: ReadLog) -> FileAccess {
    FileAccess(log: log, listings: listings)
  }

  /// The names in the folder at `path`, unsorted, or `nil` when it can't
  /// be listed; listed once per run when the port keeps listings.
  package func names(in path: String) -> [String]? {
    guard let listings else { return try? FileManager.default.contentsOfDirectory(atPath: path) }
    return listings.names(in: path)
  }

  /// How many times each folder was asked for through this port's
  /// listings, by path (for tests): each asked for more than once was
  /// listed once and shared.
  package var listingRequests: [String: Int] { listings?.requests ?? [:] }

  /// Notes what a stage's own port read, or what a cache record says the
  /// stage would have read: the first stamp of a file is kept.
  package func note(_ stamps: [FileStamp]) {
    log?.add(stamps)
  }

  /// Notes a read of `url`: its bytes, or `nil` when it couldn't be read
  /// (a file a resolver names that isn't there).
  package func note(_ url: URL, bytes: [UInt8]?) {
    log?.record(url, bytes: bytes)
  }
}

/// The folders one run listed, each listed once: the run's key, its
/// stages' keys and the stages' searches walk the same folders, and a
/// file that appears meanwhile is then seen by all of them or by none.
package final class FolderListings: @unchecked Sendable {
  private let lock = NSLock()
  private var listed: [String: [String]?] = [:]
  private var asked: [String: Int] = [:]

  /// How many times each folder was asked for, by path.
  package var requests: [String: Int] { lock.withLock { asked } }

  package init() {}

  /// The names in the folder at `path`, listed the first time it is asked
  /// for; `nil` when it can't be listed.
  package func names(in path: String) -> [String]? {
    let found = lock.withLock { () -> [String]?? in
      asked[path, default: 0] += 1
      return listed[path]
    }
    if let found { return found }
    let names = try? FileManager.default.contentsOfDirectory(atPath: path)
    return lock.withLock {
      if let found = listed[path] { return found }
      listed[path] = .some(names)
      return names
    }
  }
}
