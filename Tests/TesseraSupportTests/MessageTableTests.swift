import Testing

@testable import TesseraSupport

/// The decoder of the text form `tessera generate` writes for each locale's entries.
@Suite struct MessageTableTests {
  private func texts(_ encoded: String) -> [String] {
    TesseraMessageTable(encoded: encoded).messages.map(describe)
  }

  private func describe(_ message: TesseraMessage) -> String {
    switch message {
    case .missing: "missing"
    case .text(let text): "text:" + text
    case .plural(let format, let variables):
      "plural:" + format + variables.map { " \($0.name)[\($0.one ?? "-")|\($0.few ?? "-")|\($0.other)]" }.joined()
    case .devices(let other, let forms):
      describe(other) + forms.map { " @\($0.device){\(describe($0.message))}" }.joined()
    }
  }

  @Test func deviceLinesAreTheRowsFormsForDevices() {
    let encoded = """
      [T]
      title = Checkout
        @ipad = Checkout on iPad
        @mac => %#@count@
        count.one = one on Mac
        count.other = many on Mac
      plain = text
      items => %#@n@
        n.other = items
        @ipad\\u{3D}x = pad
      gone
      """
    #expect(
      texts(encoded) == [
        "text:Checkout @ipad{text:Checkout on iPad} @mac{plural:%#@count@ count[one on Mac|-|many on Mac]}",
        "text:text",
        "plural:%#@n@ n[-|-|items] @ipad=x{text:pad}",
        "missing",
      ])
  }

  @Test func eachLineIsARowAndTableHeadersAreNot() {
    #expect(texts("[A]\nfirst = one\nsecond\n[B]\nthird = three") == ["text:one", "missing", "text:three"])
    #expect(texts("") == [])
    #expect(texts("\n\n") == [])
  }

  @Test func theFirstSpaceAfterTheSignIsTheSeparator() {
    #expect(texts("a =  two spaces\nb =\nc=tight") == ["text: two spaces", "text:", "text:tight"])
  }

  @Test func escapesAreDecoded() {
    #expect(texts(#"a = line\nbreak\ttab\\slash\u{1F600}\r"#) == ["text:line\nbreak\ttab\\slash😀\r"])
    // A broken `\u{…}` stays as written.
    #expect(texts(#"a = \u{zz} \u{110000} \u{41"#) == [#"text:\u{zz} \u{110000} \u{41"#])
  }

  @Test func pluralRowsCollectTheirIndentedForms() {
    let encoded = """
      one => %#@n@ and %#@m@
        n.one = a
        n.other = many a
        m.few = b
        m.other = many b
      two = plain
        orphan.one = ignored
      three => %#@n@
      """
    #expect(
      texts(encoded) == [
        "plural:%#@n@ and %#@m@ n[a|-|many a] m[-|b|many b]", "text:plain", "plural:%#@n@",
      ])
  }

  @Test func malformedFormLinesAreSkipped() {
    let encoded = "p => %#@n@\n  no separator\n  n=x.one\n  \n  n.one = kept"
    #expect(texts(encoded) == ["plural:%#@n@ n[kept|-|]"])
  }
}
