import TesseraColor
import TesseraFoundation

/// The shape of the generated `Theme`: a tree of groups and tokens with
/// their Swift names, shared by the emitter and `token-name-collision`.
///
/// Children are sorted by Swift name, so the shape never depends on the
/// order of files or declarations. The index builds it once; it never
/// changes after.
package struct ThemeShape: Sendable {
  package final class Node: Sendable {
    /// The dotted path: a group's own; a token's, its definitions' path,
    /// read only when asked (building the tree reads a token's definition
    /// only for a group under it, or for two siblings whose property names
    /// are the same).
    package var path: TokenPath {
      guard let first = definitions.ids.first else { return groupPath }
      return definitions.all[first].path
    }
    /// The path of a node that isn't a token; a token's is its definitions'.
    private let groupPath: TokenPath
    /// The last segment of ``path``; empty for the root.
    package var segment: String { path.segments.last ?? "" }
    package let propertyName: String
    /// The type a group's properties are gathered in; empty for a node
    /// with no children, which has no type of its own.
    package let typeName: String
    /// The dotted path, as the generated doc comments name it.
    package var pathText: String { path.description }
    /// Where a token's dotted path lies in the tree's one buffer of them
    /// (``Definitions/Store/pathTexts``); empty for a group.
    package let pathTextRange: Range<Int>

    /// Appends ``pathText``'s UTF-8 to `bytes`: a token's copied from the
    /// tree's buffer, which holds the tokens' paths in the order the tree
    /// is written, so the emitter reads it in order, not each path's
    /// segments wherever they lie.
    package func appendPathText(to bytes: inout [UInt8]) {
      if pathTextRange.isEmpty {
        path.appendText(to: &bytes)
      } else {
        bytes.append(contentsOf: definitions.store.pathTexts[pathTextRange])
      }
    }
    /// The children, sorted by property name, then path.
    package let children: [Node]
    /// The definitions that make this node a token, if it is one: a view
    /// on the index's own array, so the tree copies no definition.
    package let definitions: Definitions
    /// Their ids in the index.
    package var ids: ArraySlice<Int> { definitions.ids }
    /// The earliest place this node is defined; for a group, the earliest
    /// of its descendants (``FirstLocations``, which finds each node's once
    /// for a walk that asks of many).
    package var firstLocation: SourceLocation? {
      var locations = FirstLocations()
      return locations.of(self)
    }

    /// Some of a catalog's definitions, by id, read from its one array.
    package struct Definitions: RandomAccessCollection, Sendable {
      /// Every definition of the index, held in a box the tree's nodes share.
      package var all: [TokenDefinition] { store.all }
      package let store: Store
      /// A slice of the ids of the whole tree, which lie in one array.
      package let ids: ArraySlice<Int>

      /// The definitions a tree's nodes read. Each node holds the box, not the
      /// array, so building the tree retains only the box: the array's count
      /// is changed by the resolver on another core meanwhile.
      package final class Store: Sendable {
        package let all: [TokenDefinition]
        /// Each definition's scope (``TokenIndex/scopes``), read by id
        /// without reading the definition.
        package let scopes: [TokenScope]
        /// Every token's dotted path, one after another in path order.
        package let pathTexts: [UInt8]
        /// Whether any definition keeps the value its file writes
        /// (``TokenDefinition/sourceValue``): none of an XML catalog's does.
        package let hasSourceValues: Bool
        /// Whether each definition, by id, has a description: most have
        /// none, and the emitter asks of every token.
        package let hasDescription: [Bool]

        /// The box of `all`, whose scopes are `scopes`, or read from them
        /// when the count differs.
        package init(_ all: [TokenDefinition], scopes: [TokenScope], pathTexts: [UInt8] = []) {
          self.all = all
          self.scopes = scopes.count == all.count ? scopes : all.map(\.scope)
          self.pathTexts = pathTexts
          // One pass over the definitions for both.
          var hasSourceValues = false
          hasDescription = all.map { definition in
            if definition.sourceValue != nil { hasSourceValues = true }
            return definition.description != nil
          }
          self.hasSourceValues = hasSourceValues
        }
      }

      package var startIndex: Int { 0 }
      package var endIndex: Int { ids.count }
      package subscript(position: Int) -> TokenDefinition { all[ids[ids.startIndex + position]] }

      /// The first description any of them gives. Read field by field, as
      /// the members below are: a whole definition copied retains every
      /// path, location and text it holds.
      package var firstDescription: String? {
        for id in ids where store.hasDescription[id] { if let description = all[id].description { return description } }
        return nil
      }

      /// Whether any of them is defined in a mode rather than shared.
      package var hasThemed: Bool { ids.contains { store.scopes[$0] != .shared } }

      /// The value as written of the definition `mode` sees (its own, else
      /// its standard counterpart's for a high-contrast one, else the shared
      /// one), when that value was converted from what its file writes.
      package func sourceValue(seenFrom mode: ThemeMode) -> String? {
        guard store.hasSourceValues else { return nil }
        let seen =
          ids.first { store.scopes[$0] == .themed(mode) }
          ?? (mode.isHighContrast ? ids.first { store.scopes[$0] == .themed(mode.standard) } : nil)
          ?? ids.first { store.scopes[$0] == .shared }
        return seen.flatMap { all[$0].sourceValue }
      }
    }

    /// A node whose last segment is `segment`, with `children` (in the
    /// order their segments' bytes sort in) and the definitions `ids`; its
    /// path is `groupPath` unless it is a token, whose definitions have it.
    fileprivate init(
      groupPath: TokenPath?, segment: String, children: [Node], ids: ArraySlice<Int>, store: Definitions.Store,
      pathTextRange: Range<Int>
    ) {
      self.groupPath = ids.isEmpty ? groupPath ?? Self.rootPath : Self.rootPath
      self.pathTextRange = pathTextRange
      propertyName = SwiftName.property(segment)
      typeName = children.isEmpty ? "" : ThemeShape.groupTypeName(segment)
      // Siblings' paths differ only in their last segment, so it orders them as their whole text would;
      // read only when two property names are the same (a collision), so a token's definition rarely is.
      func precedes(_ lhs: Node, _ rhs: Node) -> Bool {
        lhs.propertyName != rhs.propertyName ? lhs.propertyName < rhs.propertyName : lhs.segment < rhs.segment
      }
      var children = children
      // The bytes' order is most often this order already.
      if !zip(children, children.dropFirst()).allSatisfy(precedes) { children.sort(by: precedes) }
      self.children = children
      definitions = Definitions(store: store, ids: ids)
    }

    package var isToken: Bool { !definitions.isEmpty }

    /// The path of no segments, made once: every token's node holds it in
    /// place of a path of its own.
    private static let rootPath = TokenPath([])
  }

  /// Where nodes are first defined, each node's found once and kept:
  /// found when asked (only a diagnostic asks), not when the tree is built,
  /// which would read every definition's location.
  ///
  /// A token's is the earliest of its definitions'; a group's the earliest
  /// of its children's, in their order. Of equal locations the first is
  /// kept (two spellings of one file name compare equal as Strings).
  package struct FirstLocations {
    private var known: [ObjectIdentifier: SourceLocation?] = [:]

    package mutating func of(_ node: Node) -> SourceLocation? {
      if let found = known[ObjectIdentifier(node)] { return found }
      var first: SourceLocation?
      if node.definitions.isEmpty {
        for child in node.children {
          if let location = of(child), first.map({ location < $0 }) ?? true { first = location }
        }
      } else {
        for definition in node.definitions where first.map({ definition.location < $0 }) ?? true {
          first = definition.location
        }
      }
      known[ObjectIdentifier(node)] = .some(first)
      return first
    }
  }

  /// Type names the generated code itself uses, which a group may not take.
  package static let reservedTypeNames: Set<String> = [
    "Theme", "Mode", "Swift", "TesseraThemeValues", DesignTokensEmitter.assetNamesTypeName,
  ]

  /// The support code's types (`RGBAColor`, `Typography`, `TokenShadow` …): a group named like one
  /// (`typography`, as many design systems have) is `TypographyGroup`, so that a token's type still
  /// names the support type.
  package static let supportTypeNames: Set<String> = SupportSource.tokens.declaredTypeNames

  /// Names a nested type can't have and be reached by: `Theme.Type` is the metatype, `Theme.Self` and
  /// `Theme.Protocol` are keywords there.
  package static let unreachableTypeNames: Set<String> = ["Type", "Protocol", "Self", "Any"]

  /// The type name of a group whose last segment is `segment`: `TypographyGroup` for a name the
  /// support code or Swift takes.
  package static func groupTypeName(_ segment: String) -> String {
    let name = SwiftName.type(segment)
    return supportTypeNames.contains(name) || unreachableTypeNames.contains(name) ? name + "Group" : name
  }
  /// Property names `Theme` itself declares.
  package static let reservedThemeProperties: Set<String> = ["mode"]

  package let root: Node

  /// The tree of the definitions of `paths`: a node's definitions are in
  /// the order of their runs.
  ///
  /// The runs are merged into one walk in path order, in which a group's
  /// descendants follow it without a break (a zero byte joins segments, and
  /// sorts before any byte of one), so the tree is built with a stack of
  /// the nodes open along the current path: no lookup by name, and no
  /// segment compared but as the bytes two neighbouring keys share. The
  /// nodes are listed as they are opened, each after its parent, and made
  /// from the last back, so each node's children are made before it.
  /// `scopes` are the definitions' scopes, by id (``TokenIndex/scopes``).
  package init(definitions: [TokenDefinition], scopes: [TokenScope], paths: SortedTokenPaths) {
    let walk = paths.merged()
    // The ids in path order: a token's definitions are neighbours, so a node holds a slice of them.
    let ids = walk.map(\.id)
    // A group's path, made from its parent's and its segment; `nil` for a
    // token, whose path its definitions hold and only a diagnostic reads.
    var groupPaths: [TokenPath?] = [TokenPath([])]
    var segments = [""]
    var parents = [-1]
    var idRanges = [0..<0]
    // Each token's dotted path, made from its key as the token's node is opened.
    var pathTexts: [UInt8] = []
    var pathTextRanges = [0..<0]
    var open = [0]
    paths.keys.withUnsafeBufferPointer { keys in
      for (position, entry) in walk.enumerated() {
        // The open nodes that are this path's groups, or the path itself, stay open.
        let shared = position == 0 ? 0 : SortedTokenPaths.sharedSegments(walk[position - 1], entry, in: keys)
        open.removeSubrange(min(shared + 1, open.count)...)
        // The rest are opened segment by segment, read from the key, not from the definitions.
        var depth = 0
        var segmentStart = entry.start
        let end = entry.start + entry.count
        // An empty key is the root's path, of no segments.
        for offset in entry.start...end where entry.count > 0 && (offset == end || keys[offset] == 0) {
          if depth + 1 >= open.count {
            let parent = open[depth]
            let segment = String(decoding: UnsafeBufferPointer(rebasing: keys[segmentStart..<offset]), as: UTF8.self)
            if offset == end {
              groupPaths.append(nil)
            } else {
              // A group under a token (a path that is both) takes the token's path from its definition.
              let parentPath = groupPaths[parent] ?? definitions[ids[idRanges[parent].lowerBound]].path
              groupPaths.append(parentPath.appending(segment))
            }
            segments.append(segment)
            parents.append(parent)
            idRanges.append(position..<position)
            let textStart = pathTexts.count
            if offset == end {
              for byte in keys[entry.start..<end] { pathTexts.append(byte == 0 ? UInt8(ascii: ".") : byte) }
            }
            pathTextRanges.append(textStart..<pathTexts.count)
            open.append(groupPaths.count - 1)
          }
          depth += 1
          segmentStart = offset + 1
        }
        guard let node = open.last else { continue }
        idRanges[node] = (idRanges[node].isEmpty ? position : idRanges[node].lowerBound)..<(position + 1)
      }
    }
    // Each node's children, gathered from the last opened back, then turned to the order they were opened in.
    var children = Array(repeating: [Node](), count: groupPaths.count)
    var root: Node?
    let store = Node.Definitions.Store(definitions, scopes: scopes, pathTexts: pathTexts)
    for node in groupPaths.indices.reversed() {
      var own: [Node] = []
      swap(&own, &children[node])
      own.reverse()
      let made = Node(
        groupPath: groupPaths[node], segment: segments[node], children: own, ids: ids[idRanges[node]], store: store,
        pathTextRange: pathTextRanges[node])
      if parents[node] >= 0 { children[parents[node]].append(made) } else { root = made }
    }
    self.root =
      root ?? Node(groupPath: TokenPath([]), segment: "", children: [], ids: [], store: store, pathTextRange: 0..<0)
  }
}
