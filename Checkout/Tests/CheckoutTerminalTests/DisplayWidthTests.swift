import Testing

@testable import CheckoutTerminal

@Suite struct DisplayWidthTests {
  @Test func asciiIsOneColumnEach() {
    #expect(DisplayWidth.of("Pay €24.90") == 10)
  }

  @Test func accentedLettersAreOneColumnPrecomposedOrNot() {
    #expect(DisplayWidth.of("Bank Śląski") == 11)
    #expect(DisplayWidth.of("e\u{301}") == 1)  // e + combining acute
    #expect(DisplayWidth.of("[Çĥööšé]") == 8)
  }

  @Test func cjkIsTwoColumns() {
    #expect(DisplayWidth.of("支払う") == 6)
    #expect(DisplayWidth.of("결제") == 4)
    #expect(DisplayWidth.of("ｶｰﾄﾞ") == 4)  // halfwidth katakana stays narrow
  }

  @Test func emojiAreTwoColumnsEvenWhenJoined() {
    #expect(DisplayWidth.of("💳") == 2)
    #expect(DisplayWidth.of("👩‍👩‍👧") == 2)  // ZWJ family: one cluster
    #expect(DisplayWidth.of("🇳🇱") == 2)  // a flag: two regional indicators
    #expect(DisplayWidth.of("❤️") == 2)  // text-default heart with VS16
    #expect(DisplayWidth.of("❤") == 1)
  }

  @Test func controlAndBidiCharactersTakeNoColumn() {
    #expect(DisplayWidth.of("\u{202E}Back\u{202C}") == 4)
    #expect(DisplayWidth.of("a\u{7}b") == 2)
  }

  @Test func truncationEndsInAnEllipsisAndRespectsWideCharacters() {
    #expect(TextFitting.truncate("Choose another method", to: 10) == ("Choose an…", true))
    #expect(TextFitting.truncate("Pay", to: 3) == ("Pay", false))
    // 支払 is 4 columns; a 4-column box keeps 支 (2) and the ellipsis (1), not half a character.
    #expect(TextFitting.truncate("支払う", to: 4) == ("支…", true))
  }

  @Test func wrappingBreaksAtSpacesAndSplitsOnlyOverlongWords() {
    #expect(
      TextFitting.wrap("Try again later or choose another payment method", to: 20) == [
        "Try again later or", "choose another", "payment method",
      ])
    #expect(TextFitting.wrap("Zahlungsmethodenauswahl", to: 10) == ["Zahlungsme", "thodenausw", "ahl"])
    #expect(TextFitting.wrap("支払う方法", to: 5) == ["支払", "う方", "法"])
  }

  @Test func sanitizingDropsWhatWouldMoveTheCursor() {
    #expect(TextFitting.sanitize("a\u{1B}[2Jb\tc") == "a[2Jb c")
    #expect(TextFitting.sanitize("\u{202E}Done\u{202C}") == "Done")
    #expect(TextFitting.sanitize("Śląski") == "Śląski")
  }
}
