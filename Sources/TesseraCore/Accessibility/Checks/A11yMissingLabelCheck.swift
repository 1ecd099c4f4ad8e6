/// `a11y-missing-label`: an interactive element (button, text field, secure
/// field, list item, link, toggle) or a status with no label, so VoiceOver
/// has nothing to say about it.
public struct A11yMissingLabelCheck: AccessibilityCheck {
  public static let description = RuleDescription(
    id: .a11yMissingLabel, summary: "An interactive element or a status announcement has no label.")

  public init() {}

  public func check(_ catalog: AccessibilityCatalog, strings: StringsCatalog?) -> [Diagnostic] {
    catalog.elements.compactMap { element in
      guard let role = element.role, role.isInteractive || role == .status, element.label == nil,
        !element.invalidAttributes.contains("label")
      else { return nil }
      return .error(
        .a11yMissingLabel,
        "'\(element.screen).\(element.name)' is a \(role.rawValue) with no label, so VoiceOver can't name it; "
          + "add label=\"accessibility_\(element.screen)_\(element.name)_label\" and that string.",
        at: element.location)
    }
  }
}
