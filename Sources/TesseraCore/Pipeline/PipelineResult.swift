/// A generated source file: its name in the output folder and its text.
public struct GeneratedFile: Sendable, Hashable {
  /// The file's name in the output folder, such as `Strings.swift`; for an
  /// asset catalog's file, its path inside the catalog.
  public var name: String
  /// The file's whole text.
  public var contents: String
}

extension GeneratedFile {
  /// The files of the model `makeModel` makes, rendered on every core.
  /// Each is rendered first, and the model freed (its memory handed back)
  /// before the texts are copied into Strings, each renderer's bytes freed
  /// as they are copied: the model and a large file's text are never in
  /// memory together, nor its bytes twice. Nothing outside holds the model,
  /// since only this function sees it.
  ///
  /// The cores share the files' parts (``SwiftFile/Part``) rather than
  /// whole files, each taking the next part left, so one large file's
  /// top-level declarations render side by side; a file's text is its
  /// parts' bytes one after another. Within a part, a type whose deferred
  /// members share its weight evenly renders them side by side too
  /// (``SwiftRenderer/splitsBlocks``): a token catalog's `Theme` is one
  /// part, nearly all of it under one group.
  static func rendering(_ makeModel: () -> [SwiftFile]) -> [GeneratedFile] {
    var names: [String] = []
    var rendered: [(file: Int, renderer: SwiftRenderer)]
    do {
      let model = makeModel()
      names = model.map(\.name)
      let parts = model.indices.flatMap { file in model[file].parts.map { (file: file, part: $0) } }
      rendered = parts.concurrentMap { job in
        var renderer = SwiftRenderer()
        renderer.splitsBlocks = true
        renderer.render(job.part, of: model[job.file])
        return (job.file, renderer)
      }
    }
    FreedMemory.returnToSystem()
    // Each file's renderers taken out of the array, so nothing else holds the chunks its text frees.
    var files: [GeneratedFile] = []
    rendered.reverse()
    for (file, name) in names.enumerated() {
      var renderers: [SwiftRenderer] = []
      while let last = rendered.last, last.file == file {
        renderers.append(last.renderer)
        rendered.removeLast()
      }
      files.append(GeneratedFile(name: name, contents: SwiftRenderer.takeText(of: &renderers)))
    }
    return files
  }
}

/// What a run found, and what it would write.
public struct PipelineResult: Sendable {
  /// Every diagnostic, sorted.
  public var diagnostics: [Diagnostic]
  /// The files to write; empty when there were errors.
  public var files: [GeneratedFile]
  /// The asset catalog's files, named relative to its folder, under
  /// ``GenerationOptions/assetCatalog``; empty when there were errors.
  public var assetCatalogFiles: [GeneratedFile] = []
  /// What the rendered UI covered of the accessibility catalog, under
  /// `coverageFile`.
  public var coverage: CoverageSummary?
  /// How many findings ``PipelineInputs/baseline`` hid, or `nil` without one.
  public var hiddenCount: Int?
  /// How the token stage went through ``TesseraPipeline/tokenStageCache``,
  /// when the run had one.
  package var tokenStage: TokenStageCache.Outcome?
  package var stringsStage: StringsStageCache.Outcome?

  /// How many of the ``diagnostics`` are errors.
  public var errorCount: Int { diagnostics.count { $0.severity == .error } }
  /// How many of the ``diagnostics`` are warnings.
  public var warningCount: Int { diagnostics.count { $0.severity == .warning } }
}

/// What a run read, for tools that show the catalogs rather than compile
/// them (`tessera report`): each kind's catalog after its checks, or `nil`
/// when the run had none.
package struct PipelineCatalogs: Sendable {
  /// The token catalogs, aliases resolved.
  package var tokens: ResolvedTokenCatalog?
  /// Every locale's string tables.
  package var strings: StringsCatalog?
  /// The accessibility catalog, when it could be read.
  package var accessibility: AccessibilityCatalog?

  package init(
    tokens: ResolvedTokenCatalog? = nil, strings: StringsCatalog? = nil, accessibility: AccessibilityCatalog? = nil
  ) {
    self.tokens = tokens
    self.strings = strings
    self.accessibility = accessibility
  }
}
