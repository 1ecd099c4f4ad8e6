import Foundation
import TesseraFoundation

/// A 3×3 matrix, row by row, for the linear steps between colour spaces.
package struct ColorMatrix: Sendable {
  package var rows: (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>)

  package init(_ r0: SIMD3<Double>, _ r1: SIMD3<Double>, _ r2: SIMD3<Double>) { rows = (r0, r1, r2) }

  package func apply(_ v: SIMD3<Double>) -> SIMD3<Double> {
    SIMD3((rows.0 * v).sum(), (rows.1 * v).sum(), (rows.2 * v).sum())
  }
}

/// The transfer functions, matrices and models of CSS Color 4 (§ 18,
/// "Sample code for color conversions"), which the DTCG colour module
/// refers to, and Björn Ottosson's OKLab.
package enum ColorMath {
  // MARK: - Transfer functions

  /// sRGB (and Display P3) gamma-encoded to linear light, odd-extended below 0.
  package static func srgbToLinear(_ value: Double) -> Double {
    let magnitude = abs(value)
    let linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
    return value < 0 ? -linear : linear
  }

  /// Linear light to sRGB gamma-encoded, odd-extended below 0.
  package static func linearToSRGB(_ value: Double) -> Double {
    let magnitude = abs(value)
    let encoded = magnitude > 0.0031308 ? 1.055 * pow(magnitude, 1 / 2.4) - 0.055 : 12.92 * magnitude
    return value < 0 ? -encoded : encoded
  }

  /// Adobe RGB (1998): a pure power of 563/256.
  package static func a98ToLinear(_ value: Double) -> Double {
    let linear = pow(abs(value), 563 / 256)
    return value < 0 ? -linear : linear
  }

  /// ProPhoto RGB: a power of 1.8 with a linear toe below 16/512.
  package static func prophotoToLinear(_ value: Double) -> Double {
    let magnitude = abs(value)
    let linear = magnitude <= 16 / 512 ? magnitude / 16 : pow(magnitude, 1.8)
    return value < 0 ? -linear : linear
  }

  /// ITU-R BT.2020.
  package static func rec2020ToLinear(_ value: Double) -> Double {
    let alpha = 1.09929682680944
    let beta = 0.018053968510807
    let magnitude = abs(value)
    let linear = magnitude < beta * 4.5 ? magnitude / 4.5 : pow((magnitude + alpha - 1) / alpha, 1 / 0.45)
    return value < 0 ? -linear : linear
  }

  // MARK: - Matrices

  package static let linearSRGBToXYZ = ColorMatrix(
    SIMD3(506752 / 1_228_815, 87881 / 245763, 12673 / 70218),
    SIMD3(87098 / 409605, 175762 / 245763, 12673 / 175545),
    SIMD3(7918 / 409605, 87881 / 737289, 1_001_167 / 1_053_270))

  package static let xyzToLinearSRGB = ColorMatrix(
    SIMD3(12831 / 3959, -329 / 214, -1974 / 3959),
    SIMD3(-851781 / 878810, 1_648_619 / 878810, 36519 / 878810),
    SIMD3(705 / 12673, -2585 / 12673, 705 / 667))

  package static let linearP3ToXYZ = ColorMatrix(
    SIMD3(608311 / 1_250_200, 189793 / 714400, 198249 / 1_000_160),
    SIMD3(35783 / 156275, 247089 / 357200, 198249 / 2_500_400),
    SIMD3(0, 32229 / 714400, 5_220_557 / 5_000_800))

  package static let linearA98ToXYZ = ColorMatrix(
    SIMD3(573536 / 994567, 263643 / 1_420_810, 187206 / 994567),
    SIMD3(591459 / 1_989_134, 6_239_551 / 9_945_670, 374412 / 4_972_835),
    SIMD3(53769 / 1_989_134, 351524 / 4_972_835, 4_929_758 / 4_972_835))

  package static let linearProPhotoToXYZD50 = ColorMatrix(
    SIMD3(0.79776664490064230, 0.13518129740053308, 0.03134773412839220),
    SIMD3(0.28807482881940130, 0.71183523424187300, 0.00008993693872564),
    SIMD3(0.0, 0.0, 0.82510460251046020))

  package static let linearRec2020ToXYZ = ColorMatrix(
    SIMD3(63_426_534 / 99_577_255, 20_160_776 / 139_408_157, 47_086_771 / 278_816_314),
    SIMD3(26_158_966 / 99_577_255, 472_592_308 / 697_040_785, 8_267_143 / 139_408_157),
    SIMD3(0, 19_567_812 / 697_040_785, 295_819_943 / 278_816_314))

  /// Bradford chromatic adaptation from D50 to D65.
  package static let d50ToD65Matrix = ColorMatrix(
    SIMD3(0.955473421488075, -0.02309845494876471, 0.06325924320057072),
    SIMD3(-0.0283697093338637, 1.0099953980813041, 0.021041441191917323),
    SIMD3(0.012314014864481998, -0.020507649298898964, 1.330365926242124))

  package static func d50ToD65(_ xyz: SIMD3<Double>) -> SIMD3<Double> { d50ToD65Matrix.apply(xyz) }
  package static func xyzD65ToLinearSRGB(_ xyz: SIMD3<Double>) -> SIMD3<Double> { xyzToLinearSRGB.apply(xyz) }

  // MARK: - Models

  /// Hue in degrees, saturation and lightness 0–100, to gamma-encoded sRGB.
  package static func hslToSRGB(_ hsl: SIMD3<Double>) -> SIMD3<Double> {
    var hue = hsl.x.truncatingRemainder(dividingBy: 360)
    if hue < 0 { hue += 360 }
    let saturation = hsl.y / 100
    let lightness = hsl.z / 100
    func channel(_ n: Double) -> Double {
      let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
      let a = saturation * min(lightness, 1 - lightness)
      return lightness - a * max(-1, min(k - 3, 9 - k, 1))
    }
    return SIMD3(channel(0), channel(8), channel(4))
  }

  /// Hue in degrees, whiteness and blackness 0–100, to gamma-encoded sRGB.
  package static func hwbToSRGB(_ hwb: SIMD3<Double>) -> SIMD3<Double> {
    var white = hwb.y / 100
    var black = hwb.z / 100
    if white + black >= 1 {
      let gray = white / (white + black)
      return SIMD3(repeating: gray)
    }
    let pure = hslToSRGB(SIMD3(hwb.x, 100, 50))
    white = max(white, 0)
    black = max(black, 0)
    return pure * (1 - white - black) + SIMD3(repeating: white)
  }

  /// CIE Lab (D50) to XYZ (D50).
  package static func labToXYZD50(_ lab: SIMD3<Double>) -> SIMD3<Double> {
    let kappa = 24389.0 / 27
    let epsilon = 216.0 / 24389
    let white = SIMD3(0.3457 / 0.3585, 1.0, (1.0 - 0.3457 - 0.3585) / 0.3585)
    let f1 = (lab.x + 16) / 116
    let f0 = lab.y / 500 + f1
    let f2 = f1 - lab.z / 200
    let x = pow(f0, 3) > epsilon ? pow(f0, 3) : (116 * f0 - 16) / kappa
    let y = lab.x > kappa * epsilon ? pow(f1, 3) : lab.x / kappa
    let z = pow(f2, 3) > epsilon ? pow(f2, 3) : (116 * f2 - 16) / kappa
    return SIMD3(x, y, z) * white
  }

  /// Lightness, chroma and hue in degrees to lightness, a and b.
  package static func polarToCartesian(_ lch: SIMD3<Double>) -> SIMD3<Double> {
    let radians = lch.z * .pi / 180
    return SIMD3(lch.x, lch.y * cos(radians), lch.y * sin(radians))
  }

  /// Lightness, a and b to lightness, chroma and hue in degrees.
  package static func cartesianToPolar(_ lab: SIMD3<Double>) -> SIMD3<Double> {
    var hue = atan2(lab.z, lab.y) * 180 / .pi
    if hue < 0 { hue += 360 }
    return SIMD3(lab.x, (lab.y * lab.y + lab.z * lab.z).squareRoot(), hue)
  }

  package static func oklabToLinearSRGB(_ lab: SIMD3<Double>) -> SIMD3<Double> {
    let l = lab.x + 0.3963377774 * lab.y + 0.2158037573 * lab.z
    let m = lab.x - 0.1055613458 * lab.y - 0.0638541728 * lab.z
    let s = lab.x - 0.0894841775 * lab.y - 1.2914855480 * lab.z
    let l3 = l * l * l
    let m3 = m * m * m
    let s3 = s * s * s
    return SIMD3(
      4.0767416621 * l3 - 3.3077115913 * m3 + 0.2309699292 * s3,
      -1.2684380046 * l3 + 2.6097574011 * m3 - 0.3413193965 * s3,
      -0.0041960863 * l3 - 0.7034186147 * m3 + 1.7076147010 * s3)
  }

  package static func linearSRGBToOKLab(_ rgb: SIMD3<Double>) -> SIMD3<Double> {
    let l = cbrt(0.4122214708 * rgb.x + 0.5363325363 * rgb.y + 0.0514459929 * rgb.z)
    let m = cbrt(0.2119034982 * rgb.x + 0.6806995451 * rgb.y + 0.1073969566 * rgb.z)
    let s = cbrt(0.0883024619 * rgb.x + 0.2817188376 * rgb.y + 0.6299787005 * rgb.z)
    return SIMD3(
      0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
      1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
      0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s)
  }
}
