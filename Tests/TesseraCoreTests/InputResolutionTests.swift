import Foundation
import Testing

@testable import TesseraAccessibility
@testable import TesseraColor
@testable import TesseraCore
@testable import TesseraFoundation
@testable import TesseraStrings
@testable import TesseraTokens

/// How a run finds its inputs: options over `tessera.yml` over the
/// conventional layout, as the CLI and the rule examples both use it.
@Suite struct InputResolutionTests {
  private func resolved(_ request: InputResolution, in scratch: Scratch) throws -> InputResolution.Resolved {
    try request.resolve(in: scratch.url).get()
  }

  private func relative(_ url: URL?, to scratch: Scratch) -> String? {
    url.map { CatalogFile.displayPath(of: $0, relativeTo: scratch.url) }
  }

  @Test func theConventionalLayoutIsFoundAndWhatIsMissingIsSkippedWithANote() throws {
    let scratch = try Scratch(["Strings/en.lproj/App.strings": "\"a\" = \"A\";\n", "Strings/Accessibility.xml": ""])
    let found = try resolved(InputResolution(), in: scratch)
    #expect(found.inputs.tokensDirectory == nil)
    #expect(relative(found.inputs.stringsDirectory, to: scratch) == "Strings")
    #expect(relative(found.inputs.accessibilityFile, to: scratch) == "Strings/Accessibility.xml")
    #expect(relative(found.output, to: scratch) == "Generated")
    #expect(found.notes == ["no Tokens/ folder here; skipping tokens."])
  }

  @Test func theAssetCatalogIsRelativeToTheConfigurationAndTheOptionWins() throws {
    let scratch = try Scratch(["config/tessera.yml": "asset_catalog: Colors.xcassets\n"])
    var request = InputResolution()
    request.configuration = "config/tessera.yml"
    let fromFile = try resolved(request, in: scratch)
    #expect(relative(fromFile.assetCatalog, to: scratch) == "config/Colors.xcassets")
    #expect(fromFile.inputs.generation.assetCatalog)
    request.assetCatalog = "Out/Theme.xcassets"
    #expect(relative(try resolved(request, in: scratch).assetCatalog, to: scratch) == "Out/Theme.xcassets")
    // Not written, but still named in the Swift.
    request.writesAssetCatalog = false
    let unwritten = try resolved(request, in: scratch)
    #expect(unwritten.assetCatalog == nil)
    #expect(unwritten.inputs.generation.assetCatalog)
    // None asked for: none, and no names.
    let none = try resolved(InputResolution(), in: scratch)
    #expect(none.assetCatalog == nil)
    #expect(!none.inputs.generation.assetCatalog)
  }

  @Test func configuredPathsAreRelativeToTheConfigurationAndOptionsWin() throws {
    let scratch = try Scratch([
      "config/tessera.yml": "tokens: ../Design\noutput: ../Out\nbase_locale: de\n",
      "Design/light.xml": "<tokens/>", "Other/light.xml": "<tokens/>",
    ])
    var request = InputResolution()
    request.configuration = "config/tessera.yml"
    request.usesDefaultPaths = false
    let fromFile = try resolved(request, in: scratch)
    #expect(relative(fromFile.inputs.tokensDirectory, to: scratch) == "Design")
    #expect(relative(fromFile.output, to: scratch) == "Out")
    #expect(fromFile.inputs.baseLocale == "de")
    #expect(fromFile.notes.isEmpty)

    request.tokens = "Other"
    request.baseLocale = "fr"
    let overridden = try resolved(request, in: scratch)
    #expect(relative(overridden.inputs.tokensDirectory, to: scratch) == "Other")
    #expect(overridden.inputs.baseLocale == "fr")
  }

  @Test func whatIsNamedMustExist() throws {
    let scratch = try Scratch(["Tokens/light.xml": "<tokens/>"])
    var request = InputResolution()
    request.strings = "Nowhere"
    #expect(throws: InputResolution.Failure.folder(path: "Nowhere", kind: "strings", exists: false)) {
      try request.resolve(in: scratch.url).get()
    }
    #expect(
      InputResolution.Failure.folder(path: "Tokens/light.xml", kind: "tokens", exists: true).message
        == "Tokens/light.xml is not a folder; --tokens names the folder that holds the catalogs.")
    request = InputResolution()
    request.configuration = "missing.yml"
    #expect(throws: InputResolution.Failure.file(path: "missing.yml", option: "config")) {
      try request.resolve(in: scratch.url).get()
    }
  }

  @Test func aConfigurationWithProblemsStopsTheRunWithItsDiagnostics() throws {
    let scratch = try Scratch(["tessera.yml": "tokenz: Tokens\n"])
    let result = InputResolution().resolve(in: scratch.url)
    guard case .failure(.configuration(let diagnostics)) = result else {
      Issue.record("expected a configuration failure, got \(result)")
      return
    }
    #expect(diagnostics.map(\.location.description) == ["tessera.yml:1:1"])
  }

  @Test func aMissingBaselineIsABaselineFailureUnlessItIsAboutToBeWritten() throws {
    let scratch = try Scratch(["tessera.yml": "baseline: debt.json\n"])
    let result = InputResolution().resolve(in: scratch.url)
    guard case .failure(.baseline(let diagnostic)) = result else {
      Issue.record("expected a baseline failure, got \(result)")
      return
    }
    #expect(diagnostic.rule == .baselineInvalid)
    var writing = InputResolution()
    writing.readsBaseline = false
    #expect(try writing.resolve(in: scratch.url).get().inputs.baseline == nil)
  }
}
