/// A resolved token value.
package enum TokenValue: Sendable, Hashable {
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

  package var type: TokenType {
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
package struct Typography: Sendable, Hashable {
  package var fontFamily: String
  package var fontWeight: Int
  /// Points.
  package var fontSize: Double
  /// Points.
  package var lineHeight: Double
  /// Points.
  package var letterSpacing: Double

  package init(fontFamily: String, fontWeight: Int, fontSize: Double, lineHeight: Double, letterSpacing: Double) {
    self.fontFamily = fontFamily
    self.fontWeight = fontWeight
    self.fontSize = fontSize
    self.lineHeight = lineHeight
    self.letterSpacing = letterSpacing
  }
}
