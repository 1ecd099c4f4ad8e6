import Testing

@testable import TesseraAccessibility
@testable import TesseraColor
@testable import TesseraCore
@testable import TesseraFoundation
@testable import TesseraStrings
@testable import TesseraTokens

/// `token-parity` read from the name tree, where a themed definition's
/// counterpart stands beside it, against the rule as a lookup states it.
@Suite struct TokenParityCheckTests {
  /// The findings the rule asks for, found by looking each themed
  /// definition's path up in the other mode's table, in path order: the
  /// reference the tree walk must agree with, finding for finding and in
  /// the same order.
  private func lookedUp(_ catalog: ResolvedTokenCatalog) -> [(rule: RuleID, location: String, message: String)] {
    let index = catalog.index
    var found: [(RuleID, String, String)] = []
    for mode in ThemeMode.allCases {
      for id in index.sortedIDs where index.definitions[id].scope == .themed(mode) {
        let definition = index.definitions[id]
        guard let counterpartID = index.id(.themed(mode.other), definition.path) else {
          found.append((.tokenParity, definition.location.description, "'\(definition.path)' is defined in"))
          continue
        }
        let ownType = catalog.values[id]?.type ?? definition.declaredType
        let theirType = catalog.values[counterpartID]?.type ?? index.definitions[counterpartID].declaredType
        if mode == .dark, let ownType, let theirType, ownType != theirType {
          found.append((.tokenParity, definition.location.description, "'\(definition.path)' is a "))
        }
      }
    }
    return found
  }

  /// Random light and dark catalogs over names whose Swift order differs
  /// from their bytes' (`a-b`, `aB`, `a_b`, `Ab`), tokens that are also
  /// groups, shared tokens (read before the mode files, or after them, so
  /// a path can be in both a mode's table and the shared one), duplicates
  /// and types that differ between modes: the tree walk reports what the
  /// lookups find, in their order. Seeded, so a failure repeats.
  @Test func agreesWithLookingUpEachCounterpart() {
    var generator = SplitMix64(seed: 20)
    let names = ["a-b", "aB", "a_b", "ab", "Ab", "z", "x-y", "x"]
    let loader = TokenCatalogLoader()
    var reported = 0
    for _ in 0..<40 {
      func token(_ name: String) -> String {
        Bool.random(using: &generator)
          ? ##"<token name="\##(name)" type="color" value="#102030"/>"##
          : #"<token name="\#(name)" type="number" value="2"/>"#
      }
      func body() -> String {
        var lines: [String] = []
        for group in ["g1", "g-1", "G1"] {
          lines.append(#"<group name="\#(group)">"#)
          for name in names where Int.random(in: 0..<4, using: &generator) > 0 {
            lines.append(token(name))
            if Int.random(in: 0..<8, using: &generator) == 0 {
              lines.append(#"<group name="\#(name)">\#(token("inner"))</group>"#)
            }
          }
          lines.append("</group>")
        }
        return lines.joined(separator: "\n")
      }
      let shared = loader.load(
        xml: #"<tokens><group name="g1">\#(token("shared"))\#(token("ab"))</group></tokens>"#,
        displayPath: "Tokens/shared.xml"
      ).0
      let sharedFirst = Bool.random(using: &generator)
      var catalog = sharedFirst ? shared : TokenCatalog()
      for file in ["light", "dark", "light", "dark"] {
        catalog.append(
          loader.load(xml: #"<tokens mode="\#(file)">\#(body())</tokens>"#, displayPath: "Tokens/\(file).xml").0)
      }
      if !sharedFirst { catalog.append(shared) }
      var diagnostics = DiagnosticBag()
      let resolved = TokenResolver.resolve(catalog, diagnostics: &diagnostics)
      let walked = TokenParityCheck().check(resolved)
      let expected = lookedUp(resolved)
      #expect(walked.count == expected.count)
      for (finding, reference) in zip(walked, expected) {
        #expect(finding.rule == reference.rule)
        #expect(finding.location.description == reference.location)
        #expect(finding.message.hasPrefix(reference.message), "\(finding.message)")
      }
      reported += walked.count
    }
    #expect(reported > 100, "the catalogs had findings to compare")
  }

  /// A mode with no file of the other is reported once, for the whole mode,
  /// and its tokens aren't compared one by one.
  @Test func aModeWithoutTheOtherIsReportedOnce() {
    let loader = TokenCatalogLoader()
    let catalog = loader.load(
      xml:
        #"<tokens mode="dark"><token name="a" type="number" value="1"/><token name="b" type="number" value="2"/></tokens>"#,
      displayPath: "Tokens/dark.xml"
    ).0
    var diagnostics = DiagnosticBag()
    let found = TokenParityCheck().check(TokenResolver.resolve(catalog, diagnostics: &diagnostics))
    #expect(found.map(\.location.description) == ["Tokens/dark.xml:1:1"])
    #expect(found.first?.message.hasPrefix("Tokens are defined for dark mode in Tokens/dark.xml") == true)
  }
}
