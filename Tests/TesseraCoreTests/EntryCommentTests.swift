import Foundation
import Testing

@testable import TesseraAccessibility
@testable import TesseraColor
@testable import TesseraCore
@testable import TesseraFoundation
@testable import TesseraStrings
@testable import TesseraTokens

/// The comments for translators in the base locale's `.strings` and
/// `.stringsdict` files document the entries, as a String Catalog's
/// `comment` does.
@Suite struct EntryCommentTests {
  @Test func baseCommentsOfBothFileKindsDocumentTheirEntries() throws {
    let scratch = try Scratch([
      "Strings/en.lproj/Checkout.strings": """
      /* The pay button. */
      "pay" = "Pay";

      // Shown while paying,
      // under the spinner.
      "wait" = "Please wait";
      /* On the same line. */ "x" = "y"; "bare" = "Bare";
      """,
      "Strings/en.lproj/Checkout.stringsdict": """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
      \t<!--  How many items the basket holds.  -->
      \t<key>items</key>
      \t<dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
      \t<key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
      \t<key>NSStringFormatValueTypeKey</key><string>d</string><key>other</key><string>%d items</string></dict></dict>
      \t<key>bare_plural</key>
      \t<dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
      \t<key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
      \t<key>NSStringFormatValueTypeKey</key><string>d</string><key>other</key><string>%d</string></dict></dict>
      </dict>
      </plist>
      """,
      "Strings/de.lproj/Checkout.strings": "/* Ein Kommentar. */\n\"pay\" = \"Bezahlen\";\n",
    ])
    let (catalog, diagnostics) = scratch.stringsCatalog()
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    let english = try #require(catalog.base?.tables["Checkout"]?.entries)
    #expect(english["pay"]?.comment == "The pay button.")
    #expect(english["wait"]?.comment == "Shown while paying,\nunder the spinner.")
    #expect(english["x"]?.comment == "On the same line.")
    #expect(english["bare"]?.comment == nil)
    #expect(english["items"]?.comment == "How many items the basket holds.")
    #expect(english["bare_plural"]?.comment == nil)
    // Only the base locale's comments document the accessors.
    #expect(catalog.locale(LocaleIdentifier("de"))?.tables["Checkout"]?.entries["pay"]?.comment == nil)
  }

  @Test func anXMLCommentMustEndRightBeforeTheKey() {
    let text = Array("<!-- a -->\n\t<key>k</key><!-- b --><x/><key>l</key><!-- unterminated <key>m</key>".utf8)
    func comment(beforeKey key: String) -> String? {
      let offset = text.indices.first { text[$0...].starts(with: Array("<key>\(key)<".utf8)) } ?? 0
      return EntryComments.xmlComment(before: offset, in: text)
    }
    #expect(comment(beforeKey: "k") == "a")
    #expect(comment(beforeKey: "l") == nil)
    #expect(comment(beforeKey: "m") == nil)
  }
}
