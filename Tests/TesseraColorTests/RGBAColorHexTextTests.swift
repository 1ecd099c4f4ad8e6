import Testing

@testable import TesseraColor
@testable import TesseraFoundation

/// The emitter's fast ``RGBAColor/hexText`` spells every colour exactly as
/// the generated type's own `hex` does.
@Suite struct RGBAColorHexTextTests {
  @Test func agreesWithHexOnEveryChannelValue() {
    for value in 0...255 {
      let byte = UInt8(value)
      for color in [
        RGBAColor(red: byte, green: 0, blue: 255), RGBAColor(red: 0, green: byte, blue: 9, alpha: byte),
        RGBAColor(red: 255, green: 255, blue: byte, alpha: 255),
        RGBAColor(red: byte, green: byte, blue: byte, alpha: 0),
      ] {
        #expect(color.hexText == color.hex)
      }
    }
    #expect(RGBAColor(red: 0x1F, green: 0x4F, blue: 0xD1).hexText == "#1F4FD1")
    #expect(RGBAColor(red: 0x14, green: 0x16, blue: 0x1A, alpha: 0x99).hexText == "#14161A99")
  }
}
