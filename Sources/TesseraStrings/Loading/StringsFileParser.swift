import Foundation
import TesseraFoundation

/// One `key = value;` statement of a `.strings` file, with the positions of
/// its key and its value.
package struct StringsFileEntry: Sendable, Hashable {
  package var key: String
  package var value: String
  /// Where the key starts (its opening quote, when quoted).
  package var keyLocation: SourceLocation
  /// Where the value starts; the key's location for the `"key";` form.
  package var valueLocation: SourceLocation

  package init(key: String, value: String, keyLocation: SourceLocation, valueLocation: SourceLocation) {
    self.key = key
    self.value = value
    self.keyLocation = keyLocation
    self.valueLocation = valueLocation
  }
}

/// What parsing one `.strings` file gave.
package struct StringsFileParseResult: Sendable {
  /// The statements in file order, duplicates included.
  package var entries: [StringsFileEntry]
  package var diagnostics: [Diagnostic]
  /// Whether the whole file was read. `false` after an encoding failure or
  /// an unterminated string or comment, when later keys may be lost.
  package var isComplete: Bool
}

/// Tessera's own parser for Apple's `.strings` format.
///
/// It reads the whole grammar Foundation accepts, and reports where a file
/// breaks it instead of failing as a whole:
/// - `/* */` and `//` comments wherever white space may stand;
/// - keys and values quoted with `"` or `'`, or unquoted
///   (`A-Z a-z 0-9 _ $ : . / -`);
/// - `"key";`, whose value is the key;
/// - the escapes `\a \b \f \n \r \t \v \" \' \\`, `\U` with one to four hex
///   digits (a surrogate pair as two escapes), octal `\0`–`\177`, an escaped
///   newline, and any other escaped character standing for itself;
/// - raw newlines inside quotes;
/// - UTF-8 with or without a byte-order mark, and UTF-16 with one.
///
/// Octal escapes above `\177` are refused: Foundation reads them in the
/// NeXTSTEP encoding, which no translator means. A lowercase `\u` is read as
/// `u`, as Foundation does, with a warning.
package enum StringsFileParser {
  /// Parses the raw bytes of a `.strings` file.
  package static func parse(_ bytes: [UInt8], displayPath: String) -> StringsFileParseResult {
    let text: StringsEncoding.Text
    switch StringsEncoding.text(bytes) {
    case .failure(let failure): return failed(failure, bytes: bytes, displayPath: displayPath)
    case .success(let decoded): text = decoded
    }
    // A NUL marks a binary or damaged file, which fails whole before it is
    // read (with its broken UTF-8, if any, reported first).
    if case .failure = StringsEncoding.refusingNUL(text.utf8),
      case .failure(let failure) = StringsEncoding.checked(text)
    {
      return failed(failure, bytes: bytes, displayPath: displayPath)
    }
    let scanned = text.utf8.withUnsafeBufferPointer { buffer in
      var scanner = StringsScanner(bytes: buffer, displayPath: displayPath, validating: !text.isValidated)
      scanner.run()
      return (
        result: StringsFileParseResult(
          entries: scanner.entries, diagnostics: scanner.diagnostics, isComplete: scanner.isComplete),
        foundInvalidUTF8: scanner.foundInvalidUTF8
      )
    }
    // The scan checked each string and comment as it read them, and the
    // whole file at its first problem; either way broken UTF-8 stopped it,
    // and the file then fails at its first broken byte.
    if scanned.foundInvalidUTF8, case .failure(let failure) = StringsEncoding.checked(text) {
      return failed(failure, bytes: bytes, displayPath: displayPath)
    }
    return scanned.result
  }

  /// The result for a file that can't be read as text: no entries, and the
  /// reason at its position.
  private static func failed(
    _ failure: StringsEncoding.Failure, bytes: [UInt8], displayPath: String
  ) -> StringsFileParseResult {
    let source = SourceText(displayPath: displayPath, bytes: failure.text ?? bytes)
    return StringsFileParseResult(
      entries: [],
      diagnostics: [.error(.stringsSyntax, failure.message + ".", at: source.location(ofOffset: failure.offset))],
      isComplete: false)
  }
}

/// The scanner behind ``StringsFileParser``: one pass over UTF-8 bytes,
/// counting lines as it goes. It lives only inside the buffer's scope.
private struct StringsScanner {
  let bytes: UnsafeBufferPointer<UInt8>
  let displayPath: String
  var index = 0
  /// The current line, and the offset where it starts.
  private var line = 1
  private var lineStart = 0
  /// Line offsets for locations behind the cursor, built on the first error.
  private lazy var source = SourceText(displayPath: displayPath, bytes: Array(bytes))
  var entries: [StringsFileEntry] = []
  var diagnostics: [Diagnostic] = []
  var isComplete = true
  /// Whether the bytes still need their UTF-8 checked: every string and
  /// comment is checked as it is read, and nothing else may hold non-ASCII.
  let validating: Bool
  /// Set when a string or comment broke UTF-8; the scan stops there.
  var foundInvalidUTF8 = false
  /// Whether the whole file's UTF-8 was checked, at the first problem.
  private var checkedWholeFile = false
  /// Where the last quoted string that spanned lines began, for the hint
  /// when a later statement breaks.
  private var lastMultilineString: Int?

  init(bytes: UnsafeBufferPointer<UInt8>, displayPath: String, validating: Bool) {
    self.bytes = bytes
    self.displayPath = displayPath
    self.validating = validating
  }

  /// The line and column of `offset` on the cursor's line; `offset` must
  /// not be before the current line's start.
  private func here(_ offset: Int) -> Position {
    Position(line: line, column: offset - lineStart + 1)
  }

  /// The offset of the first byte from `start` on that `stop` accepts, or
  /// the end. The hot loop of the scanner: a local cursor, no bounds checks.
  @inline(__always)
  private func scan(from start: Int, until stop: (UInt8) -> Bool) -> Int {
    guard let base = bytes.baseAddress else { return bytes.count }
    var cursor = start
    let end = bytes.count
    while cursor < end, !stop(base[cursor]) { cursor += 1 }
    return cursor
  }

  /// The offset of the first of `first`, `second` or a newline from
  /// `start` on, or the end. Eight bytes at a time: a string or comment is
  /// usually a few dozen bytes, too short for three `memchr` calls to pay.
  ///
  /// The high bits of the bytes read are added to `nonASCII`, so a string
  /// or comment that stays zero is ASCII and needs no UTF-8 check. (Bytes
  /// read past the stop can set it too, which costs only a check.)
  @inline(__always)
  private func nextStop(from start: Int, _ first: UInt8, _ second: UInt8, nonASCII: inout UInt64) -> Int {
    guard let base = bytes.baseAddress else { return bytes.count }
    let end = bytes.count
    var cursor = start
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    let firsts = ones &* UInt64(first)
    let seconds = ones &* UInt64(second)
    let newlines = ones &* UInt64(Byte.newline)
    while cursor + 8 <= end {
      let word = UInt64(littleEndian: UnsafeRawPointer(base + cursor).loadUnaligned(as: UInt64.self))
      // A byte of `word ^ pattern` is zero where the byte matches; the
      // lowest flagged byte is always a true match.
      let a = word ^ firsts
      let b = word ^ seconds
      let c = word ^ newlines
      let found =
        ((a &- ones) & ~a | (b &- ones) & ~b | (c &- ones) & ~c) & highs
      nonASCII |= word & highs
      if found != 0 { return cursor + found.trailingZeroBitCount >> 3 }
      cursor += 8
    }
    while cursor < end {
      let byte = base[cursor]
      if byte == first || byte == second || byte == Byte.newline { return cursor }
      nonASCII |= UInt64(byte & 0x80)
      cursor += 1
    }
    return end
  }

  /// The bytes in `range` as a String, on the contiguous fast path.
  private func text(_ range: Range<Int>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
  }

  /// The bytes in `range` as a String, or `nil` when they break UTF-8 and
  /// ``validating`` is on. Decoding repairs a broken sequence, so the
  /// bytes are valid exactly when the String holds them unchanged: one
  /// `memcmp` instead of a second pass to validate.
  private func checkedText(_ range: Range<Int>) -> String? {
    var string = text(range)
    guard validating, !range.isEmpty, let base = bytes.baseAddress else { return string }
    let unchanged = string.withUTF8 { decoded in
      guard decoded.count == range.count, let decodedBase = decoded.baseAddress else { return false }
      return memcmp(decodedBase, base + range.lowerBound, range.count) == 0
    }
    return unchanged ? string : nil
  }

  /// Whether the bytes in `range` are valid UTF-8, or need no check.
  private func isValidUTF8(_ range: Range<Int>) -> Bool {
    !validating || TextEncoding.firstInvalidUTF8Offset(UnsafeBufferPointer(rebasing: bytes[range])) == nil
  }

  /// Stops the scan at a string or comment that breaks UTF-8; ``StringsFileParser``
  /// then reports the file's first broken byte.
  private mutating func stopAtInvalidUTF8() {
    foundInvalidUTF8 = true
    isComplete = false
    index = bytes.count
  }

  private mutating func newline(at offset: Int) {
    line += 1
    lineStart = offset + 1
  }

  private enum Byte {
    static let quote = UInt8(ascii: "\"")
    static let apostrophe = UInt8(ascii: "'")
    static let backslash = UInt8(ascii: "\\")
    static let slash = UInt8(ascii: "/")
    static let star = UInt8(ascii: "*")
    static let semicolon = UInt8(ascii: ";")
    static let equals = UInt8(ascii: "=")
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
  }

  /// A line and a column, made into a `SourceLocation` only when an entry
  /// is stored: a token carries no file path to retain and release.
  private struct Position {
    var line: Int
    var column: Int
  }

  /// A string read from the file, and where it started and ended.
  private struct Token {
    var text: String
    var start: Int
    var end: Int
    var position: Position
  }

  mutating func run() {
    while skipTrivia(), index < bytes.count {
      if bytes[index] == Byte.semicolon {
        index += 1
        continue
      }
      guard let key = readString(role: "key") else {
        if !isComplete { return }
        recover()
        continue
      }
      guard skipTrivia() else { return }
      guard index < bytes.count else {
        error("Expected '=' or ';' after the key '\(key.text)'; the file ends here", at: index)
        return
      }
      switch bytes[index] {
      case Byte.semicolon:
        index += 1
        entries.append(
          StringsFileEntry(
            key: key.text, value: key.text, keyLocation: location(key.position),
            valueLocation: location(key.position)))
        lastMultilineString = nil
      case Byte.equals:
        index += 1
        guard skipTrivia() else { return }
        guard let value = readString(role: "value") else {
          if !isComplete { return }
          recover()
          continue
        }
        let valueEnd = value.end
        // Both tokens end here, so their strings move into the entry.
        entries.append(
          StringsFileEntry(
            key: key.text, value: value.text, keyLocation: location(key.position),
            valueLocation: location(value.position)))
        guard skipTrivia() else { return }
        if index < bytes.count, bytes[index] == Byte.semicolon {
          index += 1
          lastMultilineString = nil
        } else {
          // Report and go on as if the ';' were there: the usual cause is
          // a line that lost its semicolon, and the next line is fine.
          error(
            "Expected ';' after the value of '\(entries[entries.count - 1].key)'; "
              + "add a semicolon to end the statement",
            at: valueEnd, hintingAtMultiline: true)
        }
      default:
        error(
          "Expected '=' or ';' after the key '\(key.text)', found \(describe(at: index)); "
            + "put a key with other characters in double quotes",
          at: index, hintingAtMultiline: true)
        recover()
      }
    }
  }

  private func location(_ position: Position) -> SourceLocation {
    SourceLocation(file: displayPath, line: position.line, column: position.column)
  }

  // MARK: Trivia

  /// Skips white space and comments. Returns `false` after an unterminated
  /// comment, which ends the parse.
  private mutating func skipTrivia() -> Bool {
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) {
        if byte == Byte.newline { newline(at: index) }
        index += 1
      } else if byte == Byte.slash, index + 1 < bytes.count, bytes[index + 1] == Byte.slash {
        let start = index
        index = scan(from: index + 2) { $0 == Byte.newline || $0 == Byte.carriageReturn }
        guard isValidUTF8(start..<index) else {
          stopAtInvalidUTF8()
          return false
        }
      } else if byte == Byte.slash, index + 1 < bytes.count, bytes[index + 1] == Byte.star {
        let start = index
        index += 2
        var closed = false
        var nonASCII: UInt64 = 0
        while index + 1 < bytes.count {
          index = nextStop(from: index, Byte.star, Byte.star, nonASCII: &nonASCII)
          guard index + 1 < bytes.count else { break }
          if bytes[index] == Byte.newline {
            newline(at: index)
            index += 1
            continue
          }
          if bytes[index + 1] == Byte.slash {
            index += 2
            closed = true
            break
          }
          index += 1
        }
        if !closed {
          index = bytes.count
          error("Unterminated comment; close it with '*/'", at: start)
          isComplete = false
          return false
        }
        guard nonASCII == 0 || isValidUTF8(start..<index) else {
          stopAtInvalidUTF8()
          return false
        }
      } else {
        break
      }
    }
    return true
  }

  // MARK: Strings

  /// Reads a quoted or unquoted string at the cursor. Reports and returns
  /// `nil` when there is none.
  private mutating func readString(role: String) -> Token? {
    guard index < bytes.count else {
      error("Expected a \(role); the file ends here", at: index)
      return nil
    }
    let byte = bytes[index]
    if byte == Byte.quote || byte == Byte.apostrophe {
      return readQuoted(closing: byte)
    }
    if StringsFileParser.isUnquoted(byte) {
      let start = index
      while index < bytes.count, StringsFileParser.isUnquoted(bytes[index]) { index += 1 }
      return Token(text: text(start..<index), start: start, end: index, position: here(start))
    }
    switch byte {
    case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "<"):
      error(
        "A \(role) must be a string, not a property-list \(byte == UInt8(ascii: "{")  ? "dictionary" : byte == UInt8(ascii: "(") ? "array" : "data value"); quote it",
        at: index)
    default:
      error(
        "Expected a quoted \(role), found \(describe(at: index)); put the \(role) in double quotes",
        at: index, hintingAtMultiline: true)
    }
    return nil
  }

  private mutating func readQuoted(closing: UInt8) -> Token? {
    let start = index
    let position = here(start)
    index += 1
    var contentStart = index
    var buffer: [UInt8] = []
    var escaped = false
    var spansLines = false
    var nonASCII: UInt64 = 0
    while index < bytes.count {
      // Jump to the next closing quote, backslash or newline.
      index = nextStop(from: index, closing, Byte.backslash, nonASCII: &nonASCII)
      guard index < bytes.count else { break }
      let byte = bytes[index]
      if byte == Byte.newline {
        newline(at: index)
        spansLines = true
        index += 1
        continue
      }
      if byte == closing {
        let value: String
        if escaped {
          // The file's bytes are checked, not the unescaped ones: an escape
          // could join the halves of a broken sequence.
          guard nonASCII == 0 || isValidUTF8(start..<index) else {
            stopAtInvalidUTF8()
            return nil
          }
          buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[contentStart..<index]))
          value = String(decoding: buffer, as: UTF8.self)
        } else {
          guard let checked = nonASCII == 0 ? text(start + 1..<index) : checkedText(start + 1..<index) else {
            stopAtInvalidUTF8()
            return nil
          }
          value = checked
        }
        index += 1
        if spansLines { lastMultilineString = start }
        return Token(text: value, start: start, end: index, position: position)
      }
      if byte == Byte.backslash {
        if !escaped {
          escaped = true
          buffer.reserveCapacity(index - start + 16)
        }
        buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[contentStart..<index]))
        guard readEscape(into: &buffer) else { break }
        // An escape reads at most one byte that may be non-ASCII, its last.
        nonASCII |= UInt64(bytes[index - 1] & 0x80)
        contentStart = index
        continue
      }
      index += 1
    }
    index = bytes.count
    error(
      "Unterminated string; add the closing \(closing == Byte.quote ? "\"" : "'")", at: start)
    isComplete = false
    return nil
  }

  /// Reads the escape at the cursor (a backslash) into `buffer`. Returns
  /// `false` when the file ends inside it.
  private mutating func readEscape(into buffer: inout [UInt8]) -> Bool {
    let escapeStart = index
    index += 1
    guard index < bytes.count else { return false }
    let byte = bytes[index]
    index += 1
    switch byte {
    case UInt8(ascii: "a"): buffer.append(0x07)
    case UInt8(ascii: "b"): buffer.append(0x08)
    case UInt8(ascii: "f"): buffer.append(0x0C)
    case UInt8(ascii: "n"): buffer.append(0x0A)
    case UInt8(ascii: "r"): buffer.append(0x0D)
    case UInt8(ascii: "t"): buffer.append(0x09)
    case UInt8(ascii: "v"): buffer.append(0x0B)
    case UInt8(ascii: "U"):
      readUnicodeEscape(startingAt: escapeStart, into: &buffer)
    case UInt8(ascii: "0")...UInt8(ascii: "7"):
      var value = Int(byte - UInt8(ascii: "0"))
      var digits = 1
      while digits < 3, index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[index]) {
        value = value * 8 + Int(bytes[index] - UInt8(ascii: "0"))
        index += 1
        digits += 1
      }
      if value <= 0o177 {
        buffer.append(UInt8(value))
      } else {
        error(
          "Bad escape '\(text(escapeStart..<index))': octal escapes above "
            + "\\177 are read in the NeXTSTEP encoding; write the character itself or a \\U escape",
          at: escapeStart)
        buffer.append(contentsOf: [0xEF, 0xBF, 0xBD])
      }
    case UInt8(ascii: "u"):
      warning(
        "'\\u' is not an escape in .strings files, so this reads as the letter 'u'; "
          + "write '\\U' followed by hex digits, or the character itself",
        at: escapeStart)
      buffer.append(byte)
    default:
      // The escaped character stands for itself, whole UTF-8 sequences included.
      if byte == Byte.newline { newline(at: index - 1) }
      buffer.append(byte)
    }
    return true
  }

  /// `\U` and one to four hex digits; a high surrogate must be followed by
  /// a `\U` low surrogate.
  private mutating func readUnicodeEscape(startingAt escapeStart: Int, into buffer: inout [UInt8]) {
    guard let unit = readHex() else {
      error("Bad escape '\\U': it needs one to four hex digits, such as \\U00E9", at: escapeStart)
      return
    }
    if UTF16.isLeadSurrogate(unit) {
      let lowStart = index
      if index + 1 < bytes.count, bytes[index] == Byte.backslash, bytes[index + 1] == UInt8(ascii: "U") {
        index += 2
        if let low = readHex(), UTF16.isTrailSurrogate(low) {
          let scalarValue = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
          if let scalar = Unicode.Scalar(scalarValue) {
            UTF8.encode(scalar) { buffer.append($0) }
            return
          }
        }
        index = lowStart
      }
      error(
        "Bad escape: the high surrogate \\U\(TextEncoding.hex(UInt32(unit))) must be followed by a low surrogate (\\UDC00–\\UDFFF)",
        at: escapeStart)
      buffer.append(contentsOf: [0xEF, 0xBF, 0xBD])
      return
    }
    if UTF16.isTrailSurrogate(unit) {
      error(
        "Bad escape: the low surrogate \\U\(TextEncoding.hex(UInt32(unit))) has no high surrogate before it",
        at: escapeStart)
      buffer.append(contentsOf: [0xEF, 0xBF, 0xBD])
      return
    }
    if let scalar = Unicode.Scalar(unit) {
      UTF8.encode(scalar) { buffer.append($0) }
    }
  }

  private mutating func readHex() -> UInt16? {
    var value: UInt16 = 0
    var digits = 0
    while digits < 4, index < bytes.count, let digit = TextEncoding.hexValue(bytes[index]) {
      value = value << 4 | UInt16(digit)
      index += 1
      digits += 1
    }
    return digits == 0 ? nil : value
  }

  // MARK: Recovery and reporting

  /// After a broken statement, skips to just past the next `;` (outside
  /// quotes), or to the next line that starts a quoted key.
  private mutating func recover() {
    while index < bytes.count {
      let byte = bytes[index]
      if byte == Byte.semicolon {
        index += 1
        return
      }
      if byte == Byte.newline {
        index += 1
        return
      }
      index += 1
    }
  }

  /// Describes the character at `offset` for a message.
  private func describe(at offset: Int) -> String {
    guard offset < bytes.count else { return "the end of the file" }
    let byte = bytes[offset]
    if byte == Byte.newline { return "a line break" }
    if byte < 0x20 || byte == 0x7F { return "the control character 0x\(String(byte, radix: 16, uppercase: true))" }
    var end = offset + 1
    while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
    return "'\(text(offset..<end))'"
  }

  /// Whether a problem found now needn't be reported because the file
  /// fails whole: when its UTF-8 is still unchecked, the first problem
  /// checks all of it, and broken UTF-8 stops the scan. A damaged or binary
  /// file then costs one failure, not a diagnostic per statement.
  private mutating func failsWhole() -> Bool {
    guard validating, !checkedWholeFile else { return foundInvalidUTF8 }
    checkedWholeFile = true
    guard TextEncoding.firstInvalidUTF8Offset(bytes) != nil else { return false }
    stopAtInvalidUTF8()
    return true
  }

  private mutating func error(_ message: String, at offset: Int, hintingAtMultiline: Bool = false) {
    if failsWhole() { return }
    var notes: [Diagnostic.Note] = []
    if hintingAtMultiline, let start = lastMultilineString {
      notes.append(
        Diagnostic.Note(
          "the string that starts here runs over several lines; is its closing quote missing?",
          at: source.location(ofOffset: start)))
    }
    diagnostics.append(.error(.stringsSyntax, message + ".", at: source.location(ofOffset: offset), notes: notes))
  }

  private mutating func warning(_ message: String, at offset: Int) {
    if failsWhole() { return }
    diagnostics.append(.warning(.stringsSyntax, message + ".", at: source.location(ofOffset: offset)))
  }
}

extension StringsFileParser {
  /// Whether `byte` may stand in an unquoted key or value: ASCII letters and
  /// digits and `_ $ : . / -`, as Apple's `.strings` grammar allows.
  package static func isUnquoted(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: ":"),
      UInt8(ascii: "."), UInt8(ascii: "/"), UInt8(ascii: "-"):
      true
    default: false
    }
  }
}
