import CheckoutAPI
import Foundation

/// How a new payment starts, from its source and the session it belongs to.
enum PaymentDecision {
  /// A card payment: the session's amount plus the network's surcharge, with the outcome the
  /// token's card number decided at tokenization.
  static func card(
    id: String,
    session: StoredSession,
    key: String,
    token: StoredCardToken,
    surcharge: Int64,
    at created: Date
  ) -> StoredPayment {
    var payment = StoredPayment(
      id: id, sessionId: session.id, idempotencyKey: key, requestFingerprint: "", status: "succeeded",
      amount: session.amount + surcharge, surcharge: surcharge, currency: session.currency, method: "card",
      declineCode: nil, actionType: nil, actionPath: nil, createdAt: created, network: token.network,
      lastFour: String(token.maskedNumber.filter(\.isNumber).suffix(4)), billingAddress: token.billingAddress)
    switch CardOutcome(rawValue: token.outcome) ?? .succeed {
    case .succeed:
      break
    case .doNotHonor, .insufficientFunds, .expiredCard, .processingError, .addressVerificationFailed:
      payment.status = "declined"
      payment.declineCode = token.outcome
    case .threeDSecureChallenge:
      payment.status = "pending"
      payment.actionType = "threeDSecureChallenge"
      payment.actionPath = "/sandbox/3ds/\(id)"
    }
    return payment
  }

  /// A bank payment: pending, redirecting to the bank's page, or, without a bank (a method with no
  /// issuer list), to the scheme's page where the customer chooses one.
  static func bank(
    id: String,
    session: StoredSession,
    key: String,
    method: Components.Schemas.BankMethod,
    bank: SandboxBank?,
    at created: Date
  ) -> StoredPayment {
    let page = bank.map { "/sandbox/banks/\(method.rawValue)/\($0.id)/\(id)" } ?? schemePagePath(method, id)
    return StoredPayment(
      id: id, sessionId: session.id, idempotencyKey: key, requestFingerprint: "", status: "pending",
      amount: session.amount, surcharge: 0, currency: session.currency, method: method.rawValue,
      declineCode: nil, actionType: "redirect", actionPath: page, createdAt: created)
  }

  /// The scheme's own page of a bank payment made without a bank: `/sandbox/schemes/ideal/{id}`.
  static func schemePagePath(_ method: Components.Schemas.BankMethod, _ paymentID: String) -> String {
    "/sandbox/schemes/\(method.rawValue)/\(paymentID)"
  }

  /// The canonical form of a payment request (its decoded value encoded with sorted keys), which
  /// two requests share exactly when they ask for the same payment, however their JSON was laid out.
  static func fingerprint(of request: Components.Schemas.PaymentRequest) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(request), as: UTF8.self)
  }
}
