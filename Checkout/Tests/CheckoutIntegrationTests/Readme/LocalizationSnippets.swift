// The lookups the string catalog articles show (TesseraCore's DocC catalog), compiled against this
// package's generated code; DocumentationSnippetTests checks that the articles have the same text.

import CheckoutAssets
import Testing

/// Keys named at run time, found by their text as Foundation finds them.
func runtimeLookups(_ localize: Localizer) -> [String] {
  // snippet: runtime-lookup
  let delete = localize(LocalizedString("Delete"))  // table Localizable
  let items = localize(LocalizedString("%lld items", arguments: [.int(3)]))  // "3 items", "3 Artikel"
  let title = localize(LocalizedString("title", table: "Onboarding"))
  // end snippet
  return [delete, items, title]
}

/// A lookup for the device the host reports.
func deviceLookup() -> String {
  // snippet: device-lookup
  let localize = Localizer(locale: "de", device: .ipad)  // LocalizationDevice
  let results = localize(Strings.BankSelector.resultsCount(count: 3))  // the iPad form, or other
  // end snippet
  return results
}

@Suite struct LocalizationSnippetTests {
  @Test func theArticlesLookupsRun() {
    #expect(runtimeLookups(Localizer(locale: "en")) == ["Delete", "3 items", "title"])
    #expect(deviceLookup() == Localizer(locale: "de")(Strings.BankSelector.resultsCount(count: 3)))
  }
}
