import TesseraFoundation
import TesseraStrings

/// Reports `a11y-duplicate-id` (described in `AccessibilityRules.swift`, beside it):
/// compares every pair of elements' identifier templates, an exact match
/// as an error and a possible overlap as a warning.
package struct A11yDuplicateIDCheck: AccessibilityCheck {
  package static let id = RuleID.a11yDuplicateID

  package init() {}

  package func check(_ catalog: AccessibilityCatalog, strings: StringsCatalog?) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    var first: [String: AccessibilityElement] = [:]
    var distinct: [AccessibilityElement] = []
    for element in catalog.elements where !element.invalidAttributes.contains("identifier") {
      let symbolic = element.identifier.symbolic
      if let earlier = first[symbolic] {
        diagnostics.append(
          .error(
            .a11yDuplicateID,
            "'\(element.screen).\(element.name)' has the identifier '\(element.identifier)', as "
              + "'\(earlier.screen).\(earlier.name)' does; give one of them another name or identifier.",
            at: element.identifierLocation, subject: element.identifier.description,
            notes: [.init("the other element is here", at: earlier.identifierLocation)]))
        continue
      }
      first[symbolic] = element
      distinct.append(element)
    }
    // Each identifier spelled out once; a pair is compared only when one of
    // them is a template (two distinct literals never overlap).
    let patterns = distinct.map { IdentifierPattern($0.identifier) }
    let literals = LiteralIndex(distinct)
    var templates: [Int] = []
    for index in distinct.indices {
      let element = distinct[index]
      let isTemplate = element.identifier.isTemplate
      // A template meets only the literals that start with its fixed prefix, so only those are compared.
      let others =
        isTemplate ? (templates + literals.starting(with: element.identifier, before: index)).sorted() : templates
      for other in others {
        guard patterns[index].overlaps(patterns[other]) else { continue }
        let earlier = distinct[other]
        diagnostics.append(
          .warning(
            .a11yDuplicateID,
            "'\(element.identifier)' (\(element.screen).\(element.name)) and '\(earlier.identifier)' "
              + "(\(earlier.screen).\(earlier.name)) can be the same identifier for some parameter value; "
              + "change a fixed part of one so they can never meet.",
            at: element.identifierLocation, subject: element.identifier.description,
            notes: [.init("the other element is here", at: earlier.identifierLocation)]))
      }
      if isTemplate { templates.append(index) }
    }
    return diagnostics
  }
}

/// The literal identifiers (no parameters) of a catalog's elements in byte
/// order, for finding those a template can produce: every identifier a
/// template produces starts with the text before its first parameter.
private struct LiteralIndex {
  /// Each literal's bytes and its element's position, sorted by bytes.
  private let entries: [(bytes: [UInt8], index: Int)]

  init(_ elements: [AccessibilityElement]) {
    entries = elements.indices.filter { !elements[$0].identifier.isTemplate }
      .map { (Array(elements[$0].identifier.symbolic.utf8), $0) }
      .sorted { $0.bytes.lexicographicallyPrecedes($1.bytes) }
  }

  /// The positions below `limit` of the literals that start with the
  /// text of `template` before its first parameter.
  func starting(with template: IdentifierTemplate, before limit: Int) -> [Int] {
    var prefix: [UInt8] = []
    if case .literal(let text)? = template.segments.first { prefix = Array(text.utf8) }
    // The first entry not below the prefix, by binary search.
    var low = 0
    var high = entries.count
    while low < high {
      let middle = (low + high) / 2
      if entries[middle].bytes.lexicographicallyPrecedes(prefix) { low = middle + 1 } else { high = middle }
    }
    var found: [Int] = []
    for entry in entries[low...] {
      guard entry.bytes.starts(with: prefix) else { break }
      if entry.index < limit { found.append(entry.index) }
    }
    return found
  }
}
