/// Reads and checks a card's expiry date.
///
/// The date is typed as `MM/YY`; `MM / YY`, `MMYY`, `M/YY` and `MM/YYYY` are
/// read too. A card is valid up to the end of its expiry month, and no
/// issuer prints a date more than ``defaultMaximumYears`` years ahead.
enum ExpiryValidator {
  /// How many years ahead an expiry date may be, unless configured.
  static let defaultMaximumYears = 20

  /// The expiry month in `text`, or `nil` when it isn't a month of the form
  /// above (a month of 0 or 13 isn't). A two-digit year is the one nearest
  /// to `now`: within 50 years before it and 49 after.
  static func parse(_ text: String, relativeTo now: CalendarMonth) -> CalendarMonth? {
    let compact = String(text.filter { !$0.isWhitespace })
    let monthText: Substring
    let yearText: Substring
    if let slash = compact.firstIndex(of: "/") {
      monthText = compact[..<slash]
      yearText = compact[compact.index(after: slash)...]
      guard (1...2).contains(monthText.count), yearText.count == 2 || yearText.count == 4 else { return nil }
    } else {
      guard compact.count == 4 else { return nil }
      monthText = compact.prefix(2)
      yearText = compact.suffix(2)
    }
    guard monthText.allSatisfy(DigitText.isASCIIDigit), yearText.allSatisfy(DigitText.isASCIIDigit),
      let month = Int(monthText), let year = Int(yearText), (1...12).contains(month)
    else { return nil }
    guard yearText.count == 2 else { return CalendarMonth(year: year, month: month) }
    var fullYear = now.year - now.year % 100 + year
    if fullYear < now.year - 50 { fullYear += 100 }
    if fullYear > now.year + 49 { fullYear -= 100 }
    return CalendarMonth(year: fullYear, month: month)
  }

  /// What is wrong with the expiry date `text` in the month `now`, or `nil`:
  /// the current month is still valid, and so is the month exactly
  /// `maximumYears` years ahead.
  static func validate(_ text: String, now: CalendarMonth, maximumYears: Int) -> CardFormValidationError? {
    guard text.contains(where: { !$0.isWhitespace }) else { return .expiryRequired }
    guard let expiry = parse(text, relativeTo: now) else { return .expiryInvalid }
    if expiry < now { return .expiryInPast }
    if expiry > now.adding(months: maximumYears * 12) { return .expiryTooFar(maximumYears: maximumYears) }
    return nil
  }
}
