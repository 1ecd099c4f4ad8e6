import CheckoutAssets
import CheckoutDI

/// A bank method without an issuer list (iDEAL 2.0): pays with no bank
/// chosen, so the scheme's own page asks for it. The checkout starts the
/// payment as soon as it opens the method (``PaysWhenOpened``).
final class DefaultBankRedirectScope: BankRedirectScope, ManagedPaymentMethodScope, PaysWhenOpened {
  private let context: PaymentMethodContext
  private let processPayment: any ProcessBankSelectorPaymentInteractor
  private let track: @Sendable (AnalyticsEvent) -> Void
  private let broadcaster = StateBroadcaster(BankRedirectState())
  /// Set from a payment's start until its outcome: one payment at a time.
  private let paying = LockedState(false)

  init(
    context: PaymentMethodContext, processPayment: any ProcessBankSelectorPaymentInteractor,
    track: @escaping @Sendable (AnalyticsEvent) -> Void
  ) {
    self.context = context
    self.processPayment = processPayment
    self.track = track
  }

  var paymentMethod: PaymentMethodType { context.paymentMethod }
  var presentationContext: PresentationContext { context.presentationContext }
  var state: AsyncStream<BankRedirectState> { broadcaster.stream() }
  var currentState: BankRedirectState { broadcaster.value }

  /// Nothing to load: the bank is chosen on the scheme's page.
  func start() async {}

  func finish() { broadcaster.finish() }

  func submit() async {
    await launchPayment()?.value
  }

  /// The back or cancel button leaves; anything else pays.
  func activate(_ identifier: String?) async {
    let leaving = [A11y.BankRedirect.backButton.identifier, A11y.BankRedirect.cancelButton.identifier]
    if let identifier, leaving.contains(identifier) {
      await dismiss()
    } else {
      await submit()
    }
  }

  func launchPayment() async -> Task<Void, Never>? {
    let starts = paying.withLock { paying in
      guard !paying else { return false }
      paying = true
      return true
    }
    guard starts else { return nil }
    broadcaster.update { $0.isRedirecting = true }
    guard await context.paymentStarted() else {
      end()
      return nil
    }
    track(.paymentSubmitted(method: paymentMethod))
    let method = paymentMethod
    return Task { [context, processPayment] in
      defer { self.end() }
      do throws(CheckoutError) {
        let result = try await processPayment.execute(method: method, bankID: nil)
        await context.paymentSucceeded(result)
      } catch {
        await context.paymentFailed(error)
      }
    }
  }

  func dismiss() async { await context.dismiss() }

  private func end() {
    paying.withLock { $0 = false }
    broadcaster.update { $0.isRedirecting = false }
  }
}
