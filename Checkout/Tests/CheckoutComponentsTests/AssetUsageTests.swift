import Foundation
import Testing

/// The runtime takes every user-facing string from the generated catalog:
/// no string literal in its sources reads like text for a person.
@Suite struct AssetUsageTests {
  static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Sources/CheckoutComponents")

  /// Literals that aren't text to translate: card brands (never
  /// translated), and messages for developers (the card's description,
  /// which the privacy tests cover, and log messages; the DI container's
  /// errors and diagnostics are in the `CheckoutDI` target, not scanned).
  /// An empty marker allows the whole file, an empty file name every file.
  /// The generated API client (`Data/API/Generated`) holds only the
  /// contract's names and is skipped.
  static let allowed: [(file: String, marker: String)] = [
    ("CardDetails.swift", "CardDetails(number:"),
    ("CardNetwork.swift", ""),
    ("WebBridge.swift", ""),
    ("", "logger."),
  ]

  @Test func noUserFacingLiteralInTheRuntime() throws {
    let files = try #require(FileManager.default.enumerator(at: Self.sources, includingPropertiesForKeys: nil))
    var offending: [String] = []
    var scanned = 0
    for case let url as URL in files where url.pathExtension == "swift" && !url.path.contains("/Data/API/Generated/") {
      scanned += 1
      let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
      for (index, line) in lines.enumerated() {
        let code = line.trimmingCharacters(in: .whitespaces)
        guard !code.hasPrefix("//") else { continue }
        if Self.allowed.contains(where: {
          ($0.file.isEmpty || url.lastPathComponent == $0.file) && ($0.marker.isEmpty || code.contains($0.marker))
        }) {
          continue
        }
        for literal in Self.literals(in: String(code)) where Self.readsLikeText(literal) {
          offending.append("\(url.lastPathComponent):\(index + 1): \"\(literal)\"")
        }
      }
    }
    #expect(scanned > 30)
    #expect(offending.isEmpty, "\(offending)")
  }

  /// The contents of the double-quoted literals on a line.
  static func literals(in line: String) -> [String] {
    var result: [String] = []
    var current: String?
    var escaped = false
    for character in line {
      if var text = current {
        if escaped {
          escaped = false
          text.append(character)
          current = text
        } else if character == "\\" {
          escaped = true
          current = text
        } else if character == "\"" {
          result.append(text)
          current = nil
        } else {
          text.append(character)
          current = text
        }
      } else if character == "\"" {
        current = ""
      }
    }
    return result
  }

  /// Two words of letters: a sentence or a label, not a key or a code.
  static func readsLikeText(_ literal: String) -> Bool {
    let words = literal.split(separator: " ").filter { $0.count > 1 && $0.allSatisfy(\.isLetter) }
    return words.count >= 2
  }

  @Test func theScannerFindsText() {
    #expect(Self.literals(in: #"let a = "Pay now", b = "card_number""#) == ["Pay now", "card_number"])
    #expect(Self.readsLikeText("Pay now"))
    #expect(!Self.readsLikeText("payment_declined"))
    #expect(!Self.readsLikeText("\\(o).e % 10"))
  }
}
