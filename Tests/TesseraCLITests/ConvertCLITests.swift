import Foundation
import Testing

/// `tessera convert`, run as a user runs it, on a copy of the package's own
/// string catalogs.
@Suite struct ConvertCLITests {
  private func listing(_ folder: URL) throws -> [String] {
    try FileManager.default.subpathsOfDirectory(atPath: folder.path).sorted()
  }

  /// A dry run lists and touches nothing; the run converts, `generate
  /// --check` then finds the committed Swift up to date, and converting back
  /// restores the folders.
  @Test func convertsBothWaysAndTheGeneratedSwiftStaysTheSame() async throws {
    let scratch = try copyOfPackageStrings()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let strings = scratch.appendingPathComponent("Strings")
    let before = try listing(strings)
    try FileManager.default.copyItem(
      at: CLITests.packageRoot.appendingPathComponent("Generated"), to: scratch.appendingPathComponent("Generated"))
    try FileManager.default.copyItem(
      at: CLITests.packageRoot.appendingPathComponent("Tokens"), to: scratch.appendingPathComponent("Tokens"))

    let dry = try await runTessera(["convert", "--to", "xcstrings", "--table", "Navigation", "--dry-run"], in: scratch)
    #expect(dry.status == 0, "\(dry.error)")
    #expect(dry.error.contains("would write Strings/Navigation.xcstrings\n"))
    #expect(dry.error.contains("would remove Strings/pl.lproj/Navigation.strings\n"))
    #expect(dry.error.hasSuffix("tessera: 1 table would be converted to xcstrings.\n"))
    #expect(try listing(strings) == before)

    let run = try await runTessera(["convert", "--to", "xcstrings"], in: scratch)
    #expect(run.status == 0, "\(run.error)")
    #expect(run.error.hasSuffix("tessera: 7 tables converted to xcstrings.\n"))
    #expect(try listing(strings).filter { $0.hasSuffix(".xcstrings") }.count == 7)
    #expect(try listing(strings).allSatisfy { !$0.contains(".lproj") })
    let check = try await runTessera(["generate", "--check"], in: scratch)
    #expect(check.status == 0, "\(check.output)\(check.error)")

    let back = try await runTessera(["convert", "--to", "strings"], in: scratch)
    #expect(back.status == 0, "\(back.error)")
    #expect(try listing(strings) == before)
    #expect(try await runTessera(["generate", "--check"], in: scratch).status == 0)
  }

  @Test func anUnknownTableOrExtractionStateIsAnErrorAndNothingChanges() async throws {
    let scratch = try copyOfPackageStrings()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let before = try listing(scratch)
    let table = try await runTessera(["convert", "--to", "xcstrings", "--table", "Cart"], in: scratch)
    #expect(table.status == 2)
    #expect(
      table.error == "error: there is no table 'Cart' to convert to xcstrings; they are Accessibility, ActionPages, "
        + "BankSelector, CardForm, Checkout, Navigation, PaymentMethods.\n")
    let state = try await runTessera(["convert", "--to", "xcstrings", "--extraction-state", "done"], in: scratch)
    #expect(state.status == 2)
    #expect(
      state.error
        == "error: 'done' is not an extractionState; use one of extracted_with_value, manual, migrated, stale, none.\n")
    #expect(try listing(scratch) == before)
  }

  /// The package's tokens to DTCG and back: a dry run touches nothing, the
  /// run leaves the committed Swift up to date, and converting back restores
  /// the folder's files; a token option with a strings format is refused.
  @Test func convertsTokensToDTCGAndBackWithTheGeneratedSwiftTheSame() async throws {
    let scratch = try copyOfPackageStrings()
    defer { try? FileManager.default.removeItem(at: scratch) }
    for folder in ["Generated", "Tokens"] {
      try FileManager.default.copyItem(
        at: CLITests.packageRoot.appendingPathComponent(folder), to: scratch.appendingPathComponent(folder))
    }
    let tokens = scratch.appendingPathComponent("Tokens")
    let before = try listing(tokens)

    let dry = try await runTessera(["convert", "--to", "dtcg", "--dry-run"], in: scratch)
    #expect(dry.status == 0, "\(dry.error)")
    #expect(dry.error.contains("would write Tokens/tokens.resolver.json\n"))
    #expect(dry.error.contains("would remove Tokens/contrast.xml\n"))
    #expect(dry.error.hasSuffix("tessera: 6 token files would be converted to dtcg.\n"))
    #expect(try listing(tokens) == before)

    let run = try await runTessera(["convert", "--to", "dtcg", "--tokens", "Tokens"], in: scratch)
    #expect(run.status == 0, "\(run.error)")
    #expect(
      try listing(tokens) == [
        "base.tokens.json", "dark-high-contrast.tokens.json", "dark.tokens.json", "light-high-contrast.tokens.json",
        "light.tokens.json", "tokens.resolver.json",
      ])
    let check = try await runTessera(["generate", "--check"], in: scratch)
    #expect(check.status == 0, "\(check.output)\(check.error)")

    let again = try await runTessera(["convert", "--to", "dtcg"], in: scratch)
    #expect(again.status == 0)
    #expect(again.error == "tessera: 0 token files converted to dtcg.\n")

    let back = try await runTessera(["convert", "--to", "xml"], in: scratch)
    #expect(back.status == 0, "\(back.error)")
    #expect(try listing(tokens) == before)
    #expect(try await runTessera(["generate", "--check"], in: scratch).status == 0)

    let mixed = try await runTessera(["convert", "--to", "dtcg", "--table", "Checkout"], in: scratch)
    #expect(mixed.status == 2)
    #expect(
      mixed.error
        == "error: --table and --extraction-state are for string tables; --to dtcg converts tokens.\n")
  }
}
