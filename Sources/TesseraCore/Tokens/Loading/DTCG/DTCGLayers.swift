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
  func merged() -> ([TokenDefinition], [TokenScope: [String]]) {
    struct Key: Hashable {
      var document: Int
      var index: Int
    }
    var final: [ThemeMode: [TokenPath: Key]] = [:]
    var paths: [TokenPath] = []
    var seen: Set<TokenPath> = []
    for (document, modes) in order {
      for (index, definition) in documents[document].definitions.enumerated() {
        for mode in modes { final[mode, default: [:]][definition.path] = Key(document: document, index: index) }
        if seen.insert(definition.path).inserted { paths.append(definition.path) }
      }
    }
    let themed = !modeSources.isEmpty
    var definitions: [TokenDefinition] = []
    var files: [TokenScope: [String]] = [:]
    func add(_ key: Key, _ scope: TokenScope) {
      var definition = documents[key.document].definitions[key.index]
      definition.scope = scope
      definitions.append(definition)
      let path = documents[key.document].path
      if !(files[scope]?.contains(path) ?? false) { files[scope, default: []].append(path) }
    }
    for path in paths {
      let light = final[.light]?[path]
      let dark = final[.dark]?[path]
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
