import Foundation
import TesseraColor
import TesseraFoundation

/// How a run reads DTCG token files, from `tessera.yml`'s `dtcg:` section.
public struct DTCGOptions: Sendable, Hashable {
  /// The resolver document, or `nil` for the one `*.resolver.json` in the
  /// tokens folder, if there is one.
  public var resolver: URL?
  /// The resolver modifier whose contexts are the appearances, when more than
  /// one modifier's contexts are (`light`, `dark`, `light-high-contrast` …).
  public var modifier: String
  /// Points in one `rem`.
  public var remBase: Double
  /// Without a resolver: the token files of each appearance; every other
  /// token file in the tokens folder is shared.
  public var light: [URL]
  /// Without a resolver: the dark appearance's token files.
  public var dark: [URL]
  /// Without a resolver: the light high-contrast appearance's token files.
  public var lightHighContrast: [URL] = []
  /// Without a resolver: the dark high-contrast appearance's token files.
  public var darkHighContrast: [URL] = []
  /// The context to read of each modifier that doesn't hold the appearances
  /// (`size: mobile`), by modifier name; a modifier not named here is read
  /// at its default context.
  public var contexts: [String: String] = [:]
  /// The names of appearances (`tessera.yml`'s `appearances:`), which a
  /// resolver's contexts and the XML catalogs' modes are read through.
  package var appearanceNames = AppearanceNames()

  /// Options with the `resolver` (`nil` finds one), the `modifier` holding
  /// the appearances, `remBase` points in one `rem`, and, without a resolver,
  /// the `light` and `dark` files. The high-contrast files and ``contexts``
  /// start empty.
  public init(
    resolver: URL? = nil, modifier: String = "theme", remBase: Double = 16, light: [URL] = [], dark: [URL] = []
  ) {
    self.resolver = resolver
    self.modifier = modifier
    self.remBase = remBase
    self.light = light
    self.dark = dark
  }

  /// The token files `tessera.yml` names for `mode`, without a resolver.
  package func files(of mode: ThemeMode) -> [URL] {
    switch mode {
    case .light: light
    case .dark: dark
    case .lightHighContrast: lightHighContrast
    case .darkHighContrast: darkHighContrast
    }
  }
}
