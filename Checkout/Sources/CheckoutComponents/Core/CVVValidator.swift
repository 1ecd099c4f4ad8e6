import Foundation

/// Checks a card security code (CVV, CVC, CID).
enum CVVValidator {
  /// What is wrong with the security code `text`, or `nil`.
  ///
  /// The code is digits only, exactly as long as `network`'s (4 for
  /// American Express, 3 for the others). While the network is unknown,
  /// 3 or 4 digits are accepted, and a wrong length expects the nearer one.
  static func validate(_ text: String, network: CardNetwork?) -> CardFormValidationError? {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else { return .cvvRequired }
    let digits = trimmed.allSatisfy(DigitText.isASCIIDigit) ? trimmed.count : nil
    if let network {
      return digits == network.cvvLength ? nil : .cvvInvalidLength(expected: network.cvvLength)
    }
    guard let digits else { return .cvvInvalidLength(expected: 3) }
    switch digits {
    case 3...4: return nil
    case ..<3: return .cvvInvalidLength(expected: 3)
    default: return .cvvInvalidLength(expected: 4)
    }
  }
}
