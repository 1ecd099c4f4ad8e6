// Support code: `tessera generate` copies this file into the generated DesignTokenTypes.swift,
// from its first declaration on (see `SupportSource` in TesseraCore).

/// A font weight from 1 to 1000: 400 is regular, 700 is bold.
public struct FontWeight: RawRepresentable, Sendable, Hashable, Comparable {
  public let rawValue: Int

  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let thin = FontWeight(rawValue: 100)
  public static let extraLight = FontWeight(rawValue: 200)
  public static let light = FontWeight(rawValue: 300)
  public static let regular = FontWeight(rawValue: 400)
  public static let medium = FontWeight(rawValue: 500)
  public static let semibold = FontWeight(rawValue: 600)
  public static let bold = FontWeight(rawValue: 700)
  public static let extraBold = FontWeight(rawValue: 800)
  public static let black = FontWeight(rawValue: 900)

  public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A text style from a typography token. Sizes are in points.
public struct Typography: Sendable, Hashable {
  public let fontFamily: String
  public let fontWeight: FontWeight
  public let fontSize: Double
  public let lineHeight: Double
  public let letterSpacing: Double

  public init(fontFamily: String, fontWeight: FontWeight, fontSize: Double, lineHeight: Double, letterSpacing: Double) {
    self.fontFamily = fontFamily
    self.fontWeight = fontWeight
    self.fontSize = fontSize
    self.lineHeight = lineHeight
    self.letterSpacing = letterSpacing
  }
}
