import Foundation

/// A key the checkout understands.
public enum KeyEvent: Sendable, Hashable {
  /// The keys that move the focus (Tab, Shift-Tab, the arrows), activate
  /// (Enter), go back (Esc) and delete (Backspace).
  case tab, shiftTab, up, down, left, right, enter, escape, backspace
  /// Ctrl-C or Ctrl-D: quit at once.
  case interrupt
  /// A printable character.
  case character(Character)

  /// The names a key script uses, as `KeyScript` reads them.
  public static let names: [String: KeyEvent] = [
    "tab": .tab, "shift-tab": .shiftTab, "backtab": .shiftTab, "up": .up, "down": .down, "left": .left,
    "right": .right, "enter": .enter, "return": .enter, "esc": .escape, "escape": .escape,
    "backspace": .backspace, "ctrl-c": .interrupt, "space": .character(" "),
  ]

  /// Whether the key may start work that finishes later (a payment, a
  /// screen change); editing and moving the focus finish at once.
  public var mayStartAsyncWork: Bool {
    switch self {
    case .enter, .escape, .interrupt: true
    case .tab, .shiftTab, .up, .down, .left, .right, .backspace, .character: false
    }
  }

}

/// Turns the bytes a terminal sends in raw mode into keys: UTF-8 text,
/// control keys, and the CSI and SS3 sequences of the arrows and
/// Shift-Tab. A UTF-8 sequence split across reads is kept for the next.
public struct KeyDecoder: Sendable {
  private var pending: [UInt8] = []

  /// A decoder with nothing held back from an earlier read.
  public init() {}

  /// Whether a lone escape byte ended the last read: it is the Esc key
  /// unless the rest of a sequence follows soon (``flushEscape()``).
  public var isHoldingEscape: Bool { pending == [0x1B] }

  /// The Esc key held back by the last read, once no sequence followed.
  public mutating func flushEscape() -> [KeyEvent] {
    guard isHoldingEscape else { return [] }
    pending = []
    return [.escape]
  }

  /// The keys in `bytes`, one read's worth. An escape byte followed by `[`
  /// or `O` starts a sequence; one that ends the read is held back, since
  /// an arrow key may arrive split across reads (over SSH, say).
  public mutating func feed(_ bytes: [UInt8]) -> [KeyEvent] {
    let input = pending + bytes
    pending = []
    var keys: [KeyEvent] = []
    var text: [UInt8] = []
    /// Typed text becomes keys a grapheme cluster at a time, so an emoji
    /// joined with ZWJ or a letter and its combining mark arrive whole.
    func flush() {
      guard !text.isEmpty else { return }
      for character in String(decoding: text, as: UTF8.self) { keys.append(.character(character)) }
      text = []
    }
    var index = 0
    while index < input.count {
      let byte = input[index]
      if byte < 0x20 || byte == 0x7F { flush() }
      switch byte {
      case 0x1B:
        guard index + 1 < input.count else {
          pending = [0x1B]
          index += 1
          continue
        }
        let next = input[index + 1]
        guard next == UInt8(ascii: "[") || next == UInt8(ascii: "O") else {
          keys.append(.escape)  // Esc, then whatever came after it
          index += 1
          continue
        }
        // CSI/SS3: parameters, then one final byte in 0x40...0x7E.
        var end = index + 2
        while end < input.count, !(0x40...0x7E).contains(input[end]) { end += 1 }
        guard end < input.count else {
          index = input.count  // a cut-off sequence: drop it
          continue
        }
        switch input[end] {
        case UInt8(ascii: "A"): keys.append(.up)
        case UInt8(ascii: "B"): keys.append(.down)
        case UInt8(ascii: "C"): keys.append(.right)
        case UInt8(ascii: "D"): keys.append(.left)
        case UInt8(ascii: "Z"): keys.append(.shiftTab)
        default: break
        }
        index = end + 1
      case 0x09:
        keys.append(.tab)
        index += 1
      case 0x0D, 0x0A:
        keys.append(.enter)
        index += 1
      case 0x7F, 0x08:
        keys.append(.backspace)
        index += 1
      case 0x03, 0x04:
        keys.append(.interrupt)
        index += 1
      case 0x00..<0x20:
        index += 1
      default:
        let length =
          switch byte {
          case 0xC2...0xDF: 2
          case 0xE0...0xEF: 3
          case 0xF0...0xF4: 4
          case 0x20..<0x80: 1
          default: 0
          }
        guard length > 0 else {
          index += 1  // a stray continuation byte or an invalid lead
          continue
        }
        guard index + length <= input.count else {
          pending = Array(input[index...])
          index = input.count
          continue
        }
        if String(validating: input[index..<(index + length)], as: UTF8.self) != nil {
          text += input[index..<(index + length)]
        }
        index += length
      }
    }
    flush()
    return keys
  }
}

/// A key script: one key per line, for `checkout --script`.
///
///     # comments and blank lines are skipped
///     down
///     enter
///     type rabo
///     enter
///
/// Names: tab, shift-tab, up, down, left, right, enter, esc, backspace,
/// space, ctrl-c; `type TEXT` types each character of TEXT.
public enum KeyScript {
  /// A script line that is not a key: neither a key's name nor `type TEXT`.
  public struct ParseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The line's number, counted from 1.
    public var line: Int
    /// The line as written, without surrounding whitespace.
    public var text: String

    /// The message for the user: the line, what it says, and the names a
    /// script may use.
    public var description: String {
      "line \(line): unknown key '\(text)'; use one of "
        + KeyEvent.names.keys.sorted().joined(separator: ", ") + ", or 'type TEXT'"
    }
  }

  /// One line of a script: its text, and the keys it plays.
  public struct Step: Sendable, Hashable {
    /// How the output names the step: a key's name in lower case, or the
    /// whole `type` line.
    public var label: String
    /// The keys the line plays: one for a name, one per character for
    /// `type TEXT`.
    public var keys: [KeyEvent]
  }

  /// The steps of a whole script, one per line that isn't blank or a
  /// comment; `\r\n` line ends work too. Throws for the first line that
  /// isn't a key.
  public static func parse(_ text: String) throws(ParseError) -> [Step] {
    var steps: [Step] = []
    // Split on scalars: in Swift "\r\n" is one Character, which a Character split would miss.
    let lines = text.unicodeScalars.split(omittingEmptySubsequences: false) { $0 == "\n" }
    for (number, scalars) in lines.enumerated() {
      if let step = try parseLine(String(String.UnicodeScalarView(scalars)), number: number + 1) {
        steps.append(step)
      }
    }
    return steps
  }

  /// One line: a step, or `nil` for a blank line or a comment.
  public static func parseLine(_ rawLine: String, number: Int) throws(ParseError) -> Step? {
    let line = rawLine.trimmingCharacters(in: .whitespacesAndNewlines)
    if line.isEmpty || line.hasPrefix("#") { return nil }
    if line.hasPrefix("type ") {
      return Step(label: line, keys: line.dropFirst(5).map { .character($0) })
    }
    guard let key = KeyEvent.names[line.lowercased()] else { throw ParseError(line: number, text: line) }
    return Step(label: line.lowercased(), keys: [key])
  }
}
