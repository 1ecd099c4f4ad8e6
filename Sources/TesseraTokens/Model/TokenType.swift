import TesseraColor
import TesseraFoundation

/// The kinds of value a design token can hold.
package enum TokenType: String, Sendable, Hashable, CaseIterable, Codable {
  /// An sRGB colour with alpha: `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA`.
  case color
  /// A length in points: `16`, `16pt` or `16px` (one pixel is one point).
  case dimension
  /// A plain number: `1.5`.
  case number
  /// A font family name: `Inter`.
  case fontFamily = "font-family"
  /// A font weight, 1–1000 or a keyword such as `regular` or `bold`.
  case fontWeight = "font-weight"
  /// A text style: family, weight, size, line height and letter spacing.
  case typography
  /// A duration: `200ms` or `0.2s`.
  case duration
  /// An opacity, 0–1 or 0%–100%.
  case opacity
  /// A timing curve: four numbers `x1, y1, x2, y2`, the x values from 0 to 1.
  case cubicBezier = "cubic-bezier"
  /// How a line is drawn: a CSS line style (`solid`, `dashed` …), or dash and gap lengths with a line cap.
  case strokeStyle = "stroke-style"
  /// A border: colour, width and stroke style.
  case border
  /// An animated transition: duration, delay and timing curve.
  case transition
  /// A shadow of one or more layers: colour, offsets, blur, spread, and whether inset.
  case shadow
  /// A colour gradient: colour stops at positions from 0 to 1.
  case gradient

  /// Whether a value of the type is made of values of other types, each of which may be an alias.
  package var isComposite: Bool {
    switch self {
    case .typography, .strokeStyle, .border, .transition, .shadow, .gradient: true
    default: false
    }
  }

  /// Whether the type is a composite other than typography: a stroke style, border, transition, shadow or
  /// gradient. An XML catalog writes one part by part (``CompositeExpression``), and the generated code writes
  /// each kind of its elements on one line of its array; typography has fields of its own, an element a line.
  package var hasCompositeParts: Bool { isComposite && self != .typography }

  /// Whether how many values a value of the type holds depends on the value: a shadow's layers, a gradient's
  /// stops, the lengths of a stroke style's dash array (a border's too).
  package var hasVariableLength: Bool {
    switch self {
    case .shadow, .gradient, .strokeStyle, .border: true
    default: false
    }
  }

  /// The types, as a reader would list them.
  package static var list: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
