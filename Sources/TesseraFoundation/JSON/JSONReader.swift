/// Reads JSON (RFC 8259) into ``JSONValue``s that remember where they
/// stand, for String Catalogs and DTCG token files.
///
/// It is stricter than JSON requires where a catalog would otherwise be
/// read wrongly without a word, and it never trusts its input:
/// - a duplicate key in an object is an error, since readers disagree on
///   which value wins (Xcode never writes one);
/// - the text must be UTF-8 (a leading byte order mark is skipped), and
///   every string is checked to be valid UTF-8, with no lone surrogate
///   escapes;
/// - nesting deeper than ``maximumDepth`` is an error, not a stack overflow.
///
/// The file's size is capped before it is read, by ``CatalogFileReader``.
package struct JSONReader: Sendable {
  /// How deep arrays and objects may nest. A String Catalog nests about 10
  /// deep, a DTCG file as deep as its groups.
  package var maximumDepth = 100

  package init(maximumDepth: Int = 100) {
    self.maximumDepth = maximumDepth
  }

  /// The value `bytes` hold, or why they hold none.
  package func read(_ bytes: [UInt8]) -> Result<JSONValue, JSONSyntaxError> {
    if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
      return .failure(JSONSyntaxError("The file is UTF-16; save it as UTF-8, as JSON requires.", at: 0))
    }
    var cursor = Cursor(bytes: bytes, maximumDepth: maximumDepth)
    if let bad = TextEncoding.firstInvalidUTF8Offset(bytes) {
      return .failure(cursor.invalidUTF8(at: bad))
    }
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { cursor.index = 3 }
    do throws(JSONSyntaxError) {
      cursor.skipWhitespace()
      let value = try cursor.value(depth: 0)
      cursor.skipWhitespace()
      guard cursor.index == bytes.count else {
        throw JSONSyntaxError("Text after the JSON value; a file holds one value.", at: cursor.index)
      }
      return .success(value)
    } catch {
      return .failure(error)
    }
  }
}

/// The reader's position in the bytes.
private struct Cursor {
  let bytes: [UInt8]
  let maximumDepth: Int
  var index = 0

  init(bytes: [UInt8], maximumDepth: Int) {
    self.bytes = bytes
    self.maximumDepth = maximumDepth
  }

  var atEnd: Bool { index >= bytes.count }

  mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }

  func endOfFile() -> JSONSyntaxError {
    JSONSyntaxError(
      "The file ends in the middle of the JSON; close every string, array and object.", at: bytes.count)
  }

  /// A description of the byte at `index` for a message.
  func describe(_ offset: Int) -> String {
    guard bytes.indices.contains(offset) else { return "the end of the file" }
    let byte = bytes[offset]
    if byte >= 0x21, byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    return "byte 0x" + String(byte, radix: 16, uppercase: true)
  }

  mutating func value(depth: Int) throws(JSONSyntaxError) -> JSONValue {
    guard !atEnd else { throw endOfFile() }
    let start = index
    switch bytes[index] {
    case UInt8(ascii: "{"): return JSONValue(kind: .object(try object(depth: depth + 1)), offset: start)
    case UInt8(ascii: "["): return JSONValue(kind: .array(try array(depth: depth + 1)), offset: start)
    case UInt8(ascii: "\""): return JSONValue(kind: .string(try string()), offset: start)
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
    default:
      throw JSONSyntaxError(
        "Unexpected \(describe(index)); expected a value (an object, an array, a string in double quotes, a number, "
          + "true, false or null).", at: index)
    }
  }

  mutating func literal(_ word: String, _ kind: JSONValue.Kind) throws(JSONSyntaxError) -> JSONValue {
    let start = index
    for expected in word.utf8 {
      guard !atEnd else { throw endOfFile() }
      guard bytes[index] == expected else {
        throw JSONSyntaxError("Unexpected \(describe(start)); did you mean \(word)?", at: start)
      }
      index += 1
    }
    return JSONValue(kind: kind, offset: start)
  }

  mutating func enter(_ depth: Int) throws(JSONSyntaxError) {
    guard depth <= maximumDepth else {
      throw JSONSyntaxError(
        "Arrays and objects nest more than \(maximumDepth) deep here; no catalog needs that, so Tessera stops.",
        at: index)
    }
  }

  mutating func object(depth: Int) throws(JSONSyntaxError) -> [JSONValue.Member] {
    try enter(depth)
    index += 1  // {
    var members: [JSONValue.Member] = []
    // Keys seen so far: looked for among the members while they are few
    // (most objects hold a handful), by a dictionary once they are many.
    var seen: [String: Int] = [:]
    skipWhitespace()
    guard !atEnd else { throw endOfFile() }
    if bytes[index] == UInt8(ascii: "}") {
      index += 1
      return members
    }
    while true {
      skipWhitespace()
      guard !atEnd else { throw endOfFile() }
      guard bytes[index] == UInt8(ascii: "\"") else {
        if bytes[index] == UInt8(ascii: "}") {
          throw JSONSyntaxError("A comma before '}'; remove it, JSON allows none there.", at: index)
        }
        throw JSONSyntaxError(
          "Unexpected \(describe(index)); an object's keys are strings in double quotes.", at: index)
      }
      let keyOffset = index
      let key = try string()
      let first =
        members.count < Self.linearKeySearchLimit
        ? members.first { $0.key == key }?.keyOffset : seen[key]
      if let first {
        throw JSONSyntaxError(
          "The key '\(key)' appears twice in this object; readers disagree on which value wins, so keep one.",
          at: keyOffset, first: first)
      }
      if members.count + 1 >= Self.linearKeySearchLimit {
        if seen.isEmpty { for member in members { seen[member.key] = member.keyOffset } }
        seen[key] = keyOffset
      }
      skipWhitespace()
      guard !atEnd else { throw endOfFile() }
      guard bytes[index] == UInt8(ascii: ":") else {
        throw JSONSyntaxError("Unexpected \(describe(index)); a ':' follows the key '\(key)'.", at: index)
      }
      index += 1
      skipWhitespace()
      members.append(JSONValue.Member(key: key, keyOffset: keyOffset, value: try value(depth: depth)))
      skipWhitespace()
      guard !atEnd else { throw endOfFile() }
      switch bytes[index] {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "}"):
        index += 1
        return members
      default:
        throw JSONSyntaxError(
          "Unexpected \(describe(index)); a ',' or '}' follows a member (is a comma missing?).", at: index)
      }
    }
  }

  mutating func array(depth: Int) throws(JSONSyntaxError) -> [JSONValue] {
    try enter(depth)
    index += 1  // [
    var elements: [JSONValue] = []
    skipWhitespace()
    guard !atEnd else { throw endOfFile() }
    if bytes[index] == UInt8(ascii: "]") {
      index += 1
      return elements
    }
    while true {
      skipWhitespace()
      guard !atEnd else { throw endOfFile() }
      if bytes[index] == UInt8(ascii: "]") {
        throw JSONSyntaxError("A comma before ']'; remove it, JSON allows none there.", at: index)
      }
      elements.append(try value(depth: depth))
      skipWhitespace()
      guard !atEnd else { throw endOfFile() }
      switch bytes[index] {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "]"):
        index += 1
        return elements
      default:
        throw JSONSyntaxError(
          "Unexpected \(describe(index)); a ',' or ']' follows an element (is a comma missing?).", at: index)
      }
    }
  }

  /// How many members an object has before its keys are looked up in a
  /// dictionary rather than among the members.
  static let linearKeySearchLimit = 8

  /// A string, from its opening quote, with its escapes decoded. A string
  /// without escapes, the usual kind, is made from its bytes in place.
  mutating func string() throws(JSONSyntaxError) -> String {
    index += 1  // "
    let start = index
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        let text = bytes.withUnsafeBufferPointer {
          String(decoding: UnsafeBufferPointer(rebasing: $0[start..<index]), as: UTF8.self)
        }
        index += 1
        return text
      }
      if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
      index += 1
    }
    // An escape or a control character (reported below), or the end: the bytes so far, then byte by byte.
    var output = Array(bytes[start..<index])
    while true {
      guard !atEnd else { throw endOfFile() }
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        return String(decoding: output, as: UTF8.self)
      case UInt8(ascii: "\\"):
        try escape(into: &output)
      case 0x00..<0x20:
        throw JSONSyntaxError(
          "A control character (U+\(TextEncoding.hex(UInt32(byte)))) in a string; write it as an escape such as \\n.",
          at: index)
      default:
        // The whole file was checked to be UTF-8 before reading began.
        output.append(byte)
        index += 1
      }
    }
  }

  func invalidUTF8(at offset: Int) -> JSONSyntaxError {
    JSONSyntaxError(
      "Invalid UTF-8 (\(describe(offset))); save the file as UTF-8.", at: offset)
  }

  mutating func escape(into output: inout [UInt8]) throws(JSONSyntaxError) {
    let start = index
    index += 1  // backslash
    guard !atEnd else { throw endOfFile() }
    let byte = bytes[index]
    index += 1
    switch byte {
    case UInt8(ascii: "\""): output.append(0x22)
    case UInt8(ascii: "\\"): output.append(0x5C)
    case UInt8(ascii: "/"): output.append(0x2F)
    case UInt8(ascii: "b"): output.append(0x08)
    case UInt8(ascii: "f"): output.append(0x0C)
    case UInt8(ascii: "n"): output.append(0x0A)
    case UInt8(ascii: "r"): output.append(0x0D)
    case UInt8(ascii: "t"): output.append(0x09)
    case UInt8(ascii: "u"):
      let unit = try hexUnit(escapeAt: start)
      var scalarValue = UInt32(unit)
      if (0xD800...0xDBFF).contains(unit) {
        // A high surrogate must be followed by an escaped low one.
        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
          throw loneSurrogate(unit, at: start)
        }
        let lowStart = index
        index += 2
        let low = try hexUnit(escapeAt: lowStart)
        guard (0xDC00...0xDFFF).contains(low) else { throw loneSurrogate(unit, at: start) }
        scalarValue = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
      } else if (0xDC00...0xDFFF).contains(unit) {
        throw loneSurrogate(unit, at: start)
      }
      guard let scalar = Unicode.Scalar(scalarValue) else { throw loneSurrogate(unit, at: start) }
      output.append(contentsOf: Array(String(Character(scalar)).utf8))
    default:
      throw JSONSyntaxError(
        "Unknown escape '\\\(String(decoding: [byte], as: UTF8.self))'; JSON's escapes are \\\" \\\\ \\/ \\b \\f "
          + "\\n \\r \\t and \\uXXXX.", at: start)
    }
  }

  /// The four hex digits after `\u`.
  mutating func hexUnit(escapeAt start: Int) throws(JSONSyntaxError) -> UInt16 {
    var unit: UInt16 = 0
    for _ in 0..<4 {
      guard !atEnd else { throw endOfFile() }
      guard let digit = TextEncoding.hexValue(bytes[index]) else {
        throw JSONSyntaxError("A \\u escape takes four hexadecimal digits, such as \\u00E9.", at: start)
      }
      unit = unit << 4 | UInt16(digit)
      index += 1
    }
    return unit
  }

  func loneSurrogate(_ unit: UInt16, at offset: Int) -> JSONSyntaxError {
    JSONSyntaxError(
      "\\u\(TextEncoding.hex(UInt32(unit))) is half of a surrogate pair with no other half; a character above U+FFFF is "
        + "written as a pair, such as \\uD83D\\uDE00.", at: offset)
  }

  /// A number: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
  mutating func number() throws(JSONSyntaxError) -> JSONValue {
    let start = index
    func digits() -> Int {
      let first = index
      while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
      return index - first
    }
    func invalid() -> JSONSyntaxError {
      var end = start
      while end < bytes.count, end - start < 32,
        !([0x20, 0x09, 0x0A, 0x0D, 0x2C, 0x5D, 0x7D] as [UInt8]).contains(bytes[end]), bytes[end] < 0x80
      {
        end += 1
      }
      let text = String(decoding: bytes[start..<end], as: UTF8.self)
      return JSONSyntaxError(
        "'\(text)' is not a JSON number; write digits with an optional sign, fraction and exponent, such as -1.5e3 "
          + "(no leading zeros, '+', or bare '.').", at: start)
    }
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard !atEnd else { throw endOfFile() }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
      if index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { throw invalid() }
    } else if digits() == 0 {
      throw invalid()
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard digits() > 0 else { throw invalid() }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
      guard digits() > 0 else { throw invalid() }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      throw JSONSyntaxError("The number \(text) is too large for a catalog value.", at: start)
    }
    return JSONValue(kind: .number(value, text: text), offset: start)
  }
}
