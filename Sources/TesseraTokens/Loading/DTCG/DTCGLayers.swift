import TesseraColor
import TesseraFoundation

/// The token documents a resolver names, in resolution order, and the
/// appearances each applies to; merged as the resolver module says, a later
/// document's token replacing an earlier one's at the same path.
package struct DTCGLayers {
  /// Each document's definitions (read as shared) and its path.
  private var documents: [(definitions: [TokenDefinition], path: String)] = []
  /// The documents in resolution order, with the appearances each applies to.
  private var order: [(document: Int, modes: Set<ThemeMode>)] = []
  /// The appearances the appearance modifier declares, and the resolver that declares them.
  private var modeSources: [ThemeMode: String] = [:]
  /// The appearances a source of which could not be read (already
  /// reported): a token the others have is not reported missing from them again.
  private var incomplete: Set<ThemeMode> = []

  /// Adds a document read for the first time; returns its number.
  @discardableResult
  package mutating func add(documentDefinitions definitions: [TokenDefinition], path: String, modes: Set<ThemeMode>)
    -> Int
  {
    documents.append((definitions, path))
    add(document: documents.count - 1, modes: modes)
    return documents.count - 1
  }

  /// Adds a document already read, again, at this point of the order.
  package mutating func add(document: Int, modes: Set<ThemeMode>) {
    order.append((document, modes))
  }

  /// Replaces the definitions of `document`, read again.
  package mutating func replace(document: Int, definitions: [TokenDefinition]) {
    documents[document].definitions = definitions
  }

  /// Records that a source of `modes` could not be read.
  package mutating func markIncomplete(_ modes: Set<ThemeMode>) {
    incomplete.formUnion(modes)
  }

  /// Records that the appearance modifier has a context for `mode`.
  package mutating func addMode(_ mode: ThemeMode, source: String) {
    modeSources[mode] = source
  }

  /// The appearances the appearance modifier declares, in ``ThemeMode/allCases`` order.
  package var declaredModes: [ThemeMode] { ThemeMode.allCases.filter { modeSources[$0] != nil } }

  /// The definitions each appearance ends with: one shared definition where
  /// every declared appearance ends with the same one, else one per
  /// appearance. Also the files of each scope.
  ///
  /// The definitions move out of the documents, which are left empty: each
  /// is used once, and a copy would retain every field of 60,000 tokens.
  package mutating func merged() -> ([TokenDefinition], [TokenScope: [String]]) {
    struct Key: Hashable {
      package var document: Int
      package var index: Int
    }
    // Without an appearance modifier every token is shared; light's are every appearance's.
    let modes = modeSources.isEmpty ? [ThemeMode.light] : declaredModes
    let themed = !modeSources.isEmpty
    // One slot per path, in first-seen order, with the definition each appearance ends with: a path is looked up
    // once per definition, however many appearances a document applies to.
    let count = documents.reduce(0) { $0 + $1.definitions.count }
    var slots = Slots(documents.lazy.map(\.definitions), count: count)
    var ends = Array(repeating: [Key?](), count: modes.count)
    for position in ends.indices { ends[position].reserveCapacity(count) }
    var slotCount = 0
    for (document, documentModes) in order {
      // The positions in `modes` this document applies to.
      let targets = modes.indices.filter { documentModes.contains(modes[$0]) }
      let definitions = documents[document].definitions
      for index in definitions.indices {
        let slot = slots.slot(of: definitions[index].path, next: slotCount)
        if slot == slotCount {
          for position in ends.indices { ends[position].append(nil) }
          slotCount += 1
        }
        let key = Key(document: document, index: index)
        for position in targets { ends[position][slot] = key }
      }
    }
    var definitions: [TokenDefinition] = []
    var files: [TokenScope: [String]] = [:]
    // Which document is listed under which scope: a file is looked for in the list once, not once a token.
    struct FileInScope: Hashable {
      package var document: Int
      package var scope: TokenScope
    }
    var listed: Set<FileInScope> = []
    // Definitions come in runs from one document: each run's is looked for in `listed` once.
    var lastListed: FileInScope?
    var definitionsOf = documents.map(\.definitions)
    let paths = documents.map(\.path)
    documents = []
    /// Adds the definition `key` in `scope`: moved out the first time, copied after (a definition several
    /// appearances end with but not all).
    func add(_ key: Key, _ scope: TokenScope, last: Bool) {
      var definition = TokenDefinition.placeholder
      if last {
        swap(&definition, &definitionsOf[key.document][key.index])
      } else {
        definition = definitionsOf[key.document][key.index]
      }
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
    definitions.reserveCapacity(slotCount)
    for slot in 0..<slotCount {
      // The definition every appearance that has the path ends with, if they all end with one, and whether any
      // appearance that could be missing it is incomplete rather than without it.
      var common: Key?
      var same = true
      for position in modes.indices {
        guard let key = ends[position][slot] else {
          if !incomplete.contains(modes[position]) { same = false }
          continue
        }
        if let found = common, found != key { same = false }
        common = common ?? key
      }
      if let common, same || !themed {
        add(common, .shared, last: true)
        continue
      }
      // Each appearance's own, in the order of `modes`; a high-contrast appearance's only where it differs
      // from its standard one's, which it inherits (``AppearanceInheritance``); a definition moved out at its
      // last use.
      var own: [(mode: ThemeMode, key: Key)] = []
      for position in modes.indices {
        guard let key = ends[position][slot] else { continue }
        let mode = modes[position]
        if mode.isHighContrast, let standard = modes.firstIndex(of: mode.standard), ends[standard][slot] == key {
          continue
        }
        own.append((mode, key))
      }
      for (position, (mode, key)) in own.enumerated() {
        add(key, .themed(mode), last: !own.dropFirst(position + 1).contains { $0.key == key })
      }
    }
    // An appearance with every token shared still has its context, so the catalog is themed.
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
