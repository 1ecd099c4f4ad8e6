// The embedding API as TesseraCore's DocC catalog shows it ("Embedding the compiler"), compiled and
// run here; DocumentationSnippetTests checks that the article has the same text.

import Foundation
import TesseraCore
import Testing

// snippet: embedding
/// Lints the catalogs of the project at `root` as `tessera lint` does: the findings as clang-style
/// text, and whether any is an error.
func lintCatalogs(of root: URL) -> (text: String, failed: Bool) {
  let accessibility = root.appendingPathComponent("Strings/Accessibility.xml")
  let inputs = PipelineInputs(
    tokensDirectory: root.appendingPathComponent("Tokens"),
    stringsDirectory: root.appendingPathComponent("Strings"),
    displayBase: root,
    accessibilityFile: FileManager.default.fileExists(atPath: accessibility.path) ? accessibility : nil)
  let result = TesseraPipeline(inputs: inputs).lint()
  return (DiagnosticFormat.text.render(result.diagnostics), result.errorCount > 0)
}
// end snippet

@Suite struct EmbeddingSnippetTests {
  @Test func theArticlesLintFindsWhatTheCatalogsHold() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    #expect(lintCatalogs(of: root).failed == false, "the package's own catalogs lint clean of errors")

    let broken = FileManager.default.temporaryDirectory.appendingPathComponent("embedding-\(UUID().uuidString)")
    let tokens = broken.appendingPathComponent("Tokens")
    try FileManager.default.createDirectory(at: tokens, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: broken) }
    try Data("<tokens><token name=\"a\" type=\"color\" value=\"#12345G\"/></tokens>\n".utf8)
      .write(to: tokens.appendingPathComponent("light.xml"))
    let lint = lintCatalogs(of: broken)
    #expect(lint.failed)
    #expect(lint.text.hasPrefix("Tokens/light.xml:1:"), "\(lint.text)")
  }
}
