/// A card number with a known outcome in the sandbox.
///
/// Any expiry date that is not in the past and any three- or four-digit CVV work with every test
/// card. A valid number that is not a test card succeeds.
public struct SandboxTestCard: Sendable, Equatable {
  /// The card number, digits only.
  public var number: String
  /// The network the number belongs to, by the contract's identifier (`visa`, `amex`, …).
  public var network: String
  /// What happens when it pays, in a few words.
  public var outcome: String
  /// For the address verification card, the billing postal code its issuer has on file: a payment
  /// with another, or none, is declined `address_verification_failed`.
  public var registeredPostalCode: String?
  /// The outcome the server applies.
  let cardOutcome: CardOutcome

  init(
    _ number: String, _ network: String, _ outcome: String, _ cardOutcome: CardOutcome,
    registeredPostalCode: String? = nil
  ) {
    self.number = number
    self.network = network
    self.outcome = outcome
    self.cardOutcome = cardOutcome
    self.registeredPostalCode = registeredPostalCode
  }

  public static func == (left: SandboxTestCard, right: SandboxTestCard) -> Bool {
    left.number == right.number && left.network == right.network && left.outcome == right.outcome
      && left.registeredPostalCode == right.registeredPostalCode
  }
}

extension SandboxServer {
  /// The sandbox's test cards, in the order the command line prints them.
  ///
  /// | number | outcome |
  /// | --- | --- |
  /// | 4242 4242 4242 4242 | succeeds |
  /// | 5555 5555 5555 4444 | succeeds |
  /// | 3782 822463 10005 | succeeds; the American Express surcharge is added |
  /// | 4000 0000 0000 0002 | declined, `do_not_honor` |
  /// | 4000 0000 0000 9995 | declined, `insufficient_funds` |
  /// | 4000 0000 0000 0069 | declined, `expired_card` |
  /// | 4000 0000 0000 3220 | pending: a 3-D Secure challenge (`threeDSecureChallenge`), settled on its page |
  /// | 4000 0000 0000 0119 | declined, `processing_error` |
  /// | 4000 0000 0000 0036 | address verification: succeeds with the billing postal code 1012 JS, else declined `address_verification_failed` |
  public static let testCards: [SandboxTestCard] = [
    SandboxTestCard("4242424242424242", "visa", "succeeds", .succeed),
    SandboxTestCard("5555555555554444", "mastercard", "succeeds", .succeed),
    SandboxTestCard("378282246310005", "amex", "succeeds, with the amex surcharge", .succeed),
    SandboxTestCard("4000000000000002", "visa", "declined: do_not_honor", .doNotHonor),
    SandboxTestCard("4000000000009995", "visa", "declined: insufficient_funds", .insufficientFunds),
    SandboxTestCard("4000000000000069", "visa", "declined: expired_card", .expiredCard),
    SandboxTestCard(
      "4000000000003220", "visa", "pending: 3-D Secure challenge, decided on its page", .threeDSecureChallenge),
    SandboxTestCard("4000000000000119", "visa", "declined: processing_error", .processingError),
    SandboxTestCard(
      "4000000000000036", "visa",
      "address verification: succeeds with the billing postal code 1012 JS, else address_verification_failed",
      .addressVerificationFailed, registeredPostalCode: "1012 JS"),
  ]
}
