/// What deciding a payment's required action did (``SandboxStore/decideAction(paymentID:decision:)``).
enum ActionSettlement: Sendable, Equatable {
  /// The payment was pending and is now settled, as returned.
  case settled(StoredPayment)
  /// The payment was no longer pending; it is returned unchanged.
  case alreadyDecided(StoredPayment)
  /// No payment has this id.
  case unknownPayment
}
