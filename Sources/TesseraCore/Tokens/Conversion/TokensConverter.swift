import Foundation
import TesseraAccessibility
import TesseraColor
import TesseraFoundation
import TesseraStrings
import TesseraTokens

/// `tessera convert --to dtcg|xml`: the token catalogs of the tokens folder
/// from XML (`*.xml`) into DTCG token files with a resolver, or back.
///
/// Into DTCG, each XML catalog `name.xml` becomes `name.tokens.json` beside
/// it (``DTCGTokenWriter``), and the resolver (``DTCGResolverWriter``,
/// `tokens.resolver.json` in the tokens folder, or `dtcg.resolver`) lists
/// the shared files in its set and the themed ones in the theme modifier's
/// contexts, with the contrast pairs. Into XML, each DTCG token file (or a
/// resolver's inline tokens) becomes `name.xml` beside it per mode
/// (``TokenXMLWriter``), and the contrast pairs `contrast.xml`. The files
/// converted from are removed, after the new ones are written. Whatever the
/// target can't express is reported by token as `convert-not-expressible`
/// (``DTCGConversionLosses``); a catalog with an error, or a target that
/// already exists, is not converted.
package struct TokensConverter: Sendable {
  /// The format token catalogs are converted to.
  package enum Format: String, Sendable, CaseIterable {
    /// DTCG token files and a resolver.
    case dtcg
    /// Tessera's XML token catalogs.
    case xml
  }

  /// What a conversion does: the files it writes and removes, and what it reports.
  package typealias Conversion = CatalogConversion

  package var inputs: PipelineInputs

  package init(inputs: PipelineInputs) {
    self.inputs = inputs
  }

  /// The conversion of the tokens folder's catalogs in the other format to `format`.
  package func plan(to format: Format) -> Conversion {
    guard let directory = inputs.tokensDirectory else { return Conversion() }
    let stage = TokenStage(directory: directory, inputs: inputs, checks: [])
    var bag = DiagnosticBag()
    var catalog = TokenCatalog()
    var sources: [CatalogFile] = []
    switch format {
    case .dtcg:
      sources = CatalogFile.find(in: directory, extensions: ["xml"], displayBase: inputs.displayBase)
      let loader = TokenCatalogLoader(
        xmlLoader: XMLLoader(maximumFileSize: inputs.maximumFileSize), appearanceNames: inputs.dtcg.appearanceNames)
      let (loaded, diagnostics) = loader.load(sources)
      catalog = loaded
      bag.append(contentsOf: diagnostics)
    case .xml:
      stage.loadDTCG(into: &catalog, diagnostics: &bag)
      sources = dtcgSources(of: catalog, in: directory)
    }
    let resolved = stage.resolve(catalog, into: &bag)
    let errors = bag.sorted.filter { $0.severity == .error }
    guard errors.isEmpty else { return Conversion(diagnostics: errors) }
    guard !sources.isEmpty else { return Conversion() }

    var conversion = Conversion(removals: sources)
    switch format {
    case .dtcg: writeDTCG(catalog, resolved: resolved, directory: directory, into: &conversion)
    case .xml: writeXML(catalog, resolved: resolved, directory: directory, into: &conversion)
    }
    // Never over a file that is there.
    var planned: Set<String> = []
    for change in conversion.changes
    where FileManager.default.fileExists(atPath: change.url.path) || !planned.insert(change.url.path).inserted {
      conversion.diagnostics.append(
        .error(
          .convertNotExpressible,
          "Converting would write \(change.displayPath), which is already there; move it away or delete it, then "
            + "convert again.", at: .start(of: change.displayPath)))
    }
    if conversion.diagnostics.contains(where: { $0.severity == .error }) {
      conversion.changes = []
      conversion.removals = []
    }
    conversion.diagnostics.sort()
    return conversion
  }

  // MARK: - Into DTCG

  private func writeDTCG(
    _ catalog: TokenCatalog, resolved: ResolvedTokenCatalog, directory: URL, into conversion: inout Conversion
  ) {
    let resolverURL = inputs.dtcg.resolver ?? directory.appendingPathComponent("tokens.resolver.json")
    let resolverFolder = resolverURL.deletingLastPathComponent()
    var writer = DTCGTokenWriter(resolved: resolved)
    var scan = XMLCatalogScan(maximumFileSize: inputs.maximumFileSize)
    for source in conversion.removals { scan.scan(source) }
    conversion.diagnostics += scan.diagnostics
    var byFile: [String: [TokenDefinition]] = [:]
    for definition in catalog.definitions { byFile[definition.location.file, default: []].append(definition) }
    var references: [TokenScope: [String]] = [:]
    for source in conversion.removals {
      guard let definitions = byFile[source.displayPath], let scope = definitions.first?.scope else { continue }
      let target = CatalogFile(
        url: source.url.deletingPathExtension().appendingPathExtension("tokens.json"),
        displayPath: Self.replacingSuffix(of: source.displayPath, with: ".tokens.json"))
      let json =
        JSONWriter(memberOrder: .asGiven).write(
          writer.document(definitions, groupDescriptions: scan.groupDescriptions[source.displayPath] ?? [:])) + "\n"
      conversion.changes.append(CatalogFileChange(target, bytes: Array(json.utf8), isNew: true))
      references[scope, default: []].append(Self.relativePath(of: target.url, from: resolverFolder))
    }
    conversion.diagnostics += writer.diagnostics
    var appearances: [ThemeMode: [String]] = [:]
    for mode in ThemeMode.allCases { appearances[mode] = references[.themed(mode)] }
    let resolver = DTCGResolverWriter.resolver(
      shared: references[.shared] ?? [], appearances: appearances, modifier: inputs.dtcg.modifier,
      pairs: catalog.contrastPairs)
    let file = CatalogFile(url: resolverURL, displayBase: inputs.displayBase)
    let text = JSONWriter(memberOrder: .asGiven).write(resolver) + "\n"
    conversion.changes.append(CatalogFileChange(file, bytes: Array(text.utf8), isNew: true))
  }

  // MARK: - Into XML

  /// The DTCG files the catalog was read from: its token files, and the resolver.
  private func dtcgSources(of catalog: TokenCatalog, in directory: URL) -> [CatalogFile] {
    var paths: [String] = []
    for scope in [TokenScope.shared] + ThemeMode.allCases.map(TokenScope.themed) {
      for path in catalog.files[scope] ?? [] where !paths.contains(path) { paths.append(path) }
    }
    var files = paths.map { CatalogFile(displayPath: $0, relativeTo: inputs.displayBase) }
    let found = CatalogFile.find(in: directory, extensions: ["json"], displayBase: inputs.displayBase)
    let resolver =
      inputs.dtcg.resolver.map { CatalogFile(url: $0, displayBase: inputs.displayBase) }
      ?? found.first { $0.url.lastPathComponent.lowercased().hasSuffix(".resolver.json") }
    if let resolver, !paths.contains(resolver.displayPath) { files.append(resolver) }
    return files
  }

  private func writeXML(
    _ catalog: TokenCatalog, resolved: ResolvedTokenCatalog, directory: URL, into conversion: inout Conversion
  ) {
    // One catalog per file and scope: a file the appearances read with different tokens splits by appearance.
    var groups: [(file: String, scope: TokenScope, definitions: [TokenDefinition])] = []
    for var definition in catalog.definitions.sorted(by: { $0.location < $1.location }) {
      // DTCG's line height as a multiple of an alias (or of an aliased size): XML holds points, resolved here.
      if case .typography(var fields) = definition.expression, let multiple = fields.lineHeightMultiple {
        let mode: ThemeMode =
          if case .themed(let mode) = definition.scope { mode } else { .light }
        if case .typography(let style)? = resolved.token(definition.path, in: mode)?.value {
          fields.lineHeight = TokenField(
            attribute: "line-height", reference: .value(style.lineHeight), location: multiple.location)
          conversion.diagnostics.append(
            .warning(
              .convertNotExpressible,
              "The lineHeight of '\(definition.path)' is a multiple of its fontSize"
                + (multiple.aliasTarget.map { ", {\($0)}" } ?? "")
                + ", which an XML catalog can't hold (its line height is in points), so it converts to "
                + "\(TokenNumberText.text(style.lineHeight)) points and the alias is not kept.",
              at: multiple.location, subject: definition.path.description))
        }
        fields.lineHeightMultiple = nil
        definition.expression = .typography(fields)
      }
      if let index = groups.firstIndex(where: { $0.file == definition.location.file && $0.scope == definition.scope }) {
        groups[index].definitions.append(definition)
      } else {
        groups.append((definition.location.file, definition.scope, [definition]))
      }
    }
    var losses = DTCGConversionLosses(modifier: inputs.dtcg.modifier, maximumFileSize: inputs.maximumFileSize)
    losses.appearanceNames = inputs.dtcg.appearanceNames
    losses.contexts = inputs.dtcg.contexts
    losses.converted = Set(conversion.removals.map(\.displayPath))
    losses.report(catalog.definitions)
    for file in conversion.removals { losses.scan(file) }
    conversion.diagnostics += losses.diagnostics
    // A file read as one catalog keeps its name; one split by scope gives its shared tokens its name and each
    // appearance's its name and the appearance's (semantic.xml, semantic-light.xml, semantic-dark.xml).
    var groupsPerFile: [String: Int] = [:]
    for group in groups { groupsPerFile[group.file, default: 0] += 1 }
    for group in groups {
      var path = Self.replacingSuffix(of: group.file, with: "")
      if groupsPerFile[group.file, default: 0] > 1, case .themed(let mode) = group.scope {
        path += "-\(mode.catalogName)"
      }
      let target = CatalogFile(displayPath: path + ".xml", relativeTo: inputs.displayBase)
      let text = TokenXMLWriter.catalog(
        group.definitions, scope: group.scope, groupDescriptions: losses.groupDescriptions[group.file] ?? [:])
      conversion.changes.append(CatalogFileChange(target, bytes: Array(text.utf8), isNew: true))
    }
    if !catalog.contrastPairs.isEmpty {
      let url = directory.appendingPathComponent("contrast.xml")
      let text = TokenXMLWriter.catalog([], scope: .shared, pairs: catalog.contrastPairs)
      conversion.changes.append(
        CatalogFileChange(
          CatalogFile(url: url, displayBase: inputs.displayBase), bytes: Array(text.utf8), isNew: true))
    }
  }

  // MARK: - Paths

  /// `path` without its catalog suffix (`.tokens.json`, `.tokens`, `.resolver.json`, `.json` or `.xml`), then `suffix`.
  static func replacingSuffix(of path: String, with suffix: String) -> String {
    for known in [".tokens.json", ".resolver.json", ".tokens", ".json", ".xml"]
    where path.lowercased().hasSuffix(known) {
      return String(path.dropLast(known.count)) + suffix
    }
    return path + suffix
  }

  /// `url`'s path relative to `folder`, with `../` where it is outside it.
  static func relativePath(of url: URL, from folder: URL) -> String {
    let target = url.standardizedFileURL.pathComponents
    let base = folder.standardizedFileURL.pathComponents
    let common = zip(target, base).prefix { $0 == $1 }.count
    return (Array(repeating: "..", count: base.count - common) + target[common...]).joined(separator: "/")
  }
}
