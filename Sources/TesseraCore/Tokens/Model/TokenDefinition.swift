/// Where a token is defined: in a shared file, or in one theme mode.
public enum TokenScope: Sendable, Hashable, CustomStringConvertible {
  case shared
  case themed(ThemeMode)

  public var description: String {
    switch self {
    case .shared: "shared"
    case .themed(let mode): "\(mode.rawValue) mode"
    }
  }
}

/// A theme mode.
public enum ThemeMode: String, Sendable, Hashable, CaseIterable, Codable, Comparable {
  case light
  case dark

  public var other: ThemeMode { self == .light ? .dark : .light }

  public static func < (lhs: ThemeMode, rhs: ThemeMode) -> Bool {
    allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
  }
}

/// A value as written: a literal, or an alias to another token.
public enum TokenReference<Value: Sendable & Hashable>: Sendable, Hashable {
  case value(Value)
  case alias(TokenPath)
}

/// A token's value before aliases are resolved.
public enum TokenExpression: Sendable, Hashable {
  /// A literal value.
  case literal(TokenValue)
  /// `{group.token}`: the value of another token.
  case alias(TokenPath)
  /// A typography token written field by field; any field may be an alias.
  /// Boxed: its five fields are several times the size of every other case,
  /// and every definition would otherwise carry that size inline.
  indirect case typography(TypographyExpression)
  /// A value already reported as invalid. The token still exists, so parity
  /// and aliases to it report nothing more.
  case invalid
}

/// The fields of a typography token as written.
public struct TypographyExpression: Sendable, Hashable {
  /// One field: its attribute name, value and where the value is written.
  public struct Field<Value: Sendable & Hashable>: Sendable, Hashable {
    public var attribute: String
    public var reference: TokenReference<Value>
    public var location: SourceLocation
  }

  public var fontFamily: Field<String>
  public var fontWeight: Field<Int>
  public var fontSize: Field<Double>
  public var lineHeight: Field<Double>
  public var letterSpacing: Field<Double>
}

/// One token as a catalog file defines it.
public struct TokenDefinition: Sendable, Hashable {
  public var path: TokenPath
  /// The declared type (on the token or a group), or `nil` for an alias that
  /// takes its target's type.
  public var declaredType: TokenType?
  public var expression: TokenExpression
  public var scope: TokenScope
  public var description: String?
  /// Where the `<token>` tag starts.
  public var location: SourceLocation
  /// Where the value is written.
  public var valueLocation: SourceLocation
}

/// A declared contrast requirement: `foreground` on `background` must reach
/// `minimum` in every mode.
public struct ContrastPair: Sendable, Hashable {
  public var foreground: TokenPath
  public var background: TokenPath
  /// The opaque colour beneath a translucent background.
  public var backdrop: TokenPath?
  public var minimum: Double
  public var location: SourceLocation
  public var foregroundLocation: SourceLocation
  public var backgroundLocation: SourceLocation
  public var backdropLocation: SourceLocation?
}

/// All token definitions and contrast pairs read from a set of files.
public struct TokenCatalog: Sendable {
  /// Every definition, duplicates included, in file order.
  public var definitions: [TokenDefinition] = []
  public var contrastPairs: [ContrastPair] = []
  /// The files of each scope, sorted.
  public var files: [TokenScope: [String]] = [:]

  public init() {}
}
