import Testing

@testable import TesseraSupport

/// A high-contrast appearance's values, written as what differs from its
/// standard counterpart: the counterpart's arrays with those elements replaced.
@Suite struct ChangedTokenValuesTests {
  private static let base = TesseraTokenValues(
    colors: [0x1111_11FF, 0x2222_22FF, 0x3333_33FF], numbers: [1, 2], integers: [400, 700], strings: ["Inter", "Mono"])

  @Test func theIndexedElementsAreReplacedAndTheRestKept() {
    let values = TesseraTokenValues(
      changing: Self.base, colors: [0x0000_00FF], at: [2], numbers: [], at: [], integers: [900], at: [0],
      strings: ["Serif"], at: [1])
    #expect(values.colors == [0x1111_11FF, 0x2222_22FF, 0x0000_00FF])
    #expect(values.numbers == [1, 2])
    #expect(values.integers == [900, 700])
    #expect(values.strings == ["Inter", "Serif"])
    // The counterpart is untouched.
    #expect(Self.base.colors == [0x1111_11FF, 0x2222_22FF, 0x3333_33FF])
  }

  @Test func anIndexOutsideTheArraysIsIgnored() {
    let values = TesseraTokenValues(
      changing: Self.base, colors: [0x0000_00FF, 0xFFFF_FFFF], at: [-1, 3], numbers: [9], at: [2], integers: [],
      at: [], strings: [], at: [])
    #expect(values.colors == Self.base.colors)
    #expect(values.numbers == Self.base.numbers)
  }

  @Test func moreIndexesThanElementsReplaceOnlyThosePaired() {
    let values = TesseraTokenValues(
      changing: Self.base, colors: [0x0000_00FF], at: [0, 1], numbers: [], at: [], integers: [], at: [],
      strings: [], at: [])
    #expect(values.colors == [0x0000_00FF, 0x2222_22FF, 0x3333_33FF])
  }
}
