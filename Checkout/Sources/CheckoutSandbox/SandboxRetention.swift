/// What the sandbox deletes, and when: data nobody can use any more goes; settled payments stay.
///
/// Every ``purgeInterval``, in one transaction:
/// - a card token is deleted once it has expired, used or not (a used token is only the masked
///   number of a card already charged, which the payment doesn't need);
/// - a payment still pending ``abandonedActionAge`` after it was made (its customer never came back
///   from the bank's page or the 3-D Secure challenge) is settled as declined, `cancelled`, as if
///   the customer had cancelled on that page, and as a payment service expires an abandoned redirect;
/// - a session is deleted ``expiredSessionAge`` after it expired when it has no payment (its tokens
///   with it). A session with payments is kept with them: it holds their order and locale.
public struct SandboxRetention: Sendable, Equatable {
  /// How often the purge runs.
  public var purgeInterval: Duration
  /// How long after its expiry a session without payments is kept.
  public var expiredSessionAge: Duration
  /// How long a payment may wait for its required action before it is cancelled.
  public var abandonedActionAge: Duration

  /// Retention settings; each parameter left out takes its documented default: a purge every
  /// minute, sessions kept an hour past their expiry, actions abandoned after a day.
  public init(
    purgeInterval: Duration = .seconds(60),
    expiredSessionAge: Duration = .seconds(60 * 60),
    abandonedActionAge: Duration = .seconds(24 * 60 * 60)
  ) {
    self.purgeInterval = purgeInterval
    self.expiredSessionAge = expiredSessionAge
    self.abandonedActionAge = abandonedActionAge
  }
}
