import Foundation

/// Reads a catalog file into memory, refusing files over a size cap.
///
/// It reads at most one byte past the cap, so a huge or endless file (a
/// device, say) costs no more than the cap to refuse.
package struct CatalogFileReader: Sendable {
  package var maximumFileSize: Int

  package init(maximumFileSize: Int) {
    self.maximumFileSize = maximumFileSize
  }

  /// The file's bytes, or the diagnostic saying why it can't be read. A
  /// ``ReadLog`` recording the run notes the read.
  package func read(_ url: URL, displayPath: String) -> Result<[UInt8], Diagnostic> {
    let result = readBytes(url, displayPath: displayPath)
    if let log = ReadLog.current {
      switch result {
      case .success(let bytes): log.record(url, bytes: bytes)
      case .failure: log.record(url, bytes: nil)
      }
    }
    return result
  }

  func readBytes(_ url: URL, displayPath: String) -> Result<[UInt8], Diagnostic> {
    let handle: FileHandle
    do {
      handle = try FileHandle(forReadingFrom: url)
    } catch {
      return .failure(Self.unreadable(displayPath, reason: Self.reason(for: error)))
    }
    defer { try? handle.close() }
    do {
      let data = try handle.read(upToCount: maximumFileSize + 1) ?? Data()
      guard data.count <= maximumFileSize else {
        return .failure(Self.tooLarge(displayPath, size: nil, cap: maximumFileSize))
      }
      return .success([UInt8](data))
    } catch {
      return .failure(Self.unreadable(displayPath, reason: Self.reason(for: error)))
    }
  }

  static func tooLarge(_ path: String, size: Int?, cap: Int) -> Diagnostic {
    let measured = size.map { " (\(ByteCount($0)))" } ?? ""
    return .error(
      .fileTooLarge,
      "The file is larger than the \(ByteCount(cap)) limit for a catalog\(measured); "
        + "split it into several files.",
      at: .start(of: path))
  }

  static func unreadable(_ path: String, reason: String) -> Diagnostic {
    .error(.fileUnreadable, "The file could not be read: \(reason).", at: .start(of: path))
  }

  private static func reason(for error: any Error) -> String {
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain, let code = POSIXErrorCode(rawValue: Int32(underlying.code))
    {
      return String(cString: strerror(code.rawValue))
    }
    if nsError.domain == NSPOSIXErrorDomain, let code = POSIXErrorCode(rawValue: Int32(nsError.code)) {
      return String(cString: strerror(code.rawValue))
    }
    return nsError.localizedDescription
  }
}

/// A byte count shown the way people read it: `32 MiB`, `512 KiB`, `80 bytes`.
struct ByteCount: CustomStringConvertible {
  var value: Int
  init(_ value: Int) { self.value = value }

  var description: String {
    if value >= 1 << 20, value % (1 << 20) == 0 { return "\(value >> 20) MiB" }
    if value >= 1 << 10, value % (1 << 10) == 0 { return "\(value >> 10) KiB" }
    return "\(value) bytes"
  }
}
