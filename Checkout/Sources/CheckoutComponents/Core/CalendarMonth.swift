import Foundation

/// A month of a year in the Gregorian calendar, such as a card's expiry
/// month or the month it is now.
struct CalendarMonth: Sendable, Hashable, Comparable {
  /// The four-digit year.
  let year: Int
  /// The month, 1 to 12.
  let month: Int

  /// The months since January of year 0, for comparing and adding.
  private var ordinal: Int { year * 12 + month - 1 }

  /// The month `months` months later (earlier when negative).
  func adding(months: Int) -> CalendarMonth {
    let ordinal = ordinal + months
    let year = ordinal >= 0 ? ordinal / 12 : (ordinal - 11) / 12
    return CalendarMonth(year: year, month: ordinal - year * 12 + 1)
  }

  static func < (lhs: CalendarMonth, rhs: CalendarMonth) -> Bool {
    lhs.ordinal < rhs.ordinal
  }
}

extension CalendarMonth {
  /// The month `date` falls in, in `calendar` and its time zone.
  init(date: Date, calendar: Calendar) {
    self.init(year: calendar.component(.year, from: date), month: calendar.component(.month, from: date))
  }
}
