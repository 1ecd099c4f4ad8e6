/// Gives a shared DTCG token each mode's value when its aliases reach a
/// token defined per mode.
///
/// The resolver module resolves aliases only after the resolution order is
/// flattened, so `bg: {palette.ink}` in a set takes the light `palette.ink`
/// in the light context and the dark one in the dark context: the usual
/// layering of semantic tokens over primitives. Tessera's model has shared
/// and per-mode definitions, so such a shared definition becomes one per
/// mode, both as written (an XML catalog's shared token can't do this: it
/// must move into the mode files).
enum DTCGModeSpreading {
  /// Spreads the shared definitions among `catalog.definitions[from...]`
  /// whose aliases reach a per-mode token, directly or through other shared
  /// tokens; in time proportional to the definitions and their aliases.
  static func spread(_ catalog: inout TokenCatalog, from start: Int) {
    // No DTCG definitions, nothing to spread: the XML catalogs' own need no walk.
    guard start < catalog.definitions.count else { return }
    // The shared DTCG definitions by the paths their aliases name. Read field by field: a definition copied whole
    // retains every path, text and location it holds.
    var dependents: [TokenPath: [Int]] = [:]
    for index in catalog.definitions.indices.dropFirst(start) where catalog.definitions[index].scope == .shared {
      for target in aliases(of: catalog.definitions[index].expression) {
        dependents[target, default: []].append(index)
      }
    }
    guard !dependents.isEmpty else { return }
    // The walk starts from the per-mode paths some shared definition names: no other adds to it.
    var queue: [TokenPath] = []
    for index in catalog.definitions.indices where catalog.definitions[index].scope != .shared {
      if dependents[catalog.definitions[index].path] != nil { queue.append(catalog.definitions[index].path) }
    }
    var spread: Set<Int> = []
    while let path = queue.popLast() {
      for index in dependents.removeValue(forKey: path) ?? [] where spread.insert(index).inserted {
        queue.append(catalog.definitions[index].path)
      }
    }
    guard !spread.isEmpty else { return }
    var definitions: [TokenDefinition] = []
    definitions.reserveCapacity(catalog.definitions.count + spread.count)
    // Each definition moved out, not copied: a copy would retain every field of each, to release it again.
    var old: [TokenDefinition] = []
    swap(&old, &catalog.definitions)
    for index in old.indices {
      var definition = TokenDefinition.placeholder
      swap(&definition, &old[index])
      guard spread.contains(index) else {
        definitions.append(definition)
        continue
      }
      for mode in [ThemeMode.light, .dark] {
        var copy = definition
        copy.scope = .themed(mode)
        definitions.append(copy)
        let file = definition.location.file
        if !(catalog.files[.themed(mode)]?.contains(file) ?? false) {
          catalog.files[.themed(mode), default: []].append(file)
        }
      }
    }
    catalog.definitions = definitions
  }

  /// The paths `expression` refers to.
  private static func aliases(of expression: TokenExpression) -> [TokenPath] {
    switch expression {
    case .alias(let target): return [target]
    case .typography(let fields):
      var targets: [TokenPath] = []
      if case .alias(let target) = fields.fontFamily.reference { targets.append(target) }
      if case .alias(let target) = fields.fontWeight.reference { targets.append(target) }
      if case .alias(let target) = fields.fontSize.reference { targets.append(target) }
      if case .alias(let target) = fields.lineHeight.reference { targets.append(target) }
      if case .alias(let target) = fields.letterSpacing.reference { targets.append(target) }
      return targets
    case .literal, .invalid: return []
    }
  }
}
