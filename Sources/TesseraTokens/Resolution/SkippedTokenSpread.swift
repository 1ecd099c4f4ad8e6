import TesseraColor
import TesseraFoundation

/// Leaves out every token whose aliases lead to a DTCG token that was left
/// out (`dtcg-skipped-token`: a type or unit outside the format).
///
/// The format's own tokens are read; one that can't be generated is left out
/// with a warning, so the rest of the system compiles. A token that refers to
/// it (by its whole value or by a part) has no value either: it is left out
/// too, with a `dtcg-skipped-token` warning at its alias that names the chain
/// to the token left out and why, rather than an error that would stop
/// `generate`. Found through the aliases alone, in time proportional to the
/// definitions and their aliases; a catalog that left nothing out is untouched.
package enum SkippedTokenSpread {
  package static func spread(_ catalog: inout TokenCatalog, diagnostics: inout DiagnosticBag) {
    guard !catalog.skippedTokens.isEmpty else { return }
    // A path some file still defines (another appearance's, say) resolves as any other.
    var definitionCounts: [TokenPath: Int] = [:]
    var dependents: [TokenPath: [Int]] = [:]
    for index in catalog.definitions.indices {
      let definition = catalog.definitions[index]
      definitionCounts[definition.path, default: 0] += 1
      for target in definition.expression.aliasTargets {
        dependents[target, default: []].append(index)
      }
    }
    // Each path left out, with the chain that leads from it to the token left out for its own reason.
    var chains: [TokenPath: [TokenPath]] = [:]
    var pending: [TokenPath] = catalog.skippedTokens.keys.filter { definitionCounts[$0] == nil }.sorted()
    for path in pending { chains[path] = [path] }
    var removed = Set<Int>()
    var found: [(index: Int, diagnostic: Diagnostic)] = []
    while let target = pending.popLast() {
      guard let chain = chains[target] else { continue }
      for index in dependents[target] ?? [] where !removed.contains(index) {
        removed.insert(index)
        let definition = catalog.definitions[index]
        let path = definition.path
        let fullChain = [path] + chain
        let origin = chain[chain.count - 1]
        let reason = catalog.skippedTokens[origin] ?? ""
        let message =
          "'\(path)' refers to {\(target)}, which is left out, so '\(path)' is left out of the generated code too "
          + "(\(fullChain.map(\.description).joined(separator: " → "))). \(reason)"
        let location = definition.expression.location(ofAliasTo: target) ?? definition.valueLocation
        found.append((index, .warning(.dtcgSkippedToken, message, at: location, subject: path.description)))
        // The path is left out only when no other definition of it stays (another appearance's may).
        definitionCounts[path, default: 1] -= 1
        if definitionCounts[path] == 0, chains[path] == nil {
          chains[path] = fullChain
          catalog.skippedTokens[path] = reason
          pending.append(path)
        }
      }
    }
    guard !removed.isEmpty else { return }
    for (_, diagnostic) in found.sorted(by: { $0.index < $1.index }) {
      diagnostics.append(diagnostic)
    }
    var kept: [TokenDefinition] = []
    kept.reserveCapacity(catalog.definitions.count - removed.count)
    for index in catalog.definitions.indices where !removed.contains(index) {
      kept.append(catalog.definitions[index])
    }
    catalog.definitions = kept
  }
}

extension TokenExpression {
  /// Where the alias to `target` is written: a typography field's or a
  /// composite part's place; `nil` for a whole-value alias (its definition's
  /// value location) or when no alias names it.
  package func location(ofAliasTo target: TokenPath) -> SourceLocation? {
    switch self {
    case .typography(let fields):
      for field in [fields.fontSize, fields.lineHeight, fields.letterSpacing]
      where field.aliasTarget == target {
        return field.location
      }
      if fields.fontFamily.aliasTarget == target { return fields.fontFamily.location }
      if fields.fontWeight.aliasTarget == target { return fields.fontWeight.location }
      if let multiple = fields.lineHeightMultiple, multiple.aliasTarget == target { return multiple.location }
      return nil
    case .composite(let composite):
      return composite.aliases.first { $0.target == target }?.location
    case .alias, .literal, .invalid:
      return nil
    }
  }
}
