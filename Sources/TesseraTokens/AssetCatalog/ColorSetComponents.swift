import TesseraColor
import TesseraFoundation

/// A colour's `"components"` as Xcode writes them in a colour set's
/// `Contents.json` when its colour is entered as 8-bit hexadecimal:
/// `"red" : "0x97"` (two uppercase hex digits), and `"alpha" : "1.000"`,
/// the alpha byte over 255 with three decimals.
///
/// The thousandths are rounded to nearest; an 8-bit alpha never falls on
/// a tie (`255 × (2k + 1) / 2000` is never whole), so no rounding rule has
/// to be chosen: 128 is `"0.502"`, 64 is `"0.251"`.
package enum ColorSetComponents {
  /// The `"color"` object of one appearance: `color-space` and `components`.
  package static func color(_ color: RGBA) -> JSONValue {
    .object([
      ("color-space", .string("srgb")),
      (
        "components",
        .object([
          ("alpha", .string(alpha(color.alpha))),
          ("blue", .string(byte(color.blue))),
          ("green", .string(byte(color.green))),
          ("red", .string(byte(color.red))),
        ])
      ),
    ])
  }

  /// `0xRR`: a byte as two uppercase hexadecimal digits.
  package static func byte(_ value: UInt8) -> String {
    "0x" + TextEncoding.hex(UInt32(value), digits: 2)
  }

  /// The alpha byte as a fraction of 255 with three decimals: `1.000`.
  package static func alpha(_ value: UInt8) -> String {
    let thousandths = (Int(value) * 2000 + 255) / 510
    let fraction = String(thousandths % 1000)
    return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
  }
}
