import CheckoutAssets
import Foundation
import Testing

@testable import CheckoutComponents

/// A card number never appears whole, and the CVV never at all, in any
/// channel a person or a log can see: descriptions, debug descriptions,
/// mirrors and dumps of every state the card form published, the card
/// details on their way to the service, errors, and analytics events.
@Suite(.timeLimit(.minutes(1)), .stopsBackends) struct PrivacyTests {
  static let number = "4000000000000002"
  static let cvv = "739"

  /// Every way a value turns into text.
  static func texts(of value: Any) -> [String] {
    var dumped = ""
    dump(value, to: &dumped)
    var mirrored: [String] = []
    var queue: [Mirror] = [Mirror(reflecting: value)]
    while let mirror = queue.popLast(), mirrored.count < 10_000 {
      for child in mirror.children {
        mirrored.append(String(describing: child.value))
        queue.append(Mirror(reflecting: child.value))
      }
    }
    return ["\(value)", String(describing: value), String(reflecting: value), dumped] + mirrored
  }

  static func assertPrivate(_ value: Any, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
    for text in texts(of: value) {
      let digits = text.filter(\.isNumber)
      #expect(!digits.contains(number), "\(what) shows the card number: \(text)", sourceLocation: sourceLocation)
      #expect(!text.contains(cvv), "\(what) shows the CVV: \(text)", sourceLocation: sourceLocation)
    }
  }

  /// An analytics reporter that keeps what it gets.
  actor Reporter: AnalyticsReporter {
    var events: [AnalyticsEvent] = []
    func report(_ event: AnalyticsEvent) async { events.append(event) }
  }

  @Test func noChannelShowsTheCardNumberOrTheCVV() async throws {
    let reporter = Reporter()
    let backend = try await TestBackend.start()
    let checkout = try await backend.checkout(amount: 500, analytics: reporter)
    await checkout.start()
    await checkout.paymentMethodSelection.select(.card)
    let form = try #require(checkout.paymentMethod((any CardFormScope).self))
    let states = form.state
    form.update(.cardNumber, value: "4000 0000 0000 0002")
    form.update(.expiryDate, value: "12/29")
    form.update(.cvv, value: Self.cvv)
    form.update(.cardholderName, value: "Ada Lovelace")
    await form.submit()
    #expect(checkout.currentState == .failure(.paymentDeclined))

    // Every state the form published, and each of its fields.
    var published: [CardFormState] = []
    for await state in states {
      published.append(state)
      if !state.isSubmitting, published.count > 6 { break }
    }
    #expect(published.contains { $0[.cardNumber]?.value.filter(\.isNumber) == Self.number })
    for state in published {
      Self.assertPrivate(state, "CardFormState")
      for field in state.fields { Self.assertPrivate(field, "CardFormFieldState") }
    }
    // The card on its way to the service, and its token.
    let card = CardDetails(
      number: Self.number, expiryMonth: 12, expiryYear: 2029, cvv: Self.cvv, cardholderName: "Ada Lovelace")
    Self.assertPrivate(card, "CardDetails")
    let token = try await RemoteTokenizationRepository(client: backend.client(token: try await backend.token()))
      .tokenize(card)
    #expect(token.maskedNumber.hasPrefix("400000"))
    #expect(token.maskedNumber.hasSuffix("0002"))
    #expect(!token.maskedNumber.contains(Self.number))
    // Errors, and the checkout's state.
    Self.assertPrivate(checkout.currentState, "CheckoutState")
    Self.assertPrivate(CheckoutError.paymentDeclined, "CheckoutError")
    Self.assertPrivate(try #require(CardNumber(Self.number)), "CardNumber")
    // Analytics: let the pump deliver, then look at every event.
    for _ in 0..<100 where await reporter.events.count < 4 { await Task.yield() }
    let events = await reporter.events
    #expect(events.contains(.paymentSubmitted(method: .card)))
    for event in events { Self.assertPrivate(event, "AnalyticsEvent") }
  }
}

extension PrivacyTests {
  @Test func theTokenIsOpaque() async throws {
    let card = CardDetails(
      number: Self.number, expiryMonth: 12, expiryYear: 2029, cvv: Self.cvv, cardholderName: "A", network: .visa)
    let backend = try await TestBackend.start()
    let token = try await RemoteTokenizationRepository(client: backend.client(token: try await backend.token()))
      .tokenize(card)
    Self.assertPrivate(token, "PaymentToken")
    Self.assertPrivate(PaymentRequest(source: .card(token)), "PaymentRequest")
  }
}
