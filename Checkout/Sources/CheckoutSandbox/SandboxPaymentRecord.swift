/// A payment as the server stored it, for tests that look behind the API.
public struct SandboxPaymentRecord: Sendable, Equatable {
  /// The payment's identifier (`pay_…`).
  public var id: String
  /// The client session it belongs to (`cs_…`).
  public var sessionID: String
  /// The `Idempotency-Key` it was created with.
  public var idempotencyKey: String
  /// `succeeded`, `declined` or `pending`.
  public var status: String
  /// The amount charged in minor units, surcharge included.
  public var amount: Int
  /// The part of ``amount`` that is the card network's surcharge.
  public var surcharge: Int
  /// The ISO 4217 currency code.
  public var currency: String
  /// `card`, `ideal`, `dotpay` or `eps`.
  public var method: String
  /// Why it was declined, when it was (`do_not_honor`, …).
  public var declineCode: String?
  /// A card payment's network and the card's last four digits.
  public var network: String? = nil
  public var lastFour: String? = nil
  /// A card payment's billing address, as stored.
  public var billingAddress: SandboxBillingAddress? = nil
}
