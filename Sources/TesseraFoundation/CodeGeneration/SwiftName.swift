/// Swift identifiers derived from catalog names: `text-primary` becomes the
/// property `textPrimary` and the type `TextPrimary`.
package enum SwiftName {
  /// The name of a group's own token, DTCG's `$root` (``TokenPath/rootSegment``), whose property is `root`
  /// and type `Root`.
  package static let rootSegment = "$root"

  /// A lowerCamelCase property name, unescaped.
  ///
  /// `-`, `_` and spaces separate words; so does any other character that can't stand in a name (`1/2`
  /// is `_1_2`, `50%` is `_50`, `sm@2x` is `sm2x`), where two numbers keep a `_` between them.
  package static func property(_ name: String) -> String {
    // A group's own token, DTCG's `$root`.
    if name == rootSegment { return "root" }
    if let ascii = asciiName(name, isProperty: true) { return ascii }
    let words = self.words(name)
    guard let first = words.first?.text else { return "_" }
    let head = first.allSatisfy(\.isUppercase) ? first.lowercased() : lowercasingFirst(first)
    return leadingDigitSafe(joined(head, words.dropFirst(), uppercasingFirst))
  }

  /// An UpperCamelCase type name, its words as ``property(_:)`` finds them.
  package static func type(_ name: String) -> String {
    if name == rootSegment { return "Root" }
    if let ascii = asciiName(name, isProperty: false) { return ascii }
    let words = self.words(name)
    guard let first = words.first?.text else { return "_" }
    return leadingDigitSafe(joined(uppercasingFirst(first), words.dropFirst(), uppercasingFirst))
  }

  /// `head`, then each of `rest` as `transform` spells it, with a `_` where a word of digits follows a
  /// number across a separator other than `-`, `_` or a space.
  private static func joined(
    _ head: String, _ rest: ArraySlice<Word>, _ transform: (String) -> String
  ) -> String {
    var name = head
    for word in rest {
      if word.afterOtherSeparator, name.last?.isNumber == true, word.text.first?.isNumber == true { name += "_" }
      name += transform(word.text)
    }
    return name
  }

  /// `name` as it must be written in a declaration or member access.
  package static func escaped(_ name: String) -> String {
    // Every keyword is ASCII letters: a name with anything else (a digit, `_`) is none, with no lookup.
    guard name.everyUTF8Byte({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }) else { return name }
    return keywords.contains(name) ? "`\(name)`" : name
  }

  /// `label` as it must be written as an argument label: any keyword may
  /// be a label but `inout`, `var` and `let`.
  package static func argumentLabel(_ label: String) -> String {
    label == "inout" || label == "var" || label == "let" ? "`\(label)`" : label
  }

  /// ``property(_:)`` or ``type(_:)`` of an ASCII name, byte by byte, or
  /// `nil` when `name` isn't ASCII. For ASCII, upper and lower case are
  /// `A`–`Z` and `a`–`z`, and every byte is a Character of its own (but a
  /// CRLF, which no case change touches).
  private static func asciiName(_ name: String, isProperty: Bool) -> String? {
    var name = name
    return name.withUTF8 { bytes -> String? in
      func isUpper(_ byte: UInt8) -> Bool { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) }
      func isLower(_ byte: UInt8) -> Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) }
      var result: [UInt8] = []
      result.reserveCapacity(bytes.count + 1)
      var isFirstWord = true
      var start = 0
      while start <= bytes.count {
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: "-"), bytes[end] != UInt8(ascii: "_"),
          bytes[end] != UInt8(ascii: " ")
        {
          // Past ASCII, or ASCII that can't stand in a name (`/`, `%`): the words are found by Character.
          guard isAlphanumeric(bytes[end]) else { return nil }
          end += 1
        }
        if end > start {
          let word = UnsafeBufferPointer(rebasing: bytes[start..<end])
          if isProperty, isFirstWord {
            let allUpper = word.allSatisfy(isUpper)
            for (offset, byte) in word.enumerated() {
              result.append((allUpper || offset == 0) && isUpper(byte) ? byte + 32 : byte)
            }
          } else {
            for (offset, byte) in word.enumerated() {
              result.append(offset == 0 && isLower(byte) ? byte - 32 : byte)
            }
          }
          isFirstWord = false
        }
        start = end + 1
      }
      guard let first = result.first else { return "_" }
      if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) { result.insert(UInt8(ascii: "_"), at: 0) }
      return String(decoding: result, as: UTF8.self)
    }
  }

  /// Whether `byte` is an ASCII letter or digit.
  private static func isAlphanumeric(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  /// A word of a name, and whether a separator other than `-`, `_` or a space came before it.
  private struct Word {
    var text: String
    var afterOtherSeparator: Bool
  }

  /// The runs of letters and digits in `name`; anything else separates them.
  private static func words(_ name: String) -> [Word] {
    var words: [Word] = []
    var current = ""
    var otherSeparator = false
    for character in name {
      if character.isLetter || character.isNumber || character.unicodeScalars.first.map(isMark) == true {
        current.append(character)
        continue
      }
      if !current.isEmpty {
        words.append(Word(text: current, afterOtherSeparator: otherSeparator))
        current = ""
        otherSeparator = false
      }
      if character != "-", character != "_", character != " " { otherSeparator = true }
    }
    if !current.isEmpty { words.append(Word(text: current, afterOtherSeparator: otherSeparator)) }
    return words
  }

  /// Whether `scalar` is a combining mark: a name keeps one standing alone, but never starts with it.
  private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
    [.nonspacingMark, .spacingMark, .enclosingMark].contains(scalar.properties.generalCategory)
  }

  private static func leadingDigitSafe(_ name: String) -> String {
    guard let first = name.unicodeScalars.first else { return "_" }
    // A name starts with neither a digit nor a combining mark.
    return ("0"..."9").contains(first) || isMark(first) ? "_" + name : name
  }

  private static func uppercasingFirst(_ word: String) -> String {
    word.prefix(1).uppercased() + word.dropFirst()
  }

  private static func lowercasingFirst(_ word: String) -> String {
    word.prefix(1).lowercased() + word.dropFirst()
  }

  /// Words that need backticks as property names.
  package static let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
    "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
    "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
    "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
    "throw", "switch", "where", "while", "as", "false", "is", "nil", "self", "super", "throws", "true",
    "try", "await", "async", "consume", "borrowing", "consuming", "copy", "discard", "each", "any", "some",
    "Any", "Self", "Type", "Protocol",
  ]

  /// Whether a character would hide or reorder the source around it in an
  /// editor or a review, or stop the compiler: control characters, line and
  /// paragraph separators, the byte order mark and the bidirectional
  /// controls. Emitted code writes these as `\u{…}`.
  package static func isInvisibleControl(_ value: UInt32) -> Bool {
    switch value {
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF: true
    default: false
    }
  }

  /// `\u{…}` for the scalar `value`, in uppercase hexadecimal.
  package static func unicodeEscape(_ value: UInt32) -> String {
    "\\u{" + String(value, radix: 16, uppercase: true) + "}"
  }

  /// `text` for a comment: each invisible control but the tab written as
  /// `\u{…}`, so that a NUL can't stop the compiler and a bidirectional
  /// override can't hide code.
  package static func commentText(_ text: String) -> String {
    if isPlainComment(text) { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      if scalar != "\t", isInvisibleControl(scalar.value) {
        result += unicodeEscape(scalar.value)
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Whether `text` stands in a comment as it is: no line break, no
  /// control that ``commentText(_:)`` escapes, nothing past ASCII.
  package static func isPlainComment(_ text: String) -> Bool {
    text.utf8.withContiguousStorageIfAvailable(isPlainComment) ?? text.utf8.allSatisfy(isPlainComment)
  }

  /// Whether every byte of `bytes` is ``isPlainComment(_:)-(UInt8)``, read
  /// eight at a time: a word of printable ASCII passes in a few
  /// operations, and any other word is checked byte by byte.
  package static func isPlainComment(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    if let base = UnsafeRawPointer(bytes.baseAddress) {
      let ones: UInt64 = 0x0101_0101_0101_0101
      let high: UInt64 = 0x8080_8080_8080_8080
      while index + 8 <= bytes.count {
        let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        // With no high bit set, a byte below 0x20 borrows into its own high bit, and so does a 0x7F turned to zero.
        let belowSpace = (word &- ones &* 0x20) & ~word & high
        let delete = word ^ (ones &* 0x7F)
        let isDelete = (delete &- ones) & ~delete & high
        if word & high != 0 || belowSpace != 0 || isDelete != 0 {
          for offset in index..<(index + 8) where !isPlainComment(bytes[offset]) { return false }
        }
        index += 8
      }
    }
    while index < bytes.count {
      if !isPlainComment(bytes[index]) { return false }
      index += 1
    }
    return true
  }

  /// Whether `byte` is ASCII that stands in a comment as it is: printable,
  /// or a tab.
  package static func isPlainComment(_ byte: UInt8) -> Bool {
    (byte >= 0x20 || byte == 0x09) && byte != 0x7F && byte < 0xC2
  }

  /// A Swift string literal holding `text`, with everything escaped that
  /// could end the literal or mean something else.
  package static func stringLiteral(_ text: String) -> String {
    // Most text needs no escape: copy it whole.
    let plain = text.everyUTF8Byte { $0 >= 0x20 && $0 != 0x7F && $0 != 0x5C && $0 != 0x22 && $0 != 0xE2 }
    if plain { return "\"" + text + "\"" }
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "\"": result += "\\\""
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\0": result += "\\0"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F || (0x2028...0x2029).contains(scalar.value) {
          result += unicodeEscape(scalar.value)
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }
}
