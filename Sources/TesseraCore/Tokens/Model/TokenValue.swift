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
  case cubicBezier(CubicBezier)

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
    case .cubicBezier: .cubicBezier
    }
  }
}

// A typography value is the generated code's `Typography`, and its weight a `FontWeight`, both
// compiled from the same source (`Sources/TesseraSupport/Tokens/Typography.swift`, linked in
// `Support/Shared`).

/// A weight prints as catalogs write it, `700`, in messages and generated comments.
extension FontWeight: CustomStringConvertible {
  public var description: String { "\(rawValue)" }
}
