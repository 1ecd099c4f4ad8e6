import Testing

@testable import CheckoutComponents

@Suite struct CardNumberPrivacyTests {
  /// A Visa test number whose hidden middle digits (`888888`) appear nowhere
  /// in its masked form.
  static let pan = "4012888888881881"

  @Test func noTextOfACardNumberHoldsTheWholeNumber() throws {
    let number = try #require(CardNumber(Self.pan))
    var dumped = ""
    dump(number, to: &dumped)
    let mirror = Mirror(reflecting: number)
    let children = mirror.children.map { "\($0.label ?? ""): \(String(describing: $0.value))" }
    let texts = ["\(number)", String(describing: number), String(reflecting: number), dumped] + children

    #expect("\(number)" == "401288******1881")
    #expect(String(describing: number) == "401288******1881")
    #expect(String(reflecting: number) == "CardNumber(401288******1881)")
    #expect(
      dumped == """
        ▿ CardNumber(401288******1881)
          - masked: "401288******1881"
          ▿ networks: 1 element
            - CheckoutComponents.CardNetwork.visa

        """)
    #expect(children == ["masked: 401288******1881", "networks: [CheckoutComponents.CardNetwork.visa]"])
    #expect(mirror.children.allSatisfy { $0.label != "digits" })
    for text in texts {
      #expect(!text.contains(Self.pan))
      #expect(!text.contains("888888"))
    }
  }

  @Test func aShortNumberShowsAtMostItsLastFourDigits() throws {
    let number = try #require(CardNumber("401288888"))
    var dumped = ""
    dump(number, to: &dumped)
    #expect("\(number)" == "*****8888")
    #expect(!dumped.contains("40128"))
  }

  @Test func theFormsTextsMaskTheCardNumberAndLeaveOutTheSecurityCode() {
    let form = ValidationService.Form(cardNumber: "4012 8888 8888 1881", cvv: "737", cardholderName: "Alex Morgan")
    var dumped = ""
    dump(form, to: &dumped)
    for text in ["\(form)", String(reflecting: form), dumped] {
      #expect(text.contains("401288******1881"))
      #expect(!text.contains("8888 8888"))
      #expect(!text.contains("888888"))
      #expect(!text.contains("737"))
      #expect(!text.contains("Alex"))
    }
  }
}
