import Foundation
import Testing

/// Every Swift block of the documentation is the text of a file the package compiles.
///
/// The documents are the README, `ARCHITECTURE.md`, `Docs/` and the articles of every DocC
/// catalog under `Sources/`. Each ```` ```swift ```` block in them must follow a
/// `<!-- snippet: NAME -->` line, and be, line for line, the region of a compiled file between
/// `// snippet: NAME` and `// end snippet`, with its indentation taken off. A snippet edited in one
/// place and not the other fails here, and so does a Swift block nothing compiles.
@Suite struct DocumentationSnippetTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The compiled files that hold snippets: tests, a source, and the plugin consumer's manifest,
  /// which `Scripts/check-plugin-consumer.sh` builds.
  static let sources = [
    "Tests/CheckoutIntegrationTests/Readme/MerchantIntegration.swift",
    "Tests/CheckoutIntegrationTests/Readme/LocalizationSnippets.swift",
    "Tests/TesseraCoreTests/EmbeddingSnippets.swift",
    "Sources/checkout/GiftCardMethod.swift",
    "Tests/Fixtures/PluginConsumer/Package.swift",
  ]

  /// A Swift block of a document.
  struct Block: Equatable {
    /// The snippet it is marked as, or `nil` when it has no marker.
    var name: String?
    /// Its text, without the indentation it has in the document.
    var text: String
    /// Where it starts, `path:line`.
    var location: String
  }

  /// The documents, relative to the package's root, in a stable order.
  static func documents() throws -> [String] {
    var paths = ["README.md", "ARCHITECTURE.md"]
    let manager = FileManager.default
    for folder in ["Docs", "Sources"] {
      guard let walk = manager.enumerator(atPath: root.appendingPathComponent(folder).path) else { continue }
      for case let path as String in walk where path.hasSuffix(".md") {
        if folder == "Docs" || path.contains(".docc/") { paths.append("\(folder)/\(path)") }
      }
    }
    return paths.sorted()
  }

  static func dedented(_ lines: [Substring]) -> String {
    let indentation = lines.filter { !$0.allSatisfy(\.isWhitespace) }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
    return lines.map { String($0.dropFirst(min(indentation, $0.count))) }.joined(separator: "\n")
  }

  /// The snippets of a compiled file, by name.
  static func sourceSnippets(in text: String) -> [String: String] {
    var found: [String: String] = [:]
    var current: (name: String, lines: [Substring])?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.drop { $0 == " " }
      if let region = current {
        if trimmed == "// end snippet" {
          found[region.name] = dedented(region.lines)
          current = nil
        } else {
          current?.lines.append(line)
        }
      } else if trimmed.hasPrefix("// snippet: ") {
        current = (String(trimmed.dropFirst("// snippet: ".count)), [])
      }
    }
    return found
  }

  /// The Swift blocks of a document, marked or not.
  static func blocks(in text: String, path: String) -> [Block] {
    var blocks: [Block] = []
    var pending: String?
    var open: (name: String?, start: Int, lines: [Substring])?
    var otherFence = false
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      // A block may sit in a list item, indented; its text is compared without the indentation.
      let trimmed = line.drop { $0 == " " }
      if let block = open {
        if trimmed == "```" {
          blocks.append(Block(name: block.name, text: dedented(block.lines), location: "\(path):\(block.start)"))
          open = nil
        } else {
          open?.lines.append(line)
        }
      } else if otherFence {
        if trimmed.hasPrefix("```") { otherFence = false }
      } else if trimmed == "```swift" {
        open = (pending, index + 1, [])
        pending = nil
      } else if trimmed.hasPrefix("```") {
        otherFence = true
        pending = nil
      } else if trimmed.hasPrefix("<!-- snippet: "), trimmed.hasSuffix(" -->") {
        pending = String(trimmed.dropFirst("<!-- snippet: ".count).dropLast(" -->".count))
      } else if !trimmed.isEmpty {
        pending = nil
      }
    }
    return blocks
  }

  @Test func everySwiftBlockIsTheTextOfACompiledFile() throws {
    var sources: [String: String] = [:]
    for path in Self.sources {
      let text = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
      sources.merge(Self.sourceSnippets(in: text)) { first, _ in first }
    }
    var shown: Set<String> = []
    for path in try Self.documents() {
      let text = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
      for block in Self.blocks(in: text, path: path) {
        guard let name = block.name else {
          let message =
            "\(block.location): a Swift block that nothing compiles; put its text in a compiled file between "
            + "`// snippet: NAME` and `// end snippet`, and mark the block `<!-- snippet: NAME -->`"
          Issue.record(Comment(rawValue: message))
          continue
        }
        shown.insert(name)
        #expect(sources[name] != nil, "\(block.location): no compiled file has the snippet '\(name)'")
        if let source = sources[name] {
          #expect(
            block.text == source, "\(block.location): the snippet '\(name)' differs from its source; copy it over")
        }
      }
    }
    #expect(Set(sources.keys).subtracting(shown).isEmpty, "snippets no document shows")
    #expect(sources.count >= 10)
  }

  @Test func aBlockWithoutAMarkerIsFoundAndAMarkedOneIsNamed() {
    let text = """
      Prose.

      <!-- snippet: one -->
      ```swift
      let a = 1
      ```

      ```sh
      echo not swift
      ```

      - In a list:

        ```swift
          let b = 2
        ```
      """
    #expect(
      Self.blocks(in: text, path: "X.md") == [
        Block(name: "one", text: "let a = 1", location: "X.md:4"),
        Block(name: nil, text: "let b = 2", location: "X.md:14"),
      ])
  }
}
