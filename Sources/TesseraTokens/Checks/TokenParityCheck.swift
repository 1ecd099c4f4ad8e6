import TesseraColor
import TesseraFoundation

/// Reports `token-parity` (described in `TokenRules.swift`, beside it): every
/// appearance a catalog declares must give each themed token a value of the
/// same type, and reports at the definition that exists.
///
/// - Light and dark, when both are declared, each define every themed path
///   the other does. Dark is optional: a catalog of light files alone has
///   the light appearance only. Light is required.
/// - A high-contrast appearance defines only the tokens that change: each
///   of its paths must be a themed token of its standard appearance (which
///   must be declared), of the same type; the rest it takes from there.
package struct TokenParityCheck: TokenCheck {
  package static let id = RuleID.tokenParity

  package init() {}

  package func check(_ catalog: ResolvedTokenCatalog) -> [Diagnostic] {
    let index = catalog.index
    guard index.hasThemedFiles else { return [] }
    let modes = ThemeMode.allCases
    // Each mode's findings: the whole mode missing its counterpart, or its tokens one by one.
    var found = Array(repeating: [(id: Int, diagnostic: Diagnostic)](), count: modes.count)
    // Each mode's counterpart, when both are declared and its tokens are compared with it.
    var counterparts: [ThemeMode?] = Array(repeating: nil, count: modes.count)
    for (position, mode) in modes.enumerated() where !files(of: mode, in: index).isEmpty {
      // Light is compared with dark and dark with light; a high-contrast appearance with its standard one.
      let counterpart = mode.isHighContrast ? mode.standard : mode.other
      if !files(of: counterpart, in: index).isEmpty {
        counterparts[position] = counterpart
        continue
      }
      // Dark is optional, and light has nothing to be compared with without it.
      guard mode != .light else { continue }
      let own = index.sortedIDs.lazy.map { index.definitions[$0] }.filter { $0.scope == .themed(mode) }
      guard let first = own.min(by: { $0.location < $1.location }) else { continue }
      found[position].append(
        (
          -1,
          .error(
            .tokenParity,
            mode.isHighContrast
              ? "Tokens are defined for the \(mode.modeName) in \(files(of: mode, in: index)) but no file defines "
                + "\(counterpart.modeName), whose tokens it changes; add a catalog with <tokens mode=\"\(counterpart.catalogName)\">."
              : "Tokens are defined for \(mode.modeName) in \(files(of: mode, in: index)) but no file defines "
                + "\(counterpart.modeName), which every catalog has; add a catalog with <tokens mode=\"\(counterpart.catalogName)\"> "
                + "that defines the same \(index.count(of: .themed(mode))) tokens.",
            at: .start(of: first.location.file))
        ))
    }
    if counterparts.contains(where: { $0 != nil }) {
      // The name tree holds each path once, with its definition in each
      // scope: a themed definition's counterpart is beside it, not looked up.
      var pending = [index.shape.root]
      while let node = pending.popLast() {
        pending.append(contentsOf: node.children.reversed())
        guard node.isToken else { continue }
        var ids: [ThemeMode: Int] = [:]
        for id in node.ids {
          if case .themed(let mode) = index.scopes[id] { ids[mode] = id }
        }
        guard !ids.isEmpty else { continue }
        for (position, mode) in modes.enumerated() {
          guard let counterpart = counterparts[position], let own = ids[mode],
            let diagnostic = parity(of: own, in: mode, counterpart: (counterpart, ids[counterpart]), catalog: catalog)
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

  /// What is wrong with the definition `id` of `mode`, whose counterpart
  /// defines its path as `counterpartID`: missing there, or of another type
  /// (reported once, at the dark definition, between light and dark). A
  /// definition is read whole only for a finding: this runs for every themed token.
  private func parity(
    of id: Int, in mode: ThemeMode, counterpart: (mode: ThemeMode, id: Int?), catalog: ResolvedTokenCatalog
  ) -> Diagnostic? {
    let other = counterpart.mode
    guard let counterpartID = counterpart.id else {
      let definition = catalog.index.definitions[id]
      let path = definition.path
      let otherFiles = files(of: other, in: catalog.index)
      if mode.isHighContrast {
        return .error(
          .tokenParity,
          "'\(path)' is defined in the \(mode.modeName) (\(definition.location.file)) but not in \(other.modeName) "
            + "(\(otherFiles)); a high-contrast appearance changes tokens its standard one defines, so add it to "
            + "\(otherFiles), or remove it here.", at: definition.location, subject: path.description)
      }
      return .error(
        .tokenParity,
        "'\(path)' is defined in \(mode.modeName) (\(definition.location.file)) but not in \(other.modeName) (\(otherFiles)); add it to \(otherFiles), or \(other.modeName) has no value for it.",
        at: definition.location, subject: path.description)
    }
    guard mode == .dark || mode.isHighContrast,
      let ownType = type(of: id, in: catalog),
      let theirType = type(of: counterpartID, in: catalog), ownType != theirType
    else { return nil }
    let definition = catalog.index.definitions[id]
    let path = definition.path
    let counterpartDefinition = catalog.index.definitions[counterpartID]
    return .error(
      .tokenParity,
      "'\(path)' is a \(ownType.rawValue) in \(mode.modeName) (\(definition.location.file)) but a \(theirType.rawValue) in \(other.modeName) (\(counterpartDefinition.location.file)); give both \(mode.isHighContrast ? "appearances" : "modes") the same type.",
      at: definition.location, subject: path.description,
      notes: [.init("the \(other.name) definition of '\(path)' is here", at: counterpartDefinition.location)])
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
