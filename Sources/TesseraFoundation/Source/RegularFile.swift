import Foundation

/// Reads a file only when it is a regular file, and never waits to find out.
///
/// The file is opened with `O_NONBLOCK`, and what was opened is checked with
/// `fstat` before a byte is read: a FIFO, a socket or a device in a file's
/// place is refused at once, where a plain open of a FIFO would wait for a
/// writer forever. A link is followed, and what it points at is checked.
/// `O_NONBLOCK` changes nothing for a regular file's reads.
package enum RegularFile {
  /// Why a file wasn't read.
  package enum Failure: Error, Sendable, Equatable {
    /// There is something else at the path: what, in words ("a FIFO (named pipe)").
    case notRegular(String)
    /// The file holds more than the limit.
    case tooLarge
    /// The system refused: no such file, no permission, an I/O error.
    case system(Int32)

    /// The reason, for the middle of a sentence.
    package var reason: String {
      switch self {
      case .notRegular(let kind): "it is \(kind), not a regular file"
      case .tooLarge: "it is larger than the limit"
      case .system(let code): String(cString: strerror(code))
      }
    }
  }

  /// The bytes of the regular file at `path`, at most `maximumSize` of
  /// them (a larger file is ``Failure/tooLarge``, read no further than one
  /// byte past the limit).
  package static func read(_ path: String, maximumSize: Int) -> Result<[UInt8], Failure> {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return .failure(.system(errno)) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return .failure(.system(errno)) }
    if let kind = kind(of: status.st_mode) { return .failure(.notRegular(kind)) }
    let limit = maximumSize == Int.max ? maximumSize : maximumSize + 1
    var bytes: [UInt8] = []
    bytes.reserveCapacity(min(max(Int(status.st_size), 0), limit))
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while bytes.count < limit {
      let wanted = min(chunk.count, limit - bytes.count)
      let count = chunk.withUnsafeMutableBytes { buffer in systemRead(descriptor, buffer.baseAddress, wanted) }
      if count < 0 {
        if errno == EINTR { continue }
        return .failure(.system(errno))
      }
      if count == 0 { break }
      bytes += chunk[0..<count]
    }
    guard bytes.count <= maximumSize else { return .failure(.tooLarge) }
    return .success(bytes)
  }

  /// The size in bytes of what is at `path`, through a link, or 0 when it
  /// can't be told: for weighing files, never as a limit. `stat` never waits.
  package static func size(atPath path: String) -> Int {
    var status = stat()
    return stat(path, &status) == 0 ? Int(status.st_size) : 0
  }

  /// What is at `path`, through a link, when it is not a regular file
  /// (such as "a folder" or "a FIFO (named pipe)"); `nil` for a regular
  /// file, or when nothing is there. `stat` never waits, whatever is there.
  package static func otherKind(atPath path: String) -> String? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    return kind(of: status.st_mode)
  }

  /// The kind of file a mode describes, in words, or `nil` for a regular file.
  package static func kind(of mode: mode_t) -> String? {
    switch mode & S_IFMT {
    case S_IFREG: nil
    case S_IFDIR: "a folder"
    case S_IFIFO: "a FIFO (named pipe)"
    case S_IFSOCK: "a socket"
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    default: "a special file"
    }
  }
}

/// `read(2)`, named apart from the methods called `read` around it.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(descriptor, buffer, count)
}
