// Support code: `tessera generate` copies this file into the generated DesignTokenTypes.swift,
// from its first declaration on (see `SupportSource` in TesseraFoundation).

import Foundation

/// An 8-bit sRGB colour with alpha, from a design token.
public struct RGBAColor: Sendable, Hashable, CustomStringConvertible {
  /// The red component, from 0 to 255, gamma-encoded as sRGB (not linear).
  public let red: UInt8
  /// The green component, from 0 to 255, gamma-encoded as sRGB (not linear).
  public let green: UInt8
  /// The blue component, from 0 to 255, gamma-encoded as sRGB (not linear).
  public let blue: UInt8
  /// The opacity, from 0 (transparent) to 255 (opaque); the colour components are not
  /// premultiplied by it.
  public let alpha: UInt8

  /// A colour of the given components, each from 0 to 255; `alpha` defaults to 255, opaque.
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

  /// The colour as `hex` writes it: `#RRGGBB`, or `#RRGGBBAA` when it is not opaque.
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
