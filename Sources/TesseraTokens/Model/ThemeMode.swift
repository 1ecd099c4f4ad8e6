import TesseraColor
import TesseraFoundation

/// An appearance a catalog's tokens can have, on Apple's two axes:
/// luminosity (light or dark) and contrast (standard or high, the
/// Increase Contrast accessibility setting). Each declared appearance is one
/// instance of the generated `Theme`.
///
/// A catalog always has light; dark and the two high-contrast appearances
/// are optional. A high-contrast appearance may define only the tokens that
/// change: every other token comes from its standard counterpart
/// (``standard``), as an asset catalog falls back from a high-contrast
/// appearance to the standard one.
package enum ThemeMode: String, Sendable, Hashable, CaseIterable, Codable, Comparable {
  case light
  case dark
  case lightHighContrast
  case darkHighContrast

  /// The appearances of standard contrast: the two modes of a light/dark catalog.
  package static let standardModes: [ThemeMode] = [.light, .dark]

  /// Whether the appearance is dark.
  package var isDark: Bool { self == .dark || self == .darkHighContrast }

  /// Whether the appearance is the high-contrast one of its luminosity.
  package var isHighContrast: Bool { self == .lightHighContrast || self == .darkHighContrast }

  /// The appearance of the same luminosity and standard contrast: where a
  /// high-contrast appearance takes the tokens it doesn't define.
  package var standard: ThemeMode {
    switch self {
    case .light, .lightHighContrast: .light
    case .dark, .darkHighContrast: .dark
    }
  }

  /// The high-contrast appearance of the same luminosity.
  package var highContrast: ThemeMode { isDark ? .darkHighContrast : .lightHighContrast }

  /// The standard appearance of the other luminosity: light's is dark, and
  /// a high-contrast appearance's that of its standard one.
  package var other: ThemeMode { isDark ? .light : .dark }

  /// The name catalogs write: `mode="light-high-contrast"` in XML, a
  /// context's name in a resolver, `appearances:` in `tessera.yml`.
  package var catalogName: String {
    switch self {
    case .light: "light"
    case .dark: "dark"
    case .lightHighContrast: "light-high-contrast"
    case .darkHighContrast: "dark-high-contrast"
    }
  }

  /// The name in a message: `light`, `light high-contrast`.
  package var name: String {
    switch self {
    case .light: "light"
    case .dark: "dark"
    case .lightHighContrast: "light high-contrast"
    case .darkHighContrast: "dark high-contrast"
    }
  }

  /// The name in a message that says where a token is: `light mode`,
  /// `light high-contrast appearance`.
  package var modeName: String { isHighContrast ? "\(name) appearance" : "\(name) mode" }

  /// The name in a generated doc comment's value list: `Light`, `Light, high contrast`.
  package var documentationName: String {
    switch self {
    case .light: "Light"
    case .dark: "Dark"
    case .lightHighContrast: "Light, high contrast"
    case .darkHighContrast: "Dark, high contrast"
    }
  }

  /// The order of ``allCases``: light, dark, then their high-contrast ones.
  package static func < (lhs: ThemeMode, rhs: ThemeMode) -> Bool {
    allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
  }

  /// The appearance a catalog's name stands for, whatever its case and
  /// separators: `light`, `dark`, `light-high-contrast`,
  /// `light_high_contrast`, `lightHighContrast`, `light-hc`, `light_ax`,
  /// `high-contrast-light` (and the same for dark); `nil` for any other name.
  package init?(catalogName text: String) {
    guard let mode = Self.knownNames[Self.folded(text)] else { return nil }
    self = mode
  }

  /// A catalog's name for an appearance or a contrast, folded as names are compared: lower case, letters
  /// and digits only (`Light_HC` is `lighthc`, and Figma's `Light (High Contrast)` is `lighthighcontrast`).
  package static func folded(_ text: String) -> String {
    String(
      text.lowercased().unicodeScalars.filter { $0.properties.isAlphabetic || $0.properties.numericType != nil }
        .map(Character.init))
  }

  /// The names ``init(catalogName:)`` knows, folded: lower case, no separators.
  private static let knownNames: [String: ThemeMode] = {
    var names: [String: ThemeMode] = ["light": .light, "dark": .dark]
    for (luminosity, mode) in [("light", ThemeMode.lightHighContrast), ("dark", .darkHighContrast)] {
      for contrast in ["highcontrast", "hc", "ax", "increasedcontrast", "morecontrast"] {
        names[luminosity + contrast] = mode
        names[contrast + luminosity] = mode
      }
    }
    return names
  }()
}

/// How a run's catalogs name appearances: the names ``ThemeMode`` knows,
/// and `tessera.yml`'s `appearances:` map (`default: light`,
/// `inverted: dark`), which wins over them. An XML catalog's `mode` and a
/// resolver context's name are both read through it.
package struct AppearanceNames: Sendable, Hashable {
  /// The names `tessera.yml` maps, exactly as written, to their appearances.
  package var mapped: [String: ThemeMode]

  package init(_ mapped: [String: ThemeMode] = [:]) {
    self.mapped = mapped
  }

  /// The names of `tessera.yml`'s `appearances:` map, as the configuration
  /// holds them (`"default": "light"`): each value one of the catalog names.
  package init(configured: [String: String]) {
    var mapped: [String: ThemeMode] = [:]
    for (name, value) in configured {
      if let mode = ThemeMode.allCases.first(where: { $0.catalogName == value }) { mapped[name] = mode }
    }
    self.mapped = mapped
  }

  /// The appearance `name` stands for, or `nil`.
  package func appearance(named name: String) -> ThemeMode? {
    mapped[name] ?? ThemeMode(catalogName: name)
  }
}
