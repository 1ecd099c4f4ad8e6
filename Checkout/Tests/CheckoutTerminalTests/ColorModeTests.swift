import CheckoutAssets
import Testing

@testable import CheckoutTerminal

@Suite struct ColorModeTests {
  @Test func notATerminalOrDumbMeansPlainText() {
    #expect(ColorMode.detect(environment: ["COLORTERM": "truecolor"], isTerminal: false) == .plain)
    #expect(ColorMode.detect(environment: ["TERM": "dumb", "COLORTERM": "truecolor"], isTerminal: true) == .plain)
  }

  @Test func noColorWinsOverEverythingButKeepsTheScreen() {
    let mode = ColorMode.detect(
      environment: ["NO_COLOR": "1", "COLORTERM": "truecolor", "TERM": "xterm-256color"], isTerminal: true)
    #expect(mode == .monochrome)
    #expect(mode.isInteractive)
    // An empty NO_COLOR doesn't count (no-color.org).
    #expect(ColorMode.detect(environment: ["NO_COLOR": "", "TERM": "xterm"], isTerminal: true) == .ansi16)
  }

  @Test func colortermAndTermPickTheDepth() {
    #expect(ColorMode.detect(environment: ["COLORTERM": "truecolor", "TERM": "xterm"], isTerminal: true) == .trueColor)
    #expect(ColorMode.detect(environment: ["COLORTERM": "24bit", "TERM": "xterm"], isTerminal: true) == .trueColor)
    #expect(ColorMode.detect(environment: ["TERM": "screen-256color"], isTerminal: true) == .ansi256)
    #expect(ColorMode.detect(environment: ["TERM": "xterm"], isTerminal: true) == .ansi16)
  }

  @Test func autoThemeReadsColorfgbg() {
    #expect(ThemeChoice.auto.resolve(environment: ["COLORFGBG": "15;0"]) == .dark)
    #expect(ThemeChoice.auto.resolve(environment: ["COLORFGBG": "0;15"]) == .light)
    #expect(ThemeChoice.auto.resolve(environment: ["COLORFGBG": "12;default;8"]) == .dark)
    #expect(ThemeChoice.auto.resolve(environment: [:]) == .light)
    #expect(ThemeChoice.dark.resolve(environment: ["COLORFGBG": "0;15"]) == .dark)
  }

  @Test func sgrPerModeUsesTheThemesColours() {
    let style = CellStyle(foreground: .textPrimary, background: .surface, bold: true)
    let primary = Theme.light.color.text.primary
    let surface = Theme.light.color.surface.default
    #expect(
      Palette(mode: .trueColor, theme: .light).sgr(style)
        == "\u{1B}[0;1;38;2;\(primary.red);\(primary.green);\(primary.blue);48;2;\(surface.red);\(surface.green);\(surface.blue)m"
    )
    #expect(
      Palette(mode: .ansi256, theme: .light).sgr(style)
        == "\u{1B}[0;1;38;5;\(primary.ansi256Index);48;5;\(surface.ansi256Index)m")
    // 16 colours keep the terminal's own text and background colours.
    #expect(Palette(mode: .ansi16, theme: .light).sgr(style) == "\u{1B}[0;1m")
    #expect(Palette(mode: .monochrome, theme: .light).sgr(style) == "\u{1B}[0;1m")
  }

  @Test func sixteenColoursMarkMeaningWithWhatEveryPaletteKeepsApart() {
    func sgr(_ foreground: Ink, on background: Ink, dark: Bool = false) -> String {
      Palette(mode: .ansi16, theme: dark ? .dark : .light).sgr(
        CellStyle(foreground: foreground, background: background))
    }
    #expect(sgr(.textPrimary, on: .surfaceSelected) == "\u{1B}[0;7m")  // a selected row: reverse video
    #expect(sgr(.brandOnPrimary, on: .brandPrimary) == "\u{1B}[0;44;97m")  // a button: white on blue
    #expect(sgr(.errorForeground, on: .surface) == "\u{1B}[0;31m")
    #expect(sgr(.errorForeground, on: .surface, dark: true) == "\u{1B}[0;91m")
    #expect(sgr(.textPlaceholder, on: .surface) == "\u{1B}[0;2m")  // faint
    #expect(sgr(.textDisabled, on: .surfaceDisabled) == "\u{1B}[0;2m")
  }

}
