import TesseraFoundation

/// The operands of a number that CLDR plural rules test (UTS #35, "Plural
/// Operand Meanings"), computed from the number as written, so `1` and
/// `1.0` differ:
///
/// | operand | meaning | `1.50` | `1.2c3` |
/// | --- | --- | --- | --- |
/// | `n` | the absolute value | 1.5 | 1200 |
/// | `i` | its integer digits | 1 | 1200 |
/// | `v` | the number of visible fraction digits, with trailing zeros | 2 | 0 |
/// | `w` | the same without trailing zeros | 1 | 0 |
/// | `f` | the visible fraction digits, with trailing zeros | 50 | 0 |
/// | `t` | the same without trailing zeros | 5 | 0 |
/// | `e` (`c`) | the compact decimal exponent | 0 | 3 |
///
/// Integer operands saturate at `Int.max`; fraction digits past the 18th
/// are dropped. Neither happens with the numbers a checkout shows.
///
/// It is the generated code's `TesseraPluralOperands`, compiled from the same source
/// (`Sources/TesseraSupport/Localization/PluralOperands.swift`, linked in `Support/Shared`), so the
/// compiler evaluates CLDR's rules on the very operands the generated code computes. The compiler
/// adds the operands of a decimal as CLDR writes its samples, equality and a description.
package typealias PluralOperands = TesseraPluralOperands

extension TesseraPluralOperands: Hashable, CustomStringConvertible {
  /// The operands of a decimal as CLDR writes its samples: `15`, `1.50`,
  /// `1c6`, `1.0000001c6`. `nil` for anything else.
  package init?(decimal text: some StringProtocol) {
    var mantissa = Substring(text)
    var exponent = 0
    if let marker = mantissa.firstIndex(where: { $0 == "c" || $0 == "e" }) {
      guard let value = Int(mantissa[mantissa.index(after: marker)...]), (0...18).contains(value) else {
        return nil
      }
      exponent = value
      mantissa = mantissa[..<marker]
    }
    var integerDigits = mantissa
    var fractionDigits: Substring = ""
    if let dot = mantissa.firstIndex(of: ".") {
      integerDigits = mantissa[..<dot]
      fractionDigits = mantissa[mantissa.index(after: dot)...]
    }
    guard !integerDigits.isEmpty, integerDigits.allSatisfy(Self.isDigit), fractionDigits.allSatisfy(Self.isDigit),
      mantissa.last != "."
    else { return nil }
    // The exponent moves fraction digits into the integer part.
    var integer = String(integerDigits)
    var fraction = String(fractionDigits)
    let moved = min(exponent, fraction.count)
    integer += fraction.prefix(moved)
    fraction.removeFirst(moved)
    integer += String(repeating: "0", count: exponent - moved)

    let visible = String(fraction.prefix(18))
    let trimmed = String(visible.reversed().drop { $0 == "0" }.reversed())
    let i = Int(integer) ?? Int.max
    self.init(
      n: Double(integer + (visible.isEmpty ? "" : "." + visible)) ?? Double(i),
      i: i, v: visible.count, w: trimmed.count, f: Int(visible) ?? 0, t: Int(trimmed) ?? 0, e: exponent)
  }

  private static func isDigit(_ character: Character) -> Bool { character.isASCII && character.isNumber }

  /// The value of an integer operand by its CLDR letter (`n` is a `Double`).
  package func integer(_ operand: PluralRule.Operand) -> Int {
    switch operand {
    case .n, .i: i
    case .v: v
    case .w: w
    case .f: f
    case .t: t
    case .c, .e: e
    }
  }

  package static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.n == rhs.n && lhs.i == rhs.i && lhs.v == rhs.v && lhs.w == rhs.w && lhs.f == rhs.f && lhs.t == rhs.t
      && lhs.e == rhs.e
  }

  package func hash(into hasher: inout Hasher) {
    for value in [i, v, w, f, t, e] { hasher.combine(value) }
    hasher.combine(n)
  }

  package var description: String {
    "n=\(n) i=\(i) v=\(v) w=\(w) f=\(f) t=\(t) e=\(e)"
  }
}
