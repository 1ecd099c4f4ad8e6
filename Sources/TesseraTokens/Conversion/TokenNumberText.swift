import TesseraColor
import TesseraFoundation

/// How `tessera convert` writes a token's number in either format: a whole
/// number without a fraction (`16`, not `16.0`), any other as the shortest
/// text that reads back as the same `Double` (`0.1`, `1.3333333333333333`).
package enum TokenNumberText {
  package static func text(_ number: Double) -> String {
    number == number.rounded() && abs(number) < 1e15 ? "\(Int64(number))" : "\(number)"
  }
}

extension JSONValue {
  /// A number, written as ``TokenNumberText`` writes it.
  package static func number(_ value: Double) -> JSONValue {
    JSONValue(kind: .number(value, text: TokenNumberText.text(value)), offset: 0)
  }
}
