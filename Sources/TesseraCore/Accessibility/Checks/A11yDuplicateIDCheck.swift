/// Reports `a11y-duplicate-id` (described in `Rules/AccessibilityRules.swift`):
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
    var templates: [Int] = []
    for index in distinct.indices {
      let element = distinct[index]
      let isTemplate = element.identifier.isTemplate
      for other in isTemplate ? Array(0..<index) : templates {
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
