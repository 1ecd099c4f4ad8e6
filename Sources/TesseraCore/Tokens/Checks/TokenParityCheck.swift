/// `token-parity`: a themed token must exist in both modes, with the same type.
///
/// A dark theme that defines 16 of 92 tokens would otherwise fall back to
/// light values, or to nothing. The message names both modes' files, and
/// the location is the token that does exist.
///
/// Passes:
/// ```xml
/// <tokens mode="light"><token name="ink" type="color" value="#000"/></tokens>
/// <tokens mode="dark"><token name="ink" type="color" value="#FFF"/></tokens>
/// ```
/// Fails (no `ink` in dark mode):
/// ```xml
/// <tokens mode="light"><token name="ink" type="color" value="#000"/></tokens>
/// <tokens mode="dark"></tokens>
/// ```
public struct TokenParityCheck: TokenCheck {
  public static let description = RuleDescription(
    id: .tokenParity, summary: "A themed token exists in one mode but not the other, or with a different type.")

  public init() {}

  public func check(_ catalog: ResolvedTokenCatalog) -> [Diagnostic] {
    let index = catalog.index
    guard index.hasThemedFiles else { return [] }
    var diagnostics: [Diagnostic] = []
    for mode in ThemeMode.allCases {
      let other = mode.other
      let own = index.themed[mode] ?? [:]
      let theirs = index.themed[other] ?? [:]
      let otherFiles = files(of: other, in: index)
      if otherFiles.isEmpty {
        if let first = own.values.min(by: { $0.location < $1.location }) {
          diagnostics.append(
            .error(
              .tokenParity,
              "Tokens are defined for \(mode.rawValue) mode in \(files(of: mode, in: index)) but no file defines \(other.rawValue) mode; add a catalog with <tokens mode=\"\(other.rawValue)\"> that defines the same \(own.count) tokens.",
              at: .start(of: first.location.file)))
        }
        continue
      }
      for path in own.keys.sorted() {
        guard let definition = own[path] else { continue }
        guard let counterpart = theirs[path] else {
          diagnostics.append(
            .error(
              .tokenParity,
              "'\(path)' is defined in \(mode.rawValue) mode (\(definition.location.file)) but not in \(other.rawValue) mode (\(otherFiles)); add it to \(otherFiles), or \(other.rawValue) mode has no value for it.",
              at: definition.location))
          continue
        }
        // Report a type difference once, at the dark definition.
        guard mode == .dark,
          let ownType = type(of: definition, mode: mode, in: catalog),
          let theirType = type(of: counterpart, mode: other, in: catalog), ownType != theirType
        else { continue }
        diagnostics.append(
          .error(
            .tokenParity,
            "'\(path)' is a \(ownType.rawValue) in \(mode.rawValue) mode (\(definition.location.file)) but a \(theirType.rawValue) in \(other.rawValue) mode (\(counterpart.location.file)); give both modes the same type.",
            at: definition.location,
            notes: [.init("the \(other.rawValue) definition of '\(path)' is here", at: counterpart.location)]))
      }
    }
    return diagnostics
  }

  private func files(of mode: ThemeMode, in index: TokenIndex) -> String {
    (index.files[.themed(mode)] ?? []).joined(separator: ", ")
  }

  private func type(of definition: TokenDefinition, mode: ThemeMode, in catalog: ResolvedTokenCatalog) -> TokenType? {
    catalog.token(definition.path, in: mode)?.value.type ?? definition.declaredType
  }
}
