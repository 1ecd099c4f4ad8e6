import CheckoutComponents
import Testing

@Suite struct CheckoutComponentsTests {
  @Test func theRuntimeHasAVersion() {
    #expect(CheckoutComponents.version.split(separator: ".").count == 3)
  }
}
