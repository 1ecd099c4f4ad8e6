extension String {
  /// Whether every UTF-8 byte of the string satisfies `predicate`, read
  /// straight from its storage when it is contiguous (a native string's
  /// always is): the renderer asks this of every name, comment and literal
  /// it writes, and the byte view's iterator costs several times the loop.
  @inline(__always)
  package func everyUTF8Byte(_ predicate: (UInt8) -> Bool) -> Bool {
    if let result = utf8.withContiguousStorageIfAvailable({ $0.allSatisfy(predicate) }) { return result }
    return utf8.allSatisfy(predicate)
  }

  /// How many UTF-8 bytes of the string satisfy `predicate`, read as
  /// ``everyUTF8Byte(_:)`` reads them.
  @inline(__always)
  package func countUTF8Bytes(where predicate: (UInt8) -> Bool) -> Int {
    if let result = utf8.withContiguousStorageIfAvailable({ bytes in
      var count = 0
      for byte in bytes where predicate(byte) { count += 1 }
      return count
    }) {
      return result
    }
    var count = 0
    for byte in utf8 where predicate(byte) { count += 1 }
    return count
  }
}

extension [UInt8] {
  /// Appends `string`'s UTF-8 bytes, copied from its storage in one go
  /// when it is contiguous.
  @inline(__always)
  package mutating func appendUTF8(of string: String) {
    let copied: Void? = string.utf8.withContiguousStorageIfAvailable { append(contentsOf: $0) }
    if copied == nil { append(contentsOf: string.utf8) }
  }
}

extension [UInt8] {
  /// Whether the bytes from `start` on stand in a comment as they are
  /// (``SwiftName/isPlainComment(_:)-(UnsafeBufferPointer<UInt8>)``).
  package func isPlainComment(from start: Int) -> Bool {
    withUnsafeBufferPointer { SwiftName.isPlainComment(UnsafeBufferPointer(rebasing: $0[start...])) }
  }
}
