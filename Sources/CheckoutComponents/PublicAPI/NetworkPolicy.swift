/// How the checkout talks to the payment API: a timeout per request, a
/// deadline per payment, and retries for the calls that are safe to repeat.
public struct NetworkPolicy: Sendable, Hashable {
  /// How long one request may take, answer included.
  public var requestTimeout: Duration
  /// How long creating one payment may take, from tokenizing the card to the
  /// server's first answer, retries included; then it fails with
  /// ``CheckoutError/timeout``. The customer's time on a required action's
  /// page counts against ``customerActionTimeout`` instead.
  public var paymentDeadline: Duration
  public var retry: RetryPolicy
  /// How long the checkout waits for the customer on a bank's page or a
  /// 3-D Secure challenge; then it asks the server how the payment stands
  /// and reports it (still pending: ``CheckoutError/paymentNotCompleted``).
  public var customerActionTimeout: Duration

  public init(
    requestTimeout: Duration = .seconds(15), paymentDeadline: Duration = .seconds(90),
    retry: RetryPolicy = RetryPolicy(), customerActionTimeout: Duration = .seconds(600)
  ) {
    self.customerActionTimeout = customerActionTimeout
    self.requestTimeout = requestTimeout
    self.paymentDeadline = paymentDeadline
    self.retry = retry
  }
}

/// Retries with exponential backoff and full jitter: the pause before retry
/// *n* is a random share of `initialDelay × 2ⁿ⁻¹`, capped at `maximumDelay`.
/// Only calls that are safe to repeat are retried: reads, resuming a
/// payment, and creating a payment under its idempotency key.
public struct RetryPolicy: Sendable, Hashable {
  /// Attempts in all, the first included; 1 turns retries off.
  public var maximumAttempts: Int
  public var initialDelay: Duration
  public var maximumDelay: Duration

  public init(
    maximumAttempts: Int = 4, initialDelay: Duration = .milliseconds(250), maximumDelay: Duration = .seconds(4)
  ) {
    self.maximumAttempts = max(1, maximumAttempts)
    self.initialDelay = initialDelay
    self.maximumDelay = maximumDelay
  }
}
