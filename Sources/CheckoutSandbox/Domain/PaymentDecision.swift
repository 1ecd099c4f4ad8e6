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
      declineCode: nil, actionType: nil, actionPath: nil, createdAt: created)
    switch CardOutcome(rawValue: token.outcome) ?? .succeed {
    case .succeed:
      break
    case .doNotHonor, .insufficientFunds, .expiredCard, .processingError:
      payment.status = "declined"
      payment.declineCode = token.outcome
    case .threeDSecureChallenge:
      payment.status = "pending"
      payment.actionType = "threeDSecureChallenge"
      payment.actionPath = "/sandbox/3ds/\(id)"
    }
    return payment
  }

  /// A bank payment: pending, redirecting to the bank's page.
  static func bank(
    id: String,
    session: StoredSession,
    key: String,
    method: Components.Schemas.BankMethod,
    bank: SandboxBank,
    at created: Date
  ) -> StoredPayment {
    StoredPayment(
      id: id, sessionId: session.id, idempotencyKey: key, requestFingerprint: "", status: "pending",
      amount: session.amount, surcharge: 0, currency: session.currency, method: method.rawValue,
      declineCode: nil, actionType: "redirect", actionPath: "/sandbox/banks/\(method.rawValue)/\(bank.id)/\(id)",
      createdAt: created)
  }

  /// The canonical form of a payment request (its decoded value encoded with sorted keys), which
  /// two requests share exactly when they ask for the same payment, however their JSON was laid out.
  static func fingerprint(of request: Components.Schemas.PaymentRequest) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(request), as: UTF8.self)
  }
}
