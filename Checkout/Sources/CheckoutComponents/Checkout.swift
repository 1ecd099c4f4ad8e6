import CheckoutDI
import Foundation
import Logging

/// Where a checkout starts.
public enum Checkout {
  /// A checkout for the client session behind `clientToken`, which the
  /// merchant's server created with its secret key. It loads the session's
  /// configuration from `configuration.apiBaseURL` first: the amount, the
  /// currency, and the payment methods with their settings.
  ///
  /// - Throws: ``CheckoutError/sessionExpired`` for an unknown or expired
  ///   token, ``CheckoutError/noPaymentMethods`` when the session offers
  ///   nothing the checkout can show, and the network's errors. It never
  ///   returns a checkout without payment methods.
  public static func makeScope(clientToken: String, configuration: CheckoutConfiguration) async throws(CheckoutError)
    -> any CheckoutScope
  {
    try await makeScope(
      configuration,
      repositories: .remote(
        client: APIClientFactory.makeClient(
          baseURL: configuration.apiBaseURL, clientToken: clientToken, transport: configuration.transport,
          policy: configuration.network)))
  }

  /// A checkout on given repositories.
  ///
  /// The configuration's logger and analytics reporter, when it sets them,
  /// are the injected ones (``InjectedValues/logger``,
  /// ``InjectedValues/analyticsReporter``) while the checkout is made,
  /// `repositories` included, which is why it is an autoclosure: the API
  /// client's middlewares log through the merchant's logger.
  static func makeScope(
    _ configuration: CheckoutConfiguration, repositories: @autoclosure () -> Repositories
  ) async throws(CheckoutError) -> DefaultCheckoutScope {
    try await InjectedValues.withValues { values in
      if let logger = configuration.logger { values.logger = logger }
      if let reporter = configuration.analytics { values.analyticsReporter = reporter }
    } operation: { () async throws(CheckoutError) in
      let container = CompositionRoot.makeContainer(configuration: configuration, repositories: repositories())
      let logger = InjectedValues.resolve(\.logger)
      do {
        return try await container.resolve(DefaultCheckoutScope.self)
      } catch let error as CheckoutError {
        logger.info("The checkout could not start", metadata: ["error": "\(error)"])
        throw error
      } catch {
        // The registrations above always resolve; a container error here is
        // a wiring bug, reported as the generic error rather than a crash.
        logger.error("The checkout's wiring is broken", metadata: ["error": "\(error)"])
        throw .unknown(code: "composition")
      }
    }
  }
}
