/// Diagnostics as a SARIF 2.1.0 log, for code-scanning dashboards: one run
/// of the `tessera` tool, every rule of ``RuleCatalog`` in
/// `tool.driver.rules`, and a result per diagnostic with its notes as
/// related locations. Columns are UTF-8 bytes, as in every other format;
/// they equal SARIF's UTF-16 columns on ASCII lines.
enum SARIFFormat {
  static let toolVersion = "0.1.0"

  struct Log: Encodable {
    var schema = "https://json.schemastore.org/sarif-2.1.0.json"
    var version = "2.1.0"
    var runs: [Run]

    enum CodingKeys: String, CodingKey {
      case schema = "$schema"
      case version, runs
    }
  }

  struct Run: Encodable {
    var tool: Tool
    var results: [Result]
  }

  struct Tool: Encodable {
    var driver: Driver
  }

  struct Driver: Encodable {
    var name = "tessera"
    var version = SARIFFormat.toolVersion
    var rules: [RuleDescriptor]
  }

  struct Text: Encodable {
    var text: String
  }

  struct RuleDescriptor: Encodable {
    var id: String
    var name: String
    var shortDescription: Text
    var defaultConfiguration: Configuration
  }

  struct Configuration: Encodable {
    var level: String
  }

  struct Result: Encodable {
    var ruleId: String
    var ruleIndex: Int?
    var level: String
    var message: Text
    var locations: [Location]
    var relatedLocations: [RelatedLocation]?
  }

  struct Location: Encodable {
    var physicalLocation: PhysicalLocation
  }

  struct RelatedLocation: Encodable {
    var id: Int
    var message: Text
    var physicalLocation: PhysicalLocation
  }

  struct PhysicalLocation: Encodable {
    var artifactLocation: ArtifactLocation
    var region: Region

    init(_ location: SourceLocation) {
      artifactLocation = ArtifactLocation(uri: location.file)
      region = Region(startLine: location.line, startColumn: location.column)
    }
  }

  struct ArtifactLocation: Encodable {
    var uri: String
  }

  struct Region: Encodable {
    var startLine: Int
    var startColumn: Int
  }

  static func level(_ severity: Diagnostic.Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "note"
    }
  }

  static func render(_ diagnostics: [Diagnostic]) -> String {
    let rules = RuleCatalog.all
    let indices = Dictionary(
      rules.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
    let descriptors = rules.map { rule in
      RuleDescriptor(
        id: rule.id.rawValue, name: rule.id.rawValue, shortDescription: Text(text: rule.summary),
        defaultConfiguration: Configuration(level: level(rule.severity)))
    }
    let results = diagnostics.map { diagnostic in
      Result(
        ruleId: diagnostic.rule.rawValue, ruleIndex: indices[diagnostic.rule], level: level(diagnostic.severity),
        message: Text(text: diagnostic.message),
        locations: [Location(physicalLocation: PhysicalLocation(diagnostic.location))],
        relatedLocations: diagnostic.notes.isEmpty
          ? nil
          : diagnostic.notes.enumerated().map {
            RelatedLocation(
              id: $0.offset, message: Text(text: $0.element.message),
              physicalLocation: PhysicalLocation($0.element.location))
          })
    }
    return DiagnosticFormat.encodeJSON(
      Log(runs: [Run(tool: Tool(driver: Driver(rules: descriptors)), results: results)]))
  }
}
