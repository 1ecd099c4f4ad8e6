import Testing

@testable import TesseraSupport

/// The composite token types (stroke style, border, transition, shadow,
/// gradient) as the generated arrays hold them: each read back whole, a
/// padded slot ignored, and nothing read past the arrays.
@Suite struct CompositeTokenTypesTests {
  private static let black = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0x33)
  private static let blue = RGBAColor(red: 0x1F, green: 0x4F, blue: 0xD1)

  @Test func aStrokeStyleIsALineStyleOrDashes() {
    let values = TesseraTokenValues(
      colors: [], numbers: [4, 2, 0], integers: [1, 0, 0, 8, 2, 2, 7, 0, 0], strings: [])
    #expect(values.strokeStyle(integer: 0, number: 0) == .dashed)
    #expect(values.strokeStyle(integer: 3, number: 0) == .dashes([4, 2], lineCap: .square))
    #expect(values.strokeStyle(integer: 6, number: 0) == .inset)
    // Past the arrays: solid, no dashes.
    #expect(values.strokeStyle(integer: 40, number: 40) == .solid)
  }

  @Test func aBorderIsAColourAWidthAndAStyle() {
    let values = TesseraTokenValues(
      colors: [0x1F4F_D1FF], numbers: [2, 3, 1], integers: [8, 0, 2], strings: [])
    #expect(
      values.border(color: 0, integer: 0, number: 0)
        == TokenBorder(color: Self.blue, width: 2, style: .dashes([3, 1], lineCap: .round)))
  }

  @Test func aTransitionReadsNanosecondsAndItsCurve() {
    let values = TesseraTokenValues(
      colors: [], numbers: [0.2, 0, 0, 1], integers: [200_000_000, 50_000_000], strings: [])
    #expect(
      values.transition(integer: 0, number: 0)
        == TokenTransition(
          duration: .milliseconds(200), delay: .milliseconds(50),
          timingFunction: CubicBezier(x1: 0.2, y1: 0, x2: 0, y2: 1)))
  }

  @Test func aShadowReadsItsLayersAndNotItsPadding() {
    // Two layers in room for three: the third slot is padding.
    let values = TesseraTokenValues(
      colors: [0x0000_0033, 0x1F4F_D1FF, 0], numbers: [0, 1, 2, 0, 0, 4, 8, -2, 0, 0, 0, 0],
      integers: [2, 0, 1, 0], strings: [])
    let shadow = values.shadow(color: 0, integer: 0, number: 0)
    #expect(
      shadow.layers == [
        TokenShadow.Layer(color: Self.black, offsetX: 0, offsetY: 1, blur: 2, spread: 0),
        TokenShadow.Layer(color: Self.blue, offsetX: 0, offsetY: 4, blur: 8, spread: -2, inset: true),
      ])
  }

  @Test func aGradientReadsItsStops() {
    let values = TesseraTokenValues(colors: [0x0000_0033, 0x1F4F_D1FF], numbers: [0, 1], integers: [2], strings: [])
    #expect(
      values.gradient(color: 0, integer: 0, number: 0).stops == [
        TokenGradient.Stop(color: Self.black, position: 0), TokenGradient.Stop(color: Self.blue, position: 1),
      ])
  }

  @Test func aCountLargerThanTheArraysReadsNoFurther() {
    let values = TesseraTokenValues(colors: [0x0000_0033], numbers: [], integers: [99, 1_000], strings: [])
    #expect(values.shadow(color: 0, integer: 0, number: 0).layers.count == 1)
    #expect(values.gradient(color: 0, integer: 0, number: 0).stops.count == 1)
    #expect(values.shadow(color: 0, integer: 1, number: 0).layers.count == 1)
    // A negative count reads nothing.
    let negative = TesseraTokenValues(colors: [0], numbers: [], integers: [-5], strings: [])
    #expect(negative.gradient(color: 0, integer: 0, number: 0).stops.isEmpty)
  }
}
