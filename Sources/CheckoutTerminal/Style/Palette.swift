import CheckoutAssets

extension ThemeMode {
  /// The generated theme.
  public var theme: Theme {
    switch self {
    case .light: .light
    case .dark: .dark
    }
  }
}

/// Turns cell styles into SGR escape sequences for one colour mode and
/// one theme.
public struct Palette: Sendable {
  public let mode: ColorMode
  public let theme: Theme

  public init(mode: ColorMode, theme: Theme) {
    self.mode = mode
    self.theme = theme
  }

  /// The SGR sequence that selects `style`, after a reset.
  public func sgr(_ style: CellStyle) -> String {
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
      let fg = style.foreground.color(in: theme).composited(over: style.background.color(in: theme))
      let foreground = ANSI16.nearest(fg)
      let background = ANSI16.nearest(style.background.color(in: theme))
      codes.append(String(foreground < 8 ? 30 + foreground : 90 + foreground - 8))
      codes.append(String(background < 8 ? 40 + background : 100 + background - 8))
    }
    return "\u{1B}[" + codes.joined(separator: ";") + "m"
  }
}

/// The 16 ANSI colours, as xterm draws them by default, and the nearest
/// one to a colour.
public enum ANSI16 {
  /// xterm's default RGB for colours 0–15.
  static let colors: [(UInt8, UInt8, UInt8)] = [
    (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205),
    (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255),
    (0, 255, 255), (255, 255, 255),
  ]

  /// The index, 0–15, of the ANSI colour nearest to `color` (by squared
  /// distance in RGB, luminance-weighted).
  public static func nearest(_ color: RGBAColor) -> Int {
    var best = 0
    var bestDistance = Int.max
    for (index, candidate) in colors.enumerated() {
      let dr = Int(candidate.0) - Int(color.red)
      let dg = Int(candidate.1) - Int(color.green)
      let db = Int(candidate.2) - Int(color.blue)
      let distance = 3 * dr * dr + 6 * dg * dg + db * db
      if distance < bestDistance {
        best = index
        bestDistance = distance
      }
    }
    return best
  }
}
