import Foundation

/// A generated source file: its name in the output folder and its text.
public struct GeneratedFile: Sendable, Hashable {
  /// The file's name in the output folder, such as `Strings.swift`; for an
  /// asset catalog's file, its path inside the catalog.
  public var name: String
  /// The file's whole text.
  public var contents: String

  /// Every stored property, as the memberwise initializer takes them.
  package init(name: String, contents: String) {
    self.name = name
    self.contents = contents
  }
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
  package static func rendering(_ makeModel: () -> [SwiftFile]) -> [GeneratedFile] {
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
