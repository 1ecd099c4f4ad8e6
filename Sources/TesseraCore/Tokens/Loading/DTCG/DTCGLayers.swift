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
    // One slot per path, in first-seen order, with the definition each mode ends with: a path is hashed once per
    // definition, however many modes a document applies to.
    let count = documents.reduce(0) { $0 + $1.definitions.count }
    // Looked up by each path's stored hash; only the path of each definition is read, not the definition copied.
    var slots = TokenPathTable<Int>(minimumCapacity: count)
    var lights: [Key?] = []
    var darks: [Key?] = []
    lights.reserveCapacity(count)
    darks.reserveCapacity(count)
    for (document, modes) in order {
      let toLight = modes.contains(.light)
      let toDark = modes.contains(.dark)
      let definitions = documents[document].definitions
      for index in definitions.indices {
        let slot = slots.insert(definitions[index].path, lights.count).entry.value
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
    var definitionsOf = documents.map(\.definitions)
    let paths = documents.map(\.path)
    documents = []
    func add(_ key: Key, _ scope: TokenScope) {
      var definition = TokenDefinition.placeholder
      swap(&definition, &definitionsOf[key.document][key.index])
      definition.scope = scope
      definitions.append(consume definition)
      let path = paths[key.document]
      if listed.insert(FileInScope(document: key.document, scope: scope)).inserted,
        !(files[scope]?.contains(path) ?? false)
      {
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

}
