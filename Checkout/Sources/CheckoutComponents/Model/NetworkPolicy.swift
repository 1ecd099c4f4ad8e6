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
  /// How the calls that are safe to repeat are retried after a network
  /// failure, a timeout, a 429 or a 5xx; never after a decline or another
  /// answer.
  public var retry: RetryPolicy
  /// How long the checkout waits for the customer on a bank's page or a
  /// 3-D Secure challenge; then it asks the server how the payment stands
  /// and reports it (still pending: ``CheckoutError/paymentNotCompleted``).
  public var customerActionTimeout: Duration

  /// A policy; by default 15 seconds per request, 90 seconds per payment,
  /// ``RetryPolicy``'s default retries, and 10 minutes on a required action's
  /// page.
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
  /// The longest pause before the first retry; the ceiling doubles for each
  /// retry after it.
  public var initialDelay: Duration
  /// The cap on the ceiling: no pause is longer, however many retries came
  /// before.
  public var maximumDelay: Duration

  /// A policy; by default 4 attempts, with pauses of up to 250 milliseconds
  /// at first and never over 4 seconds. A `maximumAttempts` below 1 counts
  /// as 1.
  public init(
    maximumAttempts: Int = 4, initialDelay: Duration = .milliseconds(250), maximumDelay: Duration = .seconds(4)
  ) {
    self.maximumAttempts = max(1, maximumAttempts)
    self.initialDelay = initialDelay
    self.maximumDelay = maximumDelay
  }
}
