import Testing

@testable import TesseraFoundation

/// ``SwiftArrayLines`` and ``SwiftWrittenMember`` write their lines as they
/// are made; the renderer must print them exactly as it prints the model
/// they stand for, at any depth, across chunk boundaries, and with text
/// that needs escaping.
@Suite struct SwiftWrittenLinesTests {
  /// `declarations` nested `depth` types deep, printed by a renderer that
  /// sets its output aside in chunks of `chunkSize` bytes.
  private func render(_ declarations: [SwiftDeclaration], depth: Int = 1, chunkSize: Int = 1 << 20) -> String {
    var nested = declarations
    for level in 0..<depth {
      nested = [.structure(SwiftTypeDeclaration(access: .public, name: "Level\(level)", members: nested))]
    }
    var renderer = SwiftRenderer(chunkSize: chunkSize)
    renderer.render(SwiftFile(name: "T.swift", headerComment: [], declarations: nested))
    return renderer.takeText()
  }

  // MARK: Array lines

  /// Elements whose literals and comments cover every path: escapes in
  /// string literals, grouped digits, and comments with line breaks,
  /// controls, a bidirectional override and text past ASCII.
  private let elements: [(SwiftLiteral, String?)] = [
    (.hexadecimal(0x1416_1AFF, digits: 8), "color.ink"),
    (.integer(12_345_678), "duration (ns)"),
    (.integer(-7), nil),
    (.double(0.1), "spacing.x1"),
    (.double(16), "size"),
    (.string("Inter \"Display\"\n\u{2028}"), "font.family"),
    (.string(""), ""),
    (.integer(600), "text-style.body font-weight\r\nand\u{202E}more"),
    (.integer(1), "tab\there, NUL\u{0} and café"),
  ]

  private func arrays(_ elements: [(SwiftLiteral, String?)]) -> (model: SwiftExpression, lines: SwiftExpression) {
    var lines = SwiftArrayLines()
    for (literal, comment) in elements { lines.append(literal, comment: comment) }
    let model = elements.map { SwiftArrayElement(.literal($0.0), comment: $0.1) }
    return (.array(model, layout: .elementPerLine), .arrayLines(lines))
  }

  private func constant(_ value: SwiftExpression) -> SwiftDeclaration {
    .variable(.constant(nil, isStatic: true, "values", type: "[Swift.Int]", value))
  }

  @Test(arguments: [0, 1, 4])
  func arrayLinesPrintAsTheModelArray(depth: Int) {
    let (model, lines) = arrays(elements)
    let expected = render([constant(model)], depth: depth)
    #expect(render([constant(lines)], depth: depth) == expected)
    #expect(render([constant(lines)], depth: depth, chunkSize: 7) == expected)
    #expect(expected.contains("// text-style.body font-weight and\\u{202E}more\n"))
  }

  @Test func emptyArrayLinesPrintAsAnEmptyLiteral() {
    let (model, lines) = arrays([])
    #expect(render([constant(lines)]) == render([constant(model)]))
    #expect(render([constant(lines)], depth: 0) == "\nstatic let values: [Swift.Int] = []\n")
  }

  /// Cut into runs, the lines print as the arrays of those runs' elements,
  /// and together they are the whole.
  @Test func chunksAreRunsOfTheElementsInOrder() {
    let (_, whole) = arrays(elements)
    guard case .arrayLines(let lines) = whole else { return }
    for size in [1, 2, 3, elements.count - 1, elements.count, elements.count + 1] {
      let chunks = lines.chunks(of: size)
      #expect(chunks.count == (elements.count + size - 1) / size, "size \(size)")
      #expect(
        chunks.map(\.count) == stride(from: 0, to: elements.count, by: size).map { min(size, elements.count - $0) })
      #expect(chunks.flatMap(\.text) == lines.text)
      for (index, chunk) in chunks.enumerated() {
        let run = Array(elements[(index * size)..<min((index + 1) * size, elements.count)])
        #expect(render([constant(.arrayLines(chunk))]) == render([constant(arrays(run).model)]))
      }
    }
    #expect(SwiftArrayLines().chunks(of: 4).map(\.count) == [0])
  }

  /// A line of several elements (a composite token's) counts each of them,
  /// and a cut never splits it: a run holds at most `size` elements unless
  /// one line alone holds more.
  @Test func chunksNeverSplitALineOfSeveralElements() {
    var lines = SwiftArrayLines()
    let widths = [1, 3, 1, 2, 5, 1]
    for (index, width) in widths.enumerated() {
      lines.append(
        (0..<width).map { .integer(Int64(index * 10 + $0)) }, commentWrittenBy: { $0.appendUTF8(of: "t\(index)") })
    }
    #expect(lines.count == 13)
    #expect(
      String(decoding: lines.text, as: UTF8.self)
        == "0,  // t0\n10, 11, 12,  // t1\n20,  // t2\n30, 31,  // t3\n40, 41, 42, 43, 44,  // t4\n50,  // t5\n")
    #expect(lines.chunks(of: 4).map(\.count) == [4, 3, 5, 1])
    #expect(lines.chunks(of: 6).map(\.count) == [5, 2, 6])
    #expect(lines.chunks(of: 13).map(\.count) == [13])
    for size in [1, 2, 4, 6] {
      let chunks = lines.chunks(of: size)
      #expect(chunks.flatMap(\.text) == lines.text, "size \(size)")
      // A run cut again is itself: its own lines of several elements are counted the same.
      for chunk in chunks { #expect(chunk.chunks(of: size).map(\.count) == [chunk.count], "size \(size)") }
    }
  }

  @Test func packedIntegersAreWrittenSeveralALineWithoutComments() {
    let packed = SwiftArrayLines(packing: [7, 8, 9, 10, 11][...], perLine: 2)
    #expect(packed.count == 5)
    #expect(String(decoding: packed.text, as: UTF8.self) == "7, 8,\n9, 10,\n11,\n")
    #expect(packed.chunks(of: 2).map(\.count) == [2, 2, 1])
    #expect(
      render([constant(.arrayLines(packed))], depth: 0)
        == "\nstatic let values: [Swift.Int] = [\n  7, 8,\n  9, 10,\n  11,\n]\n")
    #expect(SwiftArrayLines(packing: [][...], perLine: 3).text.isEmpty)
  }

  @Test func aJoinedCommentIsTheCommentOfItsPartsJoined() {
    let cases: [([String], String)] = [
      (["color", "brand", "primary"], ""),
      (["text-style", "body"], " font-size"),
      (["a"], ""),
      (["line\nbreak", "x"], " (ns)"),
      (["über", "größe"], " y1"),
      (["bidi\u{202E}", "x"], ""),
    ]
    for (parts, suffix) in cases {
      var joined = SwiftArrayLines()
      joined.append(.integer(1), commentJoining: parts, separator: UInt8(ascii: "."), suffix: suffix)
      var whole = SwiftArrayLines()
      whole.append(.integer(1), comment: parts.joined(separator: ".") + suffix)
      #expect(joined.text == whole.text, "\(parts) \(suffix)")
      #expect(joined.count == 1)
    }
  }

  /// The word-at-a-time check agrees with the byte-by-byte one: every byte
  /// value at every position of a word and of the tail, and random runs.
  @Test func plainCommentCheckAgreesWithEachByte() {
    func expected(_ bytes: [UInt8]) -> Bool { bytes.allSatisfy(SwiftName.isPlainComment) }
    func checked(_ bytes: [UInt8]) -> Bool { bytes.withUnsafeBufferPointer(SwiftName.isPlainComment) }
    let plain = Array("0123456789abcdefghi".utf8)
    for length in [1, 7, 8, 9, 16, 19] {
      for position in 0..<length {
        for byte in UInt8.min...UInt8.max {
          var bytes = Array(plain.prefix(length))
          bytes[position] = byte
          #expect(checked(bytes) == expected(bytes), "\(byte) at \(position) of \(length)")
        }
      }
    }
    var generator = SystemRandomNumberGenerator()
    let interesting: [UInt8] = [0x09, 0x1F, 0x20, 0x41, 0x7E, 0x7F, 0x80, 0xC1, 0xC2, 0xE2, 0xFF]
    for _ in 0..<2_000 {
      let length = Int.random(in: 0...40, using: &generator)
      let bytes: [UInt8] = (0..<length).map { _ in interesting.randomElement(using: &generator) ?? 0 }
      #expect(checked(bytes) == expected(bytes), "\(bytes)")
    }
    #expect(SwiftName.isPlainComment("tab\tand text"))
    #expect(!SwiftName.isPlainComment("café"))
  }

  // MARK: Written members

  /// A computed property written as its lines, with its model beside it.
  private func property(
    _ name: String, type: String, value: String, documentation: [String], inPieces: Bool = false
  ) -> (model: SwiftDeclaration, written: SwiftDeclaration) {
    let model = SwiftDeclaration.variable(.computed(.public, name, type: type, .identifier(value)))
      .documented(documentation)
    var member = SwiftWrittenMember { model }
    if inPieces {
      for line in documentation {
        let middle = line.index(line.startIndex, offsetBy: line.count / 2)
        member.line(String(line[..<middle]), String(line[middle...]), "")
      }
    } else {
      member.document(documentation)
    }
    member.endDocumentation()
    for piece in ["public ", "var ", SwiftName.escaped(name), ": ", type, " { ", value, " }"] { member.write(piece) }
    return (model, .written(member))
  }

  private let documentations: [[String]] = [
    [],
    ["Token `color.ink`."],
    ["A description.", "", "Token `a.b`.", "", "- Light: `#FFFFFF`", "- Dark: `#000000`"],
    ["two\r\nlines and\u{2028}a third", "ctrl\u{0}\u{7F} bidi\u{202E}", "tab\there", "café"],
  ]

  @Test(arguments: [0, 1, 3])
  func writtenMembersPrintAsTheirModel(depth: Int) {
    for documentation in documentations {
      for inPieces in [false, true] {
        let first = property("ink", type: "RGBAColor", value: "_values.color(0)", documentation: documentation)
        let second = property(
          "default", type: "Swift.Double", value: "_values.number(1_234_567)", documentation: documentation,
          inPieces: inPieces)
        let stored = SwiftDeclaration.variable(.constant(.fileprivate, "_values", type: "TesseraTokenValues"))
        let expected = render([stored, first.model, second.model], depth: depth)
        #expect(render([stored, first.written, second.written], depth: depth) == expected)
        #expect(render([stored, first.written, second.written], depth: depth, chunkSize: 5) == expected)
      }
    }
  }

  /// A declaration's line that is one column too long at its depth is
  /// printed from the model, broken; one that just fits stays written.
  @Test func aLineTooLongAtItsDepthIsPrintedFromTheModel() {
    // `public var n: T { v }` takes 21 columns with one-character names; at depth 2 the indent adds 4.
    let fitting = "v" + String(repeating: "x", count: 120 - 4 - 21)
    let long = fitting + "x"
    for (value, fits) in [(fitting, true), (long, false)] {
      let (model, written) = property("n", type: "T", value: value, documentation: ["Doc."])
      let expected = render([model], depth: 2)
      #expect(render([written], depth: 2) == expected)
      #expect(expected.contains("public var n: T {\n") == !fits)
    }
    // Columns are Unicode scalars, not bytes: a value of two-byte characters fits as the model's does.
    let wide = "é" + String(repeating: "é", count: 120 - 4 - 21 - 1)
    let (model, written) = property("n", type: "T", value: wide, documentation: [])
    #expect(render([written], depth: 2) == render([model], depth: 2))
    #expect(render([model], depth: 2).contains(" { " + wide + " }\n"))
  }

  @Test func anUndocumentedWrittenMemberIsNotSetApart() {
    let stored = SwiftDeclaration.variable(.constant(.fileprivate, "_values", type: "TesseraTokenValues"))
    let (model, written) = property("n", type: "T", value: "v", documentation: [])
    #expect(render([stored, written], depth: 1) == render([stored, model], depth: 1))
    #expect(render([stored, written], depth: 1).contains("TesseraTokenValues\n  public var n"))
  }
}
