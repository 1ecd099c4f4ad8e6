// Support code: `tessera generate` copies this file into the generated AccessibilityTypes.swift,
// from its first declaration on (see `SupportSource` in TesseraFoundation).

/// An element's role, as VoiceOver and UI tests know it.
public enum A11yRole: String, Sendable, Hashable, CaseIterable {
  case button, textField, secureField, list, listItem, header, image, container, link, toggle, status

  /// Whether the user acts on it; such an element has a label and a hint.
  public var isInteractive: Bool {
    switch self {
    case .button, .textField, .secureField, .listItem, .link, .toggle: true
    default: false
    }
  }
}
