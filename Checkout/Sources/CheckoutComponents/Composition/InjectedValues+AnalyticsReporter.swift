import CheckoutDI

/// The key of ``InjectedValues/analyticsReporter``.
private enum AnalyticsReporterKey: InjectionKey {
  static var defaultValue: any AnalyticsReporter { DiscardingAnalyticsReporter() }
}

extension InjectedValues {
  /// Where a checkout's analytics events go: nowhere by default.
  ///
  /// The checkout makes ``CheckoutConfiguration/analytics``, when the
  /// merchant sets it, this value while it is made (see
  /// ``Checkout/makeScope(_:repositories:)``), so the checkout's
  /// ``AnalyticsPump`` reports to it. A test that makes a checkout inside
  /// `InjectedValues.withValue(\.analyticsReporter, recorder)` sees its
  /// events without configuring anything.
  var analyticsReporter: any AnalyticsReporter {
    get { self[AnalyticsReporterKey.self] }
    set { self[AnalyticsReporterKey.self] = newValue }
  }
}
