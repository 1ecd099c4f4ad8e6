import Foundation
import Testing

@testable import TesseraSupport

/// The printf-style formatter the localizer uses instead of C varargs.
@Suite struct FormatterTests {
  private func format(_ text: String, _ arguments: [LocalizationArgument], locale: String = "en") -> String {
    var formatter = TesseraFormatter(arguments: arguments, locale: Locale(identifier: locale))
    return formatter.format(text)
  }

  @Test func argumentsFillPlaceholdersInOrderOrByPosition() {
    #expect(format("%@ and %@", [.string("a"), .string("b")]) == "a and b")
    #expect(format("%2$@ before %1$@", [.string("a"), .string("b")]) == "b before a")
    #expect(format("%d%%", [.int(50)]) == "50%")
    #expect(format("no placeholders", [.int(1)]) == "no placeholders")
    #expect(format("%@ and %@", [.string("only")]) == "only and ")
  }

  @Test func integersAndDecimalsUseTheLocalesSeparators() {
    #expect(format("%d", [.int(1234)]) == "1,234")
    #expect(format("%d", [.int(1234)], locale: "de") == "1.234")
    #expect(format("%.2f", [.double(1.5)]) == "1.50")
    #expect(format("%.2f", [.double(1.5)], locale: "de") == "1,50")
    #expect(format("%u", [.uint(7)]) == "7")
    #expect(format("%e", [.double(1234.5)], locale: "fr") == "1,234500e+03")
  }

  @Test func flagsWidthAndPrecisionGoThroughPrintf() {
    #expect(format("%05d", [.int(42)]) == "00042")
    #expect(format("%+d", [.int(42)]) == "+42")
    #expect(format("%-4d|", [.int(7)]) == "7   |")
    #expect(format("%4d|", [.int(7)]) == "   7|")
    #expect(format("%x", [.int(255)]) == "ff")
    #expect(format("%X", [.int(255)]) == "FF")
    #expect(format("%*d", [.int(5), .int(42)]) == "   42")
    #expect(format("%.3s", [.string("abcdef")]) == "abc")
    #expect(format("%c", [.character("é")]) == "é")
  }

  @Test func whatIsNotAPlaceholderStaysText() {
    #expect(format("100 % sure", [.int(1)]) == "100 % sure")
    #expect(format("50%", [.int(1)]) == "50%")
    #expect(format("%k", [.int(1)]) == "%k")
  }

  @Test func aPluralVariableIsExpandedWithItsArgument() {
    var formatter = TesseraFormatter(arguments: [.int(3)], locale: Locale(identifier: "en"))
    formatter.variables = [
      TesseraPluralVariable(
        name: "n", zero: "no files", one: "%d file", two: nil, few: nil, many: nil, other: "%d files")
    ]
    formatter.pluralRules = { $0.i == 1 && $0.v == 0 ? .one : .other }
    #expect(formatter.format("%#@n@ left") == "3 files left")
    var zero = TesseraFormatter(arguments: [.int(0)], locale: Locale(identifier: "en"))
    zero.variables = formatter.variables
    zero.pluralRules = formatter.pluralRules
    // Foundation's `zero` form wins for 0 in every language, whatever the rule says.
    #expect(zero.format("%#@n@ left") == "no files left")
    // An unknown variable expands to nothing.
    #expect(formatter.format("[%#@missing@]") == "[]")
  }

  /// `%1#@count@`: digits without a `$` are a width to CFString, which a
  /// variable ignores; it takes the next argument, and its forms read the
  /// others by position.
  @Test func aWidthBeforeAPluralVariableIsIgnored() {
    var formatter = TesseraFormatter(arguments: [.int(3), .string("ads.example")], locale: Locale(identifier: "en"))
    formatter.variables = [
      TesseraPluralVariable(
        name: "count", zero: nil, one: "%2$@ and 1 other", two: nil, few: nil, many: nil,
        other: "%2$@ and %1$d others")
    ]
    formatter.pluralRules = { $0.i == 1 && $0.v == 0 ? .one : .other }
    #expect(formatter.format("%1#@count@") == "ads.example and 3 others")
  }
}
