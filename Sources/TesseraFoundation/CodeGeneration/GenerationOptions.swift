/// How the generated Swift is named and who may see it.
public struct GenerationOptions: Sendable, Hashable {
  /// `public` or `internal`.
  public enum AccessLevel: String, Sendable, Hashable, CaseIterable {
    case `public`, `internal`
  }

  /// Which string keys get a typed accessor (`accessors:` in `tessera.yml`).
  public enum Accessors: String, Sendable, Hashable, CaseIterable {
    /// As Xcode 26 generates symbols: every key of a `.strings` or
    /// `.stringsdict` table, and the String Catalog keys managed by hand
    /// (`extractionState: manual`, or `generatesSymbol: true`), not those
    /// Xcode extracted from code, which the code names by their text. The
    /// others are compiled in all the same, and found by key.
    case manual
    /// Every key, extracted ones too.
    case all
  }

  /// The generated declarations' access level (`access:` in `tessera.yml`).
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
  /// Which string keys get a typed accessor.
  public var accessors = Accessors.manual
  /// An accessor's name chosen by hand, by table then key
  /// (`accessor_names:` in `tessera.yml`): for two keys that would share
  /// one (`Donate` and `Donate…`), without renaming either key.
  public var accessorNames: [String: [String: String]] = [:]

  /// ``accessorNames`` as one line of text, in a fixed order: what the
  /// input cache keys it by.
  package var accessorNamesText: String {
    accessorNames.keys.sorted().flatMap { table in
      (accessorNames[table] ?? [:]).sorted { $0.key < $1.key }.map { "\(table)\u{0}\($0.key)\u{0}\($0.value)" }
    }.joined(separator: "\u{1}")
  }

  /// Options with this access level and these names; no asset catalog,
  /// accessors for ``Accessors/manual`` keys, and no accessor named by hand.
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
  package static let supportTypeNames: Set<String> = SupportSource.allCases.reduce(into: [
    "TesseraStringTables", "Mode", "Swift", "Foundation", "Type", "Self", "Protocol", "Any",
  ]) { $0.formUnion($1.declaredTypeNames) }
}

extension GenerationOptions.AccessLevel {
  /// The modifier the generated declarations carry at this level.
  package var modifier: SwiftAccessModifier {
    switch self {
    case .public: .public
    case .internal: .internal
    }
  }
}
