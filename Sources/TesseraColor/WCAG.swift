import Foundation
import TesseraFoundation

/// WCAG 2.x relative luminance and contrast ratio.
///
/// Channels are linearised with the sRGB transfer function (threshold
/// 0.04045, 12.92, 0.055, 1.055, exponent 2.4), and
/// L = 0.2126 R + 0.7152 G + 0.0722 B. Nothing is rounded: 4.499 fails 4.5.
public enum WCAG {
  /// Text: 4.5 (level AA).
  public static let text = 4.5
  /// Large text and user-interface components: 3 (level AA).
  public static let largeText = 3.0
  /// Enhanced contrast for text: 7 (level AAA).
  public static let enhanced = 7.0

  /// Named contrast minimums, as catalogs and the CLI write them.
  public static let namedMinimums: [String: Double] = [
    "text": text, "large-text": largeText, "ui": largeText, "aaa": enhanced, "aaa-large-text": text,
  ]

  /// What a minimum as written becomes in a high-contrast appearance: the
  /// same requirement at level AAA (1.4.6), so 7 for text (`text`, `aaa`)
  /// and 4.5 for large text (`large-text`, `aaa-large-text`). User-interface
  /// parts (`ui`) and a ratio written as a number keep theirs: WCAG has no
  /// AAA level for them.
  public static func highContrastMinimum(for text: String) -> Double? {
    switch text {
    case "text", "aaa": enhanced
    case "large-text", "aaa-large-text": self.text
    default: minimum(parsing: text)
    }
  }

  /// A contrast minimum: a name from ``namedMinimums``, or a ratio from 1 to 21.
  public static func minimum(parsing text: String) -> Double? {
    if let named = namedMinimums[text] { return named }
    guard let ratio = PlainDecimal.value(of: text), (1...21).contains(ratio) else { return nil }
    return ratio
  }

  /// The relative luminance of an opaque colour, 0 (black) to 1 (white): the generated code's
  /// `RGBAColor.relativeLuminance`.
  public static func relativeLuminance(_ color: RGBA) -> Double { color.relativeLuminance }

  /// The relative luminance of sRGB channels from 0 to 1, which need not be whole 8-bit values:
  /// ``contrastRatio(_:on:)`` composites a translucent foreground without rounding. For 8-bit
  /// channels it is `RGBAColor.relativeLuminance`, as the tests check.
  package static func relativeLuminance(red: Double, green: Double, blue: Double) -> Double {
    func linear(_ value: Double) -> Double {
      value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
  }

  /// The contrast ratio of `foreground` on `background`, 1 to 21.
  ///
  /// A translucent foreground is composited over the background first. The
  /// background is taken as opaque; composite it over its backdrop beforehand.
  ///
  /// For an opaque foreground this is the generated code's `RGBAColor.contrastRatio(on:)`. For a
  /// translucent one the compiler composites in full precision, where the generated code rounds
  /// the composite to 8 bits first: the two can differ in the third decimal.
  public static func contrastRatio(_ foreground: RGBA, on background: RGBA) -> Double {
    // Composite in full precision: no 8-bit rounding before the comparison.
    let alpha = foreground.opacity
    func channel(_ top: UInt8, _ bottom: UInt8) -> Double {
      (Double(top) * alpha + Double(bottom) * (1 - alpha)) / 255
    }
    let first = relativeLuminance(
      red: channel(foreground.red, background.red), green: channel(foreground.green, background.green),
      blue: channel(foreground.blue, background.blue))
    let second = relativeLuminance(background)
    return (max(first, second) + 0.05) / (min(first, second) + 0.05)
  }

  /// A ratio for a message: two decimals, or more when two would round a
  /// failing ratio up to the requirement (4.499 shows as 4.499, not 4.50).
  public static func format(_ ratio: Double, against minimum: Double? = nil) -> String {
    var digits = 2
    var text = fixed(ratio, digits)
    if let minimum, ratio < minimum {
      while digits < 6, (Double(text) ?? ratio) >= minimum {
        digits += 1
        text = fixed(ratio, digits)
      }
    }
    return text
  }

  /// `value` with exactly `digits` decimals.
  package static func fixed(_ value: Double, _ digits: Int) -> String {
    String(format: "%.\(digits)f", value)
  }
}
