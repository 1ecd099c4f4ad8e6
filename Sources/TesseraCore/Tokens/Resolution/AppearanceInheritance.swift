/// Gives a high-contrast appearance its own definition of each token of its
/// standard counterpart whose aliases reach a token the high-contrast
/// appearance redefines.
///
/// A high-contrast appearance defines only the tokens that change; the rest
/// come from its standard counterpart (``TokenIndex/visibleID(_:from:)``).
/// But a light token such as `text.body: {palette.ink}` must take the light
/// high-contrast `palette.ink` when high contrast redefines it, as a
/// resolver's contexts resolve aliases after merging. Such a definition is
/// copied into the high-contrast appearance, as written and at the place it
/// is written, so it resolves there against that appearance's tokens; the
/// copies are found through the aliases alone, in time proportional to the
/// definitions and their aliases.
enum AppearanceInheritance {
  /// Adds the copies to `catalog`'s definitions, after them. A catalog
  /// without a high-contrast file is left untouched.
  static func spread(_ catalog: inout TokenCatalog) {
    for mode in [ThemeMode.lightHighContrast, .darkHighContrast]
    where !(catalog.files[.themed(mode)] ?? []).isEmpty {
      spread(&catalog, into: mode)
    }
  }

  private static func spread(_ catalog: inout TokenCatalog, into mode: ThemeMode) {
    let standard = TokenScope.themed(mode.standard)
    // The paths the high-contrast appearance defines itself, and the standard definitions by the paths they name.
    var own: Set<TokenPath> = []
    var dependents: [TokenPath: [Int]] = [:]
    for index in catalog.definitions.indices {
      switch catalog.definitions[index].scope {
      case .themed(mode):
        own.insert(catalog.definitions[index].path)
      case standard:
        for target in catalog.definitions[index].expression.aliasTargets {
          dependents[target, default: []].append(index)
        }
      default:
        break
      }
    }
    guard !own.isEmpty, !dependents.isEmpty else { return }
    var queue = Array(own)
    var copied: [Int] = []
    var seen: Set<Int> = []
    while let path = queue.popLast() {
      for index in dependents.removeValue(forKey: path) ?? [] where seen.insert(index).inserted {
        let dependent = catalog.definitions[index].path
        // A token the appearance defines itself needs no copy, and is already in the queue.
        guard !own.contains(dependent) else { continue }
        copied.append(index)
        queue.append(dependent)
      }
    }
    guard !copied.isEmpty else { return }
    // In file order, as if the appearance's file had written them.
    copied.sort()
    catalog.definitions.reserveCapacity(catalog.definitions.count + copied.count)
    for index in copied {
      var copy = catalog.definitions[index]
      copy.scope = .themed(mode)
      catalog.definitions.append(copy)
    }
  }
}
