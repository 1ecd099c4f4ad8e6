/// Text escaped for XML 1.0, for the files Tessera writes (XLIFF and
/// `.stringsdict`).
///
/// In text, `&`, `<` and `>` become entity references, and a carriage
/// return `&#13;` (a parser would turn a raw one into a newline). In an
/// attribute value, `"` becomes `&quot;`, and a tab, a newline and a
/// carriage return become character references, since a parser normalizes
/// raw ones to spaces. Every other character is written as UTF-8.
///
/// XML 1.0 can't hold the other control characters (U+0001–U+0008, U+000B,
/// U+000C, U+000E–U+001F), not even as references, nor U+FFFE and U+FFFF:
/// ``firstUnrepresentable(in:)`` finds them so a writer can refuse the text.
package enum XMLEscaping {
  /// `text` as element content.
  package static func text(_ text: String) -> String {
    escape(text, attribute: false)
  }

  /// `text` as an attribute value, without its quotes.
  package static func attribute(_ text: String) -> String {
    escape(text, attribute: true)
  }

  /// The first character XML 1.0 can't carry, if `text` has one.
  package static func firstUnrepresentable(in text: String) -> Unicode.Scalar? {
    text.unicodeScalars.first { scalar in
      switch scalar.value {
      case 0x09, 0x0A, 0x0D: false
      case 0x00...0x1F, 0xFFFE, 0xFFFF: true
      default: false
      }
    }
  }

  private static func escape(_ text: String, attribute: Bool) -> String {
    var output = ""
    output.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": output += "&amp;"
      case "<": output += "&lt;"
      case ">": output += "&gt;"
      case "\r": output += "&#13;"
      case "\"" where attribute: output += "&quot;"
      case "\n" where attribute: output += "&#10;"
      case "\t" where attribute: output += "&#9;"
      default: output.unicodeScalars.append(scalar)
      }
    }
    return output
  }
}
