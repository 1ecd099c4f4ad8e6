/// Reads the digits out of what a customer typed.
///
/// Decimal digits of any script (Arabic-Indic, full-width, …) are read as
/// the ASCII digits `0` to `9`, so the rest of the validation only ever sees
/// ASCII.
enum DigitText {
  /// The digits of a card number: whitespace and hyphens are dropped; `nil`
  /// when anything else isn't a decimal digit, or when no digit is left.
  static func cardDigits(from text: String) -> String? {
    var digits = ""
    for character in text where !(character.isWhitespace || character == "-") {
      guard let digit = asciiDigit(character) else { return nil }
      digits.append(digit)
    }
    return digits.isEmpty ? nil : digits
  }

  /// `text` in ASCII digits, or `nil` when it is empty or holds anything
  /// but decimal digits.
  static func digits(from text: String) -> String? {
    var digits = ""
    for character in text {
      guard let digit = asciiDigit(character) else { return nil }
      digits.append(digit)
    }
    return digits.isEmpty ? nil : digits
  }

  /// Whether `character` is one of the ASCII digits `0` to `9`.
  static func isASCIIDigit(_ character: Character) -> Bool {
    character.isASCII && character.isWholeNumber
  }

  /// The ASCII digit for a decimal digit of any script, or `nil`.
  private static func asciiDigit(_ character: Character) -> Character? {
    if isASCIIDigit(character) { return character }
    guard character.unicodeScalars.count == 1,
      let scalar = character.unicodeScalars.first,
      scalar.properties.numericType == .decimal,
      let value = character.wholeNumberValue
    else { return nil }
    return Character(String(value))
  }
}
