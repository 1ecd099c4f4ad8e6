import ArgumentParser
import Foundation

/// The text of a key script (`--script`): a file's, or standard input's for
/// `-`.
///
/// Read with the system's `read`, again whenever a signal interrupts it:
/// Foundation's `readDataToEndOfFile()` traps on `EINTR`, and a handler
/// installed without `SA_RESTART` anywhere in the process would cause one
/// (script mode installs none today; the retry is defensive). A script is a few
/// lines of key names, so more than ``limit`` bytes is refused rather than
/// held.
enum ScriptText {
  /// The most a script may hold, in bytes.
  static let limit = 1 << 20

  /// The script at `path` (`-` for standard input), as text.
  static func read(_ path: String) throws -> String {
    let owned = path != "-"
    let descriptor = owned ? open(path, O_RDONLY | O_CLOEXEC) : STDIN_FILENO
    guard descriptor >= 0 else { throw failure(path, String(cString: strerror(errno))) }
    defer { if owned { close(descriptor) } }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = chunk.withUnsafeMutableBytes { buffer in systemRead(descriptor, buffer.baseAddress, buffer.count) }
      if count == 0 { break }
      if count < 0 {
        if errno == EINTR { continue }
        throw failure(path, String(cString: strerror(errno)))
      }
      bytes += chunk[0..<count]
      if bytes.count > limit {
        throw failure(path, "it holds more than \(limit >> 20) MiB; a script is a list of keys, one a line")
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  private static func failure(_ path: String, _ reason: String) -> ValidationError {
    ValidationError("Can't read the script '\(path == "-" ? "standard input" : path)': \(reason).")
  }
}

/// `read(2)`, named apart from ``ScriptText/read(_:)``.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(descriptor, buffer, count)
}
