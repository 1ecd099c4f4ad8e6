import CheckoutDI
import Logging

/// The key of ``InjectedValues/logger``.
private enum LoggerKey: InjectionKey {
  static var defaultValue: Logger { Logger(label: "checkout") { _ in SwiftLogNoOpLogHandler() } }
}

extension InjectedValues {
  /// Where the checkout logs: nowhere by default, so that an SDK never
  /// writes into its host app's output unless the app asks for it, by
  /// passing its own logger as ``CheckoutConfiguration/logger``.
  ///
  /// The checkout makes the configuration's logger this value while it is
  /// made (see ``Checkout/makeScope(_:repositories:)``), so everything
  /// made then, the API client's middlewares included, logs through it.
  var logger: Logger {
    get { self[LoggerKey.self] }
    set { self[LoggerKey.self] = newValue }
  }
}
