/// How many terminal columns text takes: 0 for combining marks and
/// format characters, 2 for East Asian wide and fullwidth characters and
/// for emoji, 1 otherwise. Widths are measured per grapheme cluster, so
/// `é` written as `e` + U+0301 is one column and a family emoji joined with
/// ZWJ is two.
public enum DisplayWidth {
  /// The columns of one grapheme cluster.
  public static func of(_ character: Character) -> Int {
    var width = 0
    var emojiPresentation = false
    for (index, scalar) in character.unicodeScalars.enumerated() {
      if scalar.value == 0xFE0F { emojiPresentation = true }
      // Halfwidth katakana sound marks extend the cluster but take a cell of their own.
      if index > 0, scalar.value == 0xFF9E || scalar.value == 0xFF9F {
        width += 1
        continue
      }
      width = max(width, of(scalar))
    }
    if width == 1, emojiPresentation, character.unicodeScalars.first?.properties.isEmoji == true { width = 2 }
    return width
  }

  /// The columns of a string: the sum over its grapheme clusters.
  public static func of(_ text: some StringProtocol) -> Int {
    var total = 0
    for character in text { total += of(character) }
    return total
  }

  /// The columns of one scalar, outside any cluster.
  public static func of(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value == 0 { return 0 }
    // C0 and C1 controls never reach the screen: the renderer drops them.
    if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
    if value < 0x300 { return 1 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control: return 0
    default: break
    }
    if (0x1160...0x11FF).contains(value) || value == 0x200B { return 0 }  // Hangul medial vowels, ZWSP
    if scalar.properties.isEmojiPresentation { return 2 }
    return isWide(value) ? 2 : 1
  }

  /// East Asian Wide (W) and Fullwidth (F) ranges, from Unicode's
  /// EastAsianWidth.txt, merged where they touch.
  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
    0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
    0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
    0x16FE0...0x16FE4, 0x17000...0x18CFF, 0x1AFF0...0x1B2FF, 0x1F200...0x1F2FF,
    0x20000...0x2FFFD, 0x30000...0x3FFFD,
  ]

  private static func isWide(_ value: UInt32) -> Bool {
    var low = 0
    var high = wideRanges.count - 1
    while low <= high {
      let middle = (low + high) / 2
      let range = wideRanges[middle]
      if value < range.lowerBound {
        high = middle - 1
      } else if value > range.upperBound {
        low = middle + 1
      } else {
        return true
      }
    }
    return false
  }
}
