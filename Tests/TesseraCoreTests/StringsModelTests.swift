import Foundation
import Testing

@testable import TesseraAccessibility
@testable import TesseraColor
@testable import TesseraCore
@testable import TesseraFoundation
@testable import TesseraStrings
@testable import TesseraTokens

/// The strings model's value semantics: an entry's fields live in a shared
/// box, and a table keeps its keys sorted; neither may show.
@Suite struct StringsModelTests {
  static func entry(_ key: String, _ value: String) -> LocalizedEntry {
    LocalizedEntry(
      table: "T", key: key, content: .text(value), keyLocation: SourceLocation(file: "a.strings", line: 1, column: 1),
      valueLocation: SourceLocation(file: "a.strings", line: 1, column: 9), arguments: FormatStringParser.parse(value))
  }

  @Test func aChangedCopyLeavesTheOriginalAsItWas() {
    let original = Self.entry("title", "Pay %@")
    var copy = original
    #expect(copy == original)
    #expect(copy.hashValue == original.hashValue)
    copy.comment = "The pay button."
    copy.content = .text("Zahlen %@")
    copy.deviceForms = [DeviceForm(device: "ipad", content: .text("Pay on iPad"), location: original.keyLocation)]
    #expect(original.comment == nil)
    #expect(original.content == .text("Pay %@"))
    #expect(original.deviceForms.isEmpty)
    #expect(copy != original)
    #expect(copy.comment == "The pay button.")
    // Equal fields are equal entries, whichever box holds them.
    #expect(Self.entry("title", "Pay %@") == original)
    #expect(Self.entry("title", "Pay %@").hashValue == original.hashValue)
    var progressed = original
    progressed.progress = .stale
    #expect(progressed != original)
  }

  @Test func aTablesSortedKeysFollowItsEntries() {
    var table = StringsTable(
      name: "T", entries: ["b": Self.entry("b", "B"), "a": Self.entry("a", "A"), "é": Self.entry("é", "E")])
    #expect(table.sortedKeys == ["a", "b", "é"])
    table.entries["0"] = Self.entry("0", "zero")
    table.entries["b"] = nil
    #expect(table.sortedKeys == ["0", "a", "é"])
    table.entries = [:]
    #expect(table.sortedKeys.isEmpty)
  }
}
