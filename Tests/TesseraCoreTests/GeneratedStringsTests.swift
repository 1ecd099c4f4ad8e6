import CheckoutAssets
import Foundation
import Testing

@testable import TesseraAccessibility
@testable import TesseraColor
@testable import TesseraCore
@testable import TesseraFoundation
@testable import TesseraStrings
@testable import TesseraTokens

/// The package's own generated strings (`Generated/`, compiled as
/// `CheckoutAssets`), called as the runtime calls them, and the
/// pseudo-locales checked against every base key.
@Suite struct GeneratedStringsTests {
  @Test func lookupsInEveryShippedLocale() {
    let back = ["en": "Back", "de": "Zurück", "nl": "Terug", "pl": "Wstecz", "fr": "Retour"]
    for (locale, text) in back {
      #expect(Localizer(locale: locale)(Strings.Navigation.back) == text, "\(locale)")
    }
    #expect(Localizer(locale: "de")(Strings.BankSelector.noResults) == "Keine Banken gefunden")
    #expect(Localizer(locale: "nl")(Strings.BankSelector.empty) == "Geen banken beschikbaar")
  }

  @Test func regionalLocalesFallBackToTheirLanguageThenTheBase() {
    #expect(Localizer(locale: "nl-BE").fallbackChain == ["nl", "en"])
    #expect(Localizer(locale: "nl-BE")(Strings.Navigation.back) == "Terug")
    #expect(Localizer(locale: "sv").fallbackChain == ["en"])
    #expect(Localizer(locale: "sv")(Strings.Navigation.back) == "Back")
  }

  @Test func pluralsFollowEachLocalesCLDRRules() {
    func errors(_ locale: String, _ counts: [Int]) -> [String] {
      counts.map { Localizer(locale: locale)(Strings.CardForm.errorsFound(count: $0)) }
    }
    #expect(errors("en", [1, 2]) == ["1 error found", "2 errors found"])
    #expect(
      errors("pl", [1, 2, 5, 12, 22, 25])
        == [
          "Znaleziono 1 błąd", "Znaleziono 2 błędy", "Znaleziono 5 błędów", "Znaleziono 12 błędów",
          "Znaleziono 22 błędy", "Znaleziono 25 błędów",
        ])
    let french = errors("fr", [0, 1, 2, 1_000_000])
    #expect(french[0] == "0 erreur détectée")  // French `one` covers 0 and 1
    #expect(french[1] == "1 erreur détectée")
    #expect(french[2] == "2 erreurs détectées")
    #expect(french[3] == "1\u{202F}000\u{202F}000 d’erreurs détectées")
  }

  @Test func placeholdersAreFilledWithTypedArguments() {
    #expect(Localizer(locale: "en")(Strings.PaymentMethods.pay("€12.00")) == "Pay €12.00")
    #expect(Localizer(locale: "de")(Strings.BankSelector.redirecting("ING")).contains("ING"))
  }

  @Test func pseudoLocalesAreCompiledIn() {
    #expect(Localizer.availableLocales.contains("en-XA"))
    #expect(Localizer.availableLocales.contains("ar-XB"))
    let accented = Localizer(locale: "en-XA")(Strings.BankSelector.title)
    #expect(accented.hasPrefix("[Çĥööšé ýöûŕ ƀåñķ"))
    #expect(accented.hasSuffix("]"))
    #expect(accented.count >= Int(Double("Choose your bank".count) * 1.4))
  }

  /// For every base key of the package's catalogs, each pseudo-locale keeps
  /// the placeholders byte for byte, in their order.
  @Test func pseudoLocalesKeepEveryPlaceholderInOrder() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let (catalog, diagnostics) = StringsCatalogLoader().load(
      directory: root.appendingPathComponent("Strings"), displayBase: root)
    #expect(diagnostics.filter { $0.severity == .error }.isEmpty)
    let base = try #require(catalog.base)
    func placeholders(_ text: String) -> [String] {
      let bytes = Array(text.utf8)
      return FormatStringParser.parse(text) { _ in .int }.placeholders.map(\.range)
        .sorted { $0.lowerBound < $1.lowerBound }
        .map { String(decoding: bytes[$0], as: UTF8.self) }
    }
    var checked = 0
    for table in base.tables.values {
      for entry in table.entries.values {
        var texts: [String] = []
        switch entry.content {
        case .text(let value): texts = [value]
        case .plural(let formatKey, let variables):
          texts = [formatKey] + variables.flatMap { $0.forms.values.map(\.text) }
        }
        for text in texts {
          for pseudo in PseudoLocale.allCases {
            let transformed = pseudo.transform(text, wrap: text != texts.first || texts.count == 1)
            #expect(placeholders(transformed) == placeholders(text), "\(entry.key) in \(pseudo.rawValue)")
            checked += 1
          }
        }
      }
    }
    #expect(checked > 300)
  }
}

/// The package's own generated accessibility code, as the runtime uses it.
@Suite struct GeneratedAccessibilityTests {
  @Test func elementsCarryTheirIdentifierRoleAndLocalizedText() {
    let bank = A11y.BankSelector.bankItem(bankId: "ing", bankName: "ING")
    #expect(bank.identifier == "checkout_components_bank_selector_ing_item")
    #expect(bank.role == .listItem && bank.isInteractive)
    #expect(bank.localizedLabel(Localizer(locale: "de")) == "ING")
    #expect(A11y.BankSelector.searchField.localizedLabel(Localizer(locale: "de")) == "Banken durchsuchen")
    #expect(A11y.CardForm.submitButton(amount: "12,00 zł").localizedLabel(Localizer(locale: "pl")) == "Zapłać 12,00 zł")
    #expect(A11y.BankSelector.unavailableBankItem(bankId: "abn", bankName: "ABN AMRO").isInteractive == false)
  }

  @Test func everyInteractiveElementHasALabelAndAHint() {
    let elements = [
      A11y.PaymentMethods.payButton(amount: "€1"), A11y.CardForm.cardNumberField, A11y.CardForm.cvvField,
      A11y.BankSelector.searchField, A11y.BankSelector.backButton, A11y.Failure.tryAgainButton,
      A11y.Success.doneButton,
    ]
    for element in elements {
      #expect(element.isInteractive)
      #expect(element.localizedLabel(Localizer(locale: "fr"))?.isEmpty == false, "\(element.identifier)")
      #expect(element.localizedHint(Localizer(locale: "fr"))?.isEmpty == false, "\(element.identifier)")
    }
  }

  @Test func declaredIdentifiersAreSortedAndUnique() {
    #expect(A11y.declaredIdentifiers == A11y.declaredIdentifiers.sorted())
    #expect(Set(A11y.declaredIdentifiers).count == A11y.declaredIdentifiers.count)
    #expect(A11y.declaredIdentifiers.contains("checkout_components_bank_selector_{bankId}_item"))
  }
}
