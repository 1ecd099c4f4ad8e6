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
    /// The type a group's properties are gathered in; empty for a node
    /// with no children, which has no type of its own.
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

      /// The first description any of them gives. Read field by field, as
      /// the members below are: a whole definition copied retains every
      /// path, location and text it holds.
      var firstDescription: String? {
        for id in ids { if let description = all[id].description { return description } }
        return nil
      }

      /// Whether any of them is defined in a mode rather than shared.
      var hasThemed: Bool { ids.contains { all[$0].scope != .shared } }

      /// The value as written of the definition `mode` sees (its own, else
      /// the shared one), when that value was converted from what its file writes.
      func sourceValue(seenFrom mode: ThemeMode) -> String? {
        let seen =
          ids.first { all[$0].scope == .themed(mode) } ?? ids.first { all[$0].scope == .shared }
        return seen.flatMap { all[$0].sourceValue }
      }
    }

    fileprivate init(_ builder: Builder, all: [TokenDefinition]) {
      path = builder.path
      let segment = path.segments.last ?? ""
      propertyName = SwiftName.property(segment)
      typeName = builder.children.isEmpty ? "" : SwiftName.type(segment)
      // Siblings' paths differ only in their last segment, so it orders them as their whole text would.
      func precedes(_ lhs: Node, _ rhs: Node) -> Bool {
        (lhs.propertyName, lhs.path.segments.last ?? "") < (rhs.propertyName, rhs.path.segments.last ?? "")
      }
      var children = builder.children.map { Node($0, all: all) }
      // The builder's order is the segments' byte order, which is most often this order already.
      if !zip(children, children.dropFirst()).allSatisfy(precedes) { children.sort(by: precedes) }
      self.children = children
      definitions = Definitions(all: all, ids: builder.ids)
      var first: SourceLocation?
      for id in builder.ids where first.map({ all[id].location < $0 }) ?? true { first = all[id].location }
      if first == nil {
        for child in children {
          if let location = child.firstLocation, first.map({ location < $0 }) ?? true { first = location }
        }
      }
      firstLocation = first
    }

    var isToken: Bool { !definitions.isEmpty }
  }

  /// A node while the tree is being built: its children in the byte order
  /// of their segments.
  fileprivate final class Builder {
    let path: TokenPath
    var children: [Builder] = []
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

  /// The tree of the definitions of `runs`, each run sorted by path (as
  /// ``TokenPath``'s `<` orders them) and holding a path at most once: a
  /// node's definitions are in the order of their runs.
  ///
  /// The runs are merged into one walk in path order, in which a group's
  /// descendants follow it without a break (a zero byte joins segments, and
  /// sorts before any byte of one), so the tree is built with a stack of
  /// the nodes open along the current path: no lookup by name.
  init(definitions: [TokenDefinition], runs: [[Int]]) {
    let root = Builder(path: TokenPath([]))
    var open = [root]
    for id in Self.merged(runs, definitions) {
      let path = definitions[id].path
      let segments = path.segments
      // The open nodes that are this path's groups stay open.
      var depth = 0
      while depth < segments.count, depth + 1 < open.count, open[depth + 1].path.segments[depth] == segments[depth] {
        depth += 1
      }
      open.removeSubrange((depth + 1)...)
      while depth < segments.count {
        // A token's node shares its definition's path.
        let isLast = depth == segments.count - 1
        let child = Builder(path: isLast ? path : open[depth].path.appending(segments[depth]))
        open[depth].children.append(child)
        open.append(child)
        depth += 1
      }
      open[segments.count].ids.append(id)
    }
    self.root = Node(root, all: definitions)
  }

  /// The ids of `runs` in path order; of equal paths, the earlier run's first.
  private static func merged(_ runs: [[Int]], _ definitions: [TokenDefinition]) -> [Int] {
    var result: [Int] = []
    result.reserveCapacity(runs.reduce(0) { $0 + $1.count })
    var positions = Array(repeating: 0, count: runs.count)
    while true {
      var next: Int?
      for run in runs.indices where positions[run] < runs[run].count {
        guard let best = next else {
          next = run
          continue
        }
        if definitions[runs[run][positions[run]]].path < definitions[runs[best][positions[best]]].path { next = run }
      }
      guard let run = next else { return result }
      result.append(runs[run][positions[run]])
      positions[run] += 1
    }
  }
}
