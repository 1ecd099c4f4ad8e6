// Support code: `tessera generate` copies this file into the generated AccessibilityTypes.swift,
// from its first declaration on (see `SupportSource` in TesseraCore).

/// One accessibility element of the checkout UI, from the catalog: its
/// identifier, its role, and its label, hint and value strings.
///
/// Only the generated catalog makes these, so a component built from one
/// always has an identifier tied to localized text.
public struct A11yElement: Sendable, Hashable {
  /// The identifier UI tests find the element by.
  public let identifier: String
  public let role: A11yRole
  public let label: LocalizedString?
  public let hint: LocalizedString?
  public let value: LocalizedString?

  init(
    identifier: String, role: A11yRole, label: LocalizedString?, hint: LocalizedString?, value: LocalizedString?
  ) {
    self.identifier = identifier
    self.role = role
    self.label = label
    self.hint = hint
    self.value = value
  }

  /// Whether the user acts on it.
  public var isInteractive: Bool { role.isInteractive }

  /// The label in `localizer`'s locale, if the element has one.
  public func localizedLabel(_ localizer: Localizer) -> String? { label.map { localizer($0) } }

  /// The hint in `localizer`'s locale, if the element has one.
  public func localizedHint(_ localizer: Localizer) -> String? { hint.map { localizer($0) } }

  /// The value in `localizer`'s locale, if the element has one.
  public func localizedValue(_ localizer: Localizer) -> String? { value.map { localizer($0) } }
}
