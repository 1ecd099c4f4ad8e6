import TesseraColor
import TesseraFoundation

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
  case strokeStyle(TokenStrokeStyle)
  case border(TokenBorder)
  case transition(TokenTransition)
  case shadow(TokenShadow)
  case gradient(TokenGradient)

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
    case .strokeStyle: .strokeStyle
    case .border: .border
    case .transition: .transition
    case .shadow: .shadow
    case .gradient: .gradient
    }
  }
}

// A typography value is the generated code's `Typography`, and its weight a `FontWeight`, both
// compiled from the same source (`Sources/TesseraSupport/Tokens/Typography.swift`, linked in
// `Support/Shared`).

/// A weight prints as catalogs write it, `700`, in messages and generated comments.
extension FontWeight: CustomStringConvertible {
  /// The weight's number, such as `700`.
  public var description: String { "\(rawValue)" }
}

extension TokenStrokeStyle {
  /// The line styles, by the names DTCG and CSS give them, in the order of their numbers in the generated
  /// arrays (``kindNumber``).
  package static let keywords: [(name: String, style: TokenStrokeStyle)] = [
    ("solid", .solid), ("dashed", .dashed), ("dotted", .dotted), ("double", .double), ("groove", .groove),
    ("ridge", .ridge), ("outset", .outset), ("inset", .inset),
  ]

  /// The line style `name` names, or `nil`.
  package init?(keyword name: String) {
    guard let found = Self.keywords.first(where: { $0.name == name }) else { return nil }
    self = found.style
  }

  /// The name of a line style; `nil` for dashes.
  package var keyword: String? { Self.keywords.first { $0.style == self }?.name }

  /// What the generated arrays hold for the style's kind: `0`–`7` a line
  /// style, `8` dashes (`TesseraTokenValues.strokeStyle(integer:number:)`).
  package var kindNumber: Int { Self.keywords.firstIndex { $0.style == self } ?? 8 }
}
