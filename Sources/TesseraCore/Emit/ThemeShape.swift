/// The shape of the generated `Theme`: a tree of groups and tokens with
/// their Swift names, shared by the emitter and `token-name-collision`.
///
/// Children are sorted by Swift name, so the shape never depends on the
/// order of files or declarations.
struct ThemeShape {
  final class Node {
    let path: TokenPath
    let propertyName: String
    let typeName: String
    var children: [String: Node] = [:]
    /// The definitions that make this node a token, if it is one.
    var definitions: [TokenDefinition] = []

    init(path: TokenPath) {
      self.path = path
      let segment = path.segments.last ?? ""
      self.propertyName = SwiftName.property(segment)
      self.typeName = SwiftName.type(segment)
    }

    var isToken: Bool { !definitions.isEmpty }

    var sortedChildren: [Node] {
      children.values.sorted {
        ($0.propertyName, $0.path.description) < ($1.propertyName, $1.path.description)
      }
    }

    var firstLocation: SourceLocation? {
      definitions.map(\.location).min() ?? children.values.compactMap(\.firstLocation).min()
    }
  }

  /// Type names the generated code itself uses, which a group may not take.
  static let reservedTypeNames: Set<String> = [
    "Theme", "Mode", "RGBAColor", "FontWeight", "Typography", "Swift",
  ]
  /// Property names `Theme` itself declares.
  static let reservedThemeProperties: Set<String> = ["mode"]

  let root = Node(path: TokenPath([]))

  init(index: TokenIndex) {
    for definition in index.allDefinitions {
      var node = root
      for segment in definition.path.segments {
        if let child = node.children[segment] {
          node = child
        } else {
          let child = Node(path: node.path.appending(segment))
          node.children[segment] = child
          node = child
        }
      }
      node.definitions.append(definition)
    }
  }
}
