/// Reports `token-parity` (described in `Rules/TokenRules.swift`): compares
/// each themed path's definitions in the light and dark modes, and reports
/// at the definition that exists.
package struct TokenParityCheck: TokenCheck {
  package static let id = RuleID.tokenParity

  package init() {}

  package func check(_ catalog: ResolvedTokenCatalog) -> [Diagnostic] {
    let index = catalog.index
    guard index.hasThemedFiles else { return [] }
    let modes = ThemeMode.allCases
    // Each mode's findings: the whole mode missing from the other, or its tokens one by one.
    var found = Array(repeating: [(id: Int, diagnostic: Diagnostic)](), count: modes.count)
    var compared = Array(repeating: false, count: modes.count)
    for (position, mode) in modes.enumerated() {
      let other = mode.other
      guard files(of: other, in: index).isEmpty else {
        compared[position] = true
        continue
      }
      let own = index.sortedIDs.lazy.map { index.definitions[$0] }.filter { $0.scope == .themed(mode) }
      if let first = own.min(by: { $0.location < $1.location }) {
        found[position].append(
          (
            -1,
            .error(
              .tokenParity,
              "Tokens are defined for \(mode.rawValue) mode in \(files(of: mode, in: index)) but no file defines \(other.rawValue) mode; add a catalog with <tokens mode=\"\(other.rawValue)\"> that defines the same \(index.count(of: .themed(mode))) tokens.",
              at: .start(of: first.location.file))
          ))
      }
    }
    if compared.contains(true) {
      // The name tree holds each path once, with its definition in each
      // scope: a themed definition's counterpart is beside it, not looked up.
      var pending = [index.shape.root]
      while let node = pending.popLast() {
        pending.append(contentsOf: node.children.reversed())
        guard node.isToken else { continue }
        var light: Int?
        var dark: Int?
        for id in node.ids {
          switch index.scopes[id] {
          case .themed(.light): light = id
          case .themed(.dark): dark = id
          case .shared: break
          }
        }
        for (position, mode) in modes.enumerated() where compared[position] {
          let (own, counterpart) = mode == .light ? (light, dark) : (dark, light)
          guard let own, let diagnostic = parity(of: own, in: mode, counterpart: counterpart, catalog: catalog)
          else { continue }
          found[position].append((own, diagnostic))
        }
      }
    }
    // A mode's token findings in path order, as the index sorts its definitions.
    var rank: [Int] = []
    if found.contains(where: { $0.count > 1 }) {
      rank = Array(repeating: 0, count: index.definitions.count)
      for (position, id) in index.sortedIDs.enumerated() { rank[id] = position }
    }
    var diagnostics: [Diagnostic] = []
    for var findings in found {
      if findings.count > 1 { findings.sort { rank[$0.id] < rank[$1.id] } }
      diagnostics.append(contentsOf: findings.map(\.diagnostic))
    }
    return diagnostics
  }

  /// What is wrong with the definition `id` of `mode`, whose other mode
  /// defines its path as `counterpartID`: missing there, or, reported once
  /// at the dark definition, of another type. A definition is read whole
  /// only for a finding: this runs for every themed token.
  private func parity(of id: Int, in mode: ThemeMode, counterpart counterpartID: Int?, catalog: ResolvedTokenCatalog)
    -> Diagnostic?
  {
    let other = mode.other
    guard let counterpartID else {
      let definition = catalog.index.definitions[id]
      let path = definition.path
      let otherFiles = files(of: other, in: catalog.index)
      return .error(
        .tokenParity,
        "'\(path)' is defined in \(mode.rawValue) mode (\(definition.location.file)) but not in \(other.rawValue) mode (\(otherFiles)); add it to \(otherFiles), or \(other.rawValue) mode has no value for it.",
        at: definition.location, subject: path.description)
    }
    guard mode == .dark,
      let ownType = type(of: id, in: catalog),
      let theirType = type(of: counterpartID, in: catalog), ownType != theirType
    else { return nil }
    let definition = catalog.index.definitions[id]
    let path = definition.path
    let counterpart = catalog.index.definitions[counterpartID]
    return .error(
      .tokenParity,
      "'\(path)' is a \(ownType.rawValue) in \(mode.rawValue) mode (\(definition.location.file)) but a \(theirType.rawValue) in \(other.rawValue) mode (\(counterpart.location.file)); give both modes the same type.",
      at: definition.location, subject: path.description,
      notes: [.init("the \(other.rawValue) definition of '\(path)' is here", at: counterpart.location)])
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
