/// What the merchant's app hears of a checkout, beside its state streams,
/// on the main actor.
///
/// Each callback fires once for the event it names, after the checkout's
/// state has changed to say so, and before the checkout changes state on
/// its own again; every method has an empty default, so implement only
/// what you need. A host without a delegate object passes
/// ``CheckoutConfiguration/onEvent`` instead; both hear the same events,
/// the delegate first.
///
/// The order of events, state changes first (see <doc:Events>):
///
/// - A payment that goes through: `success(result)`, then
///   ``checkoutDidComplete(with:)``; without a success screen, `dismissed`
///   and ``checkoutDidDismiss()`` follow at once.
/// - One that fails: `failure(error)`, then ``checkoutDidFail(with:)``.
/// - A 3-D Secure challenge, on the way to either:
///   ``checkoutWillPresentThreeDSecureChallenge()``, `actionRequired`,
///   ``checkoutDidPresentThreeDSecureChallenge()`` when the page shows,
///   ``checkoutWillDismissThreeDSecureChallenge()`` when it ends, `ready`,
///   then ``checkoutDidCompleteThreeDSecureChallenge()`` once the server
///   said how the payment stands.
/// - Cancelling or dismissing, from any screen but a payment in flight:
///   `dismissed`, then ``checkoutDidDismiss()``, then every stream ends.
///   Cancelling before a payment is never a failure. A dismissal or retry
///   asked for while ``checkoutDidComplete(with:)`` or
///   ``checkoutDidFail(with:)`` is on its way waits until it has been heard.
///
/// The main actor must be running: each callback is delivered with
/// `await MainActor.run`, and the payment waits for it. An app's main actor
/// always runs; a command-line host calls `dispatchMain()`, runs a
/// `RunLoop`, or works from an `async` `main` that suspends, and never
/// blocks the main thread, or no callback arrives and no payment settles.
@MainActor
public protocol CheckoutComponentsDelegate: AnyObject, Sendable {
  /// The payment went through: the checkout is in `success`.
  func checkoutDidComplete(with result: PaymentResult)
  /// The payment, or loading what it needs, failed: the checkout is in `failure`.
  func checkoutDidFail(with error: CheckoutError)
  /// The checkout was closed: `dismissed`.
  func checkoutDidDismiss()
  /// A 3-D Secure challenge is about to be shown.
  func checkoutWillPresentThreeDSecureChallenge()
  /// The challenge is showing.
  func checkoutDidPresentThreeDSecureChallenge()
  /// The challenge is about to close: close the web view showing it.
  func checkoutWillDismissThreeDSecureChallenge()
  /// The challenge closed, answered or not; the payment's outcome follows.
  func checkoutDidCompleteThreeDSecureChallenge()
}

extension CheckoutComponentsDelegate {
  /// Does nothing; implement it to hear that the payment went through.
  public func checkoutDidComplete(with result: PaymentResult) {}
  /// Does nothing; implement it to hear why the checkout failed.
  public func checkoutDidFail(with error: CheckoutError) {}
  /// Does nothing; implement it to hear that the checkout closed, and remove
  /// its screen.
  public func checkoutDidDismiss() {}
  /// Does nothing; implement it to hear that a 3-D Secure challenge is about
  /// to be shown.
  public func checkoutWillPresentThreeDSecureChallenge() {}
  /// Does nothing; implement it to hear that the challenge is showing.
  public func checkoutDidPresentThreeDSecureChallenge() {}
  /// Does nothing; implement it to close the web view showing the challenge.
  public func checkoutWillDismissThreeDSecureChallenge() {}
  /// Does nothing; implement it to hear that the challenge closed.
  public func checkoutDidCompleteThreeDSecureChallenge() {}
}

/// What a checkout tells its host, as ``CheckoutConfiguration/onEvent``
/// receives it: one case per ``CheckoutComponentsDelegate`` method.
public enum CheckoutEvent: Sendable, Hashable {
  /// ``CheckoutComponentsDelegate/checkoutDidComplete(with:)``.
  case completed(PaymentResult)
  /// ``CheckoutComponentsDelegate/checkoutDidFail(with:)``.
  case failed(CheckoutError)
  /// ``CheckoutComponentsDelegate/checkoutDidDismiss()``.
  case dismissed
  /// A step of a 3-D Secure challenge: the delegate's four challenge methods.
  case threeDSecure(ThreeDSecureEvent)

  /// Calls the delegate's method for the event.
  @MainActor
  func deliver(to delegate: any CheckoutComponentsDelegate) {
    switch self {
    case .completed(let result): delegate.checkoutDidComplete(with: result)
    case .failed(let error): delegate.checkoutDidFail(with: error)
    case .dismissed: delegate.checkoutDidDismiss()
    case .threeDSecure(.willPresent): delegate.checkoutWillPresentThreeDSecureChallenge()
    case .threeDSecure(.didPresent): delegate.checkoutDidPresentThreeDSecureChallenge()
    case .threeDSecure(.willDismiss): delegate.checkoutWillDismissThreeDSecureChallenge()
    case .threeDSecure(.didComplete): delegate.checkoutDidCompleteThreeDSecureChallenge()
    }
  }
}
