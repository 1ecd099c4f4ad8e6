import Foundation
import TesseraColor
import TesseraFoundation

/// Reads a DTCG resolver document (`*.resolver.json`, resolver module
/// 2025.10) and the token files it names, into the catalog's modes.
///
/// `resolutionOrder` lists sets and modifiers; each set's `sources` are
/// token files (`{"$ref": "base.tokens.json"}`, relative to the resolver)
/// or inline token trees. The modifier ``DTCGOptions/modifier`` names
/// (default `theme`) must have contexts `light` and `dark`, which are the
/// two modes; any other modifier contributes its `default` context to both,
/// with a note. As the module says, a later source overrides an earlier
/// one's token at the same path; ``DTCGLayers`` then makes a token shared
/// when both modes end with the same definition, and themed otherwise.
///
/// A `$ref` outside the package folder, to a file that isn't there, or to
/// anything but a whole file, is `dtcg-resolver`. Contrast pairs are read
/// from the resolver's `$extensions["dev.tessera"].contrast`.
package struct DTCGResolverReader {
  /// The version of the resolver module Tessera reads.
  package static let version = "2025.10"
  /// The `$extensions` key Tessera reads its own data from.
  package static let extensionKey = "dev.tessera"

  package let options: DTCGOptions
  /// No `$ref` may reach outside this folder: the package's.
  package let boundary: URL
  package let displayBase: URL
  package let tokenReader: DTCGTokenReader
  /// The interner each document's paths are numbered through as it is
  /// read (the token stage's, shared with the XML files), so that merging
  /// the documents finds each path by its number (``DTCGLayers/merged()``);
  /// `nil` leaves them as read.
  package let paths: SharedTokenPathInterner?
  package var diagnostics: [Diagnostic] = []
  package var layers = DTCGLayers()
  /// The token files read, by standardized path, as documents of ``layers``.
  private var documentsByPath: [String: Int] = [:]
  /// The token files the resolver reads.
  package private(set) var namedFiles: Set<String> = []
  /// The token files the resolver names anywhere, read or not: in a context
  /// Tessera doesn't read, or a set that `resolutionOrder` never lists.
  package private(set) var mentionedFiles: Set<String> = []
  /// Token files read ahead, side by side (``readAhead(_:)``), by
  /// standardized path: taken when the resolver names them, in its order.
  private var readAheadFiles: [String: (file: CatalogFile, catalog: TokenCatalog, diagnostics: [Diagnostic])] = [:]

  private var source = SourceText(displayPath: "", bytes: [])
  private var root = JSONValue(kind: .null, offset: 0)
  /// The `$extensions` of the sets and modifiers, where contrast pairs may be declared.
  private var pairSources: [JSONValue] = []
  /// The names of the modifiers written inline in `resolutionOrder`.
  private var inlineModifiers: Set<String> = []
  /// The tokens the token files left out (``TokenCatalog/skippedTokens``).
  private var skippedTokens: [TokenPath: String] = [:]
  /// How deep the set being read is among sets a source names.
  private var setDepth = 0
  /// Each token file read, by document number: the file, its groups' `$type`s, and whether a token of it
  /// had no type or a group's `$extends` no group (``readAgainAsOneDocument()``).
  private var documentFiles:
    [(
      document: Int, file: CatalogFile, groupTypes: [TokenPath: DTCGDocumentReader.InheritedType], untyped: Bool,
      unextended: Bool
    )] = []

  package init(
    options: DTCGOptions, boundary: URL, displayBase: URL, tokenReader: DTCGTokenReader,
    paths: SharedTokenPathInterner? = nil
  ) {
    self.options = options
    self.boundary = boundary
    self.displayBase = displayBase
    self.tokenReader = tokenReader
    self.paths = paths
  }

  private func location(_ value: JSONValue) -> SourceLocation { source.location(ofOffset: value.offset) }

  private func location(_ member: JSONValue.Member) -> SourceLocation { source.location(ofOffset: member.keyOffset) }

  /// Reads `files` now, on every core, each as the resolver would read it
  /// when it names it: a resolver names token files one after another, and
  /// most name every token file of the folder. A file it never names is
  /// read for nothing, and nothing of it is reported.
  package mutating func readAhead(_ files: [CatalogFile]) {
    let reader = tokenReader
    let paths = paths
    let read = files.concurrentMap { file in
      var catalog = TokenCatalog()
      let diagnostics = reader.load(file, scope: .shared, into: &catalog)
      // Numbered on the thread that read the file, as the XML files are.
      paths?.intern(&catalog)
      return (file.url.resolvingSymlinksInPath().path, file, catalog, diagnostics)
    }
    for (key, file, catalog, diagnostics) in read where readAheadFiles[key] == nil {
      readAheadFiles[key] = (file, catalog, diagnostics)
    }
  }

  private mutating func error(_ message: String, at value: JSONValue) {
    diagnostics.append(.error(.dtcgResolver, message, at: location(value)))
  }

  /// Reads `file` and every token file it names into `catalog`.
  package mutating func read(_ file: CatalogFile, into catalog: inout TokenCatalog) {
    let bytes: [UInt8]
    switch CatalogFileReader(maximumFileSize: tokenReader.maximumFileSize, files: tokenReader.files).read(
      file.url, displayPath: file.displayPath)
    {
    case .failure(let diagnostic):
      diagnostics.append(diagnostic)
      return
    case .success(let read): bytes = read
    }
    source = SourceText(displayPath: file.displayPath, bytes: bytes)
    switch JSONReader(maximumDepth: tokenReader.maximumDepth).read(bytes) {
    case .failure(let syntax):
      diagnostics.append(DTCGTokenReader.syntaxError(syntax, in: source))
      return
    case .success(let value): root = value
    }
    readDocument(resolverFolder: file.url.deletingLastPathComponent())
    readAgainAsOneDocument()
    var (merged, files) = layers.merged()
    catalog.appendDefinitions(moving: &merged)
    for (scope, paths) in files {
      for path in paths where !(catalog.files[scope]?.contains(path) ?? false) {
        catalog.files[scope, default: []].append(path)
      }
    }
    catalog.contrastPairs += contrastPairs()
    catalog.skippedTokens.merge(skippedTokens) { first, _ in first }
  }

  private mutating func readDocument(resolverFolder: URL) {
    guard let members = root.members else {
      error(
        "The resolver holds \(root.kindName); a resolver document is an object with version and resolutionOrder.",
        at: root)
      return
    }
    guard let version = members["version"] else {
      error("The resolver has no \"version\"; add \"version\": \"\(Self.version)\".", at: root)
      return
    }
    guard version.string == Self.version else {
      error(
        "The resolver is version \(version.string.map { "'\($0)'" } ?? version.kindName); Tessera reads resolver "
          + "module \(Self.version). Write \"version\": \"\(Self.version)\" once the document follows it.", at: version)
      return
    }
    guard let order = members["resolutionOrder"]?.elements else {
      error(
        "The resolver has no \"resolutionOrder\" array; list its sets and modifiers, such as "
          + "[{\"$ref\": \"#/sets/base\"}, {\"$ref\": \"#/modifiers/theme\"}].", at: members["resolutionOrder"] ?? root)
      return
    }
    mentionFiles(in: root, folder: resolverFolder)
    let entries = order.map { item in (item, entry(item)) }
    // A set or modifier resolutionOrder never lists is never read: most likely an export's slip.
    let listed = Self.references(in: root)
    for (kind, plural) in [("set", "sets"), ("modifier", "modifiers")] {
      for member in members[plural]?.members ?? [] where !listed.contains("#/\(plural)/\(Self.escaped(member.key))") {
        let isAppearances =
          kind == "modifier" && member.key == options.modifier
          && !((member.value["contexts"] ?? member.value["context"])?.members.map(appearances(of:)) ?? []).isEmpty
        if isAppearances { continue }  // Reported below, as an error.
        diagnostics.append(
          .warning(
            .dtcgResolver,
            "The \(kind) '\(member.key)' is never listed in resolutionOrder (nor named by a source), so its token "
              + "files are not read; add "
              + "{\"$ref\": \"#/\(plural)/\(Self.escaped(member.key))\"} to resolutionOrder, or remove the \(kind).",
            at: location(member)))
      }
    }
    let appearanceModifier = self.appearanceModifier(among: entries.compactMap(\.1))
    var sawAppearanceModifier = false
    for (item, found) in entries {
      guard let (kind, name, definition) = found else { continue }
      if let extensions = definition["$extensions"] { pairSources.append(extensions) }
      switch kind {
      case "set":
        guard let sources = definition["sources"]?.elements else {
          error(
            "Set '\(name)' has no \"sources\" array; list its token files, [{\"$ref\": \"base.tokens.json\"}].",
            at: definition)
          continue
        }
        for source in sources { addSource(source, modes: Set(ThemeMode.allCases), folder: resolverFolder) }
      default:
        // The resolver module's own examples write "context" once or twice: certain, so read with a warning.
        if definition["contexts"] == nil, let singular = definition["context"], singular.members != nil {
          diagnostics.append(
            .warning(
              .dtcgResolver,
              "Modifier '\(name)' writes its contexts under \"context\"; the resolver module calls it \"contexts\". "
                + "Tessera reads it.", at: location(singular)))
        }
        guard let contexts = (definition["contexts"] ?? definition["context"])?.members else {
          error("Modifier '\(name)' has no \"contexts\" object; give each context its sources.", at: definition)
          continue
        }
        if name == appearanceModifier {
          sawAppearanceModifier = true
          readAppearances(of: name, contexts: contexts, definition: definition, item: item, folder: resolverFolder)
        } else if let appearanceModifier, options.contexts[name] == nil,
          let axis = Self.contrastAxis(contexts),
          let luminosities = luminosities(ofModifier: appearanceModifier, among: entries.compactMap(\.1))
        {
          readContrastAxis(
            of: name, axis: axis, contexts: contexts, luminosities: luminosities, item: item, folder: resolverFolder)
        } else {
          readOneContext(of: name, contexts: contexts, definition: definition, item: item, folder: resolverFolder)
        }
      }
    }
    if !sawAppearanceModifier, options.contexts[options.modifier] == nil,
      let modifier = members["modifiers"]?[options.modifier],
      modifier["contexts"]?.members.map({ appearances(of: $0).isEmpty }) == false
    {
      error(
        "Modifier '\(options.modifier)' holds the appearances, but resolutionOrder never lists it; add "
          + "{\"$ref\": \"#/modifiers/\(options.modifier)\"} after the sets.", at: modifier)
    }
    for (name, _) in options.contexts where members["modifiers"]?[name] == nil && !inlineModifiers.contains(name) {
      diagnostics.append(
        .warning(
          .dtcgResolver,
          "tessera.yml chooses a context of modifier '\(name)', which this resolver doesn't have; remove it from "
            + "dtcg.contexts, or name one of the resolver's modifiers.", at: location(root)))
    }
  }

  /// The contexts of a modifier that stand for appearances, by their names
  /// (`light`, `dark_ax` …) or `tessera.yml`'s `appearances:` map.
  private func appearances(of contexts: [JSONValue.Member]) -> [(context: String, mode: ThemeMode)] {
    contexts.compactMap { member in options.appearanceNames.appearance(named: member.key).map { (member.key, $0) } }
  }

  /// The modifier whose contexts are the appearances: the one `dtcg.modifier`
  /// names (`theme`) when its contexts are appearances, else the first whose
  /// contexts are; none when `tessera.yml` chooses one of its contexts.
  private func appearanceModifier(among entries: [(kind: String, name: String, definition: JSONValue)]) -> String? {
    let candidates = entries.filter { kind, name, definition in
      kind == "modifier" && options.contexts[name] == nil
        && !((definition["contexts"] ?? definition["context"])?.members.map(appearances(of:)) ?? []).isEmpty
    }
    return (candidates.first { $0.name == options.modifier } ?? candidates.first)?.name
  }

  /// The appearance modifier: each context that stands for an appearance
  /// adds its sources to that appearance; another context is not read, with a note.
  private mutating func readAppearances(
    of name: String, contexts: [JSONValue.Member], definition: JSONValue, item: JSONValue, folder: URL
  ) {
    var read: [ThemeMode: String] = [:]
    for context in contexts {
      guard let mode = options.appearanceNames.appearance(named: context.key) else {
        diagnostics.append(
          .note(
            .dtcgResolver,
            "Context '\(context.key)' of modifier '\(name)' is no appearance Tessera knows (light, dark, "
              + "light-high-contrast, dark-high-contrast), so it is not read; map it to one in tessera.yml's "
              + "appearances if it is one.", at: location(context)))
        continue
      }
      if let first = read[mode] {
        diagnostics.append(
          .warning(
            .dtcgResolver,
            "Contexts '\(first)' and '\(context.key)' of modifier '\(name)' are both the \(mode.name) appearance; "
              + "Tessera reads '\(first)'. Map one of them to another appearance in tessera.yml's appearances.",
            at: location(context)))
        continue
      }
      guard let sources = context.value.elements else {
        error(
          "Context '\(context.key)' of modifier '\(name)' is \(context.value.kindName); a context is an array of "
            + "sources, [{\"$ref\": \"dark.tokens.json\"}].", at: context.value)
        continue
      }
      read[mode] = context.key
      layers.addMode(mode, source: source.displayPath)
      for source in sources { addSource(source, modes: [mode], folder: folder) }
    }
    if read[.light] == nil {
      error(
        "Modifier '\(name)' has no light context (it has \(contexts.map(\.key).joined(separator: ", "))); every "
          + "catalog has a light appearance, so name one light, or map one to light in tessera.yml's appearances.",
        at: definition)
    }
  }

  /// The context names that say standard contrast, and those that say high contrast, folded
  /// (``ThemeMode/folded(_:)``).
  private static let standardContrastNames: Set<String> = ["standard", "default", "normal", "regular", "off", "none"]
  private static let highContrastNames: Set<String> = [
    "high", "highcontrast", "hc", "ax", "increased", "increasedcontrast", "more", "morecontrast", "on",
  ]

  /// A modifier that is the contrast axis beside a light and dark modifier: two contexts, one named for
  /// standard contrast (`standard`, `default`, `normal` …) and one for high (`high`, `hc`, `increased` …).
  package static func contrastAxis(_ contexts: [JSONValue.Member]) -> (standard: String, high: String)? {
    guard contexts.count == 2 else { return nil }
    let standard = contexts.first { standardContrastNames.contains(ThemeMode.folded($0.key)) }
    let high = contexts.first { highContrastNames.contains(ThemeMode.folded($0.key)) }
    guard let standard, let high else { return nil }
    return (standard.key, high.key)
  }

  /// The standard appearances the appearance modifier declares (light, and dark when it has a dark context),
  /// or `nil` when it declares a high-contrast one itself: then a second contrast axis would contradict it.
  private func luminosities(
    ofModifier name: String, among entries: [(kind: String, name: String, definition: JSONValue)]
  ) -> [ThemeMode]? {
    guard let definition = entries.first(where: { $0.kind == "modifier" && $0.name == name })?.definition,
      let contexts = (definition["contexts"] ?? definition["context"])?.members
    else { return nil }
    let modes = Set(appearances(of: contexts).map(\.mode))
    guard !modes.contains(where: \.isHighContrast) else { return nil }
    return [ThemeMode.light, .dark].filter(modes.contains)
  }

  /// A contrast modifier beside the light and dark one (`contrast`: `standard`, `high`): its high context's
  /// sources are the high-contrast appearances of each luminosity the appearance modifier has (light high
  /// contrast, and dark high contrast when there is dark), each inheriting the rest from its standard
  /// counterpart as a high-contrast appearance does; its standard context's sources are read in light and
  /// dark. A note says how it was read.
  private mutating func readContrastAxis(
    of name: String, axis: (standard: String, high: String), contexts: [JSONValue.Member],
    luminosities: [ThemeMode], item: JSONValue, folder: URL
  ) {
    let highModes = luminosities.map { $0 == .dark ? ThemeMode.darkHighContrast : .lightHighContrast }
    for (context, modes) in [(axis.standard, luminosities), (axis.high, highModes)] {
      guard let sources = contexts[context]?.elements else {
        error(
          "Context '\(context)' of modifier '\(name)' is no array; a context is an array of sources, "
            + "[{\"$ref\": \"high-contrast.tokens.json\"}].", at: item)
        continue
      }
      if context == axis.high {
        for mode in highModes { layers.addMode(mode, source: self.source.displayPath) }
      }
      for source in sources { addSource(source, modes: Set(modes), folder: folder) }
    }
    diagnostics.append(
      .note(
        .dtcgResolver,
        "Modifier '\(name)' is read as the contrast axis: its context '\(axis.high)' makes the "
          + "\(highModes.map(\.name).joined(separator: " and ")) appearances (each inheriting what it doesn't "
          + "define from its standard counterpart), '\(axis.standard)' is read in "
          + "\(luminosities.map(\.name).joined(separator: " and ")). To read one context only, choose it in "
          + "tessera.yml (dtcg.contexts: {\(name): \(axis.standard)}).", at: location(item)))
  }

  /// A modifier that isn't the appearance modifier: one context read in every
  /// appearance, the one `tessera.yml` chooses (`dtcg.contexts`), else its
  /// default, else its first, with a note saying which.
  private mutating func readOneContext(
    of name: String, contexts: [JSONValue.Member], definition: JSONValue, item: JSONValue, folder: URL
  ) {
    let configured = options.contexts[name]
    let chosen = configured ?? definition["default"]?.string ?? contexts.first?.key
    guard let chosen, let sources = contexts[chosen]?.elements else {
      if let configured {
        error(
          "tessera.yml chooses context '\(configured)' of modifier '\(name)', which it doesn't have (it has "
            + "\(contexts.map(\.key).joined(separator: ", "))); choose one of those in dtcg.contexts.", at: definition)
      } else {
        error("Modifier '\(name)' has no default context Tessera can read; add \"default\" naming one.", at: definition)
      }
      return
    }
    if configured == nil {
      let how = definition["default"]?.string == nil ? "its first context" : "its default context"
      if name == options.modifier {
        // The modifier that would hold the appearances has none Tessera knows: most likely a naming to map.
        diagnostics.append(
          .warning(
            .dtcgResolver,
            "Modifier '\(name)' has the contexts \(contexts.map(\.key).joined(separator: ", ")), none of which is an "
              + "appearance Tessera knows, so it reads \(how), '\(chosen)', in every appearance; map them in "
              + "tessera.yml (appearances: {\(chosen): light, …}), or choose one (dtcg.contexts: {\(name): \(chosen)}).",
            at: location(item)))
      } else {
        diagnostics.append(
          .note(
            .dtcgResolver,
            "Modifier '\(name)' holds no appearances, so Tessera reads \(how), '\(chosen)', in every appearance; "
              + "choose another in tessera.yml (dtcg.contexts: {\(name): …}).", at: location(item)))
      }
    }
    for source in sources { addSource(source, modes: Set(ThemeMode.allCases), folder: folder) }
  }

  /// A resolution-order item: a `$ref` to `#/sets/…` or `#/modifiers/…`, or an
  /// inline set or modifier with `type` and `name`.
  private mutating func entry(_ item: JSONValue) -> (kind: String, name: String, definition: JSONValue)? {
    if let text = item["$ref"]?.string {
      guard let pointer = JSONPointer(fragment: text), pointer.segments.count == 2,
        ["sets", "modifiers"].contains(pointer.segments[0])
      else {
        error(
          "'\(text)' is not a set or modifier of this resolver; write \"#/sets/name\" or \"#/modifiers/name\".",
          at: item)
        return nil
      }
      guard let definition = pointer.evaluate(in: root), definition.members != nil else {
        error("\(text) names no \(pointer.segments[0] == "sets" ? "set" : "modifier") in this resolver.", at: item)
        return nil
      }
      return (pointer.segments[0] == "sets" ? "set" : "modifier", pointer.segments[1], definition)
    }
    guard let kind = item["type"]?.string, kind == "set" || kind == "modifier" else {
      error(
        "A resolutionOrder item is {\"$ref\": \"#/sets/…\"}, {\"$ref\": \"#/modifiers/…\"}, or an inline object with "
          + "\"type\": \"set\" or \"modifier\".", at: item)
      return nil
    }
    let name = item["name"]?.string ?? "(inline)"
    if kind == "modifier" { inlineModifiers.insert(name) }
    return (kind, name, item)
  }

  /// One source of a set or context; a source that can't be read leaves its
  /// modes incomplete.
  private mutating func addSource(_ source: JSONValue, modes: Set<ThemeMode>, folder: URL) {
    if !readSource(source, modes: modes, folder: folder) { layers.markIncomplete(modes) }
  }

  /// One source of a set or context: a token file, or an inline token tree.
  /// Whether it could be read.
  private mutating func readSource(_ source: JSONValue, modes: Set<ThemeMode>, folder: URL) -> Bool {
    guard let members = source.members else {
      error(
        "A source is \(source.kindName); write {\"$ref\": \"name.tokens.json\"} or an inline token tree.", at: source)
      return false
    }
    guard let reference = members["$ref"] else {
      readInline(source, modes: modes)
      return true
    }
    // A pointer into the resolver itself: a set, whose sources it stands for (a context may name one), or
    // a token tree kept in it, such as a bundled file in `$defs`.
    if let text = reference.string, text.hasPrefix("#") {
      guard let pointer = JSONPointer(fragment: text), let target = pointer.evaluate(in: root), target.members != nil,
        pointer.segments.first != "modifiers", pointer.segments.first != "resolutionOrder"
      else {
        error(
          "'\(text)' names no set or token tree of this resolver; a source is a token file, \"base.tokens.json\", "
            + "a set, \"#/sets/base\", or a tree in $defs, \"#/$defs/base\".", at: reference)
        return false
      }
      if pointer.segments.count == 2, pointer.segments[0] == "sets" {
        guard setDepth < Self.maximumSetDepth, let sources = target["sources"]?.elements else {
          error(
            "'\(text)' is a set that can't be read here: it has no sources, or sets name each other too deep.",
            at: reference)
          return false
        }
        setDepth += 1
        defer { setDepth -= 1 }
        var read = true
        for inner in sources where !readSource(inner, modes: modes, folder: folder) { read = false }
        return read
      }
      readInline(target, modes: modes)
      return true
    }
    guard let text = reference.string, !text.isEmpty else {
      error(
        "This $ref is not a token file; a source names a whole file relative to the resolver, such as "
          + "\"base.tokens.json\".", at: reference)
      return false
    }
    guard !text.contains("#") || text.hasSuffix("#") else {
      error(
        "'\(text)' points inside a file; Tessera reads whole token files as sources, so write "
          + "\"\(text.prefix { $0 != "#" })\".", at: reference)
      return false
    }
    let path = String(text.prefix { $0 != "#" })
    let url = URL(fileURLWithPath: path, relativeTo: folder).standardizedFileURL
    guard Self.isInside(url, boundary) else {
      error(
        "'\(text)' is outside the package folder; a resolver reads only token files inside the package, so move "
          + "the file into it.", at: reference)
      return false
    }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else {
      // Logged as a read that found nothing, so that the input cache sees the file when it appears.
      tokenReader.files.note(url, bytes: nil)
      error("'\(text)' names no file (relative to the resolver's folder); fix the path.", at: reference)
      return false
    }
    let key = url.resolvingSymlinksInPath().path
    namedFiles.insert(key)
    if let document = documentsByPath[key] {
      layers.add(document: document, modes: modes)
      return true
    }
    let file = CatalogFile(url: url, displayPath: CatalogFile.displayPath(of: url, relativeTo: displayBase))
    // A file read ahead under the same name is what reading it now would give.
    var read: TokenCatalog
    let found: [Diagnostic]
    if let ahead = readAheadFiles.removeValue(forKey: key), ahead.file.displayPath == file.displayPath {
      (read, found) = (ahead.catalog, ahead.diagnostics)
    } else {
      read = TokenCatalog()
      found = tokenReader.load(file, scope: .shared, into: &read)
      paths?.intern(&read)
    }
    diagnostics += found
    skippedTokens.merge(read.skippedTokens) { first, _ in first }
    let document = layers.add(documentDefinitions: read.definitions, path: file.displayPath, modes: modes)
    documentsByPath[key] = document
    documentFiles.append(
      (
        document, file, read.dtcgGroupTypes, found.contains { $0.rule == .tokenUnknownType },
        found.contains { $0.rule == .dtcgExtends }
      ))
    return true
  }

  /// The resolver module merges a set's sources into "a tokens structure that behaves the same as if it were
  /// one source": a group's `$type` in one file types the tokens of the same group in another, and a
  /// group's `$extends` may name a group of another file. Each file with a token of no type, or a `$extends`
  /// that found no group, is read again with the groups' `$type`s of every file the resolver reads (its own
  /// winning) and, for `$extends`, the other files' documents; its findings replace those of the first
  /// reading. Files are read alone first, side by side; only such a file is read twice.
  private mutating func readAgainAsOneDocument() {
    guard documentFiles.contains(where: { $0.untyped || $0.unextended }) else { return }
    var groupTypes: [TokenPath: DTCGDocumentReader.InheritedType] = [:]
    for entry in documentFiles { groupTypes.merge(entry.groupTypes) { _, later in later } }
    let extending = documentFiles.contains(where: \.unextended) && documentFiles.count > 1
    guard !groupTypes.isEmpty || extending else { return }
    // Parsed again only for a $extends that needs them: a resolution's files aren't kept as documents.
    let documents = extending ? documentFiles.map { tokenReader.document(of: $0.file) } : []
    for (index, entry) in documentFiles.enumerated() where entry.untyped || (entry.unextended && extending) {
      var outerRoots: [JSONValue] = []
      if entry.unextended {
        for (other, document) in documents.enumerated() where other != index { document.map { outerRoots.append($0) } }
      }
      var read = TokenCatalog()
      let found = tokenReader.load(
        entry.file, scope: .shared, outerGroupTypes: groupTypes, outerRoots: outerRoots, into: &read)
      paths?.intern(&read)
      diagnostics.removeAll { $0.location.file == entry.file.displayPath }
      diagnostics += found
      skippedTokens.merge(read.skippedTokens) { first, _ in first }
      layers.replace(document: entry.document, definitions: read.definitions)
    }
  }

  /// Every `$ref` string in `value`, at any depth: what lists a set or modifier.
  package static func references(in value: JSONValue) -> Set<String> {
    switch value.kind {
    case .object(let members):
      return members.reduce(into: Set<String>()) { found, member in
        if member.key == "$ref", let text = member.value.string { found.insert(text) }
        found.formUnion(references(in: member.value))
      }
    case .array(let elements): return elements.reduce(into: Set<String>()) { $0.formUnion(references(in: $1)) }
    default: return []
    }
  }

  /// A name as a JSON Pointer segment: `~` as `~0`, `/` as `~1`.
  package static func escaped(_ name: String) -> String {
    name.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
  }

  /// Records every token file a `$ref` in `value` names, relative to `folder`.
  private mutating func mentionFiles(in value: JSONValue, folder: URL) {
    switch value.kind {
    case .object(let members):
      for member in members {
        if member.key == "$ref", let text = member.value.string, !text.hasPrefix("#") {
          let path = String(text.prefix { $0 != "#" })
          mentionedFiles.insert(
            URL(fileURLWithPath: path, relativeTo: folder).standardizedFileURL.resolvingSymlinksInPath().path)
        } else {
          mentionFiles(in: member.value, folder: folder)
        }
      }
    case .array(let elements):
      for element in elements { mentionFiles(in: element, folder: folder) }
    default:
      break
    }
  }

  /// How deep sets may name sets, in sources: a stop to a set that names itself.
  package static let maximumSetDepth = 16

  /// A token tree written in the resolver, read as a document of its own.
  private mutating func readInline(_ tree: JSONValue, modes: Set<ThemeMode>) {
    var inline = TokenCatalog()
    let read = tokenReader.read(tree, source: self.source, scope: .shared, into: &inline)
    diagnostics += read
    paths?.intern(&inline)
    skippedTokens.merge(inline.skippedTokens) { first, _ in first }
    layers.add(documentDefinitions: inline.definitions, path: self.source.displayPath, modes: modes)
  }

  /// Whether `url`, symbolic links followed, lies inside `folder`.
  package static func isInside(_ url: URL, _ folder: URL) -> Bool {
    let path = url.standardizedFileURL.resolvingSymlinksInPath().path
    var base = folder.standardizedFileURL.resolvingSymlinksInPath().path
    if !base.hasSuffix("/") { base += "/" }
    return path.hasPrefix(base)
  }

  // MARK: - Contrast pairs

  /// `$extensions["dev.tessera"].contrast` of the appearance modifier, or of
  /// any set or modifier (the resolver's own `$extensions`, which its schema
  /// doesn't allow, is read too):
  /// `[{"foreground", "background", "backdrop", "minimum", "highContrastMinimum"}]`.
  private mutating func contrastPairs() -> [ContrastPair] {
    var pairs: [ContrastPair] = []
    if let own = root["$extensions"], let tessera = own[Self.extensionKey], tessera["contrast"] != nil {
      // Where Tessera once wrote them: still read, so a resolver it wrote keeps its pairs.
      diagnostics.append(
        .warning(
          .dtcgResolver,
          "The resolver's own $extensions holds contrast pairs, but the resolver schema allows no $extensions "
            + "there; move \"\(Self.extensionKey)\" into the $extensions of the appearance modifier.",
          at: location(tessera)))
    }
    for extensions in [root["$extensions"]].compactMap({ $0 }) + pairSources {
      pairs += contrastPairs(in: extensions)
    }
    return pairs
  }

  private mutating func contrastPairs(in extensions: JSONValue) -> [ContrastPair] {
    guard let tessera = extensions[Self.extensionKey], let list = tessera["contrast"] else { return [] }
    guard let elements = list.elements else {
      diagnostics.append(
        .error(.contrastInvalidPair, "contrast is \(list.kindName); write an array of pairs.", at: location(list)))
      return []
    }
    var pairs: [ContrastPair] = []
    for element in elements {
      guard let members = element.members else {
        diagnostics.append(
          .error(
            .contrastInvalidPair, "A contrast pair is an object with foreground, background and minimum.",
            at: location(element)))
        continue
      }
      var failed = false
      func path(_ key: String, required: Bool) -> (TokenPath, SourceLocation)? {
        guard let value = members[key] else {
          if required {
            failed = true
            diagnostics.append(
              .error(
                .contrastInvalidPair, "This contrast pair has no \(key); add \"\(key)\": \"group.token\".",
                at: location(element)))
          }
          return nil
        }
        var text = Substring(value.string ?? "")
        if text.hasPrefix("{"), text.hasSuffix("}") { text = text.dropFirst().dropLast() }
        guard let parsed = TokenPath(parsing: text) else {
          failed = true
          diagnostics.append(
            .error(
              .contrastInvalidPair, "\(key) is not a token path; write a dotted path like \"color.text.primary\".",
              at: location(value)))
          return nil
        }
        return (parsed, location(value))
      }
      let foreground = path("foreground", required: true)
      let background = path("background", required: true)
      let backdrop = path("backdrop", required: false)
      var minimum: Double?
      var highContrastMinimum: Double?
      switch members["minimum"]?.kind {
      case .string(let text)?:
        minimum = WCAG.minimum(parsing: text)
        highContrastMinimum = WCAG.highContrastMinimum(for: text)
      case .number(let number, _)? where (1...21).contains(number): minimum = number
      default: minimum = nil
      }
      if let written = members["highContrastMinimum"] {
        switch written.kind {
        case .string(let text) where WCAG.minimum(parsing: text) != nil:
          highContrastMinimum = WCAG.minimum(parsing: text)
        case .number(let number, _) where (1...21).contains(number): highContrastMinimum = number
        default:
          failed = true
          diagnostics.append(
            .error(
              .contrastInvalidPair,
              "The pair's highContrastMinimum is not a minimum; write \"aaa\" (7), \"aaa-large-text\" (4.5), another "
                + "name, or a ratio from 1 to 21.", at: location(written)))
        }
      }
      if minimum == nil {
        diagnostics.append(
          .error(
            .contrastInvalidPair,
            "The pair's minimum is missing or not one; write \"text\" (4.5), \"large-text\" or \"ui\" (3), \"aaa\" (7), "
              + "or a ratio from 1 to 21.", at: location(members["minimum"] ?? element)))
      }
      guard !failed, let foreground, let background, let minimum else { continue }
      pairs.append(
        ContrastPair(
          foreground: foreground.0, background: background.0, backdrop: backdrop?.0, minimum: minimum,
          highContrastMinimum: highContrastMinimum,
          location: location(element), foregroundLocation: foreground.1, backgroundLocation: background.1,
          backdropLocation: backdrop?.1))
    }
    return pairs
  }
}
