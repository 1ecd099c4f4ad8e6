import Foundation

/// Checks the cardholder's name as printed on the card.
///
/// After trimming, the name is 2 to 26 characters: letters of any script,
/// with their diacritics, spaces, hyphens, apostrophes (`'` and `’`) and
/// periods, with at least one letter. Digits and other symbols can't be
/// embossed on a card.
enum CardholderNameValidator {
  /// The number of characters a name may have, after trimming.
  static let lengthLimits = 2...26

  /// What is wrong with the name `text`, or `nil`.
  static func validate(_ text: String) -> CardFormValidationError? {
    let name = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !name.isEmpty else { return .cardholderNameRequired }
    guard lengthLimits.contains(name.count), name.allSatisfy(isAllowed), name.contains(where: isLetter) else {
      return .cardholderNameInvalid
    }
    return nil
  }

  private static let punctuation: Set<Character> = [" ", "-", "'", "\u{2019}", "."]

  private static func isAllowed(_ character: Character) -> Bool {
    punctuation.contains(character) || isLetter(character)
  }

  /// A letter of any script, followed by any combining marks.
  private static func isLetter(_ character: Character) -> Bool {
    let scalars = character.unicodeScalars
    guard let first = scalars.first, isLetter(first) else { return false }
    return scalars.dropFirst().allSatisfy { isLetter($0) || isMark($0) }
  }

  private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: true
    default: false
    }
  }

  private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: true
    default: false
    }
  }
}
