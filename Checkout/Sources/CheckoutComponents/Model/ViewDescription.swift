import CheckoutAssets
import Foundation

/// A renderer-neutral description of a piece of UI, what a customization
/// hook returns in place of a screen, a section or a component. A renderer
/// (the terminal one, or a merchant's) draws it.
///
/// Interactive nodes take an `A11yElement`, so none can lack its
/// accessibility identifier and localized label: the catalog's, or a
/// merchant's own made with `A11yElement.custom(identifier:role:label:hint:value:)`.
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
  /// A text field: its element, current value and placeholder. On a
  /// payment method's screen, what the customer types reaches the method's
  /// scope through ``PaymentMethodScope/updateField(_:value:)``.
  case field(A11yElement, value: String, placeholder: String)
  /// A button: its element and title; `isEnabled` false greys it out. On a
  /// payment method's screen, pressing it calls
  /// ``PaymentMethodScope/activate(_:)``.
  case button(A11yElement, title: String, isEnabled: Bool = true)
  /// A list of rows.
  case list(A11yElement, rows: [ViewDescription])
  /// A row the user can choose, such as a bank or a payment method, with an
  /// optional image before its title (a bank's icon).
  case row(A11yElement, title: String, subtitle: String? = nil, image: ViewImage? = nil, isEnabled: Bool = true)
  /// A small badge, such as a card network's name.
  case badge(A11yElement, text: String)
  /// A live announcement: loading, no results, errors. Its element's
  /// label is what a screen reader announces; `text` is what is shown, and
  /// an announcement that is only spoken shows nothing.
  case status(A11yElement, text: String, style: TextStyle = .caption)
  /// An image: a URL, and what it shows for a screen reader or that it is
  /// decorative.
  case image(ViewImage)

  /// How a ``ViewDescription/stack(_:_:)`` lays out its children.
  public enum Axis: Sendable, Hashable {
    /// `vertical`: one under the other; `horizontal`: side by side.
    case vertical, horizontal
  }

  /// How a text is drawn; a renderer gives each style its look.
  public enum TextStyle: Sendable, Hashable {
    /// `title`: a screen's title; `body`: ordinary text; `caption`: secondary
    /// text, such as a field's label or a hint; `error`: an error message.
    case title, body, caption, error
  }
}

/// An image a view shows: where it is, and what it says to someone who
/// can't see it. An image that says something has a label; one that adds
/// nothing to the text around it is decorative, and a screen reader skips
/// it. A renderer that can't draw images (the terminal) draws the
/// ``initials`` of the label, or of a decorative image's ``fallbackText``,
/// in a box of fixed width instead: a bank's logo beside the bank's name is
/// decorative, since the name says it already, and still drawn as `[IN]`.
public struct ViewImage: Sendable, Hashable {
  /// What a screen reader says of the image.
  public enum Accessibility: Sendable, Hashable {
    /// The image's accessible name, localized: a bank's name.
    case label(String)
    /// The image adds nothing to the text around it.
    case decorative
  }

  /// Where the image is, such as a bank's logo.
  public var url: URL
  /// What a screen reader says of the image: its label, or nothing for a
  /// decorative one.
  public var accessibility: Accessibility
  /// For a decorative image, the text whose ``initials`` stand in for it
  /// where it can't be drawn (the name beside it); never read to a screen
  /// reader. `nil`: a decorative image that takes no room there.
  public var fallbackText: String?

  /// An image that says something: `label` is its accessible name.
  public init(url: URL, label: String) {
    self.url = url
    accessibility = .label(label)
  }

  private init(url: URL, accessibility: Accessibility, fallbackText: String?) {
    self.url = url
    self.accessibility = accessibility
    self.fallbackText = fallbackText
  }

  /// An image that adds nothing to the text around it; where it can't be
  /// drawn, `fallbackText`'s initials stand in for it, when given.
  public static func decorative(url: URL, fallbackText: String? = nil) -> ViewImage {
    ViewImage(url: url, accessibility: .decorative, fallbackText: fallbackText)
  }

  /// The accessible name; `nil` for a decorative image.
  public var label: String? {
    if case .label(let label) = accessibility { return label }
    return nil
  }

  /// What stands in for the image where it can't be drawn: the first
  /// letter of the first two words of the label, or of a decorative
  /// image's ``fallbackText``, in capitals (`AA` for ABN AMRO, `I` for
  /// ING); empty for a decorative image without one.
  public var initials: String { (label ?? fallbackText).map(Self.initials(of:)) ?? "" }

  /// The first letter of the first two words of `text`, in capitals; words
  /// are separated by white space and hyphens. `?` when there is no letter.
  public static func initials(of text: String) -> String {
    let words = text.split(whereSeparator: { $0.isWhitespace || $0 == "-" })
    let letters = words.compactMap { $0.first(where: \.isLetter) }.prefix(2)
    return letters.isEmpty ? "?" : String(letters).uppercased()
  }
}
