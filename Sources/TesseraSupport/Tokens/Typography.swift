// Support code: `tessera generate` copies this file into the generated DesignTokenTypes.swift,
// from its first declaration on (see `SupportSource` in TesseraFoundation).

/// A font weight from 1 to 1000: 400 is regular, 700 is bold.
public struct FontWeight: RawRepresentable, Sendable, Hashable, Comparable {
  /// The weight on CSS's `font-weight` scale, from 1 (the thinnest) to 1000 (the heaviest).
  public let rawValue: Int

  /// The weight `rawValue`, stored as given: nothing checks that it is from 1 to 1000.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Thin: 100.
  public static let thin = FontWeight(rawValue: 100)
  /// Extra light: 200.
  public static let extraLight = FontWeight(rawValue: 200)
  /// Light: 300.
  public static let light = FontWeight(rawValue: 300)
  /// Regular: 400.
  public static let regular = FontWeight(rawValue: 400)
  /// Medium: 500.
  public static let medium = FontWeight(rawValue: 500)
  /// Semibold: 600.
  public static let semibold = FontWeight(rawValue: 600)
  /// Bold: 700.
  public static let bold = FontWeight(rawValue: 700)
  /// Extra bold: 800.
  public static let extraBold = FontWeight(rawValue: 800)
  /// Black: 900.
  public static let black = FontWeight(rawValue: 900)

  /// Whether `lhs` is lighter than `rhs`, by their raw values.
  public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A text style from a typography token. Sizes are in points.
public struct Typography: Sendable, Hashable {
  /// The font family's name, such as `Inter`; of a DTCG token's list of families, the first.
  public let fontFamily: String
  /// The weight, from 1 to 1000.
  public let fontWeight: FontWeight
  /// The font size in points.
  public let fontSize: Double
  /// The height of a line in points, as CSS's `line-height`: a DTCG token's multiple of the font
  /// size is already multiplied by `fontSize`.
  public let lineHeight: Double
  /// The space added between characters in points, as CSS's `letter-spacing`; negative to tighten,
  /// 0 when the token gives none.
  public let letterSpacing: Double

  /// A text style with the given family and weight, and sizes in points (`lineHeight` too, not a
  /// multiple), stored as given.
  public init(fontFamily: String, fontWeight: FontWeight, fontSize: Double, lineHeight: Double, letterSpacing: Double) {
    self.fontFamily = fontFamily
    self.fontWeight = fontWeight
    self.fontSize = fontSize
    self.lineHeight = lineHeight
    self.letterSpacing = letterSpacing
  }
}
