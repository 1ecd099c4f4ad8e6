/// What a payment page (a bank's page, a 3-D Secure challenge) tells the
/// checkout through the web bridge.
///
/// A page posts `{"name": "<event>", "body": "<JSON object as a string>"}`;
/// the body always holds the payment's `paymentId` and the `state` the
/// checkout put in the page's address.
public enum WebBridgeEvent: Sendable, Hashable {
  /// The page is showing: `shown`.
  case shown
  /// The customer finished on the page: `completed`. The server's payment
  /// status, not this event, decides the outcome.
  case completed
  /// The page failed or the customer refused: `failed`, with the page's
  /// `code` and optional `message`.
  case failed(code: String, message: String?)
  /// The customer cancelled on the page: `cancelled`.
  case cancelled

  /// The event's name on the wire.
  public var name: String {
    switch self {
    case .shown: "shown"
    case .completed: "completed"
    case .failed: "failed"
    case .cancelled: "cancelled"
    }
  }

  /// Whether the page is done: every event but `shown`.
  public var endsAction: Bool { self != .shown }
}

/// One decoded bridge message: the event and whom it is for.
public struct WebBridgeMessage: Sendable, Hashable {
  /// What the page said.
  public var event: WebBridgeEvent
  /// The payment the page acted on.
  public var paymentID: String
  /// The `state` value of the page's address, which ties the message to
  /// one required action of one checkout.
  public var state: String

  /// A message saying `event` about the payment `paymentID`, from the page
  /// whose address carried `state`.
  public init(event: WebBridgeEvent, paymentID: String, state: String) {
    self.event = event
    self.paymentID = paymentID
    self.state = state
  }
}
