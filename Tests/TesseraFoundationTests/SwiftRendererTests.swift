import Testing

@testable import TesseraFoundation

/// Each construct of the Swift model, printed by ``SwiftRenderer``: exact
/// text, line breaks at 120 columns as `swift format` makes them, and the
/// escaping that keeps catalog text from becoming code.
@Suite struct SwiftRendererTests {
  /// `declaration` alone in a file, without the file's leading blank line.
  private func render(_ declaration: SwiftDeclaration) -> String {
    String(SwiftRenderer.render(SwiftFile(name: "T.swift", headerComment: [], declarations: [declaration])).dropFirst())
  }

  /// `statement` at the top level.
  private func render(_ statement: SwiftStatement) -> String {
    var renderer = SwiftRenderer()
    renderer.statement(statement)
    return renderer.takeText()
  }

  /// `value` at the top level, on a line of its own.
  private func render(_ value: SwiftExpression) -> String {
    render(SwiftStatement.expression(value))
  }

  private func argument(_ label: String?, _ name: String) -> SwiftArgument { SwiftArgument(label, .identifier(name)) }

  // MARK: Files and access

  @Test func fileHasHeaderImportsAndABlankLineBeforeEachDeclaration() {
    let file = SwiftFile(
      name: "T.swift", headerComment: ["Generated.", "", "Notice."], imports: ["Foundation"],
      declarations: [
        .typealias(access: nil, name: "A", existing: "Int"), .typealias(access: nil, name: "B", existing: "A"),
      ])
    #expect(
      SwiftRenderer.render(file) == """
        // Generated.
        //
        // Notice.

        import Foundation

        typealias A = Int

        typealias B = A

        """)
  }

  @Test func accessModifiers() {
    for modifier in SwiftAccessModifier.allCases {
      #expect(render(.variable(.constant(modifier, "x", type: "Int"))) == "\(modifier.rawValue) let x: Int\n")
    }
    #expect(render(.variable(.constant(nil, "x", type: "Int"))) == "let x: Int\n")
    #expect(
      render(.typealias(access: .public, name: "Name", existing: "Swift.String"))
        == "public typealias Name = Swift.String\n")
  }

  // MARK: Declarations

  /// Members of each kind the renderer sets apart: stored, documented,
  /// a function and a nested type.
  private var themeMembers: [SwiftDeclaration] {
    [
      .variable(.constant(.public, "mode", type: "Mode")),
      .variable(.constant(.fileprivate, "_values", type: "Values")),
      SwiftDeclaration.variable(.computed(.public, "size", type: "Double", .literal(.double(16))))
        .documented(["The size."]),
      .function(SwiftFunction(access: .fileprivate, kind: .initializer, body: [])),
      .structure(SwiftTypeDeclaration(access: .public, name: "Group")),
    ]
  }

  @Test func structureSetsApartDocumentedMembersFunctionsAndTypes() {
    let declaration = SwiftDeclaration.structure(
      SwiftTypeDeclaration(
        access: .public, name: "Theme", conformances: ["Swift.Sendable", "Swift.Hashable"],
        members: themeMembers)
    ).documented(["The theme."])
    #expect(
      render(declaration) == """
        /// The theme.
        public struct Theme: Swift.Sendable, Swift.Hashable {
          public let mode: Mode
          fileprivate let _values: Values

          /// The size.
          public var size: Double { 16.0 }

          fileprivate init() {}

          public struct Group {}
        }

        """)
  }

  /// A deferred run of members prints exactly as the same members written
  /// out, each made only when the renderer reaches it, and a deferred run
  /// that makes nothing prints nothing.
  @Test func deferredMembersPrintAsTheMembersTheyMake() {
    let members = themeMembers
    func type(_ members: [SwiftDeclaration]) -> SwiftDeclaration {
      .structure(SwiftTypeDeclaration(access: .public, name: "Theme", members: members))
    }
    let expected = render(type(members))
    #expect(render(type([.deferred { Array(members[..<2]) }, .deferred { [] }] + Array(members[2...]))) == expected)
    #expect(render(type([members[0], .deferred { Array(members[1...]) }])) == expected)
    #expect(render(type([.deferred { [.deferred { members }] }])) == expected)
    #expect(render(type([.deferred { [] }])) == render(type([])))
  }

  /// A type whose deferred members are weighed and spread evenly enough
  /// renders them side by side (``SwiftRenderer/splitsBlocks``), and
  /// prints exactly what one renderer prints in order, whatever the chunk
  /// size: across each joined piece, enum cases stay together, a
  /// documented member is set apart, a deferred run that makes nothing
  /// prints nothing, and members that aren't deferred stay in their place.
  /// A block whose weight lies in one member doesn't split, and a type
  /// inside that member does.
  @Test func splitBlocksPrintAsTheBlockRenderedInOrder() {
    @Sendable func written(_ name: String, documented: Bool) -> SwiftDeclaration {
      var member = SwiftWrittenMember(model: { .variable(.constant(nil, name, type: "Int")) })
      if documented { member.line("The ", "value `\(name)`", ".") }
      member.endDocumentation()
      member.write("let \(name): Int")
      return .written(member)
    }
    @Sendable func plain(_ name: String) -> SwiftDeclaration {
      .variable(.constant(.public, name, type: "Swift.String"))
    }
    @Sendable func type(_ name: String, _ members: [SwiftDeclaration]) -> SwiftDeclaration {
      .structure(SwiftTypeDeclaration(access: .public, name: name, members: members))
    }
    let members: [SwiftDeclaration] =
      [
        .enumCase("a"),
        .deferred(weight: 400) { [.enumCase("b"), .enumCase("c")] },
        .deferred(weight: 400) { [] },
        .deferred(weight: 400) { [.enumCase("d"), plain("afterCases")] },
        plain("between"),
        .deferred(weight: 900) {
          [.deferred { [written("inner", documented: true)] }, written("bare", documented: false)]
        },
        .deferred(weight: 300) { [written("next", documented: false)] },
        .deferred(weight: 300) {
          [SwiftDeclaration.variable(.computed(nil, "doc", type: "Int", .int(1))).documented(["Doc."])]
        },
        .function(SwiftFunction(access: .fileprivate, kind: .initializer, body: [])),
      ]
      + (0..<12).map { index -> SwiftDeclaration in
        .deferred(weight: 150) {
          [type("Group\(index)", [plain("value\(index)"), written("w\(index)", documented: index % 2 == 0)])]
        }
      } + [.deferred(weight: 0) { [] }, plain("last")]
    @Sendable func weights(_ members: [SwiftDeclaration]) -> [Int?] {
      members.map { member -> Int? in
        if case .deferred(let weight, _) = member { return weight }
        return nil
      }
    }
    // The head written with a piece's first member, and a split block whose pieces all make nothing.
    let deferredFirst = Array(members.dropFirst())
    let nothing = (0..<4).map { _ -> SwiftDeclaration in .deferred(weight: 1_000) { [] } }
    let dominated: [SwiftDeclaration] = [
      plain("first"),
      .deferred(weight: 10_000) { [type("Heavy", members)] },
      .deferred(weight: 10) { [type("Light", [plain("only")])] },
    ]
    for split in [members, deferredFirst, nothing] {
      #expect(!SwiftRenderer.splitRuns(of: weights(split), cores: 2).isEmpty, "the block is worth splitting")
    }
    #expect(render(type("Empty", nothing)) == "public struct Empty {}\n")
    for declaration in [
      type("Theme", members), type("Outer", dominated), type("Late", deferredFirst), type("Empty", nothing),
    ] {
      let expected = render(declaration)
      for chunkSize in [1, 64, 1 << 20] {
        var renderer = SwiftRenderer(chunkSize: chunkSize)
        renderer.splitsBlocks = true
        renderer.render(declaration)
        #expect(renderer.takeText() == expected, "chunks of \(chunkSize)")
      }
    }
  }

  /// The runs a block splits into: only a block that weighs enough, on
  /// more than one core, with no member more than half its weight; runs of
  /// about a quarter of a core's share, never across a member that isn't
  /// deferred, the last one short.
  @Test func splitRunsShareTheWeightEvenly() {
    #expect(SwiftRenderer.splitRuns(of: [nil, 1_000, 1_000, nil], cores: 2) == [1..<2, 2..<3])
    #expect(SwiftRenderer.splitRuns(of: [1_000, 1_000, nil, 1_000, 1_000], cores: 2) == [0..<1, 1..<2, 3..<4, 4..<5])
    #expect(SwiftRenderer.splitRuns(of: [1_000, 1_000], cores: 1) == [])
    #expect(SwiftRenderer.splitRuns(of: [900, 900], cores: 2) == [], "below the least weight")
    #expect(SwiftRenderer.splitRuns(of: [3_000, 100, 100], cores: 2) == [], "one member weighs more than half")
    #expect(SwiftRenderer.splitRuns(of: [4_000, nil], cores: 2) == [], "one deferred member")
    #expect(
      SwiftRenderer.splitRuns(of: Array(repeating: 100, count: 40), cores: 2)
        == stride(from: 0, to: 40, by: 5).map { $0..<$0 + 5 })
    #expect(
      SwiftRenderer.splitRuns(of: Array(repeating: 100, count: 41), cores: 2)
        == stride(from: 0, to: 36, by: 6).map { $0..<$0 + 6 } + [36..<41])
    #expect(
      SwiftRenderer.splitRuns(of: [-5, 1_000, 1_000, 0], cores: 2) == [0..<2, 2..<3, 3..<4],
      "a negative weight counts as none")
  }

  /// The renderer sets its output aside in chunks at line ends; whatever
  /// their size, even smaller than a line, the text reads back whole.
  @Test func outputSetAsideInChunksReadsBackWhole() {
    let members: [SwiftDeclaration] = (0..<120).map { index in
      SwiftDeclaration.variable(
        .computed(.public, "value\(index)", type: "String", .literal(.string(String(repeating: "é😀", count: index))))
      )
      .documented(["Value \(index)."])
    }
    let file = SwiftFile(
      name: "T.swift", headerComment: ["Generated."], imports: ["Foundation"],
      declarations: [.structure(SwiftTypeDeclaration(access: .public, name: "Values", members: members))])
    let whole = SwiftRenderer.render(file)
    #expect(whole.utf8.count > 4 * 4096)
    #expect(whole.hasPrefix("// Generated.\n\nimport Foundation\n\npublic struct Values {\n"))
    #expect(whole.contains("  /// Value 119.\n"))
    for size in [1, 7, 64, 4096] {
      var renderer = SwiftRenderer(chunkSize: size)
      renderer.render(file)
      #expect(renderer.takeText() == whole, "chunks of \(size) bytes")
      #expect(renderer.takeText() == "", "the text was taken out of the renderer (chunks of \(size) bytes)")
    }
  }

  /// A file rendered part by part (``SwiftFile/Part``), each part in a
  /// renderer of its own and their texts taken together, is the file
  /// rendered whole, whatever the chunk size; so is each file of a model
  /// that ``GeneratedFile/rendering(_:)`` renders on every core, deferred
  /// top-level declarations, a file without imports and one without
  /// declarations among them.
  @Test func partsRenderedApartAreTheWholeFile() {
    let members = themeMembers
    let values: [SwiftDeclaration] = (0..<40).map { index in
      SwiftDeclaration.variable(.constant(nil, isStatic: true, "v\(index)", .literal(.string("é😀 \(index)"))))
        .documented(["Value \(index)."])
    }
    let files = [
      SwiftFile(
        name: "A.swift", headerComment: ["Generated.", "Twice."], imports: ["Foundation"],
        declarations: [
          .structure(SwiftTypeDeclaration(access: .public, name: "Theme", members: members)),
          .extension("Theme", members: Array(values[..<3])),
          .deferred { [.enumeration(SwiftTypeDeclaration(access: .private, name: "Values", members: values))] },
          .deferred { [] },
          .deferred { Array(values[3...]) },
        ]),
      SwiftFile(name: "B.swift", headerComment: ["Only a header."], declarations: []),
      SwiftFile(name: "C.swift", headerComment: ["No imports."], declarations: [values[0]]),
    ]
    let wholes = files.map(SwiftRenderer.render)
    #expect(wholes[0].hasPrefix("// Generated.\n// Twice.\n\nimport Foundation\n\npublic struct Theme {\n"))
    #expect(wholes[0].hasSuffix("static let v39 = \"é😀 39\"\n"))
    #expect(wholes[1] == "// Only a header.\n")
    for (file, whole) in zip(files, wholes) {
      #expect(file.parts.count == file.declarations.count + 1)
      for size in [1, 7, 4096] {
        var renderers: [SwiftRenderer] = file.parts.map { part in
          var renderer = SwiftRenderer(chunkSize: size)
          renderer.render(part, of: file)
          return renderer
        }
        #expect(SwiftRenderer.takeText(of: &renderers) == whole, "\(file.name) in parts, chunks of \(size) bytes")
        #expect(renderers.isEmpty)
      }
    }
    let rendered = GeneratedFile.rendering { files }
    #expect(rendered.map(\.name) == files.map(\.name))
    #expect(rendered.map(\.contents) == wholes)
  }

  @Test func enumerationCasesThenMembers() {
    let declaration = SwiftDeclaration.enumeration(
      SwiftTypeDeclaration(
        access: .public, name: "Mode", conformances: ["Swift.String"],
        members: [.enumCase("light"), .enumCase("default"), .variable(.constant(nil, isStatic: true, "all", .int(2)))]))
    #expect(
      render(declaration) == """
        public enum Mode: Swift.String {
          case light
          case `default`

          static let all = 2
        }

        """)
  }

  @Test func extensionOfAType() {
    #expect(
      render(.extension("Theme", members: [.variable(.constant(nil, isStatic: true, "x", .int(1)))])) == """
        extension Theme {
          static let x = 1
        }

        """)
  }

  @Test func variables() {
    #expect(
      render(.variable(.constant(.private, isStatic: true, "name", .string("a"))))
        == "private static let name = \"a\"\n")
    #expect(render(.variable(.constant(nil, "name", type: "[Int]", .array([])))) == "let name: [Int] = []\n")
    #expect(
      render(.variable(SwiftVariable(access: nil, binding: .var, name: "count", type: "Int", value: .int(0))))
        == "var count: Int = 0\n")
    #expect(render(.variable(.computed(nil, "id", type: "Int", .int(1)))) == "var id: Int { 1 }\n")
    #expect(render(.variable(.constant(nil, "default", type: "Int"))) == "let `default`: Int\n")
  }

  @Test func computedPropertyBreaksAfterItsBraceWhenTooLong() {
    let value = SwiftExpression.call(
      "Element",
      (1...6).map { SwiftArgument("argument\($0)", .string(String(repeating: "x", count: 10))) })
    #expect(
      render(.variable(.computed(.public, isStatic: true, "element", type: "Element", value))) == """
        public static var element: Element {
          Element(
            argument1: "xxxxxxxxxx", argument2: "xxxxxxxxxx", argument3: "xxxxxxxxxx", argument4: "xxxxxxxxxx",
            argument5: "xxxxxxxxxx", argument6: "xxxxxxxxxx")
        }

        """)
  }

  @Test func functionsWithTypedParameters() {
    let function = SwiftFunction(
      attributes: ["Sendable"], access: .public, isStatic: true, kind: .function("make"),
      parameters: [
        SwiftParameter(label: "_", "value", "Int"), SwiftParameter(label: "into", "hasher", "Hasher", isInout: true),
        SwiftParameter(label: "count", "count", "Int"), SwiftParameter("in", "Int"),
      ],
      returnType: "Int", body: [.return(.identifier("value"))])
    #expect(
      render(.function(function)) == """
        @Sendable public static func make(_ value: Int, into hasher: inout Hasher, count: Int, `in`: Int) -> Int {
          return value
        }

        """)
    let equality = SwiftFunction(
      isStatic: true, kind: .function("=="),
      parameters: [SwiftParameter("lhs", "Self"), SwiftParameter("rhs", "Self")],
      returnType: "Bool", body: [.expression(.literal(.bool(true)))])
    #expect(render(.function(equality)) == "static func == (lhs: Self, rhs: Self) -> Bool {\n  true\n}\n")
    let initializer = SwiftFunction(
      access: .fileprivate, kind: .initializer, parameters: [SwiftParameter("mode", "Mode")],
      body: [.assignment(target: .path(["self", "mode"]), value: .identifier("mode"))])
    #expect(render(.function(initializer)) == "fileprivate init(mode: Mode) {\n  self.mode = mode\n}\n")
  }

  @Test func longSignatureBreaksBeforeItsResultThenInItsParameters() {
    let parameters = (1...3).map { SwiftParameter("parameterNumber\($0)", "String") }
    let result = SwiftFunction(
      access: .public, isStatic: true, kind: .function("aFunctionWithALongName"), parameters: parameters,
      returnType: "LocalizedString", body: [.expression(.identifier("x"))])
    #expect(
      render(.function(result)) == """
        public static func aFunctionWithALongName(parameterNumber1: String, parameterNumber2: String, parameterNumber3: String)
          -> LocalizedString
        {
          x
        }

        """)
    let many = SwiftFunction(
      kind: .function("f"), parameters: (1...8).map { SwiftParameter("parameterNumber\($0)", "String") },
      returnType: "Int", body: [.return(.int(1))])
    #expect(
      render(.function(many)) == """
        func f(
          parameterNumber1: String, parameterNumber2: String, parameterNumber3: String, parameterNumber4: String,
          parameterNumber5: String, parameterNumber6: String, parameterNumber7: String, parameterNumber8: String
        ) -> Int {
          return 1
        }

        """)
  }

  @Test func supportFileIsPrintedLineForLine() {
    #expect(render(.supportFile("struct A {\n  var b: Int\n}")) == "struct A {\n  var b: Int\n}\n")
  }

  // MARK: Statements

  @Test func statements() {
    #expect(render(.return(nil)) == "return\n")
    #expect(render(.return(.dot("other"))) == "return .other\n")
    #expect(render(.assignment(target: .path(["self", "x"]), value: .int(1))) == "self.x = 1\n")
    #expect(render(.declaration(.variable(.constant(nil, "x", .int(1))))) == "let x = 1\n")
    #expect(
      render(.expression(.call(.path(["hasher", "combine"]), [argument(nil, "mode")]))) == "hasher.combine(mode)\n")
  }

  @Test func ifStatements() {
    let test = SwiftExpression.binary(.path(["o", "i"]), .equal, .int(1))
    #expect(
      render(.if([SwiftConditionalBranch(condition: test, body: [.return(.dot("one"))])], else: nil))
        == "if o.i == 1 { return .one }\n")
    let branches = [
      SwiftConditionalBranch(condition: test, body: [.return(.dot("one"))]),
      SwiftConditionalBranch(condition: .identifier("flag"), body: [.return(.dot("two"))]),
    ]
    #expect(
      render(.if(branches, else: [.return(.dot("other"))])) == """
        if o.i == 1 {
          return .one
        } else if flag {
          return .two
        } else {
          return .other
        }

        """)
  }

  @Test func longConditionBreaksBeforeAndAndItsBraceGoesOnALine() {
    let tests = (0..<8).map { SwiftExpression.binary(.path(["o", "i"]), .notEqual, .int(Int64(10_000 + $0))) }
    let condition = tests.dropFirst().reduce(tests[0]) { .binary($0, .and, $1) }
    #expect(
      render(.if([SwiftConditionalBranch(condition: condition, body: [.return(.dot("few"))])], else: nil)) == """
        if o.i != 10000 && o.i != 10001 && o.i != 10002 && o.i != 10003 && o.i != 10004 && o.i != 10005 && o.i != 10006
          && o.i != 10007
        {
          return .few
        }

        """)
  }

  @Test func switchStatements() {
    let statement = SwiftStatement.switch(
      .identifier("mode"),
      [
        SwiftSwitchCase(patterns: [.dot("light")], body: [.expression(.identifier("light"))]),
        SwiftSwitchCase(patterns: [.dot("dark"), .dot("dim")], body: [.expression(.identifier("dark"))]),
        SwiftSwitchCase(
          patterns: [], body: [.declaration(.variable(.constant(nil, "x", .int(1)))), .return(.identifier("x"))]),
      ])
    #expect(
      render(statement) == """
        switch mode {
        case .light: light
        case .dark, .dim: dark
        default:
          let x = 1
          return x
        }

        """)
  }

  // MARK: Expressions

  @Test func namesAndMembers() {
    #expect(render(.identifier("value")) == "value\n")
    #expect(render(.path(["Strings", "CardForm", "`default`"])) == "Strings.CardForm.`default`\n")
    #expect(render(.dot("light")) == ".light\n")
    #expect(render(.inOut(.identifier("hasher"))) == "&hasher\n")
  }

  @Test func literals() {
    #expect(render(.literal(.string("plain"))) == "\"plain\"\n")
    #expect(render(.literal(.string("a \"b\" \\ c\nd\r\u{2028}\u{7}"))) == #""a \"b\" \\ c\nd\r\u{2028}\u{7}""# + "\n")
    #expect(render(.int(123_456)) == "123456\n")
    #expect(render(.int(1_000_000)) == "1_000_000\n")
    #expect(render(.int(-250_000_000)) == "-250_000_000\n")
    #expect(render(.literal(.hexadecimal(0x1A1A_1AFF, digits: 8))) == "0x1A1A_1AFF\n")
    #expect(render(.literal(.hexadecimal(0xFF, digits: 4))) == "0x00FF\n")
    #expect(render(.literal(.double(16))) == "16.0\n")
    #expect(render(.literal(.double(0.00001))) == "1e-05\n")
    #expect(render(.literal(.bool(false))) == "false\n")
    #expect(render(.literal(.nil)) == "nil\n")
  }

  /// Hexadecimal literals against the spelling they are defined by: the
  /// digits `String(_:radix:)` gives, zero-padded, and from eight digits on
  /// a `_` before each group of four counted from the right.
  @Test func hexadecimalLiteralsAtEveryLengthAndPadding() {
    func expected(_ value: UInt64, _ minimum: Int) -> String {
      var digits = String(value, radix: 16, uppercase: true)
      digits = String(repeating: "0", count: max(0, minimum - digits.count)) + digits
      guard digits.count >= 8 else { return "0x" + digits }
      var grouped = ""
      for (index, digit) in digits.enumerated() {
        if index > 0, (digits.count - index) % 4 == 0 { grouped.append("_") }
        grouped.append(digit)
      }
      return "0x" + grouped
    }
    var values: [UInt64] = [0, 1, 0xF, 0x10, 0xFFFF_FFFF, 0x1_0000_0000, .max, 0x8000_0000_0000_0000]
    values += (0..<64).map { UInt64(1) << UInt64($0) } + (0..<64).map { (UInt64(1) << UInt64($0)) &- 1 }
    for value in values {
      for minimum in [0, 1, 4, 7, 8, 9, 12, 16, 20] {
        #expect(
          SwiftRenderer.hexadecimalText(value, digits: minimum) == expected(value, minimum), "\(value) \(minimum)")
      }
    }
  }

  @Test func concatenationIsThePartsInOrder() {
    let parts = ["- Light: ", "`#68E838`", ", written `oklch(0.5 0.1 120)`", "", "é\u{301}", "🇪🇺"]
    #expect(String(concatenating: parts) == parts.joined())
    #expect(String(concatenating: []).isEmpty)
    #expect(Array(String(concatenating: ["e", "\u{301}"]).utf8) == [0x65, 0xCC, 0x81])
  }

  @Test func interpolatedStrings() {
    let value = SwiftExpression.interpolatedString([
      .text("prefix_\"\\"), .interpolation(.identifier("bankId")), .text("_item"),
    ])
    #expect(render(value) == #""prefix_\"\\\(bankId)_item""# + "\n")
  }

  @Test func callsOnOneLineWithLabels() {
    #expect(render(.call("f")) == "f()\n")
    #expect(
      render(.call("Theme", [SwiftArgument("mode", .dot("light")), argument(nil, "x")])) == "Theme(mode: .light, x)\n")
    #expect(render(.call("f", [argument("in", "a"), argument("inout", "b")])) == "f(in: a, `inout`: b)\n")
  }

  @Test func longCallsFillLinesAndBreakNestedCallsThatFitOnNone() {
    let inner = SwiftExpression.call(
      .path(["Strings", "Accessibility", "bankLabel"]),
      (1...3).map { SwiftArgument(nil, .identifier("parameterNumber\($0)WithAQuiteLongName")) })
    let call = SwiftExpression.call(
      "A11yElement",
      [
        SwiftArgument("identifier", .string("checkout_components_bank_selector_item")),
        SwiftArgument("role", .dot("listItem")), SwiftArgument("label", inner), SwiftArgument("hint", .literal(.nil)),
      ])
    #expect(
      render(SwiftDeclaration.variable(.constant(.public, isStatic: true, "element", call))) == """
        public static let element = A11yElement(
          identifier: "checkout_components_bank_selector_item", role: .listItem,
          label: Strings.Accessibility.bankLabel(
            parameterNumber1WithAQuiteLongName, parameterNumber2WithAQuiteLongName, parameterNumber3WithAQuiteLongName),
          hint: nil)

        """)
  }

  @Test func arrays() {
    #expect(render(.array([SwiftArrayElement(.int(1)), SwiftArrayElement(.int(2))])) == "[1, 2]\n")
    #expect(render(.array([], layout: .elementPerLine)) == "[]\n")
    #expect(
      render(.array([SwiftArrayElement(.string("a"))], layout: .elementPerLine)) == """
        [
          "a",
        ]

        """)
    let long = (1...5).map { String(repeating: "\($0)", count: 30) }
    #expect(
      render(.array(long.map { SwiftArrayElement(.string($0)) }))
        == "[\n" + long.map { "  \"\($0)\",\n" }.joined() + "]\n")
  }

  @Test func arrayElementsCarryTheirNameAsATrailingComment() {
    let elements = [
      SwiftArrayElement(.literal(.hexadecimal(0x1A1A_1AFF, digits: 8)), comment: "color.ink"),
      SwiftArrayElement(.int(600), comment: "text-style.body font-weight\r\nand\u{202E}more"),
    ]
    #expect(
      render(.array(elements)) == """
        [
          0x1A1A_1AFF,  // color.ink
          600,  // text-style.body font-weight and\\u{202E}more
        ]

        """)
  }

  @Test func dictionaries() {
    #expect(render(.dictionary([])) == "[:]\n")
    #expect(
      render(.dictionary([SwiftDictionaryElement(key: .string("a"), value: .int(1), comment: nil)])) == "[\"a\": 1]\n")
    #expect(
      render(
        .dictionary([
          SwiftDictionaryElement(key: .string("a"), value: .int(1), comment: "first"),
          SwiftDictionaryElement(key: .string("b"), value: .int(2), comment: nil),
        ])) == """
          [
            "a": 1,  // first
            "b": 2,
          ]

          """)
  }

  @Test func closures() {
    #expect(render(.closure([.expression(.identifier("messagesDe"))])) == "{ messagesDe }\n")
    #expect(render(.closure([])) == "{}\n")
    #expect(
      render(.closure([.declaration(.variable(.constant(nil, "x", .int(1)))), .return(.identifier("x"))])) == """
        {
          let x = 1
          return x
        }

        """)
  }

  @Test func operators() {
    let range = SwiftExpression.binary(.int(2), .closedRange, .int(4))
    #expect(render(.call(.member(.parenthesized(range), "contains"), [argument(nil, "n")])) == "(2...4).contains(n)\n")
    let test = SwiftExpression.binary(.binary(.path(["o", "i"]), .remainder, .int(10)), .equal, .int(1))
    #expect(render(.prefix("!", .parenthesized(.binary(test, .or, .identifier("b"))))) == "!(o.i % 10 == 1 || b)\n")
  }

  @Test func rawLinesPickEnoughHashesAndTheirCallClosesOnALine() {
    let call = SwiftExpression.call(
      "TesseraMessageTable", [SwiftArgument("encoded", .rawLines(["key = \"\"\"#", "", "other = ##\\n"]))])
    #expect(
      render(SwiftDeclaration.variable(.constant(nil, isStatic: true, "messages", type: "TesseraMessageTable", call)))
        == """
        static let messages: TesseraMessageTable = TesseraMessageTable(
          encoded: ###\"""
            key = \"""#

            other = ##\\n
            \"""###
        )

        """)
  }

  // MARK: Comments

  @Test func documentationStartsALineAtEveryLineBreakAndEscapesControls() {
    let declaration = SwiftDeclaration.variable(.constant(nil, "x", .int(1)))
      .documented(["One\r\nTwo\u{2028}Three\rFour", "", "*/ \u{202E}evil\u{0}"])
    #expect(
      render(declaration) == """
        /// One
        /// Two
        /// Three
        /// Four
        ///
        /// */ \\u{202E}evil\\u{0}
        let x = 1

        """)
    #expect(render(SwiftDeclaration.variable(.constant(nil, "x", .int(1))).documented([])) == "let x = 1\n")
  }

  @Test func lineComments() {
    let declaration = SwiftDeclaration.variable(.constant(nil, "x", .int(1))).commented(
      .line(["A note", "", "two\nlines"]))
    #expect(render(declaration) == "// A note\n//\n// two\n// lines\nlet x = 1\n")
  }

  @Test func widthCountsCharactersNotBytes() {
    // 96 characters of `é` (192 bytes) fit on a line of 120.
    let text = String(repeating: "é", count: 96)
    #expect(render(.call("f", [SwiftArgument("label", .string(text))])) == "f(label: \"\(text)\")\n")
    #expect(SwiftRenderer.width("é€😀") == 3)
  }
}
