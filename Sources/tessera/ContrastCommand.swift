import ArgumentParser
import Foundation
import TesseraCore
import TesseraFoundation

/// `tessera contrast FG BG`: the WCAG 2.x contrast ratio of two colours.
struct ContrastCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "contrast",
    abstract: "Print the WCAG contrast ratio of a foreground on a background colour.",
    usage: "tessera contrast <foreground> <background> [<options>]",
    discussion: """
      A translucent foreground (#RRGGBBAA) is composited over the background \
      first. The ratio is never rounded before it is compared: 4.499 fails 4.5.

      EXAMPLES:
        tessera contrast '#777777' '#FFFFFF'
        tessera contrast 767676 fff --minimum 4.5   # exit 1 below 4.5
      """
  )

  @Argument(help: "The foreground colour: #RGB, #RGBA, #RRGGBB or #RRGGBBAA.")
  var foreground: String

  @Argument(help: "The background colour, opaque: #RGB or #RRGGBB.")
  var background: String

  @Option(help: "Exit 1 when the ratio is below this: a ratio, or text, large-text, ui, aaa.")
  var minimum: String?

  @Option(help: "How to print the result: text or json.")
  var format: PlainFormat = .text

  static let levels: [(ratio: Double, label: String)] = [
    (WCAG.largeText, "AA large text and UI components"),
    (WCAG.text, "AA text"),
    (WCAG.enhanced, "AAA text"),
  ]

  func validate() throws {
    _ = try parsedColors()
    _ = try parsedMinimum()
  }

  func run() throws {
    let (fg, bg) = try parsedColors()
    let ratio = WCAG.contrastRatio(fg, on: bg)
    let required = try parsedMinimum()

    switch format {
    case .text:
      var lines = ["\(fg.hex) on \(bg.hex): \(WCAG.format(ratio, against: required)):1"]
      for level in Self.levels {
        let ratioText = WCAG.format(level.ratio) + ":1"
        let padded = ratioText.padding(toLength: 8, withPad: " ", startingAt: 0)
        lines.append("  \(ratio >= level.ratio ? "pass" : "FAIL")  \(padded)\(level.label)")
      }
      if let required {
        lines.append("  \(ratio >= required ? "pass" : "FAIL")  \(WCAG.format(required)):1 required by --minimum")
      }
      Console.output(lines.joined(separator: "\n") + "\n")
    case .json:
      var object: [String: Any] = [
        "foreground": fg.hex, "background": bg.hex, "ratio": ratio,
        "levels": Self.levels.map { ["minimum": $0.ratio, "passes": ratio >= $0.ratio, "label": $0.label] },
      ]
      if let required { object["minimum"] = ["minimum": required, "passes": ratio >= required] }
      let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
      Console.output(String(decoding: data, as: UTF8.self) + "\n")
    }
    if let required, ratio < required { throw ExitCode(ExitStatus.errors) }
  }

  private func parsedColors() throws -> (RGBA, RGBA) {
    func color(_ text: String, role: String) throws -> RGBA {
      let hex = text.hasPrefix("#") ? text : "#" + text
      guard let color = RGBA(hex: hex) else {
        throw ValidationError("'\(text)' is not a colour; write the \(role) as #RGB, #RGBA, #RRGGBB or #RRGGBBAA.")
      }
      return color
    }
    let fg = try color(foreground, role: "foreground")
    let bg = try color(background, role: "background")
    guard bg.isOpaque else {
      throw ValidationError(
        "The background \(bg.hex) is translucent, so its contrast depends on what lies beneath it; give an opaque colour."
      )
    }
    return (fg, bg)
  }

  private func parsedMinimum() throws -> Double? {
    guard let minimum else { return nil }
    guard let value = WCAG.minimum(parsing: minimum) else {
      throw ValidationError(
        "'\(minimum)' is not a contrast minimum; give a ratio from 1 to 21, or text, large-text, ui, aaa or aaa-large-text."
      )
    }
    return value
  }
}
