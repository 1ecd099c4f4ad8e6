/// A reporter that drops every event: where analytics go when the merchant
/// sets no reporter.
struct DiscardingAnalyticsReporter: AnalyticsReporter {
  func report(_ event: AnalyticsEvent) async {}
}
