import CheckoutAssets

/// A colour by its meaning. Cells hold inks, not colours, so one frame
/// draws in either theme and the audit checks the pairs a theme produces.
public enum Ink: String, Sendable, Hashable, CaseIterable {
  case surface, surfaceSelected, surfaceDisabled, surfaceInverse
  case textPrimary, textSecondary, textPlaceholder, textDisabled, textInverse, textLink
  case brandPrimary, brandPrimaryPressed, brandOnPrimary
  case borderDefault, borderFocus, borderError
  case iconPrimary, iconSecondary
  case errorForeground, successForeground

  /// The colour of this ink in `theme`.
  public func color(in theme: Theme) -> RGBAColor {
    let color = theme.color
    return switch self {
    case .surface: color.surface.default
    case .surfaceSelected: color.surface.selected
    case .surfaceDisabled: color.surface.disabled
    case .surfaceInverse: color.surface.inverse
    case .textPrimary: color.text.primary
    case .textSecondary: color.text.secondary
    case .textPlaceholder: color.text.placeholder
    case .textDisabled: color.text.disabled
    case .textInverse: color.text.inverse
    case .textLink: color.text.link
    case .brandPrimary: color.brand.primary
    case .brandPrimaryPressed: color.brand.primaryPressed
    case .brandOnPrimary: color.brand.onPrimary
    case .borderDefault: color.border.default
    case .borderFocus: color.border.focus
    case .borderError: color.border.error
    case .iconPrimary: color.icon.primary
    case .iconSecondary: color.icon.secondary
    case .errorForeground: color.error.foreground
    case .successForeground: color.success.foreground
    }
  }
}

/// What a drawn glyph is, which decides the contrast it needs: WCAG AA
/// asks 4.5:1 of text and 3:1 of borders and icons. Text on a disabled
/// control is exempt in WCAG; Tessera still holds it to 3:1. A high-contrast
/// theme holds text to AAA, 7:1, as the token catalog's contrast pairs are.
public enum GlyphKind: String, Sendable, Hashable {
  case text, graphic, disabledText

  /// The minimum contrast ratio against the background.
  public var minimumContrast: Double { minimumContrast(highContrast: false) }

  /// The minimum contrast ratio against the background, in a standard or a high-contrast theme.
  public func minimumContrast(highContrast: Bool) -> Double {
    switch self {
    case .text: highContrast ? 7 : 4.5
    case .graphic, .disabledText: 3
    }
  }
}

/// How a cell is drawn.
public struct CellStyle: Sendable, Hashable {
  public var foreground: Ink
  public var background: Ink
  public var bold: Bool
  public var underline: Bool
  public var kind: GlyphKind

  public init(
    foreground: Ink = .textPrimary, background: Ink = .surface, bold: Bool = false, underline: Bool = false,
    kind: GlyphKind = .text
  ) {
    self.foreground = foreground
    self.background = background
    self.bold = bold
    self.underline = underline
    self.kind = kind
  }

  /// The empty screen.
  public static let blank = CellStyle()
}
