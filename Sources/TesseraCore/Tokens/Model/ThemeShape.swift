/// The shape of the generated `Theme`: a tree of groups and tokens with
/// their Swift names, shared by the emitter and `token-name-collision`.
///
/// Children are sorted by Swift name, so the shape never depends on the
/// order of files or declarations. The index builds it once; it never
/// changes after.
struct ThemeShape: Sendable {
  final class Node: Sendable {
    let path: TokenPath
    let propertyName: String
    let typeName: String
    /// The dotted path, as the generated doc comments name it.
    var pathText: String { path.description }
    /// The children, sorted by property name, then path.
    let children: [Node]
    /// The definitions that make this node a token, if it is one: a view
    /// on the index's own array, so the tree copies no definition.
    let definitions: Definitions
    /// Their ids in the index.
    var ids: [Int] { definitions.ids }
    /// The earliest place this node, or anything in it, is defined.
    let firstLocation: SourceLocation?

    /// Some of a catalog's definitions, by id, read from its one array.
    struct Definitions: RandomAccessCollection, Sendable {
      let all: [TokenDefinition]
      let ids: [Int]

      var startIndex: Int { 0 }
      var endIndex: Int { ids.count }
      subscript(position: Int) -> TokenDefinition { all[ids[position]] }
    }

    fileprivate init(_ builder: Builder, all: [TokenDefinition]) {
      path = builder.path
      let segment = path.segments.last ?? ""
      propertyName = SwiftName.property(segment)
      typeName = SwiftName.type(segment)
      // Siblings' paths differ only in their last segment, so it orders them as their whole text would.
      children = builder.children.values.map { Node($0, all: all) }.sorted {
        ($0.propertyName, $0.path.segments.last ?? "") < ($1.propertyName, $1.path.segments.last ?? "")
      }
      definitions = Definitions(all: all, ids: builder.ids)
      firstLocation = builder.ids.map { all[$0].location }.min() ?? children.compactMap(\.firstLocation).min()
    }

    var isToken: Bool { !definitions.isEmpty }
  }

  /// A node while the tree is being built.
  fileprivate final class Builder {
    let path: TokenPath
    var children: [String: Builder] = [:]
    var ids: [Int] = []

    init(path: TokenPath) { self.path = path }
  }

  /// Type names the generated code itself uses, which a group may not take: the tokens' support
  /// types (`RGBAColor`, `Typography`, …) and a few more.
  static let reservedTypeNames: Set<String> = SupportSource.tokens.declaredTypeNames.union([
    "Theme", "Mode", "Swift", "TesseraThemeValues", DesignTokensEmitter.assetNamesTypeName,
  ])
  /// Property names `Theme` itself declares.
  static let reservedThemeProperties: Set<String> = ["mode"]

  let root: Node

  /// The tree of the definitions `ids`, in that order.
  init(definitions: [TokenDefinition], ids: [Int]) {
    let root = Builder(path: TokenPath([]))
    for id in ids {
      var node = root
      let path = definitions[id].path
      for (position, segment) in path.segments.enumerated() {
        if let child = node.children[segment] {
          node = child
        } else {
          // A token's node shares its definition's path.
          let isLast = position == path.segments.count - 1
          let child = Builder(path: isLast ? path : node.path.appending(segment))
          node.children[segment] = child
          node = child
        }
      }
      node.ids.append(id)
    }
    self.root = Node(root, all: definitions)
  }
}
