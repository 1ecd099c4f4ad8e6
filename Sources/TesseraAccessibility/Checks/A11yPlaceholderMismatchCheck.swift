import TesseraFoundation
import TesseraStrings

/// Reports `a11y-placeholder-mismatch` (described in
/// `AccessibilityRules.swift`, beside it): compares each reference's arguments
/// with the base-locale string's placeholders, with a note at the string.
package struct A11yPlaceholderMismatchCheck: AccessibilityCheck {
  package static let id = RuleID.a11yPlaceholderMismatch

  package init() {}

  package func check(_ catalog: AccessibilityCatalog, strings: StringsCatalog?) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    for element in catalog.elements {
      for reference in element.references {
        let unknown = reference.arguments.filter { element.parameter(named: $0) == nil }
        if !unknown.isEmpty {
          let names = unknown.map { "'\($0)'" }.joined(separator: ", ")
          diagnostics.append(
            .error(
              .a11yPlaceholderMismatch,
              "\(reference.attribute)=\"\(reference.spelled)\" passes \(names), which '\(element.name)' doesn't "
                + "declare; add <parameter name=\"\(unknown[0])\" type=\"String\"/>.",
              at: reference.location, subject: element.identifier.description))
          continue
        }
        guard case .found(let entry) = catalog.lookup(reference, in: strings) else { continue }
        let expected = entry.arguments.types
        let supplied = reference.arguments.compactMap { element.parameter(named: $0) }
        let wanted = expected.enumerated().map { "\($0.offset + 1): \($0.element)" }.joined(separator: ", ")
        if expected.count != supplied.count {
          let suggestion =
            expected.isEmpty
            ? "\(reference.attribute)=\"\(reference.key)\""
            : "\(reference.attribute)=\"\(reference.key)(\(Self.sampleArguments(expected, element)))\""
          diagnostics.append(
            .error(
              .a11yPlaceholderMismatch,
              "'\(reference.key)' takes \(Self.count(expected.count)) (\(entry.arguments.signature)) but "
                + "\(reference.attribute)=\"\(reference.spelled)\" supplies \(supplied.count); write \(suggestion).",
              at: reference.location, subject: element.identifier.description,
              notes: [.init("the base string is here", at: entry.valueLocation)]))
          continue
        }
        for (offset, parameter) in supplied.enumerated() where parameter.type != expected[offset] {
          diagnostics.append(
            .error(
              .a11yPlaceholderMismatch,
              "'\(parameter.name)' is \(parameter.type), but position \(offset + 1) of '\(reference.key)' takes "
                + "\(expected[offset]) (\(wanted)); change the parameter's type or the placeholder.",
              at: reference.location, subject: element.identifier.description,
              notes: [.init("the base string is here", at: entry.valueLocation)]))
        }
      }
    }
    return diagnostics
  }

  private static func count(_ number: Int) -> String {
    number == 1 ? "1 argument" : "\(number) arguments"
  }

  /// Parameter names for a suggestion: the element's, in order, where their
  /// types fit, else placeholders.
  private static func sampleArguments(_ types: [FormatValueType], _ element: AccessibilityElement) -> String {
    var pool = element.parameters
    return types.map { type in
      if let index = pool.firstIndex(where: { $0.type == type }) { return pool.remove(at: index).name }
      return type.rawValue.lowercased()
    }.joined(separator: ", ")
  }
}
