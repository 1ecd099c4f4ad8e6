import Foundation
import TestSupport
import Testing

@testable import TesseraAccessibility
@testable import TesseraColor
@testable import TesseraCore
@testable import TesseraFoundation
@testable import TesseraStrings
@testable import TesseraTokens

/// Tessera's `.strings` parser against an independent one: `plutil -convert
/// json`, which ships with the Swift toolchain. Same keys, same values, on a
/// corpus of tricky files (comments everywhere, every escape, both quote
/// styles, unquoted keys, raw and CRLF newlines, UTF-16 and BOMs, duplicates).
@Suite struct StringsDifferentialTests {
  static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Strings/Differential")

  /// `plutil` on the PATH or beside the toolchain, if there is one.
  static let plutil: URL? = {
    let environment = ProcessInfo.processInfo.environment
    var folders = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
    folders += ["/opt/swift/usr/bin", "/usr/bin", "/usr/local/bin"]
    return folders.map { URL(fileURLWithPath: $0).appendingPathComponent("plutil") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }()

  static var files: [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []
    return names.filter { $0.hasSuffix(".strings") }.sorted().map { corpus.appendingPathComponent($0) }
  }

  private func oracle(_ file: URL) async throws -> [String: String] {
    guard let plutil = Self.plutil else { throw CancellationError() }
    let (status, data) = try await withProcessSlot {
      try await blocking { try runToEnd(plutil, ["-convert", "json", "-o", "-", file.path]) }
    }
    #expect(status == 0, "plutil failed on \(file.lastPathComponent)")
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: String])
  }

  @Test func theCorpusIsThere() {
    #expect(Self.files.count >= 9)
  }

  @Test(.enabled(if: plutil != nil, "plutil ships with the Swift toolchain"), arguments: files)
  func sameKeysAndValuesAsPlutil(file: URL) async throws {
    let expected = try await oracle(file)
    let result = StringsFileParser.parse([UInt8](try Data(contentsOf: file)), displayPath: file.lastPathComponent)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    let ours = Dictionary(result.entries.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
    #expect(ours.keys.sorted() == expected.keys.sorted())
    for key in expected.keys.sorted() {
      #expect(ours[key] == expected[key], "\(file.lastPathComponent): \(key)")
    }
  }
}
