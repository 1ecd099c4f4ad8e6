import Testing

@testable import CheckoutTerminal

@Suite struct DisplayWidthTests {
  @Test func asciiIsOneColumnEach() {
    #expect(DisplayWidth.of("Pay") == 3)
  }
}
