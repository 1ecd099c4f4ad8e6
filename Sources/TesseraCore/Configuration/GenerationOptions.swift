/// How the generated Swift is named and who may see it.
public struct GenerationOptions: Sendable, Hashable {
  /// `public` or `internal`.
  public enum AccessLevel: String, Sendable, Hashable, CaseIterable {
    case `public`, `internal`
  }

  public var access: AccessLevel
  /// The namespace of the string accessors: `Strings.CardForm.title`.
  public var stringsNamespace: String
  /// The namespace of the accessibility elements: `A11y.BankSelector.searchField`.
  public var accessibilityNamespace: String
  /// The theme type: `Theme.light`, `Theme.dark`.
  public var themeName: String
  /// Whether the colour tokens have an asset catalog: the generated
  /// `Theme` gives their asset names (`Theme.AssetNames`), and the result
  /// holds the catalog's files.
  public var assetCatalog = false

  public init(
    access: AccessLevel = .public, stringsNamespace: String = "Strings", accessibilityNamespace: String = "A11y",
    themeName: String = "Theme"
  ) {
    self.access = access
    self.stringsNamespace = stringsNamespace
    self.accessibilityNamespace = accessibilityNamespace
    self.themeName = themeName
  }

  /// Type names the generated code declares or refers to, which the configurable
  /// names may not take: every type of the support code, and a few more.
  static let supportTypeNames: Set<String> = SupportSource.allCases.reduce(into: [
    "TesseraStringTables", "Mode", "Swift", "Foundation", "Type", "Self", "Protocol", "Any",
  ]) { $0.formUnion($1.declaredTypeNames) }
}
