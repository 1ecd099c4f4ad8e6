import TesseraColor
import TesseraFoundation

/// Reports `token-deprecated` (described in `Loading/DTCG/DTCGRules.swift`): an
/// alias, or a typography field's alias, to a token marked `$deprecated`.
///
/// The warning is at the alias, with the deprecated token's reason and a
/// note at its definition. A deprecated token nothing refers to is fine.
package struct DeprecatedTokenCheck: TokenCheck {
  package static let id = RuleID.tokenDeprecated

  package init() {}

  package func check(_ catalog: ResolvedTokenCatalog) -> [Diagnostic] {
    let index = catalog.index
    // XML catalogs have no deprecation, and most DTCG ones none either.
    guard index.definitions.indices.contains(where: { index.definitions[$0].deprecation != nil }) else { return [] }
    var diagnostics: [Diagnostic] = []
    func report(_ target: TokenPath, from definition: TokenDefinition, at location: SourceLocation) {
      guard let targetID = index.visibleID(target, from: definition.scope) else { return }
      let deprecated = index.definitions[targetID]
      guard let reason = deprecated.deprecation else { return }
      var message = "'\(definition.path)' refers to {\(target)}, which is deprecated"
      message += reason.isEmpty ? "; point it at the token that replaces it." : ": \(reason)"
      diagnostics.append(
        .warning(
          .tokenDeprecated, message, at: location, subject: definition.path.description,
          notes: [Diagnostic.Note("'\(target)' is deprecated here", at: deprecated.location)]))
    }
    for id in index.sortedIDs {
      let definition = index.definitions[id]
      switch definition.expression {
      case .alias(let target):
        report(target, from: definition, at: definition.valueLocation)
      case .typography(let fields):
        for (reference, location) in [
          (fields.fontFamily.reference.target, fields.fontFamily.location),
          (fields.fontWeight.reference.target, fields.fontWeight.location),
          (fields.fontSize.reference.target, fields.fontSize.location),
          (fields.lineHeight.reference.target, fields.lineHeight.location),
          (fields.letterSpacing.reference.target, fields.letterSpacing.location),
          (fields.lineHeightMultiple?.reference.target, fields.lineHeightMultiple?.location ?? definition.location),
        ] {
          if let reference { report(reference, from: definition, at: location) }
        }
      case .composite(let composite):
        for (target, location) in composite.aliases { report(target, from: definition, at: location) }
      case .literal, .invalid:
        break
      }
    }
    return diagnostics
  }
}

extension TokenReference {
  /// The path an alias names; `nil` for a value.
  package var target: TokenPath? {
    if case .alias(let path) = self { return path }
    return nil
  }
}
