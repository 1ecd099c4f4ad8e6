import Foundation
import TesseraFoundation

/// The colour spaces of the DTCG colour module (2025.10), each converted to
/// sRGB for the checks and the generated code.
///
/// Components are as the module writes them: `srgb`, `srgb-linear`,
/// `display-p3`, `a98-rgb`, `prophoto-rgb` and `rec2020` channels from 0 to
/// 1; `hsl` hue in degrees, saturation and lightness 0–100; `hwb` hue,
/// whiteness and blackness 0–100; `lab` and `lch` lightness 0–100 (CIE,
/// D50); `oklab` and `oklch` lightness 0–1; `xyz-d50` and `xyz-d65` with Y
/// of white at 1. The matrices and transfer functions are CSS Color 4's.
package enum ColorSpace: String, Sendable, Hashable, CaseIterable {
  case srgb
  case srgbLinear = "srgb-linear"
  case hsl
  case hwb
  case lab
  case lch
  case oklab
  case oklch
  case displayP3 = "display-p3"
  case a98RGB = "a98-rgb"
  case prophotoRGB = "prophoto-rgb"
  case rec2020
  case xyzD50 = "xyz-d50"
  case xyzD65 = "xyz-d65"

  /// The spaces, as a reader would list them.
  package static var list: String { allCases.map(\.rawValue).joined(separator: ", ") }

  /// Which components are hue angles, which wrap instead of being bounded.
  package var hueIndex: Int? {
    switch self {
    case .hsl, .hwb: 0
    case .lch, .oklch: 2
    default: nil
    }
  }

  /// `components` in this space as linear-light sRGB, unbounded: a colour
  /// outside sRGB's gamut has a channel below 0 or above 1.
  package func linearSRGB(_ components: SIMD3<Double>) -> SIMD3<Double> {
    let c = components
    switch self {
    case .srgb: return c.map(ColorMath.srgbToLinear)
    case .srgbLinear: return c
    case .hsl: return ColorMath.hslToSRGB(c).map(ColorMath.srgbToLinear)
    case .hwb: return ColorMath.hwbToSRGB(c).map(ColorMath.srgbToLinear)
    case .lab: return ColorMath.xyzD65ToLinearSRGB(ColorMath.d50ToD65(ColorMath.labToXYZD50(c)))
    case .lch: return ColorSpace.lab.linearSRGB(ColorMath.polarToCartesian(c))
    case .oklab: return ColorMath.oklabToLinearSRGB(c)
    case .oklch: return ColorMath.oklabToLinearSRGB(ColorMath.polarToCartesian(c))
    case .displayP3:
      return ColorMath.xyzD65ToLinearSRGB(ColorMath.linearP3ToXYZ.apply(c.map(ColorMath.srgbToLinear)))
    case .a98RGB:
      return ColorMath.xyzD65ToLinearSRGB(ColorMath.linearA98ToXYZ.apply(c.map(ColorMath.a98ToLinear)))
    case .prophotoRGB:
      let xyz = ColorMath.linearProPhotoToXYZD50.apply(c.map(ColorMath.prophotoToLinear))
      return ColorMath.xyzD65ToLinearSRGB(ColorMath.d50ToD65(xyz))
    case .rec2020:
      return ColorMath.xyzD65ToLinearSRGB(ColorMath.linearRec2020ToXYZ.apply(c.map(ColorMath.rec2020ToLinear)))
    case .xyzD50: return ColorMath.xyzD65ToLinearSRGB(ColorMath.d50ToD65(c))
    case .xyzD65: return ColorMath.xyzD65ToLinearSRGB(c)
    }
  }
}

extension SIMD3<Double> {
  /// Each channel transformed by `transform`.
  package func map(_ transform: (Double) -> Double) -> SIMD3<Double> {
    SIMD3(transform(x), transform(y), transform(z))
  }
}
