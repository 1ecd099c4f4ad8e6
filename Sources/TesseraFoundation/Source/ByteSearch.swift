import Foundation

extension [UInt8] {
  /// The offset of the first `byte` at or after `start`, found by `memchr`,
  /// or `nil` when none follows.
  package func offset(of byte: UInt8, from start: Int) -> Int? {
    guard start >= 0, start < count else { return nil }
    return withUnsafeBufferPointer { buffer -> Int? in
      guard let base = buffer.baseAddress, let found = memchr(base + start, Int32(byte), count - start) else {
        return nil
      }
      return UnsafeRawPointer(found) - UnsafeRawPointer(base)
    }
  }
}

extension UnsafeBufferPointer<UInt8> {
  /// Whether these are exactly the bytes of `other`: the lengths, then `memcmp`.
  package func hasBytes(of other: [UInt8]) -> Bool {
    guard count == other.count else { return false }
    return other.withUnsafeBufferPointer { other in
      guard let lhs = baseAddress, let rhs = other.baseAddress else { return true }
      return memcmp(lhs, rhs, count) == 0
    }
  }
}
