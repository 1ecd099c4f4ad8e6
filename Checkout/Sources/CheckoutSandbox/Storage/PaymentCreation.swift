/// The result of creating a payment under an idempotency key.
enum PaymentCreation: Sendable, Equatable {
  /// This request created the payment.
  case created(StoredPayment)
  /// An earlier request with the same key and the same body created it; this one changed nothing.
  case replayed(StoredPayment)
}
