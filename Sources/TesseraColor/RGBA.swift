import TesseraFoundation

/// An 8-bit sRGB colour with alpha: the generated code's `RGBAColor`, compiled from the same source
/// (`Sources/TesseraSupport/Tokens/RGBAColor.swift`, linked in `Support/Shared`), so its hex form,
/// compositing and WCAG luminance are the ones the generated tokens have. The compiler adds parsing.
public typealias RGBA = RGBAColor

extension RGBAColor {
  /// Parses `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA`, in either case.
  public init?(hex text: some StringProtocol) {
    var digits = text.utf8.makeIterator()
    guard digits.next() == UInt8(ascii: "#") else { return nil }
    var values: [UInt8] = []
    while let byte = digits.next() {
      guard let value = TextEncoding.hexValue(byte) else { return nil }
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

  /// Whether alpha is 255.
  public var isOpaque: Bool { alpha == 255 }
}
