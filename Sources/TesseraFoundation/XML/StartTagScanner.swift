/// Finds where start tags begin in well-formed XML, in document order.
///
/// libxml2 records only a line per element. Columns come from here: the n-th
/// element of the tree, in document order, starts at the n-th start tag. The
/// scanner skips comments, CDATA sections, processing instructions and the
/// DOCTYPE, and honours quotes, so a `<` inside any of them is not a tag.
package enum StartTagScanner {
  /// The byte offset of every start tag's `<`, in document order.
  package static func startTagOffsets(in bytes: [UInt8]) -> [Int] {
    var offsets: [Int] = []
    offsets.reserveCapacity(bytes.count / 64)
    var index = 0
    let count = bytes.count
    while index < count {
      guard let next = nextByte(UInt8(ascii: "<"), in: bytes, from: index) else { break }
      index = next
      let after = index + 1
      guard after < count else { break }
      switch bytes[after] {
      case UInt8(ascii: "!"):
        if hasPrefix("<!--", in: bytes, at: index) {
          index = end(of: "-->", in: bytes, from: index + 4)
        } else if hasPrefix("<![CDATA[", in: bytes, at: index) {
          index = end(of: "]]>", in: bytes, from: index + 9)
        } else {
          index = endOfDeclaration(in: bytes, from: index + 2)
        }
      case UInt8(ascii: "?"):
        index = end(of: "?>", in: bytes, from: index + 2)
      case UInt8(ascii: "/"):
        index = endOfTag(in: bytes, from: after)
      default:
        offsets.append(index)
        index = endOfTag(in: bytes, from: after)
      }
    }
    return offsets
  }

  /// Whether the start tag at `offset` has the element name `name`, as libxml2 hands it to an event
  /// receiver. (Not generic: the token reader, in another module, calls it for every start tag, and a generic
  /// call from there runs unspecialized.)
  package static func tag(at offset: Int, in bytes: [UInt8], isNamed name: UnsafeBufferPointer<UInt8>) -> Bool {
    let nameEnd = offset + 1 + name.count
    guard offset >= 0, nameEnd < bytes.count, bytes[offset] == UInt8(ascii: "<") else { return false }
    guard bytes[(offset + 1)..<nameEnd].elementsEqual(name) else { return false }
    let next = bytes[nameEnd]
    return isSpace(next) || next == UInt8(ascii: ">") || next == UInt8(ascii: "/")
  }

  /// The byte offset of the first character of the value of the attribute
  /// named by the bytes `name` in the start tag at `tagOffset`.
  package static func valueOffset(ofAttribute name: [UInt8], inTagAt tagOffset: Int, of bytes: [UInt8]) -> Int? {
    var index = tagOffset + 1
    let count = bytes.count
    // Skip the element name.
    while index < count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">") { index += 1 }
    while index < count {
      while index < count, isSpace(bytes[index]) { index += 1 }
      guard index < count, bytes[index] != UInt8(ascii: ">"), bytes[index] != UInt8(ascii: "/")
      else { return nil }
      let nameStart = index
      while index < count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: "=") { index += 1 }
      let attributeName = bytes[nameStart..<index]
      while index < count, isSpace(bytes[index]) || bytes[index] == UInt8(ascii: "=") { index += 1 }
      guard index < count else { return nil }
      let quote = bytes[index]
      guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { return nil }
      let valueStart = index + 1
      if attributeName.withUnsafeBufferPointer({ $0.hasBytes(of: name) }) { return valueStart }
      guard let close = nextByte(quote, in: bytes, from: valueStart) else { return nil }
      index = close + 1
    }
    return nil
  }

  // MARK: - Helpers

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  private static func nextByte(_ byte: UInt8, in bytes: [UInt8], from start: Int) -> Int? {
    bytes.offset(of: byte, from: start)
  }

  private static func hasPrefix(_ prefix: StaticString, in bytes: [UInt8], at offset: Int) -> Bool {
    let count = prefix.utf8CodeUnitCount
    guard offset + count <= bytes.count else { return false }
    return prefix.withUTF8Buffer { buffer in
      buffer.indices.allSatisfy { bytes[offset + $0] == buffer[$0] }
    }
  }

  /// The offset just past the first `terminator` at or after `start`, or the end.
  private static func end(of terminator: StaticString, in bytes: [UInt8], from start: Int) -> Int {
    var index = start
    while index < bytes.count {
      if hasPrefix(terminator, in: bytes, at: index) { return index + terminator.utf8CodeUnitCount }
      index += 1
    }
    return bytes.count
  }

  /// The offset past the `>` that closes a tag, skipping quoted values.
  private static func endOfTag(in bytes: [UInt8], from start: Int) -> Int {
    var index = start
    var quote: UInt8?
    while index < bytes.count {
      let byte = bytes[index]
      if let open = quote {
        // A quoted value is most of a tag: its end is found by `memchr`.
        guard let close = nextByte(open, in: bytes, from: index) else { return bytes.count }
        quote = nil
        index = close + 1
        continue
      } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        quote = byte
      } else if byte == UInt8(ascii: ">") {
        return index + 1
      }
      index += 1
    }
    return bytes.count
  }

  /// The offset past a `<!…>` declaration, including a bracketed internal subset.
  private static func endOfDeclaration(in bytes: [UInt8], from start: Int) -> Int {
    var index = start
    var quote: UInt8?
    var depth = 0
    while index < bytes.count {
      let byte = bytes[index]
      if let open = quote {
        if byte == open { quote = nil }
      } else {
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "'"): quote = byte
        case UInt8(ascii: "["): depth += 1
        case UInt8(ascii: "]"): depth -= 1
        case UInt8(ascii: ">") where depth <= 0: return index + 1
        default: break
        }
      }
      index += 1
    }
    return bytes.count
  }
}
