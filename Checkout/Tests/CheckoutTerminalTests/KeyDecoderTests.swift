import Testing

@testable import CheckoutTerminal

@Suite struct KeyDecoderTests {
  @Test func arrowsShiftTabAndControlKeys() {
    var decoder = KeyDecoder()
    let keys = decoder.feed(Array("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D\u{1B}[Z\t\r\u{7F}\u{3}".utf8))
    #expect(keys == [.up, .down, .right, .left, .shiftTab, .tab, .enter, .backspace, .interrupt])
  }

  @Test func applicationCursorKeysAndUnknownSequences() {
    var decoder = KeyDecoder()
    #expect(decoder.feed(Array("\u{1B}OA\u{1B}[3~x".utf8)) == [.up, .character("x")])
  }

  @Test func aLoneEscapeIsTheEscKeyOnceNothingFollows() {
    var decoder = KeyDecoder()
    #expect(decoder.feed([0x1B]) == [])
    #expect(decoder.isHoldingEscape)
    #expect(decoder.flushEscape() == [.escape])
    #expect(decoder.flushEscape() == [])
    #expect(decoder.feed(Array("\u{1B}a".utf8)) == [.escape, .character("a")])
  }

  @Test func anArrowSplitAcrossReadsIsStillAnArrow() {
    var decoder = KeyDecoder()
    #expect(decoder.feed([0x1B]) == [])
    #expect(decoder.feed(Array("[A".utf8)) == [.up])
    #expect(decoder.flushEscape() == [])
  }

  @Test func utf8SplitAcrossReadsIsKept() {
    var decoder = KeyDecoder()
    let bytes = Array("Śl".utf8)  // Ś is two bytes
    #expect(decoder.feed([bytes[0]]) == [])
    #expect(decoder.feed(Array(bytes[1...])) == [.character("Ś"), .character("l")])
  }

  @Test func invalidBytesAreSkipped() {
    var decoder = KeyDecoder()
    #expect(decoder.feed([0xFF, 0x80, UInt8(ascii: "a")]) == [.character("a")])
  }

  @Test func scriptsNameKeysAndTypeText() throws {
    let steps = try KeyScript.parse("# pick iDEAL\ndown\n\nENTER\ntype rabo\nshift-tab\n")
    #expect(steps.map(\.label) == ["down", "enter", "type rabo", "shift-tab"])
    #expect(steps[2].keys == KeyEvent.typing("rabo"))
  }

  @Test func anUnknownKeyNamesItsLine() {
    #expect(throws: KeyScript.ParseError(line: 3, text: "jump")) {
      try KeyScript.parse("down\nenter\njump\n")
    }
  }
}
