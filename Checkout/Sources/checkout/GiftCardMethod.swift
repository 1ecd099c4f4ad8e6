// CheckoutComponents' "Integrating the checkout" article shows this file, from `// snippet: gift-card` to
// `// end snippet` (DocumentationSnippetTests checks that the two are the same text): a merchant's gift
// card, in the public API only. The `checkout` demo offers it after the session's methods.

// snippet: gift-card
import CheckoutAssets
import CheckoutComponents

extension PaymentMethodType {
  /// The merchant's own gift card.
  static let giftCard: PaymentMethodType = "gift_card"
}

/// A gift card: the customer types its code, and the merchant's server redeems it for the order.
struct GiftCardMethod: PaymentMethod {
  /// The merchant's server: redeems `code` for `amount` minor units of `currency`, and returns the
  /// payment's id, or throws why not.
  var redeem: @Sendable (_ code: String, _ amount: Int, _ currency: String) async throws(CheckoutError) -> String

  var type: PaymentMethodType { .giftCard }
  var name: PaymentMethodText {
    PaymentMethodText(
      "Gift card",
      translations: ["de": "Geschenkkarte", "nl": "Cadeaukaart", "pl": "Karta podarunkowa", "fr": "Carte cadeau"])
  }
  var subtitle: PaymentMethodText {
    PaymentMethodText(
      "Pay with a store gift card",
      translations: [
        "de": "Mit einer Geschenkkarte des Shops bezahlen", "nl": "Betalen met een cadeaukaart van de winkel",
        "pl": "Zapłać kartą podarunkową sklepu", "fr": "Payer avec une carte cadeau de la boutique",
      ])
  }

  func makeScope(_ context: PaymentMethodContext) -> GiftCardScope {
    GiftCardScope(context: context, redeem: redeem)
  }

  /// The screen: a title, what to do, the code's text field and the pay button, each element with
  /// the merchant's own identifier and translated label.
  func makeView(for scope: GiftCardScope, localizer t: Localizer) -> ViewDescription {
    let state = scope.currentState
    return .container(
      GiftCardScope.Element.screen,
      [
        .header(GiftCardScope.Element.title, text: t(GiftCardScope.Text.title)),
        .text(""),
        .text(t(GiftCardScope.Text.instructions), style: .caption),
        .field(GiftCardScope.Element.code, value: state.code, placeholder: "XXXX-XXXX-XXXX"),
        .text(""),
        .button(
          GiftCardScope.Element.pay, title: t(GiftCardScope.Text.pay), isEnabled: state.isComplete && !state.isPaying),
      ])
  }
}

/// The gift card's scope: the code as typed, and paying with it.
final class GiftCardScope: PaymentMethodScope {
  struct State: Sendable, Hashable {
    var code = ""
    var isPaying = false
    /// A code has 12 letters and digits, written in groups of four.
    var isComplete: Bool { code.filter { $0.isLetter || $0.isNumber }.count == 12 }
  }

  /// The screen's texts, with their translations.
  enum Text {
    static let title = LocalizedString(
      verbatim: "Pay with a gift card",
      translations: [
        "de": "Mit einer Geschenkkarte bezahlen", "nl": "Betalen met een cadeaukaart",
        "pl": "Zapłać kartą podarunkową", "fr": "Payer avec une carte cadeau",
      ])
    static let instructions = LocalizedString(
      verbatim: "Type the 12 characters on the back of the card.",
      translations: [
        "de": "Geben Sie die 12 Zeichen auf der Rückseite der Karte ein.",
        "nl": "Typ de 12 tekens op de achterkant van de kaart.", "pl": "Wpisz 12 znaków z odwrotu karty.",
        "fr": "Saisissez les 12 caractères au dos de la carte.",
      ])
    static let code = LocalizedString(
      verbatim: "Gift card code",
      translations: [
        "de": "Code der Geschenkkarte", "nl": "Code van de cadeaukaart", "pl": "Kod karty podarunkowej",
        "fr": "Code de la carte cadeau",
      ])
    static let codeHint = LocalizedString(
      verbatim: "The 12 characters on the back of the card.",
      translations: [
        "de": "Die 12 Zeichen auf der Rückseite der Karte.", "nl": "De 12 tekens op de achterkant van de kaart.",
        "pl": "12 znaków z odwrotu karty.", "fr": "Les 12 caractères au dos de la carte.",
      ])
    static let pay = LocalizedString(
      verbatim: "Pay with the gift card",
      translations: [
        "de": "Mit der Geschenkkarte bezahlen", "nl": "Betalen met de cadeaukaart",
        "pl": "Zapłać kartą podarunkową", "fr": "Payer avec la carte cadeau",
      ])
    static let payHint = LocalizedString(
      verbatim: "Pays the order with the gift card.",
      translations: [
        "de": "Bezahlt die Bestellung mit der Geschenkkarte.", "nl": "Betaalt de bestelling met de cadeaukaart.",
        "pl": "Opłaca zamówienie kartą podarunkową.", "fr": "Paie la commande avec la carte cadeau.",
      ])
  }

  /// The screen's accessibility elements: the merchant's own identifiers and labels.
  enum Element {
    static let screen = A11yElement.custom(identifier: "merchant_gift_card_screen", role: .container, label: Text.title)
    static let title = A11yElement.custom(identifier: "merchant_gift_card_title", role: .header, label: Text.title)
    static let code = A11yElement.custom(
      identifier: "merchant_gift_card_code_field", role: .textField, label: Text.code, hint: Text.codeHint)
    static let pay = A11yElement.custom(
      identifier: "merchant_gift_card_pay_button", role: .button, label: Text.pay, hint: Text.payHint)
  }

  private let context: PaymentMethodContext
  private let redeem: @Sendable (String, Int, String) async throws(CheckoutError) -> String
  private let store = ScopeState(State())

  init(
    context: PaymentMethodContext,
    redeem: @escaping @Sendable (String, Int, String) async throws(CheckoutError) -> String
  ) {
    self.context = context
    self.redeem = redeem
  }

  var paymentMethod: PaymentMethodType { context.paymentMethod }
  var presentationContext: PresentationContext { context.presentationContext }
  var state: AsyncStream<State> { store.stream() }
  var currentState: State { store.value }

  /// Nothing to load.
  func start() async {}

  /// The code field changed: keep what the customer typed, in capitals.
  func updateField(_ identifier: String, value: String) {
    guard identifier == Element.code.identifier else { return }
    store.update { $0.code = String(value.uppercased().prefix(14)) }
  }

  /// Pays with the code, once it is whole; one payment at a time. (The pay button, and Enter,
  /// call it through `activate(_:)`.)
  func submit() async {
    let starts = store.transition { state in
      guard state.isComplete, !state.isPaying else { return false }
      state.isPaying = true
      return true
    }
    guard starts else { return }
    defer { store.update { $0.isPaying = false } }
    guard await context.paymentStarted() else { return }
    do {
      let paymentID = try await redeem(currentState.code, context.amount, context.currency)
      await context.paymentSucceeded(
        PaymentResult(paymentID: paymentID, method: paymentMethod, amount: context.amount, currency: context.currency))
    } catch {
      await context.paymentFailed(error)
    }
  }

  func dismiss() async { await context.dismiss() }
}
// end snippet
