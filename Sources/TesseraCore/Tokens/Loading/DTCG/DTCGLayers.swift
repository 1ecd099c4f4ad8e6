/// The token documents a resolver names, in resolution order, and the modes
/// each applies to; merged as the resolver module says, a later document's
/// token replacing an earlier one's at the same path.
struct DTCGLayers {
  /// Each document's definitions (read as shared) and its path.
  private var documents: [(definitions: [TokenDefinition], path: String)] = []
  /// The documents in resolution order, with the modes each applies to.
  private var order: [(document: Int, modes: Set<ThemeMode>)] = []
  /// The modes the theme modifier declares, and the resolver that declares them.
  private var modeSources: [ThemeMode: String] = [:]
  /// The modes a source of which could not be read (already reported): a
  /// token the other mode has is not reported missing from them again.
  private var incomplete: Set<ThemeMode> = []

  /// Adds a document read for the first time; returns its number.
  @discardableResult
  mutating func add(documentDefinitions definitions: [TokenDefinition], path: String, modes: Set<ThemeMode>) -> Int {
    documents.append((definitions, path))
    add(document: documents.count - 1, modes: modes)
    return documents.count - 1
  }

  /// Adds a document already read, again, at this point of the order.
  mutating func add(document: Int, modes: Set<ThemeMode>) {
    order.append((document, modes))
  }

  /// Records that a source of `modes` could not be read.
  mutating func markIncomplete(_ modes: Set<ThemeMode>) {
    incomplete.formUnion(modes)
  }

  /// Records that the theme modifier has a context for `mode`.
  mutating func addMode(_ mode: ThemeMode, source: String) {
    modeSources[mode] = source
  }

  /// The definitions each mode ends with: one shared definition where both
  /// modes end with the same one, else one per mode. Also the files of each
  /// scope.
  ///
  /// The definitions move out of the documents, which are left empty: each
  /// is used once, and a copy would retain every field of 60,000 tokens.
  mutating func merged() -> ([TokenDefinition], [TokenScope: [String]]) {
    struct Key: Hashable {
      var document: Int
      var index: Int
    }
    // One slot per path, in first-seen order, with the definition each mode ends with: a path is looked up once per
    // definition, however many modes a document applies to.
    let count = documents.reduce(0) { $0 + $1.definitions.count }
    var slots = Slots(documents.lazy.map(\.definitions), count: count)
    var lights: [Key?] = []
    var darks: [Key?] = []
    lights.reserveCapacity(count)
    darks.reserveCapacity(count)
    for (document, modes) in order {
      let toLight = modes.contains(.light)
      let toDark = modes.contains(.dark)
      let definitions = documents[document].definitions
      for index in definitions.indices {
        let slot = slots.slot(of: definitions[index].path, next: lights.count)
        if slot == lights.count {
          lights.append(nil)
          darks.append(nil)
        }
        let key = Key(document: document, index: index)
        if toLight { lights[slot] = key }
        if toDark { darks[slot] = key }
      }
    }
    let themed = !modeSources.isEmpty
    var definitions: [TokenDefinition] = []
    var files: [TokenScope: [String]] = [:]
    // Which document is listed under which scope: a file is looked for in the list once, not once a token.
    struct FileInScope: Hashable {
      var document: Int
      var scope: TokenScope
    }
    var listed: Set<FileInScope> = []
    // Definitions come in runs from one document: each run's is looked for in `listed` once.
    var lastListed: FileInScope?
    var definitionsOf = documents.map(\.definitions)
    let paths = documents.map(\.path)
    documents = []
    func add(_ key: Key, _ scope: TokenScope) {
      var definition = TokenDefinition.placeholder
      swap(&definition, &definitionsOf[key.document][key.index])
      definition.scope = scope
      definitions.append(consume definition)
      let path = paths[key.document]
      let inScope = FileInScope(document: key.document, scope: scope)
      guard inScope != lastListed else { return }
      lastListed = inScope
      if listed.insert(inScope).inserted, !(files[scope]?.contains(path) ?? false) {
        files[scope, default: []].append(path)
      }
    }
    definitions.reserveCapacity(lights.count)
    for slot in lights.indices {
      let light = lights[slot]
      let dark = darks[slot]
      if let light, light == dark || !themed || (dark == nil && incomplete.contains(.dark)) {
        add(light, .shared)
        continue
      }
      if let dark, light == nil, incomplete.contains(.light) {
        add(dark, .shared)
        continue
      }
      if let light { add(light, .themed(.light)) }
      if let dark { add(dark, .themed(.dark)) }
    }
    // A mode with every token shared still has its context, so the catalog is themed.
    for (mode, resolver) in modeSources where files[.themed(mode)] == nil { files[.themed(mode)] = [resolver] }
    return (definitions, files)
  }

  /// Each distinct path's slot in ``merged()``, in the order paths are
  /// first seen: found by the path's number when every path is numbered
  /// by one interner (as the token stage reads the documents,
  /// ``DTCGResolverReader/paths``), else by its stored hash. Only each
  /// definition's path is read, not the definition copied.
  private struct Slots {
    /// Each path number's slot, or -1; used when `numbered`.
    private var byNumber: [Int] = []
    private var table = TokenPathTable<Int>()
    private let numbered: Bool

    init(_ documents: some Sequence<[TokenDefinition]>, count: Int) {
      var space: UInt32?
      var largest = -1
      var numbered = true
      documents: for definitions in documents {
        // By index: only the path is read, not each definition copied.
        for index in definitions.indices {
          let pathSpace = definitions[index].path.internedSpace
          guard pathSpace != 0, pathSpace == space ?? pathSpace else {
            numbered = false
            break documents
          }
          space = pathSpace
          largest = max(largest, definitions[index].path.internedID)
        }
      }
      self.numbered = numbered
      if numbered {
        byNumber = Array(repeating: -1, count: largest + 1)
      } else {
        table = TokenPathTable(minimumCapacity: count)
      }
    }

    /// The slot of `path`: its own, or `next` when it has none yet.
    mutating func slot(of path: TokenPath, next: Int) -> Int {
      guard numbered else { return table.insert(path, next).entry.value }
      let id = path.internedID
      if byNumber[id] < 0 { byNumber[id] = next }
      return byNumber[id]
    }
  }
}
