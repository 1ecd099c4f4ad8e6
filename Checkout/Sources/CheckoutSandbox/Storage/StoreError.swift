/// A storage rule a request broke, for the handler to answer with the matching problem.
enum StoreError: Error, Equatable {
  /// The idempotency key already created a payment from another request.
  case idempotencyKeyReused
  /// The card token is unknown to the session, already used, or expired.
  case tokenUnavailable
  /// The payment's source names a network other than the one its card token was verified for.
  case networkMismatch
}
