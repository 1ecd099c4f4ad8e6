import TesseraFoundation

/// Pseudo-locales, generated from the base locale so layouts can be tested
/// before any translation exists.
///
/// - `en-XA`: every letter accented, about 40 % longer, and bracketed, so
///   truncation, hard-coded text and concatenation show at a glance:
///   `Choose your bank` → `[Çĥööšé ýöûŕ ƀåñķ one two]`.
/// - `ar-XB`: each run of text forced right-to-left (U+202E … U+202C), to
///   test mirrored layouts without a translation.
///
/// Placeholders, `%%` and their order are kept byte for byte.
public enum PseudoLocale: String, Sendable, CaseIterable {
  /// `en-XA`: accented, about 40 % longer, and bracketed.
  case accented = "en-XA"
  /// `ar-XB`: each run of text forced right-to-left.
  case rightToLeft = "ar-XB"

  /// `text` in this pseudo-locale. Only the text between placeholders
  /// changes. `wrap: false` leaves out the brackets and the padding, for a
  /// plural entry's format key, whose forms are wrapped already.
  public func transform(_ text: String, wrap: Bool = true) -> String {
    guard !text.isEmpty else { return text }
    let arguments = FormatStringParser.parse(text) { _ in .int }
    let protected = arguments.placeholders.map(\.range).sorted { $0.lowerBound < $1.lowerBound }
    let bytes = Array(text.utf8)
    var pieces: [(text: String, isLiteral: Bool)] = []
    var cursor = 0
    for range in protected where range.lowerBound >= cursor {
      pieces.append((String(decoding: bytes[cursor..<range.lowerBound], as: UTF8.self), true))
      pieces.append((String(decoding: bytes[range], as: UTF8.self), false))
      cursor = range.upperBound
    }
    pieces.append((String(decoding: bytes[cursor...], as: UTF8.self), true))

    switch self {
    case .accented:
      var body = ""
      for piece in pieces {
        body += piece.isLiteral ? Self.accent(piece.text) : piece.text
      }
      return wrap ? "[" + body + Self.padding(for: text.count) + "]" : body
    case .rightToLeft:
      return pieces.map { piece in
        piece.isLiteral && !piece.text.isEmpty ? "\u{202E}" + piece.text + "\u{202C}" : piece.text
      }.joined()
    }
  }

  /// Letters with accents; `%` and everything else stays as it is, so a
  /// `%%` survives.
  private static func accent(_ text: String) -> String {
    String(text.map { accents[$0] ?? $0 })
  }

  /// About 40 % more characters, made of words so line breaking still works.
  private static func padding(for length: Int) -> String {
    let target = Int((Double(length) * 0.4).rounded(.up))
    guard target > 2 else { return "" }
    var words: [String] = []
    var count = 0
    var index = 0
    while count < target - 1 {
      let word = fillers[index % fillers.count]
      words.append(word)
      count += word.count + 1
      index += 1
    }
    return " " + words.joined(separator: " ")
  }

  private static let fillers = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]

  private static let accents: [Character: Character] = [
    "a": "å", "b": "ƀ", "c": "ç", "d": "ð", "e": "é", "f": "ƒ", "g": "ĝ", "h": "ĥ", "i": "î", "j": "ĵ",
    "k": "ķ", "l": "ļ", "m": "ɱ", "n": "ñ", "o": "ö", "p": "þ", "q": "ǫ", "r": "ŕ", "s": "š", "t": "ţ",
    "u": "û", "v": "ṽ", "w": "ŵ", "x": "ẋ", "y": "ý", "z": "ž",
    "A": "Å", "B": "Ɓ", "C": "Ç", "D": "Ð", "E": "É", "F": "Ƒ", "G": "Ĝ", "H": "Ĥ", "I": "Î", "J": "Ĵ",
    "K": "Ķ", "L": "Ļ", "M": "Ṁ", "N": "Ñ", "O": "Ö", "P": "Þ", "Q": "Ǫ", "R": "Ŕ", "S": "Š", "T": "Ţ",
    "U": "Û", "V": "Ṽ", "W": "Ŵ", "X": "Ẋ", "Y": "Ý", "Z": "Ž",
  ]
}
