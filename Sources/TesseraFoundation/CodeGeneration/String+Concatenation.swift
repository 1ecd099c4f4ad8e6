extension String {
  /// `parts` one after another, in one String of exactly their size.
  ///
  /// An interpolation or a chain of `+` grows its String as it goes, and a
  /// String longer than 15 bytes lives in an allocation of its own, so each
  /// step of one may allocate and copy again. The emitters make a few such
  /// lines for every token and value; this makes each with one allocation.
  package init(concatenating parts: [String]) {
    var length = 0
    for part in parts { length += part.utf8.count }
    self.init(unsafeUninitializedCapacity: length) { buffer in
      var offset = 0
      for var part in parts {
        offset += part.withUTF8 { bytes in
          guard let source = bytes.baseAddress, let target = buffer.baseAddress else { return 0 }
          (target + offset).update(from: source, count: bytes.count)
          return bytes.count
        }
      }
      return offset
    }
  }
}
