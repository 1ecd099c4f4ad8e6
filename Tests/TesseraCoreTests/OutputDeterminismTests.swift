import Foundation
import Testing

@testable import TesseraAccessibility
@testable import TesseraColor
@testable import TesseraCore
@testable import TesseraFoundation
@testable import TesseraStrings
@testable import TesseraTokens

/// The generated code depends on the catalogs' contents and paths only:
/// never on the order their files are listed in, or a folder is walked in.
@Suite struct OutputDeterminismTests {
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The package's own token files, in path order.
  private func tokenFiles() -> [CatalogFile] {
    CatalogFile.find(
      in: Self.packageRoot.appendingPathComponent("Tokens"), extensions: ["xml"], displayBase: Self.packageRoot)
  }

  private func emitTokens(_ files: [CatalogFile]) -> [GeneratedFile] {
    let (catalog, diagnostics) = TokenCatalogLoader().load(files)
    let (resolved, checked) = TesseraPipeline.check(catalog)
    #expect((diagnostics + checked).allSatisfy { $0.severity != .error })
    return TesseraPipeline.emit(resolved)
  }

  @Test func tokenFilesInEveryOrderEmitTheSameBytes() {
    let files = tokenFiles()
    #expect(files.count >= 4)
    let expected = emitTokens(files)
    #expect(expected.map(\.name) == ["DesignTokens.swift", "DesignTokenTypes.swift"])
    var orders = 0
    for order in permutations(files) {
      #expect(emitTokens(order) == expected, "\(order.map(\.displayPath))")
      orders += 1
    }
    #expect(orders == (1...files.count).reduce(1, *))
  }

  private func emitStrings(_ files: [CatalogFile], directory: URL) -> [String: String] {
    let (catalog, diagnostics) = StringsCatalogLoader().load(files, directory: directory, displayBase: Self.packageRoot)
    #expect(diagnostics.allSatisfy { $0.severity != .error })
    return Dictionary(
      uniqueKeysWithValues: StringsEmitter().emit(catalog).map { ($0.name, SwiftRenderer.render($0)) })
  }

  @Test func stringFilesInAnyOrderEmitTheSameBytes() throws {
    let directory = Self.packageRoot.appendingPathComponent("Strings")
    let files = CatalogFile.find(
      in: directory, extensions: StringsCatalogLoader.extensions, displayBase: Self.packageRoot)
    #expect(files.count >= 20)
    let expected = emitStrings(files, directory: directory)
    #expect(expected.keys.sorted() == ["LocalizationSupport.swift", "StringTables.swift", "Strings.swift"])
    var generator = SeededGenerator(seed: 8)
    var orders = [Array(files.reversed())]
    for _ in 0..<6 { orders.append(files.shuffled(using: &generator)) }
    for order in orders {
      #expect(emitStrings(order, directory: directory) == expected, "\(order.map(\.displayPath))")
    }
  }

  /// When two files define a key for the same table (in folders at
  /// different depths), the one later by path wins, whatever the order.
  @Test func theLastDefinitionByPathWinsInEveryOrder() throws {
    let scratch = try Scratch([
      "Strings/en.lproj/Shop.strings": "\"title\" = \"First\";\n",
      "Strings/more/en.lproj/Shop.strings": "\"title\" = \"Second\";\n",
    ])
    let directory = scratch.url.appendingPathComponent("Strings")
    let files = CatalogFile.find(
      in: directory, extensions: StringsCatalogLoader.extensions, displayBase: scratch.url)
    #expect(files.map(\.displayPath) == ["Strings/en.lproj/Shop.strings", "Strings/more/en.lproj/Shop.strings"])
    for order in [files, files.reversed()] {
      let (catalog, _) = StringsCatalogLoader().load(order, directory: directory, displayBase: scratch.url)
      #expect(catalog.base?.entry(table: "Shop", key: "title")?.valueLocation.file == files[1].displayPath)
    }
  }

  /// A folder's files come back sorted by path, whichever order they were
  /// created in (the order most file systems list them in).
  @Test func catalogFilesAreFoundInPathOrderWhateverTheCreationOrder() throws {
    let names = (0..<40).map { String(format: "%02d-%@.xml", ($0 * 17) % 40, $0 % 2 == 0 ? "a" : "b") }
    var generator = SeededGenerator(seed: 3)
    for order in [names, names.reversed(), names.shuffled(using: &generator)] {
      let scratch = try Scratch([:])
      let folder = scratch.url.appendingPathComponent("Tokens/nested")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      for name in order { try Data("<tokens/>".utf8).write(to: folder.appendingPathComponent(name)) }
      let found = CatalogFile.find(
        in: scratch.url.appendingPathComponent("Tokens"), extensions: ["xml"], displayBase: scratch.url)
      #expect(found.map(\.displayPath) == names.sorted().map { "Tokens/nested/\($0)" })
    }
  }
}

/// Every ordering of `elements` (Heap's algorithm).
func permutations<Element>(_ elements: [Element]) -> [[Element]] {
  var result: [[Element]] = []
  var items = elements
  var counters = Array(repeating: 0, count: items.count)
  result.append(items)
  var index = 1
  while index < items.count {
    if counters[index] < index {
      items.swapAt(index % 2 == 0 ? 0 : counters[index], index)
      result.append(items)
      counters[index] += 1
      index = 1
    } else {
      counters[index] = 0
      index += 1
    }
  }
  return result
}

/// A deterministic random number generator (SplitMix64), so a shuffled
/// order is the same on every run.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
