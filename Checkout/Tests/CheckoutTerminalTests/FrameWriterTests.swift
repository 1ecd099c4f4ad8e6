import CheckoutAssets
import Testing

@testable import CheckoutTerminal

@Suite struct FrameWriterTests {
  private func frame(_ text: String) -> CellBuffer {
    var buffer = CellBuffer(width: 10, height: 2)
    buffer.write(text, column: 0, row: 1, style: .blank)
    return buffer
  }

  @Test func theFirstFrameIsDrawnInFull() {
    var writer = FrameWriter(palette: Palette(mode: .monochrome, theme: .light))
    let output = writer.render(frame("Pay"))
    #expect(output.contains("\u{1B}[2J"))
    #expect(output.contains("Pay"))
  }

  @Test func anUnchangedFrameWritesNoCells() {
    var writer = FrameWriter(palette: Palette(mode: .monochrome, theme: .light))
    _ = writer.render(frame("Pay"))
    #expect(writer.render(frame("Pay")) == "\u{1B}[?25l\u{1B}[0m")
  }

  @Test func onlyTheChangedCellsAreWritten() {
    var writer = FrameWriter(palette: Palette(mode: .monochrome, theme: .light))
    _ = writer.render(frame("Pay"))
    // "Pay" → "Pat": one cell, row 2 column 3.
    #expect(writer.render(frame("Pat")) == "\u{1B}[?25l\u{1B}[2;3H\u{1B}[0mt\u{1B}[0m")
  }

  @Test func wideCharactersTakeTwoCellsAndAreWrittenOnce() {
    var buffer = CellBuffer(width: 6, height: 1)
    #expect(buffer.write("支払う", column: 0, row: 0, style: .blank) == 6)
    #expect(buffer[1, 0].isContinuation)
    #expect(buffer.text(ofRow: 0) == "支払う")
    var writer = FrameWriter(palette: Palette(mode: .monochrome, theme: .light))
    let output = writer.render(buffer)
    #expect(output.contains("支払う"))
  }

  @Test func writingStopsAtTheEdgeRatherThanSplittingAWideCharacter() {
    var buffer = CellBuffer(width: 3, height: 1)
    #expect(buffer.write("支払", column: 0, row: 0, style: .blank) == 2)
    #expect(buffer.text(ofRow: 0) == "支")
  }

  @Test func theCursorIsPlacedAndShown() {
    var writer = FrameWriter(palette: Palette(mode: .monochrome, theme: .light))
    #expect(writer.render(frame("a"), cursor: (4, 1)).hasSuffix("\u{1B}[2;5H\u{1B}[?25h"))
  }
}
