import Foundation
import Testing

@testable import TesseraCore

/// A temporary folder of catalog files, removed when the test ends.
final class Scratch {
  let url: URL

  init(_ files: [String: String]) throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-\(UUID().uuidString)")
    for (name, contents) in files {
      let file = url.appendingPathComponent(name)
      try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(contents.utf8).write(to: file)
    }
  }

  deinit { try? FileManager.default.removeItem(at: url) }

  /// Lints `Tokens/` in this folder, with paths shown relative to it.
  func lint() -> [Diagnostic] {
    TesseraPipeline(inputs: PipelineInputs(tokensDirectory: url.appendingPathComponent("Tokens"), displayBase: url))
      .lint().diagnostics
  }

  func generate() -> PipelineResult {
    TesseraPipeline(inputs: PipelineInputs(tokensDirectory: url.appendingPathComponent("Tokens"), displayBase: url))
      .generate()
  }
}

/// A light and a dark catalog holding `light` and `dark` as their bodies.
func themed(light: String, dark: String, shared: String? = nil) -> [String: String] {
  var files = [
    "Tokens/light.xml": "<tokens mode=\"light\">\n\(light)\n</tokens>\n",
    "Tokens/dark.xml": "<tokens mode=\"dark\">\n\(dark)\n</tokens>\n",
  ]
  if let shared { files["Tokens/base.xml"] = "<tokens>\n\(shared)\n</tokens>\n" }
  return files
}

/// The diagnostics as `file:line:col rule` strings, for exact assertions.
func locations(_ diagnostics: [Diagnostic]) -> [String] {
  diagnostics.map { "\($0.location) \($0.rule)" }
}
