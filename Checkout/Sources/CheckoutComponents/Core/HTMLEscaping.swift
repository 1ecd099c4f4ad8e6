/// Text made safe to stand in an HTML page: the one escaper of the pages the
/// checkout's hosts serve (the loopback listener's return page, the sandbox's
/// third-party pages), so that they escape alike.
package enum HTMLEscaping {
  /// `text` with `&`, `<`, `>`, `"` and `'` written as character references, so that it stands
  /// for itself in an element's content and in a quoted attribute value alike. A NUL, which HTML
  /// doesn't allow, becomes U+FFFD, as a browser would read it.
  package static func escape(_ text: String) -> String {
    var escaped = ""
    escaped.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&#39;"
      case "\u{0}": escaped += "\u{FFFD}"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }
}
