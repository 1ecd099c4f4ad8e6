// Support code: `tessera generate` copies this file into the generated DesignTokenTypes.swift,
// from its first declaration on (see `SupportSource` in TesseraFoundation).

/// How a line or border is drawn, from a stroke style token: one of CSS's line
/// styles, or a dash pattern with the cap at each dash's ends.
public enum TokenStrokeStyle: Sendable, Hashable {
  case solid
  case dashed
  case dotted
  case double
  case groove
  case ridge
  case outset
  case inset
  /// Alternating dash and gap lengths in points (an odd count repeats to an even one), and the line cap.
  case dashes([Double], lineCap: LineCap)

  /// The shape at each end of a dash, as SVG's `stroke-linecap` has it.
  public enum LineCap: String, Sendable, Hashable, CaseIterable {
    case round
    case butt
    case square
  }
}
