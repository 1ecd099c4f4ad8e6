import Foundation
import TesseraFoundation

/// A colour brought into sRGB: its 8-bit value, and whether it lay outside
/// sRGB's gamut and had to be mapped in.
package struct SRGBConversion: Sendable, Hashable {
  package var color: RGBA
  package var wasGamutMapped: Bool
}

/// Converts colours to 8-bit sRGB with CSS Color 4's gamut mapping (§ 13.2,
/// "CSS gamut mapping to an RGB destination"): an out-of-gamut colour keeps
/// its OKLCH lightness and hue and loses chroma, found by binary search,
/// until clipping what remains changes it by less than a just-noticeable
/// difference (ΔE OK 0.02).
package enum SRGBGamutMapping {
  /// How far outside 0…1 a gamma-encoded channel may stray and still count
  /// as in gamut: rounding in the matrices, well under one 8-bit step.
  package static let tolerance = 0.000_1
  package static let justNoticeableDifference = 0.02
  package static let epsilon = 0.000_1

  /// `components` of `space` with `alpha` (0–1), as 8-bit sRGB.
  package static func convert(_ components: SIMD3<Double>, in space: ColorSpace, alpha: Double) -> SRGBConversion {
    let linear = space.linearSRGB(components)
    let encoded = linear.map(ColorMath.linearToSRGB)
    if isInGamut(encoded) { return SRGBConversion(color: rgba(encoded, alpha: alpha), wasGamutMapped: false) }
    // Outside by less than half an 8-bit step: 8 bits can't tell, so it rounds like an sRGB colour, unreported.
    if isInGamut(encoded, within: 0.5 / 255) {
      return SRGBConversion(color: rgba(encoded, alpha: alpha), wasGamutMapped: false)
    }
    let mapped = map(ColorMath.cartesianToPolar(ColorMath.linearSRGBToOKLab(linear)))
    return SRGBConversion(color: rgba(mapped, alpha: alpha), wasGamutMapped: true)
  }

  package static func isInGamut(_ encoded: SIMD3<Double>, within tolerance: Double = tolerance) -> Bool {
    [encoded.x, encoded.y, encoded.z].allSatisfy { $0.isFinite && $0 >= -tolerance && $0 <= 1 + tolerance }
  }

  /// The gamma-encoded sRGB colour CSS Color 4 maps the OKLCH colour `origin` to.
  package static func map(_ origin: SIMD3<Double>) -> SIMD3<Double> {
    guard origin.x.isFinite, origin.y.isFinite, origin.z.isFinite else { return SIMD3(repeating: 0) }
    if origin.x >= 1 { return SIMD3(repeating: 1) }
    if origin.x <= 0 { return SIMD3(repeating: 0) }
    func encoded(_ lch: SIMD3<Double>) -> SIMD3<Double> {
      ColorMath.oklabToLinearSRGB(ColorMath.polarToCartesian(lch)).map(ColorMath.linearToSRGB)
    }
    func clip(_ rgb: SIMD3<Double>) -> SIMD3<Double> { rgb.map { min(max($0, 0), 1) } }
    func deltaEOK(_ rgb: SIMD3<Double>, _ lch: SIMD3<Double>) -> Double {
      let a = ColorMath.linearSRGBToOKLab(rgb.map(ColorMath.srgbToLinear))
      let b = ColorMath.polarToCartesian(lch)
      let d = a - b
      return (d * d).sum().squareRoot()
    }
    var current = origin
    var clipped = clip(encoded(current))
    if deltaEOK(clipped, current) < justNoticeableDifference { return clipped }
    var low = 0.0
    var high = origin.y
    var lowInGamut = true
    // Each step halves the interval; 64 steps bound the loop whatever the input.
    for _ in 0..<64 where high - low > epsilon {
      let chroma = (low + high) / 2
      current.y = chroma
      let candidate = encoded(current)
      if lowInGamut, isInGamut(candidate) {
        low = chroma
        continue
      }
      clipped = clip(candidate)
      let difference = deltaEOK(clipped, current)
      if difference < justNoticeableDifference {
        if justNoticeableDifference - difference < epsilon { return clipped }
        lowInGamut = false
        low = chroma
      } else {
        high = chroma
      }
    }
    return clipped
  }

  package static func rgba(_ encoded: SIMD3<Double>, alpha: Double) -> RGBA {
    func byte(_ value: Double) -> UInt8 {
      guard value.isFinite else { return 0 }
      return UInt8(min(max((value * 255).rounded(), 0), 255))
    }
    return RGBA(red: byte(encoded.x), green: byte(encoded.y), blue: byte(encoded.z), alpha: byte(alpha))
  }
}
