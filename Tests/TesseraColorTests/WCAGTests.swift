import Testing

@testable import TesseraColor
@testable import TesseraFoundation

@Suite struct WCAGTests {
  private func ratio(_ foreground: String, _ background: String) throws -> Double {
    let fg = try #require(RGBA(hex: foreground))
    let bg = try #require(RGBA(hex: background))
    return WCAG.contrastRatio(fg, on: bg)
  }

  @Test func grey777OnEEEIs3Point86() throws {
    #expect(WCAG.format(try ratio("#777", "#EEE")) == "3.86")
  }

  @Test func grey767676OnWhitePassesText() throws {
    let value = try ratio("#767676", "#FFFFFF")
    #expect(WCAG.format(value) == "4.54")
    #expect(value >= WCAG.text)
  }

  @Test func grey777777OnWhiteFailsText() throws {
    let value = try ratio("#777777", "#FFFFFF")
    #expect(WCAG.format(value) == "4.48")
    #expect(value < WCAG.text)
  }

  @Test func blackOnWhiteIs21() throws {
    #expect(try ratio("#000", "#FFF") == 21)
    #expect(try ratio("#FFF", "#000") == 21)
  }

  @Test func translucentForegroundIsCompositedFirst() throws {
    // Black at alpha 0x80 over white is #7F7F7F, not black.
    let half = try ratio("#00000080", "#FFFFFF")
    let grey = try ratio("#7F7F7F", "#FFFFFF")
    #expect(half == grey)
    #expect(half < 21)
  }

  @Test func failingRatioIsNeverShownAsTheRequirement() {
    #expect(WCAG.format(4.4991, against: 4.5) == "4.499")
    #expect(WCAG.format(4.4991) == "4.50")
  }

  @Test func hexParsing() {
    #expect(RGBA(hex: "#0a5FfF") == RGBA(red: 10, green: 95, blue: 255))
    #expect(RGBA(hex: "#F008") == RGBA(red: 255, green: 0, blue: 0, alpha: 0x88))
    #expect(RGBA(hex: "#12345G") == nil)
    #expect(RGBA(hex: "123456") == nil)
    #expect(RGBA(hex: "#12345") == nil)
  }

  @Test func minimumsByNameAndRatio() {
    #expect(WCAG.minimum(parsing: "text") == 4.5)
    #expect(WCAG.minimum(parsing: "ui") == 3)
    #expect(WCAG.minimum(parsing: "aaa") == 7)
    #expect(WCAG.minimum(parsing: "4.2") == 4.2)
    #expect(WCAG.minimum(parsing: "22") == nil)
    #expect(WCAG.minimum(parsing: "nan") == nil)
    #expect(WCAG.minimum(parsing: "AA") == nil)
  }

  /// The checker measures with the generated code's colour type. Its full-precision path for a
  /// translucent foreground stays within the generated code's 8-bit rounding of the composite.
  @Test func theCheckerAgreesWithTheGeneratedColourType() throws {
    for level in 0...255 {
      let value = UInt8(level)
      let channel = Double(level) / 255
      let grey = RGBA(red: value, green: value, blue: value)
      #expect(WCAG.relativeLuminance(red: channel, green: channel, blue: channel) == grey.relativeLuminance)
      #expect(try #require(RGBA(hex: grey.hex)) == grey)
    }
    let colours = stride(from: 0, through: 255, by: 51).flatMap { red in
      stride(from: 0, through: 255, by: 85).map { blue in RGBA(red: UInt8(red), green: 128, blue: UInt8(blue)) }
    }
    var largest = 0.0
    for foreground in colours {
      for background in colours {
        #expect(WCAG.contrastRatio(foreground, on: background) == foreground.contrastRatio(on: background))
        let translucent = RGBA(red: foreground.red, green: foreground.green, blue: foreground.blue, alpha: 0x60)
        let difference = abs(
          WCAG.contrastRatio(translucent, on: background) - translucent.contrastRatio(on: background))
        largest = max(largest, difference)
      }
    }
    #expect(largest > 0)
    #expect(largest < 0.05)
  }
}
