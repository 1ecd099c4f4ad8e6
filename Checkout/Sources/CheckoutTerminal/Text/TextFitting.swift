/// Fits text into columns: word wrapping for paragraphs, and truncation
/// that always ends in an ellipsis for single lines. Nothing is ever cut
/// off silently.
public enum TextFitting {
  /// The ellipsis a truncated line ends with.
  public static let ellipsis: Character = "…"

  /// `text` truncated to `width` columns, ending in `…` if anything was
  /// dropped. Control characters are removed first.
  public static func truncate(_ text: String, to width: Int) -> (text: String, truncated: Bool) {
    let clean = sanitize(text)
    guard DisplayWidth.of(clean) > width else { return (clean, false) }
    guard width > 0 else { return ("", true) }
    var result = ""
    var used = 0
    for character in clean {
      let columns = DisplayWidth.of(character)
      if used + columns > width - 1 { break }
      result.append(character)
      used += columns
    }
    while result.last == " " { result.removeLast() }
    result.append(ellipsis)
    return (result, true)
  }

  /// `text` broken into lines of at most `width` columns, at spaces where
  /// possible; a word longer than a line is broken between characters.
  /// Explicit line breaks are kept.
  public static func wrap(_ text: String, to width: Int) -> [String] {
    let width = max(width, 1)
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      var lineWidth = 0
      for word in sanitize(String(paragraph)).split(separator: " ", omittingEmptySubsequences: true) {
        var word = Substring(word)
        var wordWidth = DisplayWidth.of(word)
        if lineWidth > 0, lineWidth + 1 + wordWidth <= width {
          line += " " + word
          lineWidth += 1 + wordWidth
          continue
        }
        if lineWidth > 0 {
          lines.append(line)
          line = ""
          lineWidth = 0
        }
        while wordWidth > width {
          var head = ""
          var headWidth = 0
          var rest = word
          while let first = rest.first, headWidth + DisplayWidth.of(first) <= width {
            head.append(first)
            headWidth += DisplayWidth.of(first)
            rest = rest.dropFirst()
          }
          if head.isEmpty, let first = rest.first {  // a wide character in a one-column line
            head.append(first)
            rest = rest.dropFirst()
          }
          lines.append(head)
          word = rest
          wordWidth = DisplayWidth.of(word)
        }
        line = String(word)
        lineWidth = wordWidth
      }
      lines.append(line)
    }
    return lines
  }

  /// `text` as cells can hold it: without control characters, which
  /// would move the cursor, and without characters that take no column on
  /// their own, such as the bidirectional controls of a right-to-left
  /// pseudo-locale (a terminal lays text out left to right). Tabs become
  /// spaces; combining marks stay in their cluster.
  public static func sanitize(_ text: String) -> String {
    let needsWork = text.unicodeScalars.contains { scalar in
      scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value)
        || (scalar.value >= 0x300 && DisplayWidth.of(scalar) == 0)
    }
    guard needsWork else { return text }
    var result = ""
    for character in text {
      if character == "\t" {
        result.append(" ")
      } else if DisplayWidth.of(character) > 0 {
        result.append(character)
      }
    }
    return result
  }
}
