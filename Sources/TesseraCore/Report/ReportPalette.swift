import TesseraAccessibility
import TesseraColor
import TesseraFoundation
import TesseraStrings
import TesseraTokens

/// The report page's own colours, in one colour scheme. The style sheet
/// (``ReportStyle``) is written from these; the tests measure every pair in
/// ``contrastRequirements`` with `WCAG`, in both schemes.
package struct ReportPalette: Sendable {
  /// Behind the page.
  package var background: RGBA
  /// Behind tables' headers, cards and code.
  package var surface: RGBA
  package var text: RGBA
  /// Secondary text: descriptions, counts, captions.
  package var mutedText: RGBA
  package var link: RGBA
  /// The focus ring.
  package var focus: RGBA
  /// Rules between rows and around swatches.
  package var border: RGBA
  /// A passing result's text, on its background.
  package var passText: RGBA
  package var passBackground: RGBA
  /// A failing result's or an error's text, on its background.
  package var failText: RGBA
  package var failBackground: RGBA
  /// A warning's text, on its background.
  package var warnText: RGBA
  package var warnBackground: RGBA
  /// The completeness bar's segments.
  package var translatedBar: RGBA
  package var missingBar: RGBA
  package var reviewBar: RGBA
  package var staleBar: RGBA
  /// The shadow at the edge of a table that scrolls sideways, where more
  /// of it is hidden: a hint, not information, so it has no requirement.
  package var scrollShadow: RGBA

  /// The light scheme.
  package static let light = ReportPalette(
    background: rgb(0xFF_FFFF), surface: rgb(0xF3_F4F6), text: rgb(0x16_181D), mutedText: rgb(0x4A_505C),
    link: rgb(0x1D_4ED8), focus: rgb(0x1D_4ED8), border: rgb(0x76_7C88),
    passText: rgb(0x11_652F), passBackground: rgb(0xE3_F4E8), failText: rgb(0xA1_141D), failBackground: rgb(0xFC_E8EA),
    warnText: rgb(0x72_4600), warnBackground: rgb(0xFF_F2D6),
    translatedBar: rgb(0x1E_7B3A), missingBar: rgb(0xC4_2B2B), reviewBar: rgb(0x9A_6200), staleBar: rgb(0x5B_6270),
    scrollShadow: RGBA(red: 0, green: 0, blue: 0, alpha: 64))

  /// The dark scheme, under `prefers-color-scheme: dark`.
  package static let dark = ReportPalette(
    background: rgb(0x15_171C), surface: rgb(0x22_252D), text: rgb(0xE8_EAEE), mutedText: rgb(0xB0_B6C1),
    link: rgb(0x8A_B4FF), focus: rgb(0x8A_B4FF), border: rgb(0x85_8C99),
    passText: rgb(0x8F_E0A5), passBackground: rgb(0x15_331F), failText: rgb(0xFF_B3B8), failBackground: rgb(0x3D_1619),
    warnText: rgb(0xFF_D27A), warnBackground: rgb(0x36_2A0D),
    translatedBar: rgb(0x4C_C46E), missingBar: rgb(0xFF_6B6B), reviewBar: rgb(0xE0_A526), staleBar: rgb(0x9A_A1AD),
    scrollShadow: RGBA(red: 0, green: 0, blue: 0, alpha: 200))

  /// A colour requirement of the page: `foreground` on `background` must
  /// reach `minimum`.
  package struct Requirement: Sendable {
    package var name: String
    package var foreground: RGBA
    package var background: RGBA
    package var minimum: Double
  }

  /// Every pair the page draws: text at 4.5:1 (AA), and the focus ring,
  /// borders and bar segments, which are user-interface parts, at 3:1.
  package var contrastRequirements: [Requirement] {
    var requirements: [Requirement] = []
    for (surfaceName, surface) in [("background", background), ("surface", surface)] {
      // A gap (a missing translation or label) is marked in the failing colour, in bold.
      for (name, color) in [("text", text), ("muted text", mutedText), ("link", link), ("gap", failText)] {
        requirements.append(
          Requirement(name: "\(name) on \(surfaceName)", foreground: color, background: surface, minimum: WCAG.text))
      }
      let parts = [
        ("focus ring", focus), ("border", border), ("translated bar", translatedBar), ("missing bar", missingBar),
        ("review bar", reviewBar), ("stale bar", staleBar),
      ]
      for (name, color) in parts {
        requirements.append(
          Requirement(
            name: "\(name) on \(surfaceName)", foreground: color, background: surface, minimum: WCAG.largeText))
      }
    }
    requirements += [
      Requirement(name: "pass", foreground: passText, background: passBackground, minimum: WCAG.text),
      Requirement(name: "fail", foreground: failText, background: failBackground, minimum: WCAG.text),
      Requirement(name: "warning", foreground: warnText, background: warnBackground, minimum: WCAG.text),
      Requirement(name: "link on fail", foreground: link, background: failBackground, minimum: WCAG.text),
      Requirement(name: "link on warning", foreground: link, background: warnBackground, minimum: WCAG.text),
    ]
    return requirements
  }

  private static func rgb(_ value: UInt32) -> RGBA {
    RGBA(red: UInt8(value >> 16 & 0xFF), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF), alpha: 255)
  }
}
