import Foundation

/// Writes to standard output and standard error.
enum Console {
  static func output(_ text: String) {
    write(text, to: FileHandle.standardOutput)
  }

  /// Writes a line to standard error, adding the newline if missing.
  static func error(_ text: String) {
    write(text.hasSuffix("\n") ? text : text + "\n", to: FileHandle.standardError)
  }

  private static func write(_ text: String, to handle: FileHandle) {
    guard !text.isEmpty else { return }
    handle.write(Data(text.utf8))
  }
}
