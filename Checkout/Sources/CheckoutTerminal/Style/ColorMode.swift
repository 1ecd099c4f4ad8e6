/// How many colours the terminal shows.
public enum ColorMode: String, Sendable, Hashable, CaseIterable {
  /// No escape codes at all: stdout isn't a terminal, or `TERM=dumb`.
  case plain
  /// A terminal, but `NO_COLOR` is set: cursor movement and bold, no colour.
  case monochrome
  /// The 16 ANSI colours.
  case ansi16
  /// The xterm 256-colour palette.
  case ansi256
  /// 24-bit colour.
  case trueColor

  /// Whether the renderer may move the cursor and use the alternate screen.
  public var isInteractive: Bool { self != .plain }

  /// The mode the environment asks for, by the usual conventions:
  /// - no escapes when stdout isn't a terminal or `TERM` is `dumb`;
  /// - no colour when `NO_COLOR` is set to anything non-empty (no-color.org);
  /// - 24-bit when `COLORTERM` is `truecolor` or `24bit`;
  /// - 256 colours when `TERM` ends in `256color`;
  /// - 16 colours otherwise.
  public static func detect(environment: [String: String], isTerminal: Bool) -> ColorMode {
    let term = environment["TERM"] ?? ""
    guard isTerminal, term != "dumb" else { return .plain }
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .monochrome }
    let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
    if colorTerm == "truecolor" || colorTerm == "24bit" { return .trueColor }
    if term.hasSuffix("256color") { return .ansi256 }
    return .ansi16
  }
}

/// Light or dark, as asked for.
public enum ThemeChoice: String, Sendable, Hashable, CaseIterable {
  /// Always light, always dark, or `auto`: the terminal's background
  /// decides (see ``resolve(environment:)``).
  case light, dark, auto

  /// The theme to draw in. `auto` reads `COLORFGBG` (`"15;0"`: light text
  /// on a black background, so dark); without it, light.
  public func resolve(environment: [String: String]) -> ThemeMode {
    switch self {
    case .light: return .light
    case .dark: return .dark
    case .auto:
      guard let value = environment["COLORFGBG"],
        let last = value.split(separator: ";").last, let background = Int(last)
      else { return .light }
      // rxvt's convention: backgrounds 0–6 and 8 are dark, 7 and 9–15 light.
      return (0...6).contains(background) || background == 8 ? .dark : .light
    }
  }
}

/// Standard or high contrast, as asked for: `high` is the Increase Contrast
/// accessibility setting's theme.
public enum ContrastChoice: String, Sendable, Hashable, CaseIterable {
  /// The standard theme, or the high-contrast one, with text at 7:1 (AAA).
  case standard, high
}

/// The themes the token catalogs define: light and dark, each in standard
/// and high contrast.
public enum ThemeMode: String, Sendable, Hashable, CaseIterable {
  /// The standard-contrast themes.
  case light, dark
  /// The light theme in high contrast: text held to 7:1.
  case lightHighContrast = "light-high-contrast"
  /// The dark theme in high contrast: text held to 7:1.
  case darkHighContrast = "dark-high-contrast"

  /// The theme of `self`'s luminosity in `contrast`.
  public func with(contrast: ContrastChoice) -> ThemeMode {
    switch (isDark, contrast) {
    case (false, .standard): .light
    case (true, .standard): .dark
    case (false, .high): .lightHighContrast
    case (true, .high): .darkHighContrast
    }
  }

  /// Whether the theme is a dark one.
  public var isDark: Bool { self == .dark || self == .darkHighContrast }

  /// Whether the theme is a high-contrast one.
  public var isHighContrast: Bool { self == .lightHighContrast || self == .darkHighContrast }
}
