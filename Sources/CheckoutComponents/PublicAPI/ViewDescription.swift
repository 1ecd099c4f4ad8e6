import CheckoutAssets

/// A renderer-neutral description of a piece of UI, what a customization
/// hook returns in place of a screen, a section or a component. A renderer
/// (the terminal one, or a merchant's) draws it.
///
/// Interactive nodes take an `A11yElement`, so none can lack its
/// accessibility identifier and localized label.
public indirect enum ViewDescription: Sendable, Hashable {
  /// Plain text, with an optional style.
  case text(String, style: TextStyle = .body)
  /// Children laid out vertically or horizontally.
  case stack(Axis, [ViewDescription])
  /// A text field: its element, current value and placeholder.
  case field(A11yElement, value: String, placeholder: String)
  /// A button: its element and title; `isEnabled` false greys it out.
  case button(A11yElement, title: String, isEnabled: Bool = true)
  /// A list of rows.
  case list(A11yElement, rows: [ViewDescription])
  /// A row the user can choose, such as a bank or a payment method.
  case row(A11yElement, title: String, subtitle: String? = nil, isEnabled: Bool = true)
  /// A small badge, such as a card network's name.
  case badge(A11yElement, text: String)
  /// A live announcement: loading, no results, errors.
  case status(A11yElement, text: String)

  public enum Axis: Sendable, Hashable {
    case vertical, horizontal
  }

  public enum TextStyle: Sendable, Hashable {
    case title, body, caption, error
  }
}
