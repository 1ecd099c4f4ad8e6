// Support code: `tessera generate` copies this file into the generated LocalizationSupport.swift,
// from its first declaration on (see `SupportSource` in TesseraFoundation).

/// A CLDR plural category.
package enum TesseraPluralCategory: Sendable {
  case zero, one, two, few, many, other
}

/// The CLDR plural operands of a number (UTS #35): the absolute value
/// `n`, its integer digits `i`, the count of visible fraction digits
/// with (`v`) and without (`w`) trailing zeros, those digits with (`f`)
/// and without (`t`) trailing zeros, and the compact exponent `e`.
package struct TesseraPluralOperands: Sendable {
  let n: Double
  let i: Int
  let v: Int
  let w: Int
  let f: Int
  let t: Int
  let e: Int

  init(n: Double, i: Int, v: Int = 0, w: Int = 0, f: Int = 0, t: Int = 0, e: Int = 0) {
    self.n = n
    self.i = i
    self.v = v
    self.w = w
    self.f = f
    self.t = t
    self.e = e
  }

  init(_ value: Int) {
    let magnitude = value.magnitude > UInt(Int.max) ? Int.max : Int(value.magnitude)
    self.init(n: Double(magnitude), i: magnitude)
  }

  init(_ value: Double) {
    let magnitude = value.isFinite ? abs(value) : 0
    if magnitude == magnitude.rounded(.towardZero), magnitude < 1e15 {
      self.init(Int(magnitude))
      return
    }
    let integer = magnitude < 9e18 ? Int(magnitude) : Int.max
    // The fraction digits of the shortest decimal that reads back as this
    // Double; Swift writes 0.00001 as "1e-05", so the exponent moves the point.
    let text = "\(magnitude)"
    let parts = text.split(separator: "e", maxSplits: 1)
    let mantissa = parts.first ?? ""
    let exponent = parts.count == 2 ? Int(parts[1]) ?? 0 : 0
    let dot = mantissa.firstIndex(of: ".") ?? mantissa.endIndex
    let digits = mantissa.filter { $0 != "." }
    let point = mantissa.distance(from: mantissa.startIndex, to: dot) + exponent
    let fraction: Substring =
      point <= 0
      ? Substring(String(repeating: "0", count: min(-point, 18)) + digits)
      : digits.count > point ? Substring(digits.dropFirst(point)) : ""
    let visible = fraction.prefix(18)
    let trimmed = String(visible.reversed().drop { $0 == "0" }.reversed())
    self.init(
      n: magnitude, i: integer, v: visible.count, w: trimmed.count, f: Int(visible) ?? 0, t: Int(trimmed) ?? 0)
  }

  init(_ argument: LocalizationArgument?) {
    switch argument {
    case .int(let value): self.init(value)
    case .uint(let value): self.init(Int(clamping: value))
    case .double(let value): self.init(value)
    case .string(let text): self.init(Int(text) ?? 0)
    case .character, nil: self.init(0)
    }
  }

  var isZero: Bool { n == 0 }

  /// CLDR's `n % modulus`: the fraction is kept, so 12.5 % 10 is 2.5.
  func n(modulo modulus: Double) -> Double { n.truncatingRemainder(dividingBy: modulus) }

  /// CLDR's `n = a..b`: true only for a whole number in the range.
  static func whole(_ value: Double, in range: ClosedRange<Double>) -> Bool {
    range.contains(value) && value.rounded(.towardZero) == value
  }
}
