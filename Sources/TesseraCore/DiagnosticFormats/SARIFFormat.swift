import TesseraAccessibility
import TesseraColor
import TesseraFoundation
import TesseraStrings
import TesseraTokens

/// Diagnostics as a SARIF 2.1.0 log, for code-scanning dashboards: one run
/// of the `tessera` tool, every rule of ``RuleCatalog`` in
/// `tool.driver.rules` (its name, its summary as the short description, its
/// rationale as the full one, and its default level), and a result per
/// diagnostic with its notes as related locations. Columns are counted in
/// UTF-16 code units, as SARIF specifies (its default `columnKind`,
/// `utf16CodeUnits`), where the other formats count UTF-8 bytes: on a line
/// with `é` or `😀` before the column the two differ. Without the line's
/// text, the byte column is kept.
package enum SARIFFormat {
  package static let toolVersion = SharedFacts.version

  package struct Log: Encodable {
    package var schema = "https://json.schemastore.org/sarif-2.1.0.json"
    package var version = "2.1.0"
    package var runs: [Run]

    package enum CodingKeys: String, CodingKey {
      case schema = "$schema"
      case version, runs
    }
  }

  package struct Run: Encodable {
    package var tool: Tool
    package var results: [Result]
  }

  package struct Tool: Encodable {
    package var driver: Driver
  }

  package struct Driver: Encodable {
    package var name = "tessera"
    package var version = SARIFFormat.toolVersion
    package var rules: [RuleDescriptor]
  }

  package struct Text: Encodable {
    package var text: String
  }

  package struct RuleDescriptor: Encodable {
    package var id: String
    package var name: String
    package var shortDescription: Text
    package var fullDescription: Text
    package var defaultConfiguration: Configuration
  }

  package struct Configuration: Encodable {
    package var level: String
  }

  package struct Result: Encodable {
    package var ruleId: String
    package var ruleIndex: Int?
    package var level: String
    package var message: Text
    package var locations: [Location]
    package var relatedLocations: [RelatedLocation]?
  }

  package struct Location: Encodable {
    package var physicalLocation: PhysicalLocation
  }

  package struct RelatedLocation: Encodable {
    package var id: Int
    package var message: Text
    package var physicalLocation: PhysicalLocation
  }

  package struct PhysicalLocation: Encodable {
    package var artifactLocation: ArtifactLocation
    package var region: Region

    package init(_ location: SourceLocation, sourceLine: (SourceLocation) -> String?) {
      artifactLocation = ArtifactLocation(uri: location.file)
      region = Region(
        startLine: location.line,
        startColumn: sourceLine(location).map { SARIFFormat.utf16Column($0, byteColumn: location.column) }
          ?? location.column)
    }
  }

  package struct ArtifactLocation: Encodable {
    package var uri: String
  }

  package struct Region: Encodable {
    package var startLine: Int
    package var startColumn: Int
  }

  package static func level(_ severity: Diagnostic.Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "note"
    }
  }

  /// The 1-based UTF-16 column of the 1-based UTF-8 byte `byteColumn` of
  /// `line`. A byte column inside a character counts up to that character;
  /// one past the end counts the whole line.
  package static func utf16Column(_ line: String, byteColumn: Int) -> Int {
    let bytes = Array(line.utf8)
    var end = min(max(byteColumn - 1, 0), bytes.count)
    // Back up to the start of a character: a continuation byte is 10xxxxxx.
    while end > 0, end < bytes.count, bytes[end] & 0xC0 == 0x80 { end -= 1 }
    return String(decoding: bytes[..<end], as: UTF8.self).utf16.count + 1 + max(byteColumn - 1 - bytes.count, 0)
  }

  package static func render(_ diagnostics: [Diagnostic], sourceLine: (SourceLocation) -> String? = { _ in nil })
    -> String
  {
    let rules = RuleCatalog.all
    let indices = Dictionary(
      rules.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
    let descriptors = rules.map { rule in
      RuleDescriptor(
        id: rule.id.rawValue, name: rule.name, shortDescription: Text(text: rule.summary),
        fullDescription: Text(text: rule.rationale), defaultConfiguration: Configuration(level: level(rule.severity)))
    }
    let results = diagnostics.map { diagnostic in
      Result(
        ruleId: diagnostic.rule.rawValue, ruleIndex: indices[diagnostic.rule], level: level(diagnostic.severity),
        message: Text(text: diagnostic.message),
        locations: [Location(physicalLocation: PhysicalLocation(diagnostic.location, sourceLine: sourceLine))],
        relatedLocations: diagnostic.notes.isEmpty
          ? nil
          : diagnostic.notes.enumerated().map {
            RelatedLocation(
              id: $0.offset, message: Text(text: $0.element.message),
              physicalLocation: PhysicalLocation($0.element.location, sourceLine: sourceLine))
          })
    }
    return DiagnosticFormat.encodeJSON(
      Log(runs: [Run(tool: Tool(driver: Driver(rules: descriptors)), results: results)]))
  }
}
