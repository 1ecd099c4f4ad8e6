/// What a tokenized card does when it pays, decided once from its number at tokenization.
///
/// The outcome is what the sandbox stores in place of the number: the payment reads it back from
/// the token and never needs the card again.
enum CardOutcome: String, Sendable, CaseIterable {
  /// The payment succeeds.
  case succeed
  /// Declined with `do_not_honor`.
  case doNotHonor = "do_not_honor"
  /// Declined with `insufficient_funds`.
  case insufficientFunds = "insufficient_funds"
  /// Declined with `expired_card`.
  case expiredCard = "expired_card"
  /// Declined with `processing_error`.
  case processingError = "processing_error"
  /// Pending with a 3-D Secure challenge; resuming approves it.
  case threeDSecureChallenge = "three_d_secure_challenge"
  /// Declined with `address_verification_failed`: the billing postal code isn't the card's.
  case addressVerificationFailed = "address_verification_failed"

  /// The outcome of a card number: a test card's, or success for any other valid number. The
  /// address verification card succeeds only with its registered postal code in `billing`.
  init(cardNumber digits: String, billing: SandboxBillingAddress? = nil) {
    guard let card = SandboxServer.testCards.first(where: { $0.number == digits }) else {
      self = .succeed
      return
    }
    if let registered = card.registeredPostalCode {
      let given = billing?.normalizedPostalCode
      self =
        given == SandboxBillingAddress(postalCode: registered).normalizedPostalCode
        ? .succeed : .addressVerificationFailed
      return
    }
    self = card.cardOutcome
  }
}
