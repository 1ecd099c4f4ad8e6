import TesseraFoundation

/// A string as a quoted `.strings` literal, escaped so that Apple's parser
/// (and ``StringsFileParser``) reads back exactly the same text.
///
/// - `"` and `\` are escaped with a backslash;
/// - a newline, a carriage return and a tab are written `\n`, `\r` and `\t`,
///   so a value stays on one line;
/// - every other control character (U+0000–U+001F, U+007F) is written as
///   a `\U` escape with four hex digits, such as `\U001B`;
/// - everything else, non-BMP characters included, is written as UTF-8 text.
package enum StringsLiteral {
  /// `text` in double quotes, escaped.
  package static func quoted(_ text: String) -> String {
    var output = "\""
    output.reserveCapacity(text.utf8.count + 2)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case "\u{00}"..."\u{1F}", "\u{7F}":
        output += "\\U" + TextEncoding.hex(scalar.value)
      default: output.unicodeScalars.append(scalar)
      }
    }
    output += "\""
    return output
  }

  /// A `/* … */` comment holding `text`. A `*/` inside it is broken up as
  /// `* /`, since a block comment can't contain its own end, and a control
  /// character other than a tab or a newline becomes a space (a comment
  /// has no escapes, and a NUL would make the file unreadable).
  package static func comment(_ text: String) -> String {
    var body = ""
    for scalar in text.replacingOccurrences(of: "*/", with: "* /").unicodeScalars {
      let isControl = scalar.value < 0x20 || scalar.value == 0x7F
      body.unicodeScalars.append(isControl && scalar != "\n" && scalar != "\t" ? " " : scalar)
    }
    return "/* " + body + " */"
  }

  /// Whether ``comment(_:)`` writes `text` so that it reads back as
  /// itself: no `*/`, `/*` or control character but newline and tab, and
  /// no white space at either end (a reader trims it).
  package static func canHold(comment text: String) -> Bool {
    !text.contains("*/") && !text.contains("/*") && text == text.trimmingCharacters(in: .whitespacesAndNewlines)
      && text.unicodeScalars.allSatisfy { scalar in
        !(scalar.value < 0x20 || scalar.value == 0x7F) || scalar == "\n" || scalar == "\t"
      }
  }

  /// One statement, `"key" = "value";`.
  package static func statement(key: String, value: String) -> String {
    quoted(key) + " = " + quoted(value) + ";"
  }
}
