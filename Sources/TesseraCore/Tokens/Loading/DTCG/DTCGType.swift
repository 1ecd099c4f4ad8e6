/// A `$type` of the DTCG format (2025.10), and what Tessera makes of it.
enum DTCGType {
  /// A type Tessera has: `color`, `dimension`, `number`, `fontFamily`,
  /// `fontWeight`, `duration`, `cubicBezier` and `typography`.
  case supported(TokenType)
  /// A type of the format that Tessera's model can't express yet:
  /// `strokeStyle`, `border`, `transition`, `shadow` and `gradient`.
  case unsupported(String)

  static let supportedNames: [String: TokenType] = [
    "color": .color, "dimension": .dimension, "number": .number, "fontFamily": .fontFamily,
    "fontWeight": .fontWeight, "duration": .duration, "typography": .typography, "cubicBezier": .cubicBezier,
  ]
  static let unsupportedNames: Set<String> = [
    "strokeStyle", "border", "transition", "shadow", "gradient",
  ]

  /// The type `name` names, or `nil` when the format has no such type.
  init?(name: String) {
    if let type = Self.supportedNames[name] {
      self = .supported(type)
    } else if Self.unsupportedNames.contains(name) {
      self = .unsupported(name)
    } else {
      return nil
    }
  }

  /// Every name the format defines, sorted, for a message.
  static var allNames: [String] { (Array(supportedNames.keys) + unsupportedNames).sorted() }

  /// The message for `$type: name` when the format has no such type.
  static func unknownMessage(_ name: String, path: String) -> String {
    var message = "'\(name)' is not a DTCG type (on '\(path)')"
    if let suggestion = Suggestion.closest(to: name, in: allNames + ["colour"]) {
      message += "; did you mean '\(suggestion == "colour" ? "color" : suggestion)'?"
    } else {
      message += "."
    }
    return message + " Tessera reads \(supportedNames.keys.sorted().joined(separator: ", "))."
  }
}

/// The named font weights of the DTCG format, as numbers.
enum DTCGFontWeight {
  static let names: [String: Int] = [
    "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300, "normal": 400,
    "regular": 400, "book": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600, "bold": 700,
    "extra-bold": 800, "ultra-bold": 800, "black": 900, "heavy": 900, "extra-black": 950, "ultra-black": 950,
  ]
}
