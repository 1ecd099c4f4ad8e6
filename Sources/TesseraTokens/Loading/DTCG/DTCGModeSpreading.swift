import TesseraColor
import TesseraFoundation

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
package enum DTCGModeSpreading {
  /// Spreads the shared definitions among `catalog.definitions[from...]`
  /// whose aliases reach a per-mode token, directly or through other shared
  /// tokens; in time proportional to the definitions and their aliases.
  package static func spread(_ catalog: inout TokenCatalog, from start: Int) {
    // No DTCG definitions, nothing to spread: the XML catalogs' own need no walk.
    guard start < catalog.definitions.count else { return }
    // The shared DTCG definitions by the paths their aliases name. Read field by field: a definition copied whole
    // retains every path, text and location it holds.
    var dependents: [TokenPath: [Int]] = [:]
    for index in catalog.definitions.indices.dropFirst(start) where catalog.definitions[index].scope == .shared {
      for target in catalog.definitions[index].expression.aliasTargets {
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
    // Each standard appearance the catalog declares gets the definition; a high-contrast one inherits its
    // standard one's, resolved against its own tokens (``AppearanceInheritance``).
    let modes = TokenIndex.appearances(declaredBy: catalog.files).filter { !$0.isHighContrast }
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
      for mode in modes {
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
}
