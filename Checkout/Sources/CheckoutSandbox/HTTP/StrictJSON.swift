/// The rules a request body must meet before any decoder reads it, which JSON parsers don't agree
/// on: UTF-8 without a byte-order mark, no object member named twice, no control character in a
/// string, and at most ``maximumDepth`` levels of nesting.
///
/// Decoders disagree on a duplicated member (Foundation's keeps the first, others the last), so a
/// proxy and this server could read two different requests from one body; RFC 8259 leaves it to
/// the reader, and I-JSON (RFC 7493) forbids it. A NUL would be cut by C strings and SQLite
/// functions downstream. Refusing both up front leaves one reading of every accepted body.
///
/// It depends on nothing but the standard library, so the fuzz harness `Fuzz/SandboxJSON` compiles
/// this file alone.
enum StrictJSON {
  /// The deepest nesting of arrays and objects accepted.
  static let maximumDepth = 32

  /// What is wrong with a body, and where.
  enum Violation: Error, Equatable, Sendable {
    /// The bytes aren't UTF-8.
    case notUTF8
    /// The body starts with a byte-order mark.
    case byteOrderMark
    /// Not JSON; the byte offset where reading stopped.
    case malformed(offset: Int)
    /// Nested deeper than ``maximumDepth``; the pointer of the member that went too deep.
    case tooDeep(pointer: String)
    /// A member's name appears twice in one object; the pointer of the second one.
    case duplicateMember(pointer: String)
    /// A string (or a member name) holds a control character; the pointer of its member.
    case controlCharacter(pointer: String)
  }

  /// Checks `bytes`; throws the first rule it breaks.
  static func validate(_ bytes: [UInt8]) throws(Violation) {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { throw .byteOrderMark }
    guard String(validating: bytes, as: UTF8.self) != nil else { throw .notUTF8 }
    var reader = Reader(bytes: bytes)
    reader.skipWhitespace()
    try reader.value(pointer: "", depth: 0)
    reader.skipWhitespace()
    guard reader.isAtEnd else { throw .malformed(offset: reader.offset) }
  }

  /// RFC 6901's escaping of a member name in a pointer: `~` as `~0`, `/` as `~1`.
  static func pointerToken(_ name: String) -> String {
    name.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
  }

  /// A recursive-descent reader of JSON text (RFC 8259) that keeps nothing but member names.
  private struct Reader {
    let bytes: [UInt8]
    var offset = 0

    var isAtEnd: Bool { offset >= bytes.count }

    private var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    mutating func skipWhitespace() {
      while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { offset += 1 }
    }

    mutating func value(pointer: String, depth: Int) throws(Violation) {
      switch current {
      case UInt8(ascii: "{"):
        guard depth < StrictJSON.maximumDepth else { throw .tooDeep(pointer: pointer) }
        try object(pointer: pointer, depth: depth + 1)
      case UInt8(ascii: "["):
        guard depth < StrictJSON.maximumDepth else { throw .tooDeep(pointer: pointer) }
        try array(pointer: pointer, depth: depth + 1)
      case UInt8(ascii: "\""):
        _ = try string(pointer: pointer)
      case UInt8(ascii: "t"): try literal("true")
      case UInt8(ascii: "f"): try literal("false")
      case UInt8(ascii: "n"): try literal("null")
      default: try number()
      }
    }

    private mutating func object(pointer: String, depth: Int) throws(Violation) {
      offset += 1
      skipWhitespace()
      if current == UInt8(ascii: "}") {
        offset += 1
        return
      }
      var names: Set<String> = []
      while true {
        guard current == UInt8(ascii: "\"") else { throw .malformed(offset: offset) }
        let start = offset
        let name: String
        do {
          name = try string(pointer: pointer)
        } catch .controlCharacter {
          throw .controlCharacter(pointer: pointer + "/" + StrictJSON.pointerToken(memberName(at: start)))
        }
        let memberPointer = pointer + "/" + StrictJSON.pointerToken(name)
        guard names.insert(name).inserted else { throw .duplicateMember(pointer: memberPointer) }
        skipWhitespace()
        guard current == UInt8(ascii: ":") else { throw .malformed(offset: offset) }
        offset += 1
        skipWhitespace()
        try value(pointer: memberPointer, depth: depth)
        skipWhitespace()
        switch current {
        case UInt8(ascii: ","):
          offset += 1
          skipWhitespace()
        case UInt8(ascii: "}"):
          offset += 1
          return
        default:
          throw .malformed(offset: offset)
        }
      }
    }

    private mutating func array(pointer: String, depth: Int) throws(Violation) {
      offset += 1
      skipWhitespace()
      if current == UInt8(ascii: "]") {
        offset += 1
        return
      }
      var index = 0
      while true {
        try value(pointer: pointer + "/\(index)", depth: depth)
        index += 1
        skipWhitespace()
        switch current {
        case UInt8(ascii: ","):
          offset += 1
          skipWhitespace()
        case UInt8(ascii: "]"):
          offset += 1
          return
        default:
          throw .malformed(offset: offset)
        }
      }
    }

    /// The member name that starts at `start` with its control characters shown as `\u` escapes,
    /// for the pointer of a name that is itself refused. The name was read once, so it is well formed.
    private func memberName(at start: Int) -> String {
      var copy = self
      copy.offset = start
      let raw = (try? copy.string(pointer: "", allowingControls: true)) ?? ""
      var shown = ""
      for scalar in raw.unicodeScalars {
        if StrictJSON.isControl(scalar) {
          shown +=
            "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
            + String(scalar.value, radix: 16)
        } else {
          shown.unicodeScalars.append(scalar)
        }
      }
      return shown
    }

    /// Reads a string and returns its value, escapes decoded.
    mutating func string(pointer: String, allowingControls: Bool = false) throws(Violation) -> String {
      offset += 1
      var scalars = String.UnicodeScalarView()
      var runStart = offset
      while true {
        guard let byte = current else { throw .malformed(offset: offset) }
        switch byte {
        case UInt8(ascii: "\""):
          append(bytes[runStart..<offset], to: &scalars)
          offset += 1
          let text = String(scalars)
          if !allowingControls, text.unicodeScalars.contains(where: StrictJSON.isControl) {
            throw .controlCharacter(pointer: pointer)
          }
          return text
        case UInt8(ascii: "\\"):
          append(bytes[runStart..<offset], to: &scalars)
          offset += 1
          scalars.append(try escape())
          runStart = offset
        case 0x00..<0x20:
          // RFC 8259 requires control characters in strings to be escaped.
          throw .malformed(offset: offset)
        default:
          offset += 1
        }
      }
    }

    private func append(_ run: ArraySlice<UInt8>, to scalars: inout String.UnicodeScalarView) {
      guard !run.isEmpty else { return }
      scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
    }

    /// The scalar an escape after `\` stands for; a surrogate pair is two `\u` escapes.
    private mutating func escape() throws(Violation) -> Unicode.Scalar {
      guard let byte = current else { throw .malformed(offset: offset) }
      offset += 1
      switch byte {
      case UInt8(ascii: "\""): return "\""
      case UInt8(ascii: "\\"): return "\\"
      case UInt8(ascii: "/"): return "/"
      case UInt8(ascii: "b"): return "\u{08}"
      case UInt8(ascii: "f"): return "\u{0C}"
      case UInt8(ascii: "n"): return "\n"
      case UInt8(ascii: "r"): return "\r"
      case UInt8(ascii: "t"): return "\t"
      case UInt8(ascii: "u"):
        let first = try hexQuad()
        if (0xD800..<0xDC00).contains(first) {
          guard current == UInt8(ascii: "\\"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "u")
          else { throw .malformed(offset: offset) }
          offset += 2
          let second = try hexQuad()
          guard (0xDC00..<0xE000).contains(second),
            let scalar = Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))
          else { throw .malformed(offset: offset) }
          return scalar
        }
        guard let scalar = Unicode.Scalar(first) else { throw .malformed(offset: offset) }
        return scalar
      default:
        throw .malformed(offset: offset - 1)
      }
    }

    private mutating func hexQuad() throws(Violation) -> UInt32 {
      var value: UInt32 = 0
      for _ in 0..<4 {
        guard let byte = current else { throw .malformed(offset: offset) }
        let digit: UInt8
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
        default: throw .malformed(offset: offset)
        }
        value = value << 4 | UInt32(digit)
        offset += 1
      }
      return value
    }

    private mutating func literal(_ word: String) throws(Violation) {
      let expected = word.utf8
      guard offset + expected.count <= bytes.count, bytes[offset..<offset + expected.count].elementsEqual(expected)
      else { throw .malformed(offset: offset) }
      offset += expected.count
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`
    private mutating func number() throws(Violation) {
      let start = offset
      if current == UInt8(ascii: "-") { offset += 1 }
      if current == UInt8(ascii: "0") {
        offset += 1
      } else {
        guard digits() > 0 else { throw .malformed(offset: start) }
      }
      if current == UInt8(ascii: ".") {
        offset += 1
        guard digits() > 0 else { throw .malformed(offset: offset) }
      }
      if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
        offset += 1
        if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { offset += 1 }
        guard digits() > 0 else { throw .malformed(offset: offset) }
      }
    }

    private mutating func digits() -> Int {
      var count = 0
      while let byte = current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
        offset += 1
        count += 1
      }
      return count
    }
  }

  /// Whether a scalar is a C0 or C1 control character or DEL (U+0000 to U+001F, U+007F to
  /// U+009F), which a database, a log line or a page would cut, hide or interpret.
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }
}
