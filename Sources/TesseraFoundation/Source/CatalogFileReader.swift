import Foundation

/// Reads a catalog file into memory, refusing files over a size cap.
///
/// It reads at most one byte past the cap, so a huge or endless file (a
/// device, say) costs no more than the cap to refuse.
package struct CatalogFileReader: Sendable {
  package var maximumFileSize: Int
  /// The port the reads go through, which notes them when it records.
  package var files: FileAccess

  package init(maximumFileSize: Int, files: FileAccess) {
    self.maximumFileSize = maximumFileSize
    self.files = files
  }

  /// The file's bytes, or the diagnostic saying why it can't be read,
  /// noted by ``files`` when it records.
  package func read(_ url: URL, displayPath: String) -> Result<[UInt8], Diagnostic> {
    let result = readBytes(url, displayPath: displayPath)
    switch result {
    case .success(let bytes): files.note(url, bytes: bytes)
    case .failure: files.note(url, bytes: nil)
    }
    return result
  }

  package func readBytes(_ url: URL, displayPath: String) -> Result<[UInt8], Diagnostic> {
    // Never a blocking open: a FIFO or a device in a catalog's place is refused at once.
    switch RegularFile.read(url.path, maximumSize: maximumFileSize) {
    case .success(let bytes): .success(bytes)
    case .failure(.tooLarge): .failure(Self.tooLarge(displayPath, size: nil, cap: maximumFileSize))
    case .failure(.notRegular(let kind)):
      .failure(
        .error(
          .fileUnreadable,
          "The file could not be read: it is \(kind), not a regular file, so Tessera doesn't open it; put a "
            + "regular file here, or name one.", at: .start(of: displayPath)))
    case .failure(let failure): .failure(Self.unreadable(displayPath, reason: failure.reason))
    }
  }

  package static func tooLarge(_ path: String, size: Int?, cap: Int) -> Diagnostic {
    let measured = size.map { " (\(ByteCount($0)))" } ?? ""
    return .error(
      .fileTooLarge,
      "The file is larger than the \(ByteCount(cap)) limit for a catalog\(measured); "
        + "split it into several files.",
      at: .start(of: path))
  }

  package static func unreadable(_ path: String, reason: String) -> Diagnostic {
    .error(.fileUnreadable, "The file could not be read: \(reason).", at: .start(of: path))
  }
}

/// A byte count shown the way people read it: `32 MiB`, `512 KiB`, `80 bytes`.
package struct ByteCount: CustomStringConvertible {
  package var value: Int
  package init(_ value: Int) { self.value = value }

  package var description: String {
    if value >= 1 << 20, value % (1 << 20) == 0 { return "\(value >> 20) MiB" }
    if value >= 1 << 10, value % (1 << 10) == 0 { return "\(value >> 10) KiB" }
    return "\(value) bytes"
  }
}
