/// Reports `token-parity` (described in `Rules/TokenRules.swift`): compares
/// each themed path's definitions in the light and dark modes, and reports
/// at the definition that exists.
package struct TokenParityCheck: TokenCheck {
  package static let id = RuleID.tokenParity

  package init() {}

  package func check(_ catalog: ResolvedTokenCatalog) -> [Diagnostic] {
    let index = catalog.index
    guard index.hasThemedFiles else { return [] }
    var diagnostics: [Diagnostic] = []
    for mode in ThemeMode.allCases {
      let other = mode.other
      let otherFiles = files(of: other, in: index)
      if otherFiles.isEmpty {
        let own = index.sortedIDs.lazy.map { index.definitions[$0] }.filter { $0.scope == .themed(mode) }
        if let first = own.min(by: { $0.location < $1.location }) {
          diagnostics.append(
            .error(
              .tokenParity,
              "Tokens are defined for \(mode.rawValue) mode in \(files(of: mode, in: index)) but no file defines \(other.rawValue) mode; add a catalog with <tokens mode=\"\(other.rawValue)\"> that defines the same \(index.count(of: .themed(mode))) tokens.",
              at: .start(of: first.location.file)))
        }
        continue
      }
      // sortedIDs is already sorted by scope, then path.
      for id in index.sortedIDs where index.definitions[id].scope == .themed(mode) {
        let path = index.definitions[id].path
        guard let counterpartID = index.id(.themed(other), path) else {
          let definition = index.definitions[id]
          diagnostics.append(
            .error(
              .tokenParity,
              "'\(path)' is defined in \(mode.rawValue) mode (\(definition.location.file)) but not in \(other.rawValue) mode (\(otherFiles)); add it to \(otherFiles), or \(other.rawValue) mode has no value for it.",
              at: definition.location, subject: path.description))
          continue
        }
        // Report a type difference once, at the dark definition.
        guard mode == .dark,
          let ownType = type(of: id, in: catalog),
          let theirType = type(of: counterpartID, in: catalog), ownType != theirType
        else { continue }
        let definition = index.definitions[id]
        let counterpart = index.definitions[counterpartID]
        diagnostics.append(
          .error(
            .tokenParity,
            "'\(path)' is a \(ownType.rawValue) in \(mode.rawValue) mode (\(definition.location.file)) but a \(theirType.rawValue) in \(other.rawValue) mode (\(counterpart.location.file)); give both modes the same type.",
            at: definition.location, subject: path.description,
            notes: [.init("the \(other.rawValue) definition of '\(path)' is here", at: counterpart.location)]))
      }
    }
    return diagnostics
  }

  private func files(of mode: ThemeMode, in index: TokenIndex) -> String {
    (index.files[.themed(mode)] ?? []).joined(separator: ", ")
  }

  /// The type of the themed definition `id`: its value's, as its mode sees
  /// it, or else the declared one.
  private func type(of id: Int, in catalog: ResolvedTokenCatalog) -> TokenType? {
    if let value = catalog.values[id] { return value.type }
    let definition = catalog.index.definitions[id]
    guard case .themed(let mode) = definition.scope else { return definition.declaredType }
    return catalog.value(definition.path, in: mode)?.type ?? definition.declaredType
  }
}
