import TesseraColor
import TesseraFoundation

/// Reports `token-name-collision` (described in `TokenRules.swift`, beside it):
/// walks the theme's shape, where each node is a Swift name, and reports a
/// name two paths share, a path that is both a token and a group, and a
/// group named like a type the generated code declares.
package struct TokenNameCollisionCheck: TokenCheck {
  package static let id = RuleID.tokenNameCollision

  package init() {}

  package func check(_ catalog: ResolvedTokenCatalog) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    // Each node's first location found once, however many collisions name it.
    var locations = ThemeShape.FirstLocations()
    visit(catalog.index.shape.root, locations: &locations, into: &diagnostics)
    return diagnostics
  }

  private func visit(
    _ node: ThemeShape.Node, locations: inout ThemeShape.FirstLocations, into diagnostics: inout [Diagnostic]
  ) {
    if node.isToken, !node.children.isEmpty, let definition = node.definitions.first {
      diagnostics.append(
        .error(
          .tokenNameCollision,
          "'\(node.path)' is both a token and a group; rename the token or the group.",
          at: definition.location, subject: node.path.description,
          notes: node.children.first.flatMap { locations.of($0) }.map {
            [.init("a token inside group '\(node.path)' is defined here", at: $0)]
          } ?? []))
    }
    // Children are sorted by property name (``ThemeShape/Node/children``), so the children that share one
    // stand together: each after the first collides with the first, and no table of every name is needed.
    var sharing: ThemeShape.Node?
    var types: [String: ThemeShape.Node] = [:]
    for child in node.children {
      // Where the child is first defined, found only for a diagnostic.
      func location() -> SourceLocation { locations.of(child) ?? .start(of: "") }
      if node.path.segments.isEmpty, ThemeShape.reservedThemeProperties.contains(child.propertyName) {
        diagnostics.append(reserved(child, name: child.propertyName, what: "property of Theme", at: location()))
      }
      if !child.children.isEmpty, ThemeShape.reservedTypeNames.contains(child.typeName) {
        diagnostics.append(reserved(child, name: child.typeName, what: "type name", at: location()))
      }
      if let first = sharing, first.propertyName == child.propertyName {
        diagnostics.append(
          collision(child, with: first, name: child.propertyName, at: location(), firstAt: locations.of(first)))
      } else {
        sharing = child
        if !child.children.isEmpty, let first = types[child.typeName] {
          diagnostics.append(
            collision(child, with: first, name: child.typeName, at: location(), firstAt: locations.of(first)))
        }
      }
      if !child.children.isEmpty { types[child.typeName] = types[child.typeName] ?? child }
      visit(child, locations: &locations, into: &diagnostics)
    }
  }

  private func collision(
    _ node: ThemeShape.Node, with first: ThemeShape.Node, name: String, at location: SourceLocation,
    firstAt firstFound: SourceLocation?
  ) -> Diagnostic {
    // Report at the later of the two, pointing back at the earlier.
    let firstLocation = firstFound ?? location
    let (later, earlier, laterLocation, earlierLocation) =
      firstLocation <= location ? (node, first, location, firstLocation) : (first, node, firstLocation, location)
    return .error(
      .tokenNameCollision,
      "'\(later.path)' and '\(earlier.path)' would both be named '\(name)' in Swift; rename one of them.",
      at: laterLocation, subject: later.path.description,
      notes: [.init("'\(earlier.path)' is defined here", at: earlierLocation)])
  }

  private func reserved(_ node: ThemeShape.Node, name: String, what: String, at location: SourceLocation) -> Diagnostic
  {
    .error(
      .tokenNameCollision,
      "'\(node.path)' would be named '\(name)' in Swift, a \(what) the generated code reserves; rename it.",
      at: location, subject: node.path.description)
  }
}
