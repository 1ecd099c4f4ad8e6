/// CheckoutComponents: the scope-based checkout runtime.
///
/// The public API is the scopes, their state and model types, the
/// customization hooks, and the delegate and event types. A public
/// declaration lives in one of these places, and nowhere else
/// (`PublicSurfaceTests` checks it):
/// - `Checkout.swift`, the front door, and this file;
/// - `Model/`: the types every feature shares (payment methods, errors,
///   events, the view description, card networks);
/// - `Features/<feature>/Public/`: a feature's scope protocol, its state, its
///   default view and its own model types, for the checkout, method
///   selection, the card form and the bank selector;
/// - `WebBridge/Public/`: the bridge a host's web view or listener feeds.
///
/// Everything else is internal: each feature folder's scope implementation
/// and interactors; `Domain/` (the models and repository ports the features
/// share); `Data/` (the generated API client, its middlewares, repositories
/// and mappers; no wire type leaves it); `Core/` (validation and the card
/// rules the sandbox uses too); `Navigation/`; `Analytics/` (the event
/// sink); `Composition/` (the one composition root, over the container of
/// the `CheckoutDI` target); `Support/`.
///
/// Every string, colour and accessibility identifier comes from the
/// generated `CheckoutAssets`.
public enum CheckoutComponents {
  /// The runtime's version.
  public static let version = "0.1.0"
}
