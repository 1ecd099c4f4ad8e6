/// CheckoutComponents: the scope-based checkout runtime.
///
/// The public API is the scopes, their state and model types, the
/// customization hooks, and the delegate and event types. Everything else
/// is internal, in folders by layer:
/// - `Domain`: interactors and models;
/// - `Data`: the generated API client, its middlewares, repositories and mappers;
/// - `Presentation`: the scope implementations, the built-in payment methods
///   (the card; iDEAL and Dotpay through one bank-selector method), the
///   registry and the default views;
/// - `Core`: validation and card networks;
/// - `Navigation`: routes and the back stack;
/// - `DI`: the container and the one composition root;
/// - `Analytics`: the event sink.
///
/// Every string, colour and accessibility identifier comes from the
/// generated `CheckoutAssets`.
public enum CheckoutComponents {
  /// The runtime's version.
  public static let version = "0.1.0"
}
