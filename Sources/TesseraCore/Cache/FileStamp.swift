import Foundation

/// What a file held when a run read or wrote it: its size and digest, or
/// that it wasn't there to read.
package struct FileStamp: Sendable, Hashable, Codable {
  /// The absolute path.
  package var path: String
  /// The size in bytes, or `nil` when the file couldn't be read.
  package var size: Int?
  /// The digest of its bytes, or `nil` when the file couldn't be read.
  package var digest: Digest128?

  package init(path: String, size: Int?, digest: Digest128?) {
    self.path = path
    self.size = size
    self.digest = digest
  }

  /// The stamp of `bytes` read from `path`, or of an unreadable file.
  package init(path: String, bytes: [UInt8]?) {
    self.init(path: path, size: bytes?.count, digest: bytes.map(StableHasher.digest))
  }

  /// The stamp of `text`'s UTF-8 written to `path`, hashed where it lies
  /// (the same digest as its bytes').
  package init(path: String, text: String) {
    var hasher = StableHasher()
    hasher.combine(text)
    self.init(path: path, size: text.utf8.count, digest: hasher.finalize())
  }

  /// The stamp of the file at `path` now.
  package static func current(_ path: String) -> FileStamp {
    guard let data = FileManager.default.contents(atPath: path) else {
      return FileStamp(path: path, size: nil, digest: nil)
    }
    let digest = data.withUnsafeBytes { bytes in
      var hasher = StableHasher()
      hasher.combine(bytes)
      return hasher.finalize()
    }
    return FileStamp(path: path, size: data.count, digest: digest)
  }

  /// Whether the file at ``path`` still holds what the stamp records.
  /// The size is compared first, so a file that grew or shrank isn't read.
  package var isCurrent: Bool {
    var status = stat()
    guard stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return size == nil && digest == nil }
    guard let size, Int(status.st_size) == size else { return false }
    return Self.current(path) == self
  }
}
