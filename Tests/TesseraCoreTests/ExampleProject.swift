import Foundation

@testable import TesseraAccessibility
@testable import TesseraColor
@testable import TesseraCore
@testable import TesseraFoundation
@testable import TesseraStrings
@testable import TesseraTokens

/// A rule example's files laid out in a temporary project folder, run as
/// the `tessera` CLI runs its command in that folder: the default paths
/// (`Tokens/`, `Strings/`, `Strings/Accessibility.xml`, `Generated/`), a
/// `tessera.yml` when there is one (whose problems stop the run, as they do
/// the CLI's), then the pipeline, and for `generate --check` the comparison
/// with the output folder.
struct ExampleProject {
  let folder: URL

  init(_ example: RuleExample) throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-example-\(UUID().uuidString)")
    let manager = FileManager.default
    try manager.createDirectory(at: folder, withIntermediateDirectories: true)
    for file in example.files {
      let url = folder.appendingPathComponent(file.path)
      try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      switch file.contents {
      case .text(let text):
        try Data(text.utf8).write(to: url)
      case .padded(let text, let size):
        var data = Data(text.utf8)
        data.append(Data(repeating: UInt8(ascii: " "), count: max(size - data.count, 0)))
        try data.write(to: url)
      case .folder:
        try manager.createDirectory(at: url, withIntermediateDirectories: true)
      case .link(let target):
        try manager.createSymbolicLink(atPath: url.path, withDestinationPath: target)
      }
    }
  }

  func remove() {
    try? FileManager.default.removeItem(at: folder)
  }

  /// The diagnostics `command` reports in this folder, as `tessera … --format json` would print them.
  func run(_ command: RuleExample.Command) -> [Diagnostic] {
    var request = InputResolution()
    if case .lintBaseline(let file) = command { request.baseline = file }
    let resolved: InputResolution.Resolved
    switch request.resolve(in: folder) {
    case .success(let found): resolved = found
    case .failure(let failure): return failure.diagnostics
    }
    var inputs = resolved.inputs
    switch command {
    case .lint, .lintBaseline:
      // A baseline, when the command names one, is applied by the pipeline.
      return TesseraPipeline(inputs: inputs).lint().diagnostics
    case .lintCoverage(let file):
      inputs.coverageFile = folder.appendingPathComponent(file)
      return TesseraPipeline(inputs: inputs).lint().diagnostics
    case .lintSources(let sources):
      inputs.sourcesDirectory = try? InputResolution.existingFolder(sources, kind: "sources", in: folder)
      return TesseraPipeline(inputs: inputs).lint().diagnostics
    case .importLocalizations(let file):
      return LocalizationImporter(inputs: inputs).plan(xliff: folder.appendingPathComponent(file), displayPath: file)
        .diagnostics
    case .convert(let format):
      guard let format = StringsConverter.Format(rawValue: format) else { return [] }
      return (try? StringsConverter(inputs: inputs).plan(to: format).diagnostics) ?? []
    case .generateCheck:
      let result = TesseraPipeline(inputs: inputs).generate()
      guard result.errorCount == 0 else { return result.diagnostics }
      return
        (result.diagnostics
        + OutputWriter().staleDiagnostics(result.files, in: resolved.output, displayBase: folder))
        .sorted()
    }
  }
}
