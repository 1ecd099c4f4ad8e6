import CheckoutAssets

extension ThemeMode {
  /// The generated theme: the catalogs' appearance of this luminosity and contrast.
  public var theme: Theme { Theme.forAppearance(dark: isDark, highContrast: isHighContrast) }
}

/// Turns cell styles into SGR escape sequences for one colour mode and
/// one theme.
public struct Palette: Sendable {
  /// What the terminal shows, which decides the sequences: none, bold and
  /// underline only, or 16, 256 or 24-bit colours.
  public let mode: ColorMode
  /// The generated theme the inks take their colours from in 256 and 24-bit
  /// colour; in 16 colours only whether it is dark counts.
  public let theme: Theme

  /// Sequences for a terminal in `mode`, with the inks in `theme`'s colours.
  public init(mode: ColorMode, theme: Theme) {
    self.mode = mode
    self.theme = theme
  }

  /// The SGR sequence that selects `style`, after a reset.
  public func sgr(_ style: CellStyle) -> String {
    guard mode != .plain else { return "" }
    var codes = ["0"]
    if style.bold { codes.append("1") }
    if style.underline { codes.append("4") }
    switch mode {
    case .plain, .monochrome:
      break
    case .trueColor:
      let fg = style.foreground.color(in: theme).composited(over: style.background.color(in: theme))
      let bg = style.background.color(in: theme)
      codes.append("38;2;\(fg.red);\(fg.green);\(fg.blue)")
      codes.append("48;2;\(bg.red);\(bg.green);\(bg.blue)")
    case .ansi256:
      let fg = style.foreground.color(in: theme).composited(over: style.background.color(in: theme))
      codes.append("38;5;\(fg.ansi256Index)")
      codes.append("48;5;\(style.background.color(in: theme).ansi256Index)")
    case .ansi16:
      codes += ANSI16.codes(for: style, dark: theme.mode == .dark || theme.mode == .darkHighContrast)
    }
    return "\u{1B}[" + codes.joined(separator: ";") + "m"
  }
}

/// The 16 ANSI colours.
///
/// A 16-colour terminal's palette is the user's own, so the renderer
/// doesn't approximate the theme's RGB values there (its surfaces would
/// all collapse to black or white). It keeps the terminal's own
/// foreground and background for text and surfaces and marks meaning
/// with what every palette keeps apart: reverse video for a selected row
/// or an inverse badge, faint for placeholders and disabled text, blue for
/// buttons, links and focus, red for errors, green for success.
public enum ANSI16 {
  /// The SGR parameters for `style` (after a reset), for a light or dark theme.
  public static func codes(for style: CellStyle, dark: Bool) -> [String] {
    var codes: [String] = []
    switch style.background {
    case .surface, .surfaceDisabled: break
    case .surfaceSelected, .surfaceInverse: codes.append("7")
    case .brandPrimary, .brandPrimaryPressed: codes.append("44")
    default: break  // inks that are never a background
    }
    switch style.foreground {
    case .textPrimary, .textSecondary, .textInverse, .borderDefault, .iconPrimary, .surface, .surfaceSelected,
      .surfaceDisabled, .surfaceInverse:
      break
    case .textPlaceholder, .textDisabled, .iconSecondary: codes.append("2")
    case .brandOnPrimary: codes.append("97")
    case .textLink, .borderFocus, .brandPrimary, .brandPrimaryPressed: codes.append(dark ? "94" : "34")
    case .borderError, .errorForeground: codes.append(dark ? "91" : "31")
    case .successForeground: codes.append(dark ? "92" : "32")
    }
    return codes
  }

  /// xterm's default RGB for colours 0–15 (the low end of its 256-colour palette).
  static let colors: [(UInt8, UInt8, UInt8)] = [
    (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205),
    (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255),
    (0, 255, 255), (255, 255, 255),
  ]
}
