import TesseraFoundation
import TesseraStrings

/// Reports `a11y-missing-label` (described in `AccessibilityRules.swift`, beside it)
/// for each interactive or `status` element without a `label`.
package struct A11yMissingLabelCheck: AccessibilityCheck {
  package static let id = RuleID.a11yMissingLabel

  package init() {}

  package func check(_ catalog: AccessibilityCatalog, strings: StringsCatalog?) -> [Diagnostic] {
    catalog.elements.compactMap { element in
      guard let role = element.role, role.isInteractive || role == .status, element.label == nil,
        !element.invalidAttributes.contains("label")
      else { return nil }
      return .error(
        .a11yMissingLabel,
        "'\(element.screen).\(element.name)' is a \(role.rawValue) with no label, so VoiceOver can't name it; "
          + "add label=\"accessibility_\(element.screen)_\(element.name)_label\" and that string.",
        at: element.location, subject: element.identifier.description)
    }
  }
}
