/// The accessibility catalog: every screen of the UI and its elements, each
/// with a role, an identifier and the string keys of its label, hint and
/// value. Read from one XML file (`Strings/Accessibility.xml`).
public struct AccessibilityCatalog: Sendable {
  /// The file, as shown in diagnostics.
  public var file: String
  /// The identifier prefix, `checkout_components` unless the root names one.
  public var prefix: String
  /// The string table keys are looked up in first.
  public var table: String
  public var screens: [AccessibilityScreen]

  public init(file: String, prefix: String, table: String, screens: [AccessibilityScreen] = []) {
    self.file = file
    self.prefix = prefix
    self.table = table
    self.screens = screens
  }

  /// Every element, in file order.
  public var elements: [AccessibilityElement] { screens.flatMap(\.elements) }
}

/// A screen: a namespace of elements.
public struct AccessibilityScreen: Sendable {
  /// The snake_case name, such as `bank_selector`.
  public var name: String
  public var location: SourceLocation
  public var elements: [AccessibilityElement]
}

/// One element of a screen.
public struct AccessibilityElement: Sendable {
  /// A value the element takes: in its identifier (`{bankId}`) or as a
  /// string argument (a bank row's label takes the bank's name).
  public struct Parameter: Sendable, Hashable {
    public var name: String
    public var type: FormatValueType
    public var description: String?
    public var location: SourceLocation
  }

  public var screen: String
  /// The snake_case name, such as `search_field`.
  public var name: String
  /// `nil` when the role was missing or unknown (already reported).
  public var role: AccessibilityRole?
  public var identifier: IdentifierTemplate
  /// Whether the catalog spelled the identifier out, rather than taking the
  /// convention's.
  public var hasExplicitIdentifier: Bool
  public var label: StringReference?
  public var hint: StringReference?
  public var value: StringReference?
  public var parameters: [Parameter]
  public var description: String?
  public var location: SourceLocation
  /// Where the identifier is written, or the element when it is derived.
  public var identifierLocation: SourceLocation
  /// Attributes written but malformed (`identifier`, `label`, `hint`,
  /// `value`), already reported; later checks pass over them.
  public var invalidAttributes: Set<String> = []

  /// The longest identifier, in bytes: enough for any UI test, and it keeps
  /// the overlap check cheap.
  public static let maximumIdentifierLength = 256

  /// The label, hint and value references that are present.
  public var references: [StringReference] { [label, hint, value].compactMap(\.self) }

  public func parameter(named name: String) -> Parameter? {
    parameters.first { $0.name == name }
  }
}

/// An element's role, as VoiceOver and UI tests know it: the generated code's `A11yRole`, compiled
/// from the same source (`Sources/TesseraSupport/Accessibility/A11yRole.swift`, linked in
/// `Support/Shared`), so the catalog accepts exactly the roles the generated code has. An
/// interactive role (one the user acts on, a list item included) needs a label, and should have a
/// hint; `status` is a live region whose label is announced when it changes.
public typealias AccessibilityRole = A11yRole

/// A reference from an element to a string: `key` or `key(arg, arg)`, with
/// an optional table, `CardForm/card_form_title`. Each argument names one
/// of the element's parameters, and fills the string's positions in order.
public struct StringReference: Sendable, Hashable {
  /// `label`, `hint` or `value`.
  public var attribute: String
  public var table: String?
  public var key: String
  public var arguments: [String]
  public var location: SourceLocation

  /// As written in the catalog.
  public var spelled: String {
    (table.map { "\($0)/" } ?? "") + key + (arguments.isEmpty ? "" : "(" + arguments.joined(separator: ", ") + ")")
  }
}

/// An identifier, literal or with `{parameter}` segments:
/// `checkout_components_bank_selector_{bankId}_item`.
public struct IdentifierTemplate: Sendable, Hashable, CustomStringConvertible {
  public enum Segment: Sendable, Hashable {
    case literal(String)
    case parameter(String)
  }

  public var segments: [Segment]

  public init(segments: [Segment]) { self.segments = segments }

  public init(literal: String) { segments = [.literal(literal)] }

  /// As written: `a_{b}_c`.
  public var description: String {
    segments.map {
      switch $0 {
      case .literal(let text): text
      case .parameter(let name): "{\(name)}"
      }
    }.joined()
  }

  /// The form two elements are compared by: every parameter written `{}`.
  public var symbolic: String {
    segments.map {
      switch $0 {
      case .literal(let text): text
      case .parameter: "{}"
      }
    }.joined()
  }

  public var parameters: [String] {
    segments.compactMap { if case .parameter(let name) = $0 { name } else { nil } }
  }

  public var isTemplate: Bool { !parameters.isEmpty }

  /// The literal text, for checks of its characters.
  public var literalText: String {
    segments.compactMap { if case .literal(let text) = $0 { text } else { nil } }.joined()
  }
}
