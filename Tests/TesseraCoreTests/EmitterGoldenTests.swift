import Foundation
import Testing

@testable import TesseraAccessibility
@testable import TesseraColor
@testable import TesseraCore
@testable import TesseraFoundation
@testable import TesseraStrings
@testable import TesseraTokens

/// The emitter's output for a fixture catalog, byte for byte.
///
/// To accept a deliberate change, run with `TESSERA_RECORD_GOLDEN=1` and
/// review the diff of `Fixtures/Golden/*.golden`.
@Suite struct EmitterGoldenTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Golden")

  private func generate() -> PipelineResult {
    TesseraPipeline(
      inputs: PipelineInputs(
        tokensDirectory: Self.fixtures.appendingPathComponent("Tokens"), displayBase: Self.fixtures)
    ).generate()
  }

  @Test func outputMatchesTheGoldenFiles() throws {
    let result = generate()
    #expect(result.diagnostics.isEmpty)
    #expect(result.files.map(\.name) == ["DesignTokens.swift", "DesignTokenTypes.swift"])
    try expectGolden(result.files, in: Self.fixtures)
  }

  /// The values each mode reads from its arrays land in the right tokens,
  /// with the right types: colours with alpha, sub-millisecond durations,
  /// escapes in strings, typography through aliases.
  @Test(.enabled(if: Toolchain.swiftc != nil, "needs swiftc")) func generatedThemeHoldsEachModesValues() async throws {
    let program = #"""
      for theme in [Theme.light, Theme.dark] {
        print(theme.mode, theme.color.ink.hex, theme.color.scrim.hex, theme.color.default.hex)
        print(theme.space._100, theme.space._200, theme.family, theme.dim, theme.scale)
        print(theme.body.fontFamily, theme.body.fontWeight.rawValue, theme.body.fontSize, theme.body.lineHeight)
        print(theme.fade == .milliseconds(250), theme.tap == .microseconds(500))
        // A property whose line is too long for its depth, printed from its model, broken after its brace.
        let summary = theme.layout.checkoutSummary
        print(summary.horizontalPaddingBetweenTheOrderTotalAndThePayButtonOnCompactScreens, summary.gap)
      }
      print(Theme.forMode(.dark) == Theme.dark, Theme.light == Theme.dark, Theme.light.space == Theme.dark.space)
      """#
    let output = try await Toolchain.compileAndRun(generate().files, main: program)
    #expect(
      output == """
        light #1A1A1A #00000080 #1A1A1A
        4.0 8.0 Inter "Display" \\ Pro 0.4 1.25
        Inter "Display" \\ Pro 600 16.0 22.5
        true true
        12.0 6.0
        dark #F2F2F2 #000000B3 #F2F2F2
        4.0 8.0 Inter "Display" \\ Pro 0.4 1.25
        Inter "Display" \\ Pro 600 16.0 22.5
        true true
        12.0 6.0
        true false true

        """)
  }

  /// A mode with more values of a kind than one literal holds writes them
  /// in parts (each type-checks in bounded time), joined on first use: every
  /// token still reads its own value, in each mode.
  @Test(.enabled(if: Toolchain.swiftc != nil, "needs swiftc")) func longValueArraysAreWrittenInParts() async throws {
    let count = DesignTokensEmitter.arrayLiteralLimit + 5
    func body(_ offset: Int) -> String {
      "<group name=\"c\" type=\"color\">\n"
        + (0..<count).map { String(format: "<token name=\"t%05d\" value=\"#%06X\"/>", $0, $0 + offset) }
        .joined(separator: "\n") + "\n</group>"
    }
    let result = try Scratch(themed(light: body(0), dark: body(0x10_0000))).generate()
    #expect(result.diagnostics.isEmpty)
    let swift = try #require(result.files.first { $0.name == "DesignTokens.swift" }).contents
    #expect(swift.contains("static let lightColors: [Swift.UInt32] = Array([lightColors1, lightColors2].joined())\n"))
    #expect(swift.contains("/// Part 2 of 2 of the dark colours.\n  static let darkColors2: [Swift.UInt32] = [\n"))
    let last = String(format: "t%05d", count - 1)
    let output = try await Toolchain.compileAndRun(
      result.files,
      main: """
        for theme in [Theme.light, Theme.dark] {
          print(theme.c.t00000.hex, theme.c.t04095.hex, theme.c.t04096.hex, theme.c.\(last).hex)
        }
        """)
    #expect(
      output == """
        #000000 #000FFF #001000 #001004
        #100000 #100FFF #101000 #101004

        """)
  }

  @Test func outputIsDeterministic() {
    #expect(generate().files == generate().files)
  }

  @Test func writerWritesOnlyChangedFiles() throws {
    let scratch = try Scratch([:])
    let files = generate().files
    let writer = OutputWriter()
    #expect(try writer.write(files, to: scratch.url).map(\.change) == [.created, .created])
    let stamp =
      try FileManager.default.attributesOfItem(
        atPath: scratch.url.appendingPathComponent("DesignTokens.swift").path)[.modificationDate] as? Date
    Thread.sleep(forTimeInterval: 0.05)
    #expect(try writer.write(files, to: scratch.url).map(\.change) == [.unchanged, .unchanged])
    let after =
      try FileManager.default.attributesOfItem(
        atPath: scratch.url.appendingPathComponent("DesignTokens.swift").path)[.modificationDate] as? Date
    #expect(stamp == after)
  }

  /// Files are written and compared from their text's own UTF-8, and
  /// stamped with the digest of the bytes written.
  @Test func writerWritesEachTextsBytesAndSeesASameSizeChange() throws {
    let scratch = try Scratch([:])
    let texts = ["A.swift": "let café = \"😀\"\n", "B.swift": "", "C.swift": String(repeating: "é", count: 70_000)]
    let files = texts.sorted { $0.key < $1.key }.map { GeneratedFile(name: $0.key, contents: $0.value) }
    let writer = OutputWriter()
    #expect(try writer.write(files, to: scratch.url).map(\.change) == [.created, .created, .created])
    for (name, text) in texts {
      let path = scratch.url.appendingPathComponent(name).path
      #expect(FileManager.default.contents(atPath: path) == Data(text.utf8), "\(name)")
      #expect(FileStamp(path: path, text: text) == FileStamp(path: path, bytes: Array(text.utf8)))
      #expect(FileStamp(path: path, text: text) == FileStamp.current(path))
    }
    var changed = files
    changed[0].contents = "let cafe = \"😀\"\n "  // as many bytes, one differs
    #expect(changed[0].contents.utf8.count == files[0].contents.utf8.count)
    #expect(try writer.write(changed, to: scratch.url).map(\.change) == [.updated, .unchanged, .unchanged])
  }

  /// A file on disk is compared a piece at a time: a difference in any
  /// piece, the last byte included, is seen; so is a file a byte short or
  /// long; a folder or a missing file is none to compare.
  @Test func writerComparesAFileOnDiskPieceByPiece() throws {
    let scratch = try Scratch(["Other.swift": ""])
    let url = scratch.url.appendingPathComponent("Large.swift")
    let size = OutputWriter.comparisonChunk * 3 + 17
    let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 9) }
    func holds(_ expected: [UInt8]) -> Bool? { expected.withUnsafeBytes { OutputWriter.file(at: url, holds: $0) } }
    #expect(holds(bytes) == nil)
    try Data(bytes).write(to: url)
    #expect(holds(bytes) == true)
    for position in [0, OutputWriter.comparisonChunk - 1, OutputWriter.comparisonChunk, size / 2, size - 1] {
      var other = bytes
      other[position] ^= 0x20
      #expect(holds(other) == false, "a byte differs at \(position)")
    }
    #expect(holds(Array(bytes.dropLast())) == false)
    #expect(holds(bytes + [0]) == false)
    try Data().write(to: url)
    #expect(holds([]) == true)
    #expect(holds([0]) == false)
    #expect(([] as [UInt8]).withUnsafeBytes { OutputWriter.file(at: scratch.url, holds: $0) } == nil, "a folder")
    // A FIFO in a file's place is none to compare, told apart without waiting for a writer.
    let fifo = scratch.url.appendingPathComponent("Pipe.swift")
    #expect(mkfifo(fifo.path, 0o600) == 0)
    #expect(([0] as [UInt8]).withUnsafeBytes { OutputWriter.file(at: fifo, holds: $0) } == nil, "a FIFO")
    // What `write` makes of each: the same bytes touch nothing, others replace the file.
    let text = String(decoding: bytes.map { $0 & 0x7F }, as: UTF8.self)
    let writer = OutputWriter()
    let file = GeneratedFile(name: "Large.swift", contents: text)
    #expect(try writer.write([file], to: scratch.url).map(\.change) == [.updated])
    #expect(try writer.write([file], to: scratch.url).map(\.change) == [.unchanged])
    #expect(FileManager.default.contents(atPath: url.path) == Data(text.utf8))
    #expect(try OutputWriter.writeFile(Array(text.utf8), to: url) == .unchanged)
    #expect(try OutputWriter.writeFile(Array(text.utf8) + [10], to: url) == .updated)
  }
}
