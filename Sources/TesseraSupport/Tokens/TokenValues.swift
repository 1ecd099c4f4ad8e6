// Support code: `tessera generate` copies this file into the generated DesignTokenTypes.swift,
// from its first declaration on (see `SupportSource` in TesseraCore).

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
