/// What the customer chose on a pending payment's third-party page (the bank's page, the 3-D
/// Secure challenge), which settles the payment at once, as a bank notifies the payment service.
enum ActionDecision: String, Decodable, Sendable, CaseIterable {
  case approve
  case decline
  case cancel

  /// The status and decline code a pending payment settles with, by the type of the action it
  /// waited for: an approval succeeds; a refusal is `authentication_failed` for a 3-D Secure
  /// challenge and `do_not_honor` for a bank; a cancellation is `cancelled` for both.
  func settlement(actionType: String?) -> (status: String, declineCode: String?) {
    switch self {
    case .approve:
      ("succeeded", nil)
    case .decline:
      ("declined", actionType == "threeDSecureChallenge" ? "authentication_failed" : "do_not_honor")
    case .cancel:
      ("declined", "cancelled")
    }
  }
}
