import Testing

@testable import TesseraAccessibility
@testable import TesseraColor
@testable import TesseraCore
@testable import TesseraFoundation
@testable import TesseraStrings
@testable import TesseraTokens

/// Conversions to sRGB, against CSS Color 4's published equivalents, within
/// one 8-bit step.
@Suite struct ColorSpaceTests {
  /// `#7D2329` (rgb(125 35 41)), as CSS Color 4's examples write it in each space.
  static let samples: [(ColorSpace, SIMD3<Double>)] = [
    (.srgb, SIMD3(125 / 255, 35 / 255, 41 / 255)),
    (.lab, SIMD3(29.2345, 39.3825, 20.0664)),
    (.lch, SIMD3(29.2345, 44.2, 27)),
    (.oklab, SIMD3(0.40101, 0.1147, 0.0453)),
    (.oklch, SIMD3(0.40101, 0.12332, 21.555)),
  ]

  static func expectClose(_ color: RGBA, _ expected: (UInt8, UInt8, UInt8), _ comment: Comment) {
    let channels = [(color.red, expected.0), (color.green, expected.1), (color.blue, expected.2)]
    #expect(channels.allSatisfy { abs(Int($0.0) - Int($0.1)) <= 1 }, "\(comment): got \(color.hex)")
  }

  @Test(arguments: samples.indices)
  func publishedExamplesConvertToTheSameSRGB(_ index: Int) {
    let (space, components) = Self.samples[index]
    let conversion = SRGBGamutMapping.convert(components, in: space, alpha: 1)
    Self.expectClose(conversion.color, (125, 35, 41), "\(space.rawValue)")
    #expect(!conversion.wasGamutMapped)
  }

  @Test func cylindricalSpaces() {
    Self.expectClose(SRGBGamutMapping.convert(SIMD3(120, 100, 25), in: .hsl, alpha: 1).color, (0, 128, 0), "hsl green")
    Self.expectClose(SRGBGamutMapping.convert(SIMD3(0, 0, 0), in: .hwb, alpha: 1).color, (255, 0, 0), "hwb red")
    Self.expectClose(SRGBGamutMapping.convert(SIMD3(0, 60, 60), in: .hwb, alpha: 1).color, (128, 128, 128), "hwb gray")
    Self.expectClose(
      SRGBGamutMapping.convert(SIMD3(210, 50, 40), in: .hsl, alpha: 1).color, (51, 102, 153), "hsl #336699")
  }

  @Test func whiteIsWhiteInEverySpace() {
    let whites: [(ColorSpace, SIMD3<Double>)] = [
      (.srgbLinear, SIMD3(1, 1, 1)), (.displayP3, SIMD3(1, 1, 1)), (.a98RGB, SIMD3(1, 1, 1)),
      (.prophotoRGB, SIMD3(1, 1, 1)), (.rec2020, SIMD3(1, 1, 1)),
      (.xyzD65, SIMD3(0.3127 / 0.3290, 1, (1 - 0.3127 - 0.3290) / 0.3290)),
      (.xyzD50, SIMD3(0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585)), (.lab, SIMD3(100, 0, 0)),
      (.oklch, SIMD3(1, 0, 0)),
    ]
    for (space, components) in whites {
      Self.expectClose(SRGBGamutMapping.convert(components, in: space, alpha: 1).color, (255, 255, 255), "\(space)")
    }
  }

  @Test func linearMidGrayIsEncoded() {
    // Linear 0.2140 is sRGB 0.5 (#808080 within a step); sRGB-linear isn't passed through as is.
    let gray = SRGBGamutMapping.convert(SIMD3(repeating: 0.214), in: .srgbLinear, alpha: 0.5).color
    Self.expectClose(gray, (128, 128, 128), "srgb-linear")
    #expect(gray.alpha == 128)
  }

  @Test func aColourOutsideByLessThanHalfAnEightBitStepIsNotMapped() {
    // Linear 1.0008 encodes to about 1.0003: over the rounding tolerance, under half a step (0.00196).
    let barely = SRGBGamutMapping.convert(SIMD3(1.0008, 0.5, 0.5), in: .srgbLinear, alpha: 1)
    #expect(!barely.wasGamutMapped)
    #expect(barely.color.red == 255)
    let beyond = SRGBGamutMapping.convert(SIMD3(1.01, 0.5, 0.5), in: .srgbLinear, alpha: 1)
    #expect(beyond.wasGamutMapped)
  }

  @Test func wideGamutRedIsMappedNotClipped() {
    let p3Red = SRGBGamutMapping.convert(SIMD3(1, 0, 0), in: .displayP3, alpha: 1)
    #expect(p3Red.wasGamutMapped)
    #expect(p3Red.color.red == 255 && p3Red.color.green < 40 && p3Red.color.blue < 40)
    // A P3 colour inside sRGB is not mapped: sRGB's red in P3 is about (0.9175, 0.2003, 0.1386).
    let inside = SRGBGamutMapping.convert(SIMD3(0.9175, 0.2003, 0.1386), in: .displayP3, alpha: 1)
    #expect(!inside.wasGamutMapped)
    Self.expectClose(inside.color, (255, 0, 0), "sRGB red written in P3")
  }

  @Test func mappingKeepsHueWhereClippingWouldNot() {
    // oklch(0.7 0.4 250): far outside sRGB. Mapping keeps its blue hue and lightness near; clipping the
    // channels instead drifts further.
    let origin = SIMD3(0.7, 0.4, 250.0)
    let mapped = SRGBGamutMapping.convert(origin, in: .oklch, alpha: 1)
    #expect(mapped.wasGamutMapped)
    func oklch(_ color: RGBA) -> SIMD3<Double> {
      let encoded = SIMD3(Double(color.red), Double(color.green), Double(color.blue)) / 255
      return ColorMath.cartesianToPolar(ColorMath.linearSRGBToOKLab(encoded.map(ColorMath.srgbToLinear)))
    }
    let clipped = SRGBGamutMapping.rgba(
      ColorSpace.oklch.linearSRGB(origin).map(ColorMath.linearToSRGB).map { min(max($0, 0), 1) }, alpha: 1)
    let mappedError = abs(oklch(mapped.color).z - 250) + abs(oklch(mapped.color).x - 0.7) * 100
    let clippedError = abs(oklch(clipped).z - 250) + abs(oklch(clipped).x - 0.7) * 100
    #expect(mappedError < 5, "hue and lightness \(oklch(mapped.color))")
    #expect(mappedError < clippedError)
  }
}
