import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Everything `handle` yields until its end, read again whenever a signal
/// interrupts the read.
///
/// Foundation's `FileHandle.readDataToEndOfFile()` traps (`try!`) when a
/// read fails with `EINTR`, and the test run is a process where signals do
/// arrive: children exit by the hundred, and the terminal tests install
/// handlers. A CI run was lost to exactly that trap, so every test that
/// reads a child's output reads it through this.
public func readToEnd(_ handle: FileHandle) throws -> Data {
  let descriptor = handle.fileDescriptor
  var data = Data()
  var chunk = [UInt8](repeating: 0, count: 64 * 1024)
  while true {
    let count = chunk.withUnsafeMutableBytes { buffer in read(descriptor, buffer.baseAddress, buffer.count) }
    if count > 0 {
      data.append(contentsOf: chunk[0..<count])
    } else if count == 0 {
      return data
    } else if errno != EINTR {
      throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
  }
}
