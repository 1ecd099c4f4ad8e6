import CheckoutAPI
import CheckoutComponents

/// What the sandbox checks of a card before it tokenizes it, and the only forms of the number that
/// it keeps.
///
/// The network is the server's decision: it comes from the number's IIN range, through the
/// runtime's own card rules (`CardIssuance`). A client's `network` is only a choice among the
/// networks the number carries (Cartes Bancaires or its partner, on a co-badged card); anything
/// else is refused, so a client can't pick a network, and with it a surcharge, that the card
/// doesn't have. The full number lives in a request's memory while it is checked; what leaves this
/// type is the masked number and the network's identifier, and no error repeats a digit.
enum CardNumberRules {
  /// The lengths a card number may have.
  static let lengths = 12...19

  /// The network the card is processed on, once its number, security code and the client's
  /// choice agree with each other and with what the session accepts.
  ///
  /// - Throws: ``ProblemError`` `400 invalid_request` at the field that is wrong: `number` when no
  ///   network issues such a number (prefix, length or Luhn check digit), `network` when the client
  ///   names a network the number doesn't carry or the session doesn't accept, `cvv` when the
  ///   security code has the wrong length for the network.
  static func network(
    number: String,
    cvv: String,
    requested: Components.Schemas.CardNetwork?,
    accepted: [Components.Schemas.CardNetwork]
  ) throws(ProblemError) -> Components.Schemas.CardNetwork {
    try FieldRules.requireDigits(number, lengths, field: "number")
    try FieldRules.requireDigits(cvv, 3...4, field: "cvv")
    let carried = CardIssuance.networks(ofDigits: number).compactMap { network in
      Components.Schemas.CardNetwork(rawValue: network.rawValue)
    }
    guard let issuer = carried.last, let issuing = CardNetwork(rawValue: issuer.rawValue),
      CardIssuance.isIssued(digits: number, by: issuing)
    else {
      throw .invalidRequest(
        "`number` is not a card number any network issues (its prefix, length or check digit).", pointer: "/number")
    }
    let chosen: Components.Schemas.CardNetwork
    if let requested {
      guard carried.contains(requested) else {
        throw .invalidRequest(
          "`network`: this card can't be processed as \(requested.rawValue); its number is "
            + carried.map(\.rawValue).joined(separator: " or ") + ".",
          pointer: "/network")
      }
      chosen = requested
    } else {
      chosen = carried.first(where: accepted.contains) ?? carried[0]
    }
    guard accepted.contains(chosen) else {
      throw .invalidRequest("`network`: \(chosen.rawValue) cards are not accepted.", pointer: "/network")
    }
    let codeLength = CardNetwork(rawValue: chosen.rawValue).map(CardIssuance.securityCodeLength(of:)) ?? 3
    guard cvv.utf8.count == codeLength else {
      throw .invalidRequest(
        "`cvv`: a \(chosen.rawValue) card's security code has \(codeLength) digits.", pointer: "/cvv")
    }
    return chosen
  }

  /// The first six and last four digits, every digit between them replaced by `•`.
  static func masked(_ digits: String) -> String {
    guard digits.count > 10 else { return String(repeating: "•", count: digits.count) }
    let hidden = String(repeating: "•", count: digits.count - 10)
    return String(digits.prefix(6)) + hidden + String(digits.suffix(4))
  }
}
