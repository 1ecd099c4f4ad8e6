import Foundation
import Testing

/// The README's Swift snippets are the text of files the package compiles: each block the
/// README marks `<!-- snippet: NAME -->` is, line for line, the region of a source file between
/// `// snippet: NAME` and `// end snippet`, with its indentation taken off. A snippet edited in one
/// place and not the other fails here.
@Suite struct ReadmeSnippetTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The files that hold snippets.
  static let sources = [
    "Tests/CheckoutIntegrationTests/Readme/MerchantIntegration.swift", "Sources/checkout/GiftCardMethod.swift",
  ]

  /// The snippets of `text` marked in `open ... close` lines, by name.
  static func regions(in text: String, open: (Substring) -> String?, close: (Substring) -> Bool) -> [String: String] {
    var found: [String: String] = [:]
    var current: (name: String, lines: [Substring])?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if var region = current {
        if close(line) {
          found[region.name] = dedented(region.lines)
          current = nil
        } else {
          region.lines.append(line)
          current = region
        }
      } else if let name = open(line) {
        current = (name, [])
      }
    }
    return found
  }

  static func dedented(_ lines: [Substring]) -> String {
    let indentation = lines.filter { !$0.allSatisfy(\.isWhitespace) }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
    return lines.map { String($0.dropFirst(min(indentation, $0.count))) }.joined(separator: "\n")
  }

  static func sourceSnippets() throws -> [String: String] {
    var snippets: [String: String] = [:]
    for path in sources {
      let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
      let found = regions(
        in: text,
        open: { line in
          let trimmed = line.drop { $0 == " " }
          return trimmed.hasPrefix("// snippet: ") ? String(trimmed.dropFirst("// snippet: ".count)) : nil
        },
        close: { $0.drop { $0 == " " } == "// end snippet" })
      snippets.merge(found) { first, _ in first }
    }
    return snippets
  }

  static func readmeSnippets() throws -> [String: String] {
    let text = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    var pending: String?
    var inBlock = false
    return regions(
      in: text,
      open: { line in
        // A snippet may sit in a list item, indented; its text is compared without the indentation.
        let line = line.drop { $0 == " " }
        if line.hasPrefix("<!-- snippet: "), line.hasSuffix(" -->") {
          pending = String(line.dropFirst("<!-- snippet: ".count).dropLast(" -->".count))
          return nil
        }
        if let name = pending, line == "```swift" {
          pending = nil
          inBlock = true
          return name
        }
        if !line.isEmpty { pending = nil }
        return nil
      },
      close: { line in
        guard inBlock, line.drop(while: { $0 == " " }) == "```" else { return false }
        inBlock = false
        return true
      })
  }

  @Test func everyReadmeSnippetIsTheSourcesText() throws {
    let sources = try Self.sourceSnippets()
    let readme = try Self.readmeSnippets()
    #expect(Set(readme.keys) == Set(sources.keys), "README \(readme.keys.sorted()), sources \(sources.keys.sorted())")
    #expect(readme.count >= 6)
    for (name, text) in sources.sorted(by: { $0.key < $1.key }) {
      #expect(readme[name] == text, "the README's snippet '\(name)' differs from its source; copy it over")
    }
  }
}
