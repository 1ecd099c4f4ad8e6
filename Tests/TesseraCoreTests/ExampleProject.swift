import Foundation

@testable import TesseraCore

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
      }
    }
  }

  func remove() {
    try? FileManager.default.removeItem(at: folder)
  }

  /// The diagnostics `command` reports in this folder, as `tessera … --format json` would print them.
  func run(_ command: RuleExample.Command) -> [Diagnostic] {
    var configuration = TesseraConfiguration()
    if let url = TesseraConfiguration.find(in: folder) {
      let (loaded, diagnostics) = TesseraConfiguration.load(
        CatalogFile(url: url, displayPath: CatalogFile.displayPath(of: url, relativeTo: folder)))
      if !diagnostics.isEmpty { return diagnostics }
      configuration = loaded
    }
    let strings = directory(configuration.strings ?? "Strings")
    var inputs = PipelineInputs(
      tokensDirectory: directory(configuration.tokens ?? "Tokens"), stringsDirectory: strings, displayBase: folder,
      baseLocale: configuration.baseLocale ?? "en",
      regionalMissingKeySeverity: configuration.allowRegionalFallback ?? false ? .warning : .error,
      accessibilityFile: accessibilityFile(configuration.accessibility, strings: strings))
    inputs.generation = configuration.generation
    inputs.ruleSettings = configuration.rules
    switch command {
    case .lint:
      return TesseraPipeline(inputs: inputs).lint().diagnostics
    case .lintCoverage(let file):
      inputs.coverageFile = folder.appendingPathComponent(file)
      return TesseraPipeline(inputs: inputs).lint().diagnostics
    case .lintSources(let sources):
      inputs.sourcesDirectory = directory(sources)
      return TesseraPipeline(inputs: inputs).lint().diagnostics
    case .lintBaseline(let file):
      let url = folder.appendingPathComponent(file)
      switch Baseline.read(url, displayBase: folder) {
      case .failure(let diagnostic):
        return [diagnostic]
      case .success(let baseline):
        inputs.baseline = baseline
        return baseline.apply(to: TesseraPipeline(inputs: inputs).lint().diagnostics, for: .lint).diagnostics
      }
    case .generateCheck:
      let result = TesseraPipeline(inputs: inputs).generate()
      guard result.errorCount == 0 else { return result.diagnostics }
      let output = folder.appendingPathComponent(configuration.output ?? "Generated")
      return (result.diagnostics + OutputWriter().staleDiagnostics(result.files, in: output, displayBase: folder))
        .sorted()
    }
  }

  /// The folder at `path`, or `nil` when there is none: a default folder
  /// that doesn't exist is skipped.
  private func directory(_ path: String) -> URL? {
    let url = folder.appendingPathComponent(path)
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
      ? url : nil
  }

  /// The accessibility catalog named, or `Accessibility.xml` in the strings
  /// folder when something is there.
  private func accessibilityFile(_ path: String?, strings: URL?) -> URL? {
    if let path { return folder.appendingPathComponent(path) }
    guard let candidate = strings?.appendingPathComponent("Accessibility.xml"),
      FileManager.default.fileExists(atPath: candidate.path)
    else { return nil }
    return candidate
  }
}
