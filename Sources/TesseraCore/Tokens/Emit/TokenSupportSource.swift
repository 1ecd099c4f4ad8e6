/// The value types the generated tokens use, emitted once as
/// `DesignTokenTypes.swift`. They have no dependencies, so the generated
/// code compiles on Linux and Apple platforms alike.
enum TokenSupportSource {
  static let declarations = #"""
    /// An 8-bit sRGB colour with alpha, from a design token.
    public struct RGBAColor: Sendable, Hashable, CustomStringConvertible {
      public let red: UInt8
      public let green: UInt8
      public let blue: UInt8
      public let alpha: UInt8

      public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
      }

      /// `#RRGGBB`, or `#RRGGBBAA` when the colour is not opaque.
      public var hex: String {
        let digits = Array("0123456789ABCDEF")
        let bytes = alpha == 255 ? [red, green, blue] : [red, green, blue, alpha]
        return "#" + String(bytes.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 0xF)]] })
      }

      public var description: String { hex }

      /// Alpha as a fraction from 0 to 1.
      public var opacity: Double { Double(alpha) / 255 }

      /// This colour drawn over an opaque `background`, in sRGB.
      public func composited(over background: RGBAColor) -> RGBAColor {
        let a = opacity
        func channel(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
          UInt8(min(max((Double(top) * a + Double(bottom) * (1 - a)).rounded(), 0), 255))
        }
        return RGBAColor(
          red: channel(red, background.red), green: channel(green, background.green),
          blue: channel(blue, background.blue))
      }

      /// WCAG 2.x relative luminance, from 0 (black) to 1 (white).
      public var relativeLuminance: Double {
        func linear(_ channel: UInt8) -> Double {
          let value = Double(channel) / 255
          return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
      }

      /// The WCAG 2.x contrast ratio of this colour on `background`, from 1 to
      /// 21. A translucent colour is composited over the background first; the
      /// background's own alpha is ignored.
      public func contrastRatio(on background: RGBAColor) -> Double {
        let surface = RGBAColor(red: background.red, green: background.green, blue: background.blue)
        let first = composited(over: surface).relativeLuminance
        let second = surface.relativeLuminance
        return (max(first, second) + 0.05) / (min(first, second) + 0.05)
      }

      /// The escape sequence that sets this colour as the terminal foreground, in 24-bit colour.
      public var ansi24Foreground: String { "\u{1B}[38;2;\(red);\(green);\(blue)m" }

      /// The escape sequence that sets this colour as the terminal background, in 24-bit colour.
      public var ansi24Background: String { "\u{1B}[48;2;\(red);\(green);\(blue)m" }

      /// The nearest colour of the xterm 256-colour palette: the 6×6×6 cube
      /// (16–231) or the grey ramp (232–255).
      public var ansi256Index: UInt8 {
        let levels = [0, 95, 135, 175, 215, 255]
        func nearestLevel(_ value: UInt8) -> Int {
          var best = 0
          for index in levels.indices where abs(levels[index] - Int(value)) < abs(levels[best] - Int(value)) {
            best = index
          }
          return best
        }
        func distance(_ r: Int, _ g: Int, _ b: Int) -> Int {
          let dr = r - Int(red)
          let dg = g - Int(green)
          let db = b - Int(blue)
          return dr * dr + dg * dg + db * db
        }
        let (r, g, b) = (nearestLevel(red), nearestLevel(green), nearestLevel(blue))
        let cubeDistance = distance(levels[r], levels[g], levels[b])
        let average = (Int(red) + Int(green) + Int(blue)) / 3
        let grey = min(max((average - 8 + 5) / 10, 0), 23)
        let greyLevel = 8 + grey * 10
        let greyDistance = distance(greyLevel, greyLevel, greyLevel)
        return greyDistance < cubeDistance ? UInt8(232 + grey) : UInt8(16 + 36 * r + 6 * g + b)
      }

      /// The escape sequence that sets this colour as the terminal foreground, in 256 colours.
      public var ansi256Foreground: String { "\u{1B}[38;5;\(ansi256Index)m" }

      /// The escape sequence that sets this colour as the terminal background, in 256 colours.
      public var ansi256Background: String { "\u{1B}[48;5;\(ansi256Index)m" }
    }

    /// A font weight from 1 to 1000: 400 is regular, 700 is bold.
    public struct FontWeight: RawRepresentable, Sendable, Hashable, Comparable {
      public let rawValue: Int

      public init(rawValue: Int) { self.rawValue = rawValue }

      public static let thin = FontWeight(rawValue: 100)
      public static let extraLight = FontWeight(rawValue: 200)
      public static let light = FontWeight(rawValue: 300)
      public static let regular = FontWeight(rawValue: 400)
      public static let medium = FontWeight(rawValue: 500)
      public static let semibold = FontWeight(rawValue: 600)
      public static let bold = FontWeight(rawValue: 700)
      public static let extraBold = FontWeight(rawValue: 800)
      public static let black = FontWeight(rawValue: 900)

      public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// A text style from a typography token. Sizes are in points.
    public struct Typography: Sendable, Hashable {
      public let fontFamily: String
      public let fontWeight: FontWeight
      public let fontSize: Double
      public let lineHeight: Double
      public let letterSpacing: Double

      public init(fontFamily: String, fontWeight: FontWeight, fontSize: Double, lineHeight: Double, letterSpacing: Double) {
        self.fontFamily = fontFamily
        self.fontWeight = fontWeight
        self.fontSize = fontSize
        self.lineHeight = lineHeight
        self.letterSpacing = letterSpacing
      }
    }

    /// The value of every token in one mode, by kind, in the order of the
    /// catalog's tree, so each group's tokens are one run of each array.
    /// Data, not code: the compiler checks each array element against its
    /// declared type, whatever the count, and a token's accessor reads one.
    final class TesseraTokenValues: Sendable {
      /// Colours as `0xRRGGBBAA`.
      let colors: [UInt32]
      /// Dimensions, numbers, opacities and typography sizes.
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

      init(colors: Int, _ colorsEnd: Int, numbers: Int, _ numbersEnd: Int, integers: Int, _ integersEnd: Int,
           strings: Int, _ stringsEnd: Int) {
        self.colors = colors..<max(colors, colorsEnd)
        self.numbers = numbers..<max(numbers, numbersEnd)
        self.integers = integers..<max(integers, integersEnd)
        self.strings = strings..<max(strings, stringsEnd)
      }
    }
    """#
}
