import TesseraFoundation
import TesseraStrings

/// The accessibility catalog: every screen of the UI and its elements, each
/// with a role, an identifier and the string keys of its label, hint and
/// value. Read from one XML file (`Strings/Accessibility.xml`).
package struct AccessibilityCatalog: Sendable {
  /// The file, as shown in diagnostics.
  package var file: String
  /// The identifier prefix, `checkout_components` unless the root names one.
  package var prefix: String
  /// The string table keys are looked up in first.
  package var table: String
  package var screens: [AccessibilityScreen]

  package init(file: String, prefix: String, table: String, screens: [AccessibilityScreen] = []) {
    self.file = file
    self.prefix = prefix
    self.table = table
    self.screens = screens
  }

  /// Every element, in file order.
  package var elements: [AccessibilityElement] { screens.flatMap(\.elements) }
}

/// A screen: a namespace of elements.
package struct AccessibilityScreen: Sendable {
  /// The snake_case name, such as `bank_selector`.
  package var name: String
  package var location: SourceLocation
  package var elements: [AccessibilityElement]
}

/// One element of a screen.
package struct AccessibilityElement: Sendable {
  /// A value the element takes: in its identifier (`{bankId}`) or as a
  /// string argument (a bank row's label takes the bank's name).
  package struct Parameter: Sendable, Hashable {
    package var name: String
    package var type: FormatValueType
    package var description: String?
    package var location: SourceLocation
  }

  package var screen: String
  /// The snake_case name, such as `search_field`.
  package var name: String
  /// `nil` when the role was missing or unknown (already reported).
  package var role: AccessibilityRole?
  package var identifier: IdentifierTemplate
  /// Whether the catalog spelled the identifier out, rather than taking the
  /// convention's.
  package var hasExplicitIdentifier: Bool
  package var label: StringReference?
  package var hint: StringReference?
  package var value: StringReference?
  package var parameters: [Parameter]
  package var description: String?
  package var location: SourceLocation
  /// Where the identifier is written, or the element when it is derived.
  package var identifierLocation: SourceLocation
  /// Attributes written but malformed (`identifier`, `label`, `hint`,
  /// `value`), already reported; later checks pass over them.
  package var invalidAttributes: Set<String> = []

  /// The longest identifier, in bytes: enough for any UI test, and it keeps
  /// the overlap check cheap.
  package static let maximumIdentifierLength = 256

  /// The label, hint and value references that are present.
  package var references: [StringReference] { [label, hint, value].compactMap(\.self) }

  package func parameter(named name: String) -> Parameter? {
    parameters.first { $0.name == name }
  }
}

/// An element's role, as VoiceOver and UI tests know it: the generated code's `A11yRole`, compiled
/// from the same source (`Sources/TesseraSupport/Accessibility/A11yRole.swift`, linked in
/// `Support/Shared`), so the catalog accepts exactly the roles the generated code has. An
/// interactive role (one the user acts on, a list item included) needs a label, and should have a
/// hint; `status` is a live region whose label is announced when it changes.
package typealias AccessibilityRole = A11yRole

/// A reference from an element to a string: `key` or `key(arg, arg)`, with
/// an optional table, `CardForm/card_form_title`. Each argument names one
/// of the element's parameters, and fills the string's positions in order.
package struct StringReference: Sendable, Hashable {
  /// `label`, `hint` or `value`.
  package var attribute: String
  package var table: String?
  package var key: String
  package var arguments: [String]
  package var location: SourceLocation

  /// As written in the catalog.
  package var spelled: String {
    (table.map { "\($0)/" } ?? "") + key + (arguments.isEmpty ? "" : "(" + arguments.joined(separator: ", ") + ")")
  }
}

/// An identifier, literal or with `{parameter}` segments:
/// `checkout_components_bank_selector_{bankId}_item`.
package struct IdentifierTemplate: Sendable, Hashable, CustomStringConvertible {
  package enum Segment: Sendable, Hashable {
    case literal(String)
    case parameter(String)
  }

  package var segments: [Segment]

  package init(segments: [Segment]) { self.segments = segments }

  package init(literal: String) { segments = [.literal(literal)] }

  /// As written: `a_{b}_c`.
  package var description: String {
    segments.map {
      switch $0 {
      case .literal(let text): text
      case .parameter(let name): "{\(name)}"
      }
    }.joined()
  }

  /// The form two elements are compared by: every parameter written `{}`.
  package var symbolic: String {
    segments.map {
      switch $0 {
      case .literal(let text): text
      case .parameter: "{}"
      }
    }.joined()
  }

  package var parameters: [String] {
    segments.compactMap { if case .parameter(let name) = $0 { name } else { nil } }
  }

  package var isTemplate: Bool { !parameters.isEmpty }

  /// The literal text, for checks of its characters.
  package var literalText: String {
    segments.compactMap { if case .literal(let text) = $0 { text } else { nil } }.joined()
  }
}
