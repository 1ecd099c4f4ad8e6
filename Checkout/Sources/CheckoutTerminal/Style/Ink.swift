import CheckoutAssets

/// A colour by its meaning. Cells hold inks, not colours, so one frame
/// draws in either theme and the audit checks the pairs a theme produces.
public enum Ink: String, Sendable, Hashable, CaseIterable {
  /// Backgrounds: the screen's, a focused list row's, a disabled control's,
  /// and the inverse one of a badge.
  case surface, surfaceSelected, surfaceDisabled, surfaceInverse
  /// Text: body text, secondary text (a subtitle, a caption), a field's
  /// placeholder, a disabled control's text, text on the inverse surface,
  /// and a link.
  case textPrimary, textSecondary, textPlaceholder, textDisabled, textInverse, textLink
  /// A button: its background, its background when focused, and its title.
  case brandPrimary, brandPrimaryPressed, brandOnPrimary
  /// Borders and marks: a field's brackets and an image's box, the focused
  /// field's brackets and the focus marker `›`, and a field in error.
  case borderDefault, borderFocus, borderError
  /// Icons: primary ones, and secondary ones such as the scroll marks `↑`
  /// and `↓`.
  case iconPrimary, iconSecondary
  /// The text of an error message, and of a success message.
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
  /// Text, held to 4.5:1 (7:1 in a high-contrast theme); a graphic such as
  /// a border, an icon or the focus marker, held to 3:1; and a disabled
  /// control's text, also held to 3:1.
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
  /// The ink of the glyph: the text or mark the cell shows.
  public var foreground: Ink
  /// The ink that fills the cell behind the glyph.
  public var background: Ink
  /// Whether the glyph is bold (SGR 1), as titles, buttons and the focus
  /// marker are.
  public var bold: Bool
  /// Whether the glyph is underlined (SGR 4): a focused button's title.
  public var underline: Bool
  /// What the glyph is, which sets the contrast the audit asks of this
  /// foreground on this background.
  public var kind: GlyphKind

  /// A style; by default primary text on the surface, neither bold nor
  /// underlined, checked as text.
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
