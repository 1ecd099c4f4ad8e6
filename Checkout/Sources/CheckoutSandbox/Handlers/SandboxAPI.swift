import CheckoutAPI
import Foundation

/// The contract's operations, implemented over the store.
///
/// Each handler reads who it acts for from ``Principal/current`` (set by
/// ``AuthenticationMiddleware``), answers with the contract's success output, and throws
/// ``ProblemError`` for everything else.
struct SandboxAPI: APIProtocol {
  let store: SandboxStore
  let settings: ServiceSettings
  /// The server's public address without the API's `/v1`, such as `http://127.0.0.1:54321`;
  /// icon and action URLs start with it.
  let publicBase: @Sendable () -> String
  let now: @Sendable () -> Date

  /// The session's payment methods that the contract knows, in display order.
  static func methods(of session: StoredSession) -> [Components.Schemas.PaymentMethodKind] {
    session.paymentMethods.compactMap(Components.Schemas.PaymentMethodKind.init(rawValue:))
  }

  /// Whether the session offers the method.
  static func offers(_ session: StoredSession, _ method: String) -> Bool {
    session.paymentMethods.contains(method)
  }
}
