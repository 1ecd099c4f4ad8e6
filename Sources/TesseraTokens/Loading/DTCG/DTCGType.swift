import TesseraColor
import TesseraFoundation

/// The `$type`s of the DTCG format (2025.10): every one of its thirteen is a
/// Tessera type. A number marked as an opacity in Tessera's own extension is
/// an opacity (``DTCGDocumentReader``).
package enum DTCGType {
  package static let names: [String: TokenType] = [
    "color": .color, "dimension": .dimension, "number": .number, "fontFamily": .fontFamily,
    "fontWeight": .fontWeight, "duration": .duration, "typography": .typography, "cubicBezier": .cubicBezier,
    "strokeStyle": .strokeStyle, "border": .border, "transition": .transition, "shadow": .shadow,
    "gradient": .gradient,
  ]

  /// Every name the format defines, sorted, for a message.
  package static var allNames: [String] { names.keys.sorted() }

  /// Why a token of `$type: name`, which the format doesn't define, is left out.
  package static func unknownMessage(_ name: String, path: String) -> String {
    var message = "'\(path)' is of type '\(name)', which the DTCG format doesn't define, so it is left out of the "
    message += "generated code"
    if let suggestion = Suggestion.closest(to: name, in: allNames + ["colour"]) {
      message += "; did you mean '\(suggestion == "colour" ? "color" : suggestion)'?"
    } else {
      message += ". The format's types are \(allNames.joined(separator: ", "))."
    }
    return message
  }
}

/// The named font weights of the DTCG format, as numbers.
package enum DTCGFontWeight {
  package static let names: [String: Int] = [
    "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300, "normal": 400,
    "regular": 400, "book": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600, "bold": 700,
    "extra-bold": 800, "ultra-bold": 800, "black": 900, "heavy": 900, "extra-black": 950, "ultra-black": 950,
  ]
}
