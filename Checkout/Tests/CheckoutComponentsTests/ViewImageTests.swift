import CheckoutAssets
import Foundation
import Testing

@testable import CheckoutComponents

/// An image node: a URL and a label, or decorative; what stands in for it
/// is its label's initials.
@Suite struct ViewImageTests {
  static let url = URL(string: "http://127.0.0.1:8080/sandbox/icons/ing.svg") ?? URL(fileURLWithPath: "/")

  @Test(arguments: [
    ("ABN AMRO", "AA"), ("ING", "I"), ("bunq", "B"), ("ING Bank Śląski", "IB"),
    ("Österreichische Ärzte- und Apothekerbank", "ÖÄ"), ("<&>", "?"), ("", "?"), ("みずほ 銀行", "み銀"),
  ])
  func initialsAreTheFirstLettersOfTheFirstTwoWords(label: String, initials: String) {
    #expect(ViewImage.initials(of: label) == initials)
  }

  @Test func aLabelledImageSaysSomethingAndADecorativeOneDoesNot() {
    let icon = ViewImage(url: Self.url, label: "ING")
    #expect(icon.label == "ING")
    #expect(icon.initials == "I")
    let decoration = ViewImage.decorative(url: Self.url)
    #expect(decoration.label == nil)
    #expect(decoration.initials == "")
    #expect(decoration.accessibility == .decorative)
    let logo = ViewImage.decorative(url: Self.url, fallbackText: "ABN AMRO")
    #expect(logo.label == nil, "nothing to read")
    #expect(logo.initials == "AA", "the fallback text's initials stand in for it")
  }

  @Test func theBankListShowsEachBanksIcon() throws {
    let banks = [
      Bank(id: "ing", name: "ING", iconURL: Self.url), Bank(id: "knab", name: "Knab"),
    ]
    let state = BankSelectorState(status: .ready, banks: banks, filteredBanks: banks)
    let view = BankSelectorView(
      state, title: BankSelectorView.title(for: .ideal), leadingAction: .back, localizer: Localizer(locale: "en"))
    var images: [String: ViewImage?] = [:]
    func walk(_ node: ViewDescription) {
      switch node {
      case .row(let element, let title, _, let image, _):
        images[title] = image
        _ = element
      case .stack(_, let children), .container(_, let children), .list(_, let children): children.forEach(walk)
      default: break
      }
    }
    walk(view.body)
    let icon = try #require(images["ING"] ?? nil)
    #expect(icon.accessibility == .decorative, "the row's title already names the bank: read once, not twice")
    #expect(icon.label == nil)
    #expect(icon.fallbackText == "ING")
    #expect(icon.initials == "I", "a renderer that can't draw it still shows the bank's initials")
    #expect(icon.url == Self.url)
    #expect(images["Knab"] == .some(nil), "a bank without an icon has no image")
  }
}
