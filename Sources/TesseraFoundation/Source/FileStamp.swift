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

  /// The stamp of the file at `path` now; a FIFO, a folder or anything
  /// but a regular file is unreadable, found so without waiting.
  package static func current(_ path: String) -> FileStamp {
    guard case .success(let bytes) = RegularFile.read(path, maximumSize: Int.max) else {
      return FileStamp(path: path, size: nil, digest: nil)
    }
    return FileStamp(path: path, bytes: bytes)
  }

  /// Whether the file at ``path`` still holds what the stamp records.
  /// The size is compared first, so a file that grew or shrank isn't read.
  package var isCurrent: Bool {
    var status = stat()
    guard stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return size == nil && digest == nil }
    guard let size, Int(status.st_size) == size else { return false }
    return Self.current(path) == self
  }

  /// Whether `read`, a run's read of this file, found other bytes than
  /// this stamp, taken for the run's key: the file changed during the run.
  /// A read that failed is a change when the key read the file and the run
  /// could have read it (it was at most `maximumFileSize` bytes): the file
  /// was gone or unreadable for a moment, and what the run found then must
  /// not be kept under the key of the bytes. A file too large for the run
  /// was refused for its size, which its bytes in the key account for.
  package func changed(in read: FileStamp, maximumFileSize: Int) -> Bool {
    guard let readDigest = read.digest else {
      guard digest != nil, let size else { return false }
      return size <= maximumFileSize
    }
    return digest != readDigest || size != read.size
  }
}
