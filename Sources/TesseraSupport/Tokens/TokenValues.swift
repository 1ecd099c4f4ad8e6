// Support code: `tessera generate` copies this file into the generated DesignTokenTypes.swift,
// from its first declaration on (see `SupportSource` in TesseraFoundation).

/// The value of every token in one mode, by kind, in the order of the
/// catalog's tree, so each group's tokens are one run of each array.
/// Data, not code: the compiler checks each array element against its
/// declared type, whatever the count, and a token's accessor reads one.
final class TesseraTokenValues: Sendable {
  /// Colours as `0xRRGGBBAA`.
  let colors: [UInt32]
  /// Dimensions, numbers, opacities, typography sizes and timing curves.
  let numbers: [Double]
  /// Font weights, and durations in nanoseconds.
  let integers: [Int64]
  /// Font families.
  let strings: [String]

  init(colors: [UInt32], numbers: [Double], integers: [Int64], strings: [String]) {
    self.colors = colors
    self.numbers = numbers
    self.integers = integers
    self.strings = strings
  }

  /// `base`'s values with the element at each index of `colorIndexes`,
  /// `numberIndexes`, `integerIndexes` and `stringIndexes` replaced by the
  /// element beside it: a high-contrast appearance, written as what differs
  /// from its standard counterpart. An index outside `base` is ignored.
  convenience init(
    changing base: TesseraTokenValues, colors: [UInt32], at colorIndexes: [Int], numbers: [Double],
    at numberIndexes: [Int], integers: [Int64], at integerIndexes: [Int], strings: [String], at stringIndexes: [Int]
  ) {
    self.init(
      colors: Self.replacing(base.colors, at: colorIndexes, with: colors),
      numbers: Self.replacing(base.numbers, at: numberIndexes, with: numbers),
      integers: Self.replacing(base.integers, at: integerIndexes, with: integers),
      strings: Self.replacing(base.strings, at: stringIndexes, with: strings))
  }

  /// `values` with the element at each of `indexes` replaced by the one beside it in `replacements`.
  private static func replacing<Element>(_ values: [Element], at indexes: [Int], with replacements: [Element])
    -> [Element]
  {
    var result = values
    for (index, element) in zip(indexes, replacements) where result.indices.contains(index) {
      result[index] = element
    }
    return result
  }

  @inline(never) func color(_ index: Int) -> RGBAColor {
    let value = colors.indices.contains(index) ? colors[index] : 0
    return RGBAColor(
      red: UInt8(truncatingIfNeeded: value >> 24), green: UInt8(truncatingIfNeeded: value >> 16),
      blue: UInt8(truncatingIfNeeded: value >> 8), alpha: UInt8(truncatingIfNeeded: value))
  }

  @inline(never) func number(_ index: Int) -> Double {
    numbers.indices.contains(index) ? numbers[index] : 0
  }

  @inline(never) func string(_ index: Int) -> String {
    strings.indices.contains(index) ? strings[index] : ""
  }

  @inline(never) func fontWeight(_ index: Int) -> FontWeight {
    FontWeight(rawValue: Int(clamping: integers.indices.contains(index) ? integers[index] : 0))
  }

  @inline(never) func duration(_ index: Int) -> Swift.Duration {
    .nanoseconds(integers.indices.contains(index) ? integers[index] : 0)
  }

  @inline(never) func cubicBezier(_ index: Int) -> CubicBezier {
    CubicBezier(x1: number(index), y1: number(index + 1), x2: number(index + 2), y2: number(index + 3))
  }

  @inline(never) func typography(string: Int, integer: Int, number: Int) -> Typography {
    Typography(
      fontFamily: self.string(string), fontWeight: fontWeight(integer), fontSize: self.number(number),
      lineHeight: self.number(number + 1), letterSpacing: self.number(number + 2))
  }

  /// How many elements a composite token at `integer` holds (its first
  /// integer), no more than `limit` (the rest of the array it reads most of).
  private func count(at integer: Int, limit: Int) -> Int {
    let count = integers.indices.contains(integer) ? Int(clamping: integers[integer]) : 0
    return max(0, min(count, limit))
  }

  @inline(never) func transition(integer: Int, number: Int) -> TokenTransition {
    TokenTransition(duration: duration(integer), delay: duration(integer + 1), timingFunction: cubicBezier(number))
  }

  /// A stroke style: its kind (`0`–`7` a line style, `8` dashes), line cap and
  /// number of dashes at `integer`, the dashes at `number`.
  @inline(never) func strokeStyle(integer: Int, number: Int) -> TokenStrokeStyle {
    let kind = integers.indices.contains(integer) ? integers[integer] : 0
    switch kind {
    case 1: return .dashed
    case 2: return .dotted
    case 3: return .double
    case 4: return .groove
    case 5: return .ridge
    case 6: return .outset
    case 7: return .inset
    case 8:
      let dashes = (0..<count(at: integer + 2, limit: numbers.count - number)).map { self.number(number + $0) }
      let cap = integers.indices.contains(integer + 1) ? integers[integer + 1] : 0
      return .dashes(dashes, lineCap: cap == 1 ? .butt : cap == 2 ? .square : .round)
    default: return .solid
    }
  }

  /// A border: its colour at `color`, its width then its style's dashes at `number`, its style at `integer`.
  @inline(never) func border(color: Int, integer: Int, number: Int) -> TokenBorder {
    TokenBorder(
      color: self.color(color), width: self.number(number), style: strokeStyle(integer: integer, number: number + 1))
  }

  /// A shadow: its layer count at `integer`, then each layer's inset flag; each layer's colour at
  /// `color`, and its offsets, blur and spread, four numbers a layer, at `number`.
  @inline(never) func shadow(color: Int, integer: Int, number: Int) -> TokenShadow {
    let layers = (0..<count(at: integer, limit: colors.count - color)).map { layer in
      TokenShadow.Layer(
        color: self.color(color + layer), offsetX: self.number(number + 4 * layer),
        offsetY: self.number(number + 4 * layer + 1), blur: self.number(number + 4 * layer + 2),
        spread: self.number(number + 4 * layer + 3),
        inset: integers.indices.contains(integer + 1 + layer) && integers[integer + 1 + layer] != 0)
    }
    return TokenShadow(layers: layers)
  }

  /// A gradient: its stop count at `integer`, each stop's colour at `color` and position at `number`.
  @inline(never) func gradient(color: Int, integer: Int, number: Int) -> TokenGradient {
    let stops = (0..<count(at: integer, limit: colors.count - color)).map { stop in
      TokenGradient.Stop(color: self.color(color + stop), position: self.number(number + stop))
    }
    return TokenGradient(stops: stops)
  }

  /// Whether `other` holds the same values as this in `slice`.
  func equals(_ other: TesseraTokenValues, in slice: TesseraTokenSlice) -> Bool {
    if self === other { return true }
    return Self.run(colors, slice.colors) == Self.run(other.colors, slice.colors)
      && Self.run(numbers, slice.numbers) == Self.run(other.numbers, slice.numbers)
      && Self.run(integers, slice.integers) == Self.run(other.integers, slice.integers)
      && Self.run(strings, slice.strings) == Self.run(other.strings, slice.strings)
  }

  /// Feeds the values in `slice` to `hasher`.
  func hash(_ slice: TesseraTokenSlice, into hasher: inout Hasher) {
    for value in Self.run(colors, slice.colors) { hasher.combine(value) }
    for value in Self.run(numbers, slice.numbers) { hasher.combine(value) }
    for value in Self.run(integers, slice.integers) { hasher.combine(value) }
    for value in Self.run(strings, slice.strings) { hasher.combine(value) }
  }

  /// The elements of `values` in `range`, as far as `values` reaches.
  private static func run<Element>(_ values: [Element], _ range: Range<Int>) -> ArraySlice<Element> {
    values[range.clamped(to: values.indices)]
  }
}

/// Where one group's tokens are in each array of ``TesseraTokenValues``:
/// a group equals another, and hashes, by these values alone.
struct TesseraTokenSlice: Sendable {
  let colors: Range<Int>
  let numbers: Range<Int>
  let integers: Range<Int>
  let strings: Range<Int>

  init(
    colors: Int, _ colorsEnd: Int, numbers: Int, _ numbersEnd: Int, integers: Int, _ integersEnd: Int,
    strings: Int, _ stringsEnd: Int
  ) {
    self.colors = colors..<max(colors, colorsEnd)
    self.numbers = numbers..<max(numbers, numbersEnd)
    self.integers = integers..<max(integers, integersEnd)
    self.strings = strings..<max(strings, stringsEnd)
  }
}
