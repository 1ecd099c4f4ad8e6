import TesseraFoundation
import TesseraStrings

/// Reports `a11y-invalid-id` (described in `AccessibilityRules.swift`, beside it):
/// checks each written identifier's characters, prefix, length and
/// parameters, at the `identifier` attribute.
package struct A11yInvalidIDCheck: AccessibilityCheck {
  package static let id = RuleID.a11yInvalidID

  package init() {}

  package func check(_ catalog: AccessibilityCatalog, strings: StringsCatalog?) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    for element in catalog.elements where element.hasExplicitIdentifier {
      let identifier = element.identifier
      let literal = identifier.literalText
      if let bad = literal.unicodeScalars.first(where: { !Self.isAllowed($0) }) {
        diagnostics.append(
          .error(
            .a11yInvalidID,
            "The identifier '\(identifier)' has '\(bad)'; identifiers use lowercase letters, digits and '_'.",
            at: element.identifierLocation, subject: identifier.description))
        continue
      }
      let convention = "\(catalog.prefix)_\(element.screen)_"
      let starts: Bool = {
        guard case .literal(let head)? = identifier.segments.first else { return false }
        return head.hasPrefix(convention) && head.count > convention.count
          || identifier.segments.count > 1
            && head == convention
      }()
      if identifier.description == convention {
        diagnostics.append(
          .error(
            .a11yInvalidID,
            "The identifier '\(identifier)' is only the prefix '\(convention)'; add the element's part, such as "
              + "'\(convention)\(element.name)', or leave identifier out to take it.",
            at: element.identifierLocation, subject: identifier.description))
      } else if !starts {
        diagnostics.append(
          .error(
            .a11yInvalidID,
            "The identifier '\(identifier)' doesn't start with '\(convention)', the convention for screen "
              + "'\(element.screen)'; write '\(convention)\(element.name)', or leave identifier out to take it.",
            at: element.identifierLocation, subject: identifier.description))
      }
      for name in identifier.parameters {
        if let parameter = element.parameter(named: name), [.double, .character].contains(parameter.type) {
          diagnostics.append(
            .error(
              .a11yInvalidID,
              "The identifier '\(identifier)' uses {\(name)}, a \(parameter.type); an identifier's parameter is a "
                + "String, Int or UInt, such as an id from the payment service.",
              at: element.identifierLocation, subject: identifier.description))
        }
      }
      for name in identifier.parameters where element.parameter(named: name) == nil {
        diagnostics.append(
          .error(
            .a11yInvalidID,
            "The identifier '\(identifier)' uses {\(name)}, which '\(element.name)' doesn't declare; "
              + "add <parameter name=\"\(name)\" type=\"String\"/>.",
            at: element.identifierLocation, subject: identifier.description))
      }
    }
    return diagnostics
  }

  private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
  }
}
