import Testing

@testable import TesseraAccessibility
@testable import TesseraColor
@testable import TesseraCore
@testable import TesseraFoundation
@testable import TesseraStrings
@testable import TesseraTokens

/// The printf grammar as `String(format:)` reads it, and the Swift type of
/// each conversion.
@Suite struct FormatStringParserTests {
  private func types(_ text: String) -> [String] {
    let parsed = FormatStringParser.parse(text)
    return parsed.typesByPosition.keys.sorted().compactMap { position in
      parsed.typesByPosition[position].map { "\(position):\($0)" }
    }
  }

  private func specifiers(_ text: String) -> [String] {
    FormatStringParser.parse(text).placeholders.map(\.specifier)
  }

  @Test func conversionsMapToSwiftTypes() {
    #expect(types("%@") == ["1:String"])
    #expect(types("%d %i %ld %lld %hhd %qd %zd %jd %td %D") == (1...10).map { "\($0):Int" })
    #expect(types("%o %u %x %X %lu %llx %O %U") == (1...8).map { "\($0):UInt" })
    #expect(types("%a %e %f %g %A %E %F %G %Lf %lf") == (1...10).map { "\($0):Double" })
    #expect(types("%c %C") == ["1:Character", "2:Character"])
  }

  @Test func flagsWidthAndPrecisionOfAnyLength() {
    #expect(
      specifiers("%10d %.10f %-+ #0'12.345lld %0123456789d") == ["%10d", "%.10f", "%-+ #0'12.345lld", "%0123456789d"])
    #expect(types("%10d %.10f") == ["1:Int", "2:Double"])
    #expect(types("%.f %5.d") == ["1:Double", "2:Int"])
  }

  @Test func starWidthAndPrecisionTakeIntArguments() {
    #expect(types("%*d") == ["1:Int", "2:Int"])
    #expect(types("%-*.*f") == ["1:Int", "2:Int", "3:Double"])
    #expect(types("%2$*1$@") == ["1:Int", "2:String"])
  }

  @Test func percentPercentIsNotAPlaceholder() {
    #expect(specifiers("100%% sure, %d%%") == ["%d"])
    #expect(FormatStringParser.parse("%%").issues.isEmpty)
  }

  @Test func positionalPlaceholders() {
    #expect(types("%2$@ before %1$d") == ["1:Int", "2:String"])
    #expect(types("%1$@ and %1$@ again") == ["1:String"])
    #expect(FormatStringParser.parse("%2$@ %1$@").issues.isEmpty)
  }

  /// A gap is an issue of its own kind: an error in a base value, whose
  /// accessor needs every type; a translation may leave a position out.
  @Test func gapsInPositionsAreInvalid() {
    let parsed = FormatStringParser.parse("%1$@ and %3$@")
    #expect(parsed.issues.map(\.kind) == [.gap])
    #expect(parsed.issues.first?.message.contains("position 2 of 3 is never used") == true)
  }

  @Test func onePositionWithTwoTypesIsInvalid() {
    let parsed = FormatStringParser.parse("%1$@ is %1$d")
    #expect(parsed.issues.map(\.kind) == [.invalid])
    #expect(parsed.issues.first?.message.contains("position 1 is used as both String (%1$@) and Int (%1$d)") == true)
  }

  /// Apple's numbering: an unnumbered placeholder takes the next position
  /// of a count of its own, whatever the numbered ones say. Mixing is a
  /// warning that says how the string reads; a conflict of types at one
  /// position is still invalid.
  @Test func mixingIsNumberedAsApplesFormatterNumbersIt() {
    let twice = FormatStringParser.parse("%@, are you there? %1$@?")
    #expect(types("%@, are you there? %1$@?") == ["1:String"])
    #expect(twice.issues.map(\.kind) == [.mixed])
    #expect(twice.issues.first?.message.contains("so %@ reads argument 1") == true)
    #expect(types("%2$@ and %@") == ["1:String", "2:String"])
    #expect(FormatStringParser.parse("%2$@ and %@").issues.map(\.kind) == [.mixed])
    #expect(Set(FormatStringParser.parse("%1$@ %d").issues.map(\.kind)) == [.invalid, .mixed])
  }

  @Test func unsafeConversionsAreInvalid() {
    for text in ["%s", "%S", "%p", "%n"] {
      #expect(FormatStringParser.parse(text).issues.map(\.kind) == [.invalid], "\(text)")
    }
  }

  @Test func percentBeforeASpaceAndALetterIsProseNotAPlaceholder() {
    let parsed = FormatStringParser.parse("80% of trips, 5% discount")
    #expect(parsed.placeholders.isEmpty)
    #expect(parsed.issues.map(\.kind) == [.suspiciousPercent, .suspiciousPercent])
    #expect(parsed.issues.map(\.offset) == [2, 15])
    #expect(parsed.issues.first?.message.contains("'%%'") == true)
    // A space flag before digits is printf, not prose.
    #expect(types("% 5d") == ["1:Int"])
  }

  @Test func percentAtTheEndOrBeforeNonsenseIsSuspicious() {
    #expect(FormatStringParser.parse("100%").issues.map(\.kind) == [.suspiciousPercent])
    #expect(FormatStringParser.parse("50%!").issues.map(\.kind) == [.suspiciousPercent])
    #expect(FormatStringParser.parse("100%").placeholders.isEmpty)
  }

  @Test func variablesAreOnlyAllowedInFormatKeys() {
    #expect(FormatStringParser.parse("%#@count@").issues.map(\.kind) == [.invalid])
    let parsed = FormatStringParser.parse("%@ has %#@count@") { $0 == "count" ? .int : nil }
    #expect(parsed.issues.isEmpty)
    #expect(parsed.placeholders.map(\.role) == [.value, .variable])
    #expect(parsed.placeholders.last?.variable == "count")
    #expect(types("%1$#@a@") == [])  // without a variable table, nothing is typed
  }

  @Test func formsCountFromTheirVariablesPosition() {
    let parsed = FormatStringParser.parse("%d files in %@", firstPosition: 2)
    #expect(parsed.placeholders.map(\.position) == [2, 3])
    #expect(parsed.issues.isEmpty)
  }

  @Test func valueTypeSpecifiers() {
    #expect(FormatStringParser.valueType(ofSpecifier: "d") == .int)
    #expect(FormatStringParser.valueType(ofSpecifier: "lu") == .uint)
    #expect(FormatStringParser.valueType(ofSpecifier: "f") == .double)
    #expect(FormatStringParser.valueType(ofSpecifier: "@") == .string)
    #expect(FormatStringParser.valueType(ofSpecifier: "dd") == nil)
    #expect(FormatStringParser.valueType(ofSpecifier: "") == nil)
    #expect(FormatStringParser.valueType(ofSpecifier: "s") == nil)
  }
}
