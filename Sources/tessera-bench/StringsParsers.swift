import Foundation
import TesseraCore
import TesseraFoundation

/// Tessera's `.strings` parser and Foundation's `PropertyListSerialization`
/// (the way SwiftGen reads them), on the same files: what each reads, and
/// both timed in alternation.
enum StringsParsers {
  /// A `.strings` file: its name for messages, and its bytes in both forms.
  struct File {
    var name: String
    var data: Data
    var bytes: [UInt8]

    init(name: String, data: Data) {
      self.name = name
      self.data = data
      bytes = Array(data)
    }
  }

  /// The keys and values Tessera reads from `file` (the last of a repeated
  /// key), or `nil` when it reports a problem.
  static func tessera(_ file: File) -> [String: String]? {
    let parsed = StringsFileParser.parse(file.bytes, displayPath: file.name)
    guard parsed.diagnostics.isEmpty else { return nil }
    return Dictionary(parsed.entries.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
  }

  /// The keys and values `PropertyListSerialization` reads from `file`, or
  /// `nil` when they aren't a dictionary of strings.
  static func foundation(_ file: File) throws -> [String: String]? {
    try PropertyListSerialization.propertyList(from: file.data, format: nil) as? [String: String]
  }

  /// Both parsers over every file, in alternation (``Timing/compare(runs:_:baseline:)``).
  static func timing(_ files: [File], runs: Int) -> (candidate: Double, baseline: Double, ratio: Double) {
    Timing.compare(runs: runs) {
      for file in files { _ = StringsFileParser.parse(file.bytes, displayPath: file.name).entries.count }
    } baseline: {
      for file in files { _ = (try? foundation(file))??.count }
    }
  }
}
