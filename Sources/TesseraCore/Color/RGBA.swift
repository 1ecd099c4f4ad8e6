/// An 8-bit sRGB colour with alpha.
public struct RGBA: Sendable, Hashable, CustomStringConvertible {
  public var red: UInt8
  public var green: UInt8
  public var blue: UInt8
  public var alpha: UInt8

  public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Parses `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA`, in either case.
  public init?(hex text: some StringProtocol) {
    var digits = text.utf8.makeIterator()
    guard digits.next() == UInt8(ascii: "#") else { return nil }
    var values: [UInt8] = []
    while let byte = digits.next() {
      guard let value = Self.hexValue(byte) else { return nil }
      values.append(value)
    }
    switch values.count {
    case 3, 4:
      let expanded = values.map { $0 << 4 | $0 }
      self.init(red: expanded[0], green: expanded[1], blue: expanded[2], alpha: values.count == 4 ? expanded[3] : 255)
    case 6, 8:
      let bytes = stride(from: 0, to: values.count, by: 2).map { values[$0] << 4 | values[$0 + 1] }
      self.init(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes.count == 4 ? bytes[3] : 255)
    default:
      return nil
    }
  }

  /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
  public var hex: String {
    // At most nine ASCII bytes: a small string, built without allocating.
    func digit(_ value: UInt8) -> UInt8 { value < 10 ? value + UInt8(ascii: "0") : value - 10 + UInt8(ascii: "A") }
    var text = "#"
    for byte in isOpaque ? [red, green, blue] : [red, green, blue, alpha] {
      text.unicodeScalars.append(Unicode.Scalar(digit(byte >> 4)))
      text.unicodeScalars.append(Unicode.Scalar(digit(byte & 0xF)))
    }
    return text
  }

  public var description: String { hex }

  public var isOpaque: Bool { alpha == 255 }

  /// Alpha as a fraction, 0 to 1.
  public var opacity: Double { Double(alpha) / 255 }

  /// This colour drawn over `background`, in sRGB as browsers and UIKit
  /// blend. The result is opaque when `background` is.
  public func composited(over background: RGBA) -> RGBA {
    let a = opacity
    let b = background.opacity
    let outAlpha = a + b * (1 - a)
    guard outAlpha > 0 else { return RGBA(red: 0, green: 0, blue: 0, alpha: 0) }
    func channel(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
      let value = (Double(top) * a + Double(bottom) * b * (1 - a)) / outAlpha
      return UInt8(min(max(value.rounded(), 0), 255))
    }
    return RGBA(
      red: channel(red, background.red),
      green: channel(green, background.green),
      blue: channel(blue, background.blue),
      alpha: UInt8(min(max((outAlpha * 255).rounded(), 0), 255)))
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
