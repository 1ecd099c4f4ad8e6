import Foundation
import Logging
import Testing

@testable import CheckoutComponents
@testable import CheckoutDI

/// The runtime's ambient dependencies: the clock, the logger and the
/// analytics reporter, injected through `InjectedValues`.
@Suite("The runtime's injected dependencies", .timeLimit(.minutes(1)))
struct RuntimeInjectionTests {
  /// A session that also offers a method the checkout has no implementation for.
  static let sessionWithBlik = SessionConfiguration(
    amount: 1250, currency: "EUR", locale: "nl", orderID: "o1", methods: [.ideal, "blik", .card],
    card: CardSettings(acceptedNetworks: [.visa]))

  @Test("The default logger discards everything")
  func theDefaultLoggerIsSilent() {
    let logger = InjectedValues.resolve(\.logger)
    #expect(logger.handler is SwiftLogNoOpLogHandler)
    #expect(logger.label == "checkout")
  }

  @Test("The configuration's logger gets the checkout's logs")
  func theConfigurationsLoggerIsUsed() async throws {
    let logs = RecordedLogs()
    var configuration = try CheckoutConfiguration.forMocks()
    configuration.logger = logs.logger

    _ = try await Checkout.makeScope(
      configuration, repositories: .mocks(MockRepositories(session: Self.sessionWithBlik)))

    #expect(
      logs.all == [
        .init(
          level: .notice, message: "Not showing payment methods with no implementation", metadata: ["methods": "blik"]),
        .init(level: .debug, message: "Showing payment methods", metadata: ["methods": "ideal,card"]),
      ])
  }

  @Test("A checkout that can't start says why in the log")
  func aFailedStartIsLogged() async throws {
    let logs = RecordedLogs()
    var configuration = try CheckoutConfiguration.forMocks()
    configuration.logger = logs.logger

    await #expect(throws: CheckoutError.sessionExpired) {
      _ = try await Checkout.makeScope(configuration, repositories: .mocks(MockRepositories(failure: .sessionExpired)))
    }

    #expect(logs.all.map(\.message) == ["The checkout could not start"])
  }

  @Test("The card form judges expiry dates by the clock injected where the checkout was made")
  func theCardFormReadsTheInjectedClock() async throws {
    let june2025 = try #require(
      ValidationRulesFactory.utcCalendar.date(from: DateComponents(year: 2025, month: 6, day: 15)))
    let clock: @Sendable () -> Date = { june2025 }
    let checkout = try await InjectedValues.withValue(\.clock, clock) {
      try await Checkout.makeScope(try .forMocks(), repositories: .mocks())
    }
    let form = try #require(checkout.paymentMethod((any CardFormScope).self))

    form.update(.expiryDate, value: "05/25")
    #expect(form.currentState.fields.first { $0.field == .expiryDate }?.error == .expiryInPast)
    form.update(.expiryDate, value: "06/25")
    #expect(form.currentState.fields.first { $0.field == .expiryDate }?.error == nil)
  }

  @Test("Analytics go to the injected reporter, unless the configuration sets one")
  func analyticsGoToTheConfiguredOrInjectedReporter() async throws {
    let injected = EventLogReporter()
    let configured = EventLogReporter()
    var configuration = try CheckoutConfiguration.forMocks()
    let expected: [AnalyticsEvent] = [.checkoutStarted, .paymentMethodsShown(count: 2)]

    let first = try await InjectedValues.withValue(\.analyticsReporter, injected) {
      try await Checkout.makeScope(configuration, repositories: .mocks())
    }
    await first.start()
    #expect(await Self.events(of: injected, atLeast: 2) == expected)

    configuration.analytics = configured
    let second = try await InjectedValues.withValue(\.analyticsReporter, injected) {
      try await Checkout.makeScope(configuration, repositories: .mocks())
    }
    await second.start()
    #expect(await Self.events(of: configured, atLeast: 2) == expected)
    #expect(await injected.events == expected)
  }

  /// The events `reporter` received, once it has `count` of them.
  static func events(of reporter: EventLogReporter, atLeast count: Int) async -> [AnalyticsEvent] {
    while await reporter.events.count < count {
      await Task.yield()
    }
    return await reporter.events
  }
}
