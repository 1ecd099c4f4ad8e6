import Foundation

/// Checks a phone number: digits, spaces, hyphens and parentheses, an
/// optional leading `+`, and 7 to 15 digits (E.164 allows at most 15).
enum PhoneValidator {
  /// How many digits a phone number may have.
  static let digitLimits = 7...15

  /// Whether `text`, trimmed, is a phone number.
  static func isValid(_ text: String) -> Bool {
    let number = text.trimmingCharacters(in: .whitespacesAndNewlines)
    let body = number.hasPrefix("+") ? number.dropFirst() : Substring(number)
    guard body.allSatisfy({ DigitText.isASCIIDigit($0) || " -()".contains($0) }) else { return false }
    return digitLimits.contains(body.filter(DigitText.isASCIIDigit).count)
  }
}
