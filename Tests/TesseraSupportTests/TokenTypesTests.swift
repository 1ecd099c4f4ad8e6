import Testing

@testable import TesseraSupport

/// The colour, typography and token-value types the generated design tokens use.
@Suite struct TokenTypesTests {
  @Test func hexIsSixDigitsWhenOpaqueAndEightOtherwise() {
    #expect(RGBAColor(red: 10, green: 95, blue: 255).hex == "#0A5FFF")
    #expect(RGBAColor(red: 255, green: 0, blue: 0, alpha: 0x88).hex == "#FF000088")
    #expect(RGBAColor(red: 1, green: 2, blue: 3).description == "#010203")
    #expect(RGBAColor(red: 0, green: 0, blue: 0, alpha: 51).opacity == 0.2)
  }

  @Test func translucentColoursAreCompositedOverTheBackground() {
    let white = RGBAColor(red: 255, green: 255, blue: 255)
    let halfBlack = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0x80)
    #expect(halfBlack.composited(over: white) == RGBAColor(red: 127, green: 127, blue: 127))
    #expect(white.composited(over: halfBlack) == white)
    #expect(RGBAColor(red: 9, green: 9, blue: 9, alpha: 0).composited(over: white) == white)
  }

  @Test func contrastFollowsWCAG() {
    let black = RGBAColor(red: 0, green: 0, blue: 0)
    let white = RGBAColor(red: 255, green: 255, blue: 255)
    #expect(black.relativeLuminance == 0)
    #expect(white.relativeLuminance == 1)
    #expect(black.contrastRatio(on: white) == 21)
    #expect(white.contrastRatio(on: black) == 21)
    #expect(white.contrastRatio(on: white) == 1)
    let grey = RGBAColor(red: 0x76, green: 0x76, blue: 0x76)
    #expect((grey.contrastRatio(on: white) * 100).rounded() == 454)
    // The background's own alpha is ignored; a translucent foreground is composited first.
    #expect(black.contrastRatio(on: RGBAColor(red: 255, green: 255, blue: 255, alpha: 0)) == 21)
    let halfBlack = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0x80)
    #expect(halfBlack.contrastRatio(on: white) == RGBAColor(red: 127, green: 127, blue: 127).contrastRatio(on: white))
  }

  @Test func terminalColoursPickTheNearestPaletteEntry() {
    #expect(RGBAColor(red: 255, green: 0, blue: 0).ansi256Index == 196)
    #expect(RGBAColor(red: 0, green: 0, blue: 0).ansi256Index == 16)
    #expect(RGBAColor(red: 255, green: 255, blue: 255).ansi256Index == 231)
    #expect(RGBAColor(red: 128, green: 128, blue: 128).ansi256Index == 244)
    #expect(RGBAColor(red: 1, green: 2, blue: 3).ansi24Foreground == "\u{1B}[38;2;1;2;3m")
    #expect(RGBAColor(red: 1, green: 2, blue: 3).ansi24Background == "\u{1B}[48;2;1;2;3m")
    #expect(RGBAColor(red: 255, green: 0, blue: 0).ansi256Foreground == "\u{1B}[38;5;196m")
    #expect(RGBAColor(red: 255, green: 0, blue: 0).ansi256Background == "\u{1B}[48;5;196m")
  }

  @Test func fontWeightsOrderByValue() {
    #expect(FontWeight.thin < FontWeight.regular)
    #expect(FontWeight.bold.rawValue == 700)
    #expect([FontWeight.black, .light, .semibold].sorted() == [.light, .semibold, .black])
  }

  @Test func tokenValuesReadTheirArraysAndZeroOutsideThem() {
    let values = TesseraTokenValues(
      colors: [0x0A5F_FF80], numbers: [16, 24, 0.5], integers: [700, 250_000_000], strings: ["Inter"])
    #expect(values.color(0) == RGBAColor(red: 10, green: 95, blue: 255, alpha: 128))
    #expect(values.color(1) == RGBAColor(red: 0, green: 0, blue: 0, alpha: 0))
    #expect(values.number(2) == 0.5)
    #expect(values.number(-1) == 0)
    #expect(values.string(0) == "Inter")
    #expect(values.string(3) == "")
    #expect(values.fontWeight(0) == .bold)
    #expect(values.duration(1) == .milliseconds(250))
    #expect(
      values.typography(string: 0, integer: 0, number: 0)
        == Typography(fontFamily: "Inter", fontWeight: .bold, fontSize: 16, lineHeight: 24, letterSpacing: 0.5))
    #expect(values.cubicBezier(0) == CubicBezier(x1: 16, y1: 24, x2: 0.5, y2: 0))
    // A typography or curve whose numbers run past the array reads zeros, not a crash.
    #expect(values.typography(string: 0, integer: 0, number: 2).lineHeight == 0)
  }

  @Test func groupsCompareAndHashOnlyTheirSlice() {
    let light = TesseraTokenValues(colors: [1, 2], numbers: [1, 2], integers: [], strings: ["a"])
    let dark = TesseraTokenValues(colors: [1, 3], numbers: [1, 2], integers: [], strings: ["a"])
    let first = TesseraTokenSlice(colors: 0, 1, numbers: 0, 2, integers: 0, 0, strings: 0, 1)
    let second = TesseraTokenSlice(colors: 1, 2, numbers: 0, 0, integers: 0, 0, strings: 0, 0)
    #expect(light.equals(dark, in: first))
    #expect(!light.equals(dark, in: second))
    var lightHash = Hasher()
    var darkHash = Hasher()
    light.hash(first, into: &lightHash)
    dark.hash(first, into: &darkHash)
    #expect(lightHash.finalize() == darkHash.finalize())
    // A reversed or out-of-range slice is empty or clamped.
    let odd = TesseraTokenSlice(colors: 5, 2, numbers: 1, 99, integers: 0, 0, strings: 0, 0)
    #expect(odd.colors.isEmpty)
    #expect(light.equals(dark, in: odd))
  }
}

/// The accessibility types the generated catalog uses.
@Suite struct AccessibilityTypesTests {
  @Test func interactiveRolesAreTheOnesUsersActOn() {
    let interactive = A11yRole.allCases.filter(\.isInteractive)
    #expect(interactive == [.button, .textField, .secureField, .listItem, .link, .toggle])
  }

  @Test func anElementsTextsComeFromTheLocalizer() {
    let element = A11yElement(
      identifier: "basket", role: .button, label: LocalizerTests.greeting, hint: nil,
      value: LocalizerTests.basket(.int(2)))
    let polish = Localizer(locale: "pl")
    #expect(element.localizedLabel(polish) == "Cześć")
    #expect(element.localizedHint(polish) == nil)
    #expect(element.localizedValue(polish) == "2 produkty w koszyku")
    #expect(element.isInteractive)
  }
}
