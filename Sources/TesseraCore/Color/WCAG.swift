import Foundation

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

  /// The relative luminance of an opaque colour, 0 (black) to 1 (white).
  public static func relativeLuminance(_ color: RGBA) -> Double {
    func linear(_ channel: UInt8) -> Double {
      let value = Double(channel) / 255
      return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
  }

  /// The contrast ratio of `foreground` on `background`, 1 to 21.
  ///
  /// A translucent foreground is composited over the background first. The
  /// background is taken as opaque; composite it over its backdrop beforehand.
  public static func contrastRatio(_ foreground: RGBA, on background: RGBA) -> Double {
    let opaqueBackground = RGBA(red: background.red, green: background.green, blue: background.blue)
    let first = relativeLuminance(foreground.composited(over: opaqueBackground))
    let second = relativeLuminance(opaqueBackground)
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
  static func fixed(_ value: Double, _ digits: Int) -> String {
    String(format: "%.\(digits)f", value)
  }
}

