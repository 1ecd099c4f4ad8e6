// Support code: `tessera generate` copies this file into the generated AccessibilityTypes.swift,
// from its first declaration on (see `SupportSource` in TesseraFoundation).

/// One accessibility element of the UI: its identifier, its role, and its
/// label, hint and value strings.
///
/// The generated catalog makes the elements it declares, so a component
/// built from one always has an identifier tied to localized text. An app
/// adds elements of its own screens with
/// ``custom(identifier:role:label:hint:value:)``, which always have a label.
public struct A11yElement: Sendable, Hashable {
  /// The identifier UI tests find the element by.
  public let identifier: String
  /// What the element is to VoiceOver and to UI tests, such as a button or a text field.
  public let role: A11yRole
  /// The string VoiceOver reads as the element's name, not yet localized (`localizedLabel(_:)`
  /// gives its text); `nil` when the element has none.
  public let label: LocalizedString?
  /// The string VoiceOver reads to say what acting on the element does, not yet localized
  /// (`localizedHint(_:)` gives its text); `nil` when the element has none.
  public let hint: LocalizedString?
  /// The string VoiceOver reads as the element's current value, not yet localized
  /// (`localizedValue(_:)` gives its text); `nil` when the element has none.
  public let value: LocalizedString?
  /// Whether the accessibility catalog declares the element; `false` for
  /// one made with ``custom(identifier:role:label:hint:value:)``.
  public let isCatalogued: Bool

  init(
    identifier: String, role: A11yRole, label: LocalizedString?, hint: LocalizedString?, value: LocalizedString?
  ) {
    self.init(identifier: identifier, role: role, label: label, hint: hint, value: value, isCatalogued: true)
  }

  private init(
    identifier: String, role: A11yRole, label: LocalizedString?, hint: LocalizedString?, value: LocalizedString?,
    isCatalogued: Bool
  ) {
    self.identifier = identifier
    self.role = role
    self.label = label
    self.hint = hint
    self.value = value
    self.isCatalogued = isCatalogued
  }

  /// An element of an app's own screen that the catalog doesn't declare,
  /// such as a text field or a button of a screen the app adds.
  ///
  /// Its label is a catalog string or a verbatim text with its translations
  /// (``LocalizedString/init(verbatim:translations:)``). A rendered audit
  /// checks it like the catalog's elements: its identifier present and
  /// unique on its screen, its label present.
  ///
  /// ```swift
  /// let code = A11yElement.custom(
  ///   identifier: "gift_card_code_field", role: .textField,
  ///   label: LocalizedString(verbatim: "Gift card code", translations: ["nl": "Cadeaukaartcode"]))
  /// ```
  public static func custom(
    identifier: String, role: A11yRole, label: LocalizedString, hint: LocalizedString? = nil,
    value: LocalizedString? = nil
  ) -> A11yElement {
    A11yElement(identifier: identifier, role: role, label: label, hint: hint, value: value, isCatalogued: false)
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
