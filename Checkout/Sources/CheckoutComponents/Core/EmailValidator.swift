import Foundation

/// A plain sanity check of an email address, not RFC 5322: one `@`, a
/// local part without whitespace, and a domain of dot-separated labels of
/// letters, digits and inner hyphens, ending in a label of two letters or
/// more.
enum EmailValidator {
  /// Whether `text`, trimmed, looks like an email address.
  static func isValid(_ text: String) -> Bool {
    let address = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard address.count <= 254, !address.contains(where: \.isWhitespace) else { return false }
    let parts = address.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count == 2, (1...64).contains(parts[0].count) else { return false }
    let labels = parts[1].split(separator: ".", omittingEmptySubsequences: false)
    guard labels.count >= 2, labels.allSatisfy(isDomainLabel), let last = labels.last else { return false }
    return last.count >= 2 && last.allSatisfy(\.isLetter)
  }

  private static func isDomainLabel(_ label: Substring) -> Bool {
    guard let first = label.first, let last = label.last, first != "-", last != "-" else { return false }
    return label.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" }
  }
}
