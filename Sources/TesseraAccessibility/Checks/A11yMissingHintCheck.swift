import TesseraFoundation
import TesseraStrings

/// Reports `a11y-missing-hint` (described in `AccessibilityRules.swift`, beside it)
/// for each interactive element without a `hint`.
package struct A11yMissingHintCheck: AccessibilityCheck {
  package static let id = RuleID.a11yMissingHint

  package init() {}

  package func check(_ catalog: AccessibilityCatalog, strings: StringsCatalog?) -> [Diagnostic] {
    catalog.elements.compactMap { element in
      guard let role = element.role, role.isInteractive, element.hint == nil,
        !element.invalidAttributes.contains("hint")
      else { return nil }
      return .warning(
        .a11yMissingHint,
        "'\(element.screen).\(element.name)' is a \(role.rawValue) with no hint; add hint=\"…\" with a string "
          + "that says what using it does, such as \"Opens the list of banks.\"",
        at: element.location, subject: element.identifier.description)
    }
  }
}
