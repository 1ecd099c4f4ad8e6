/// The support types of the generated accessibility code.
enum AccessibilityTypesSource {
  static func declarations(access: String) -> String {
    let roles = AccessibilityRole.allCases
    let interactive = roles.filter(\.isInteractive).map { "." + $0.rawValue }.joined(separator: ", ")
    return #"""
      /// An element's role, as VoiceOver and UI tests know it.
      \#(access) enum A11yRole: String, Sendable, Hashable, CaseIterable {
        case \#(roles.map(\.rawValue).joined(separator: ", "))

        /// Whether the user acts on it; such an element has a label and a hint.
        \#(access) var isInteractive: Bool {
          switch self {
          case \#(interactive): true
          default: false
          }
        }
      }

      /// One accessibility element of the checkout UI, from the catalog: its
      /// identifier, its role, and its label, hint and value strings.
      ///
      /// Only the generated catalog makes these, so a component built from one
      /// always has an identifier tied to localized text.
      \#(access) struct A11yElement: Sendable, Hashable {
        /// The identifier UI tests find the element by.
        \#(access) let identifier: String
        \#(access) let role: A11yRole
        \#(access) let label: LocalizedString?
        \#(access) let hint: LocalizedString?
        \#(access) let value: LocalizedString?

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
        \#(access) var isInteractive: Bool { role.isInteractive }

        /// The label in `localizer`'s locale, if the element has one.
        \#(access) func localizedLabel(_ localizer: Localizer) -> String? { label.map { localizer($0) } }

        /// The hint in `localizer`'s locale, if the element has one.
        \#(access) func localizedHint(_ localizer: Localizer) -> String? { hint.map { localizer($0) } }

        /// The value in `localizer`'s locale, if the element has one.
        \#(access) func localizedValue(_ localizer: Localizer) -> String? { value.map { localizer($0) } }
      }
      """#
  }
}
