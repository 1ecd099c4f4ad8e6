/// A resolved token value.
public enum TokenValue: Sendable, Hashable {
  case color(RGBA)
  /// Points.
  case dimension(Double)
  case number(Double)
  case fontFamily(String)
  case fontWeight(Int)
  case typography(Typography)
  case duration(milliseconds: Double)
  /// 0 to 1.
  case opacity(Double)

  public var type: TokenType {
    switch self {
    case .color: .color
    case .dimension: .dimension
    case .number: .number
    case .fontFamily: .fontFamily
    case .fontWeight: .fontWeight
    case .typography: .typography
    case .duration: .duration
    case .opacity: .opacity
    }
  }
}

/// A resolved text style.
public struct Typography: Sendable, Hashable {
  public var fontFamily: String
  public var fontWeight: Int
  /// Points.
  public var fontSize: Double
  /// Points.
  public var lineHeight: Double
  /// Points.
  public var letterSpacing: Double

  public init(fontFamily: String, fontWeight: Int, fontSize: Double, lineHeight: Double, letterSpacing: Double) {
    self.fontFamily = fontFamily
    self.fontWeight = fontWeight
    self.fontSize = fontSize
    self.lineHeight = lineHeight
    self.letterSpacing = letterSpacing
  }
}
