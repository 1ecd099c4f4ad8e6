import Foundation

/// How a run reads DTCG token files, from `tessera.yml`'s `dtcg:` section.
public struct DTCGOptions: Sendable, Hashable {
  /// The resolver document, or `nil` for the one `*.resolver.json` in the
  /// tokens folder, if there is one.
  public var resolver: URL?
  /// The resolver modifier whose `light` and `dark` contexts are the modes.
  public var modifier: String
  /// Points in one `rem`.
  public var remBase: Double
  /// Without a resolver: the token files of light mode and of dark mode;
  /// every other token file in the tokens folder is shared.
  public var light: [URL]
  public var dark: [URL]

  public init(
    resolver: URL? = nil, modifier: String = "theme", remBase: Double = 16, light: [URL] = [], dark: [URL] = []
  ) {
    self.resolver = resolver
    self.modifier = modifier
    self.remBase = remBase
    self.light = light
    self.dark = dark
  }
}
