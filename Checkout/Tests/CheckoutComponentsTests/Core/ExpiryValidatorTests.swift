import Foundation
import Testing

@testable import CheckoutComponents
@testable import CheckoutDI

@Suite struct ExpiryValidatorTests {
  static let june2025 = CalendarMonth(year: 2025, month: 6)

  private func validate(_ text: String, now: CalendarMonth = june2025) -> CardFormValidationError? {
    ExpiryValidator.validate(text, now: now, maximumYears: 20)
  }

  @Test func theCurrentMonthIsStillValid() {
    #expect(validate("06/25") == nil)
  }

  @Test func thePreviousMonthIsInThePast() {
    #expect(validate("05/25") == .expiryInPast)
    #expect(validate("12/24") == .expiryInPast)
  }

  @Test func exactlyTwentyYearsAheadIsValidAndOneMonthMoreIsTooFar() {
    #expect(validate("06/45") == nil)
    #expect(validate("07/45") == .expiryTooFar(maximumYears: 20))
    #expect(ExpiryValidator.validate("07/30", now: Self.june2025, maximumYears: 5) == .expiryTooFar(maximumYears: 5))
  }

  @Test func theBoundariesHoldAcrossTheTurnOfTheYear() {
    let december = CalendarMonth(year: 2025, month: 12)
    #expect(validate("12/25", now: december) == nil)
    #expect(validate("11/25", now: december) == .expiryInPast)
    #expect(validate("12/45", now: december) == nil)
    #expect(validate("01/46", now: december) == .expiryTooFar(maximumYears: 20))
  }

  @Test(arguments: ["13/30", "00/30", "ab/cd", "1/2", "12/2", "12//25", "123/25", "12-25", "122025", "06/2a", "+1/25"])
  func rejectsWhatIsNotAMonthAndYear(_ text: String) {
    #expect(validate(text) == .expiryInvalid)
  }

  @Test(arguments: ["", "   "])
  func requiresADate(_ text: String) {
    #expect(validate(text) == .expiryRequired)
  }

  @Test(arguments: ["06/27", "06 / 27", "0627", "6/27", "06/2027", " 06/27 "])
  func readsTheUsualWaysToTypeTheDate(_ text: String) {
    #expect(ExpiryValidator.parse(text, relativeTo: Self.june2025) == CalendarMonth(year: 2027, month: 6))
  }

  @Test func readsATwoDigitYearInTheCenturyNearestToNow() {
    let now = CalendarMonth(year: 2095, month: 1)
    #expect(ExpiryValidator.parse("01/10", relativeTo: now) == CalendarMonth(year: 2110, month: 1))
    #expect(ExpiryValidator.parse("01/94", relativeTo: now) == CalendarMonth(year: 2094, month: 1))
    #expect(ExpiryValidator.parse("01/99", relativeTo: Self.june2025) == CalendarMonth(year: 1999, month: 1))
  }

  @Test func addsMonthsAcrossYears() {
    #expect(CalendarMonth(year: 2025, month: 11).adding(months: 3) == CalendarMonth(year: 2026, month: 2))
    #expect(CalendarMonth(year: 2025, month: 1).adding(months: -1) == CalendarMonth(year: 2024, month: 12))
    #expect(CalendarMonth(year: 2025, month: 6).adding(months: 240) == CalendarMonth(year: 2045, month: 6))
  }

  @Test func theRuleReadsTheInjectedClockInUTC() async throws {
    let calendar = ValidationRulesFactory.utcCalendar
    let lastSecondOfJune = try #require(
      calendar.date(from: DateComponents(year: 2025, month: 6, day: 30, hour: 23, minute: 59, second: 59)))
    let firstOfJuly = lastSecondOfJune.addingTimeInterval(1)
    let configuration = ValidationRulesFactory.Configuration()
    let june = await InjectedValues.withValue(\.clock, { lastSecondOfJune }) {
      ValidationRulesFactory(configuration: configuration)
    }.expiryRule()
    let july = await InjectedValues.withValue(\.clock, { firstOfJuly }) {
      ValidationRulesFactory(configuration: configuration)
    }.expiryRule()
    #expect(june("06/25") == nil)
    #expect(july("06/25") == .expiryInPast)
    #expect(july("07/25") == nil)
    #expect(CalendarMonth(date: firstOfJuly, calendar: calendar) == CalendarMonth(year: 2025, month: 7))
  }
}
