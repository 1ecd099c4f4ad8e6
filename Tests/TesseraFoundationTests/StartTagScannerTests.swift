import Testing

@testable import TesseraFoundation

/// ``StartTagScanner`` and the byte searches it and ``SourceText`` use,
/// against plain byte-by-byte readings of the same rules, on random text
/// made of the bytes that matter to them.
struct StartTagScannerTests {
  /// The scanner's rules read one byte at a time: what it must agree with.
  private func referenceOffsets(_ bytes: [UInt8]) -> [Int] {
    func hasPrefix(_ prefix: String, at offset: Int) -> Bool {
      let prefix = Array(prefix.utf8)
      return offset + prefix.count <= bytes.count && Array(bytes[offset..<(offset + prefix.count)]) == prefix
    }
    func end(of terminator: String, from start: Int) -> Int {
      var index = start
      while index < bytes.count {
        if hasPrefix(terminator, at: index) { return index + terminator.utf8.count }
        index += 1
      }
      return bytes.count
    }
    /// The end of a tag, or of a declaration, whose `[…]` also hide a `>`.
    func end(from start: Int, declaration: Bool = false) -> Int {
      var index = start
      var quote: UInt8?
      var depth = 0
      while index < bytes.count {
        let byte = bytes[index]
        if let open = quote {
          if byte == open { quote = nil }
        } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
          quote = byte
        } else if declaration, byte == UInt8(ascii: "[") {
          depth += 1
        } else if declaration, byte == UInt8(ascii: "]") {
          depth -= 1
        } else if byte == UInt8(ascii: ">"), depth <= 0 {
          return index + 1
        }
        index += 1
      }
      return bytes.count
    }
    var offsets: [Int] = []
    var index = 0
    while index < bytes.count {
      guard bytes[index] == UInt8(ascii: "<") else {
        index += 1
        continue
      }
      let after = index + 1
      guard after < bytes.count else { break }
      switch bytes[after] {
      case UInt8(ascii: "!"):
        if hasPrefix("<!--", at: index) {
          index = end(of: "-->", from: index + 4)
        } else if hasPrefix("<![CDATA[", at: index) {
          index = end(of: "]]>", from: index + 9)
        } else {
          index = end(from: index + 2, declaration: true)
        }
      case UInt8(ascii: "?"): index = end(of: "?>", from: index + 2)
      case UInt8(ascii: "/"): index = end(from: after)
      default:
        offsets.append(index)
        index = end(from: after)
      }
    }
    return offsets
  }

  private struct Random {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
  }

  @Test func startTagsAreFoundAsByteByByte() {
    let pieces = [
      "<", ">", "\"", "'", "<a", "<a b=\"x>y\">", "<b c='\"'/>", "</a>", "<!-- > -->", "<![CDATA[<x>]]>", "<?p >?>",
      "<!D [<!E '>'] >", "text", "\n", " ", "-", "]", "[", "?", "!", "/", "é",
    ]
    var random = Random(state: 0x853C_49E6_748F_EA9B)
    for _ in 0..<3_000 {
      let text = (0..<random.next(40)).map { _ in pieces[random.next(pieces.count)] }.joined()
      let bytes = Array(text.utf8)
      #expect(StartTagScanner.startTagOffsets(in: bytes) == referenceOffsets(bytes), "\(text)")
    }
  }

  @Test func anAttributesValueIsFoundByItsName() {
    let tag = Array(#"<token  name="a>b" value = 'x' type="color"/>"#.utf8)
    #expect(StartTagScanner.valueOffset(ofAttribute: Array("name".utf8), inTagAt: 0, of: tag) == 14)
    #expect(StartTagScanner.valueOffset(ofAttribute: Array("value".utf8), inTagAt: 0, of: tag) == 28)
    #expect(StartTagScanner.valueOffset(ofAttribute: Array("type".utf8), inTagAt: 0, of: tag) == 37)
    #expect(StartTagScanner.valueOffset(ofAttribute: Array("valu".utf8), inTagAt: 0, of: tag) == nil)
    #expect(StartTagScanner.valueOffset(ofAttribute: Array("description".utf8), inTagAt: 0, of: tag) == nil)
  }

  @Test func byteSearchesAgreeWithTheirDefinitions() {
    var random = Random(state: 0xDA3E_39CB_94B9_5BDB)
    for _ in 0..<2_000 {
      let bytes = (0..<random.next(70)).map { _ in UInt8(random.next(4)) + 9 }
      let start = random.next(bytes.count + 3) - 1
      let wanted = UInt8(random.next(4)) + 9
      let expected = start < 0 ? nil : bytes.indices.first { $0 >= start && bytes[$0] == wanted }
      #expect(bytes.offset(of: wanted, from: start) == expected)
      let other = (0..<random.next(4)).map { _ in UInt8(random.next(3)) + 9 }
      let prefix = Array(bytes.prefix(other.count))
      #expect(prefix.withUnsafeBufferPointer { $0.hasBytes(of: other) } == (prefix == other))
    }
    // Line starts found by `memchr` place every offset on its line.
    let text = Array("a\nbb\n\nc\r\nd".utf8)
    let source = SourceText(displayPath: "t", bytes: text)
    let lines = text.indices.map { offset in 1 + text[..<offset].filter { $0 == UInt8(ascii: "\n") }.count }
    #expect(text.indices.map(source.line(of:)) == lines)
  }
}
