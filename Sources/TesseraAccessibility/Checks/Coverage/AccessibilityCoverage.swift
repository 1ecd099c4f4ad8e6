import Foundation
import TesseraFoundation
import TesseraStrings

/// What a rendered UI covered of the accessibility catalog.
public struct CoverageSummary: Sendable, Hashable, Encodable {
  /// Declared elements the UI rendered at least once.
  public var rendered: Int
  /// Every declared element.
  public var declared: Int

  /// The share of declared elements rendered, from 0 to 100; 100 when the
  /// catalog declares none.
  public var percent: Double { declared == 0 ? 100 : Double(rendered) * 100 / Double(declared) }

  /// `41/45 (91.1%)`.
  public var text: String { "\(rendered)/\(declared) (\(String(format: "%.1f", percent))%)" }

  /// Encodes `rendered`, `declared`, and `percent` rounded to one decimal
  /// place.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    try container.encode(rendered, forKey: .rendered)
    try container.encode(declared, forKey: .declared)
    try container.encode((percent * 10).rounded() / 10, forKey: .percent)
  }

  private enum Keys: String, CodingKey { case rendered, declared, percent }

  /// Every stored property, as the memberwise initializer takes them.
  package init(rendered: Int, declared: Int) {
    self.rendered = rendered
    self.declared = declared
  }
}

/// Compares the identifiers a UI rendered (a JSON list, as the terminal
/// renderer's audit writes it) with the catalog:
/// - `a11y-unused`: a declared element never rendered (a warning);
/// - `a11y-unknown-id`: a rendered identifier no element declares.
///
/// A template element counts as rendered when any rendered identifier
/// matches it (`checkout_components_bank_selector_ing_item` matches
/// `checkout_components_bank_selector_{bankId}_item`).
package enum AccessibilityCoverage {
  /// A rendered identifier and where the coverage file lists it.
  package struct Rendered: Sendable, Hashable {
    package var identifier: String
    package var location: SourceLocation
  }

  /// Reads a coverage file: `["id", …]` or `{"identifiers": ["id", …]}`.
  package static func read(
    _ file: CatalogFile, maximumFileSize: Int = XMLLoader.defaultMaximumFileSize, files: FileAccess = .direct
  ) -> Result<[Rendered], Diagnostic> {
    switch CatalogFileReader(maximumFileSize: maximumFileSize, files: files).read(
      file.url, displayPath: file.displayPath)
    {
    case .failure(let diagnostic): .failure(diagnostic)
    case .success(let bytes): parse(bytes, displayPath: file.displayPath)
    }
  }

  /// Parses coverage JSON held in memory.
  package static func parse(_ bytes: [UInt8], displayPath: String) -> Result<[Rendered], Diagnostic> {
    let invalid = Diagnostic.error(
      .coverageInvalid,
      "The coverage file is not a JSON list of identifiers; write [\"checkout_components_…\", …] or "
        + "{\"identifiers\": […]}.",
      at: .start(of: displayPath))
    guard let json = try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed]) else {
      return .failure(invalid)
    }
    let list: Any? = (json as? [Any]) ?? (json as? [String: Any])?["identifiers"]
    guard let items = list as? [Any] else { return .failure(invalid) }
    var identifiers: [String] = []
    for item in items {
      guard let identifier = item as? String else { return .failure(invalid) }
      identifiers.append(identifier)
    }
    // Where each identifier's string starts: the strings of the list, in
    // order, after the '[' that opens it.
    let source = SourceText(displayPath: displayPath, bytes: bytes)
    let offsets = stringOffsets(in: bytes, from: listStart(in: bytes, object: json is [String: Any]))
    return .success(
      identifiers.enumerated().map { index, identifier in
        let offset = index < offsets.count ? offsets[index] + 1 : 0
        return Rendered(identifier: identifier, location: source.location(ofOffset: offset))
      })
  }

  /// The offset of the list's '[': the first one, or the one after the
  /// "identifiers" key of an object.
  private static func listStart(in bytes: [UInt8], object: Bool) -> Int {
    let key = Array("\"identifiers\"".utf8)
    var index = 0
    if object {
      while index + key.count <= bytes.count, !bytes[index..<index + key.count].elementsEqual(key) { index += 1 }
    }
    while index < bytes.count, bytes[index] != UInt8(ascii: "[") { index += 1 }
    return index
  }

  /// The offsets of the opening quotes of the JSON strings from `start`
  /// on, in one pass that skips escaped quotes.
  private static func stringOffsets(in bytes: [UInt8], from start: Int) -> [Int] {
    var offsets: [Int] = []
    var index = start
    while index < bytes.count {
      guard bytes[index] == UInt8(ascii: "\"") else {
        if bytes[index] == UInt8(ascii: "]") { break }
        index += 1
        continue
      }
      offsets.append(index)
      index += 1
      while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
        index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
      }
      index += 1
    }
    return offsets
  }

  /// Reports unused and unknown identifiers, and the coverage.
  package static func check(
    _ catalog: AccessibilityCatalog, rendered: [Rendered]
  ) -> (diagnostics: [Diagnostic], summary: CoverageSummary) {
    var diagnostics: [Diagnostic] = []
    let elements = catalog.elements
    var covered = Set<Int>()
    var reportedUnknown: Set<String> = []
    let patterns = elements.map { IdentifierPattern($0.identifier) }
    for item in rendered {
      let identifier = IdentifierPattern(IdentifierTemplate(literal: item.identifier))
      let matches = patterns.indices.filter { patterns[$0].overlaps(identifier) }
      covered.formUnion(matches)
      if matches.isEmpty, reportedUnknown.insert(item.identifier).inserted {
        let suggestion = Suggestion.closest(
          to: item.identifier, in: elements.filter { !$0.identifier.isTemplate }.map(\.identifier.description))
        diagnostics.append(
          .error(
            .a11yUnknownID,
            "The UI rendered '\(item.identifier)', which no element of \(catalog.file) declares; "
              + (suggestion.map { "did you mean '\($0)'? Otherwise " } ?? "")
              + "add the element to the catalog and build the component from A11y.",
            at: item.location, subject: item.identifier))
      }
    }
    for (index, element) in elements.enumerated() where !covered.contains(index) {
      diagnostics.append(
        .warning(
          .a11yUnused,
          "'\(element.screen).\(element.name)' (\(element.identifier)) was never rendered; render it in the audit, "
            + "or remove it if the UI no longer has it.",
          at: element.identifierLocation, subject: element.identifier.description))
    }
    return (diagnostics, CoverageSummary(rendered: covered.count, declared: elements.count))
  }

}
