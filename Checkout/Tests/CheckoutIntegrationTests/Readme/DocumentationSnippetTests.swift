import Foundation
import Testing

/// Every Swift block of the documentation is the text of a file the package compiles.
///
/// The documents are the README, `ARCHITECTURE.md`, `Docs/` and the articles of every DocC
/// catalog under `Sources/` and `Checkout/Sources/`. Each ```` ```swift ```` block in them must follow a
/// `<!-- snippet: NAME -->` line, and be, line for line, the region of a compiled file between
/// `// snippet: NAME` and `// end snippet`, with its indentation taken off. A snippet edited in one
/// place and not the other fails here, and so does a Swift block nothing compiles.
@Suite struct DocumentationSnippetTests {
  /// The repository's root: this file is in `Checkout/Tests/CheckoutIntegrationTests/Readme`.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The compiled files that hold snippets: tests, a source, and the plugin consumer's manifest,
  /// which `Scripts/check-plugin-consumer.sh` builds.
  static let sources = [
    "Checkout/Tests/CheckoutIntegrationTests/Readme/MerchantIntegration.swift",
    "Checkout/Tests/CheckoutIntegrationTests/Readme/LocalizationSnippets.swift",
    "Tests/TesseraCoreTests/EmbeddingSnippets.swift",
    "Checkout/Sources/checkout/GiftCardMethod.swift",
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
    for folder in ["Docs", "Sources", "Checkout/Sources"] {
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

  /// The snippets of a compiled file, by name, and what is wrong with its markers: a name used twice, a region
  /// never ended.
  static func sourceSnippets(in text: String, path: String) -> (snippets: [String: String], problems: [String]) {
    var found: [String: String] = [:]
    var problems: [String] = []
    var current: (name: String, line: Int, lines: [Substring])?
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if let region = current {
        if trimmed == "// end snippet" {
          if found[region.name] != nil { problems.append("\(path):\(region.line): a second snippet '\(region.name)'") }
          found[region.name] = dedented(region.lines)
          current = nil
        } else {
          current?.lines.append(line)
        }
      } else if trimmed.hasPrefix("// snippet: ") {
        current = (String(trimmed.dropFirst("// snippet: ".count)), index + 1, [])
      }
    }
    if let region = current { problems.append("\(path):\(region.line): the snippet '\(region.name)' never ends") }
    return (found, problems)
  }

  /// A fence line's marker and language: "```swift" is ("```", "swift"), "~~~~ Swift title" is ("~~~~", "swift").
  static func fence(_ line: Substring) -> (marker: String, language: String)? {
    let trimmed = line.trimmingCharacters(in: .whitespaces.union(.init(charactersIn: "\r")))
    guard let first = trimmed.first, first == "`" || first == "~" else { return nil }
    let marker = String(trimmed.prefix { $0 == first })
    guard marker.count >= 3 else { return nil }
    let info = trimmed.dropFirst(marker.count).trimmingCharacters(in: .whitespaces)
    return (marker, String(info.prefix { !$0.isWhitespace && $0 != "{" }).lowercased())
  }

  /// The Swift blocks of a document, marked or not, and what is wrong with its fences: a block with no
  /// language (which could hold Swift no one checks), a block never closed.
  static func blocks(in text: String, path: String) -> (blocks: [Block], problems: [String]) {
    var blocks: [Block] = []
    var problems: [String] = []
    var pending: String?
    var open: (marker: String, isSwift: Bool, name: String?, start: Int, lines: [Substring])?
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      // A block may sit in a list item, indented; its text is compared without the indentation.
      let trimmed = line.trimmingCharacters(in: .whitespaces.union(.init(charactersIn: "\r")))
      if let block = open {
        if let closing = fence(line), closing.language.isEmpty, closing.marker.first == block.marker.first,
          closing.marker.count >= block.marker.count
        {
          if block.isSwift {
            blocks.append(Block(name: block.name, text: dedented(block.lines), location: "\(path):\(block.start)"))
          }
          open = nil
        } else {
          open?.lines.append(line)
        }
      } else if let opening = fence(line) {
        if opening.language.isEmpty {
          problems.append("\(path):\(index + 1): a code block with no language; write ```swift, ```sh, ```text…")
        }
        open = (opening.marker, opening.language == "swift", opening.language == "swift" ? pending : nil, index + 1, [])
        pending = nil
      } else if trimmed.hasPrefix("<!-- snippet: "), trimmed.hasSuffix(" -->") {
        pending = String(trimmed.dropFirst("<!-- snippet: ".count).dropLast(" -->".count))
      } else if !trimmed.isEmpty {
        pending = nil
      }
    }
    if let block = open { problems.append("\(path):\(block.start): a code block that is never closed") }
    return (blocks, problems)
  }

  @Test func everySwiftBlockIsTheTextOfACompiledFile() throws {
    var sources: [String: String] = [:]
    var problems: [String] = []
    for path in Self.sources {
      let text = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
      let found = Self.sourceSnippets(in: text, path: path)
      problems += found.problems
      for (name, snippet) in found.snippets {
        if sources[name] != nil { problems.append("\(path): the snippet '\(name)' is in another file too") }
        sources[name] = snippet
      }
    }
    var shown: Set<String> = []
    for path in try Self.documents() {
      let text = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
      let found = Self.blocks(in: text, path: path)
      problems += found.problems
      for block in found.blocks {
        guard let name = block.name else {
          problems.append(
            "\(block.location): a Swift block that nothing compiles; put its text in a compiled file between "
              + "`// snippet: NAME` and `// end snippet`, and mark the block `<!-- snippet: NAME -->`")
          continue
        }
        shown.insert(name)
        guard let source = sources[name] else {
          problems.append("\(block.location): no compiled file has the snippet '\(name)'")
          continue
        }
        if block.text != source {
          problems.append("\(block.location): the snippet '\(name)' differs from its source; copy it over")
        }
      }
    }
    for name in Set(sources.keys).subtracting(shown).sorted() {
      problems.append("the snippet '\(name)' is in no document")
    }
    #expect(problems == [], "\(problems.joined(separator: "\n"))")
    #expect(!shown.isEmpty)
  }

  @Test func everyFenceIsReadWhateverItsSpelling() {
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

        ``` Swift
          let b = 2
        ```

      ~~~~swift title
      let c = 3
      ~~~~

      ```
      bare
      ```

      ```swift
      let d = 4
      """
    let found = Self.blocks(in: text, path: "X.md")
    #expect(
      found.blocks == [
        Block(name: "one", text: "let a = 1", location: "X.md:4"),
        Block(name: nil, text: "let b = 2", location: "X.md:14"),
        Block(name: nil, text: "let c = 3", location: "X.md:18"),
      ])
    #expect(
      found.problems == [
        "X.md:22: a code block with no language; write ```swift, ```sh, ```text…",
        "X.md:26: a code block that is never closed",
      ])
  }

  @Test func aSourceRegionUsedTwiceOrNeverEndedIsReported() {
    let text = """
      // snippet: a
      let a = 1
      // end snippet
      // snippet: a
      let a = 2
      // end snippet
        // snippet: b
        let b = 1
      """
    let found = Self.sourceSnippets(in: text, path: "S.swift")
    #expect(found.snippets == ["a": "let a = 2"])
    #expect(found.problems == ["S.swift:4: a second snippet 'a'", "S.swift:7: the snippet 'b' never ends"])
  }
}
