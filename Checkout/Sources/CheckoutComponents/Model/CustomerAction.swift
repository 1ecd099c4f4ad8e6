import Foundation

/// A step the customer takes outside the checkout before a payment can
/// complete: their bank's page, or their card issuer's 3-D Secure
/// challenge. While one is open the checkout is in
/// ``CheckoutState/actionRequired(_:)`` on the route
/// ``CheckoutRoute/customerAction(_:)``, and waits for the page.
///
/// The host opens ``url``: on a phone in a web view whose message handler
/// passes the page's messages to ``CheckoutScope/webBridge``; in a terminal
/// or on a desktop in the system browser, and the page reaches the
/// checkout's ``WebBridgeEndpoint``.
public struct CustomerAction: Sendable, Hashable {
  /// Which page the customer acts on.
  public enum Kind: Sendable, Hashable {
    /// The bank's page, for iDEAL, Dotpay and other bank methods.
    case redirect
    /// The card issuer's 3-D Secure challenge.
    case threeDSecureChallenge
  }

  /// Whether the page is a bank's or a 3-D Secure challenge.
  public var kind: Kind
  /// The method being paid with.
  public var method: PaymentMethodType
  /// The page to open: the payment service's address with the bridge's
  /// `redirect_uri` (when the checkout has an endpoint) and `state` added.
  public var url: URL
  /// The payment the page is for.
  public var paymentID: String

  /// An action of `kind` for the payment `paymentID` with `method`, on the
  /// page at `url`.
  public init(kind: Kind, method: PaymentMethodType, url: URL, paymentID: String) {
    self.kind = kind
    self.method = method
    self.url = url
    self.paymentID = paymentID
  }
}
