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
  /// A screen's or a section's heading, named by its element.
  case header(A11yElement, text: String)
  /// Children laid out vertically or horizontally.
  case stack(Axis, [ViewDescription])
  /// A group with an element of its own, such as a screen's container:
  /// its children are laid out vertically.
  case container(A11yElement, [ViewDescription])
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
  /// A live announcement: loading, no results, errors. Its element's
  /// label is what a screen reader announces; `text` is what is shown, and
  /// an announcement that is only spoken shows nothing.
  case status(A11yElement, text: String, style: TextStyle = .caption)

  public enum Axis: Sendable, Hashable {
    case vertical, horizontal
  }

  public enum TextStyle: Sendable, Hashable {
    case title, body, caption, error
  }
}
