/// The structural checks every XML catalog's loader makes of an element:
/// which attributes it takes, whether it may hold text, and which children
/// belong under it.
///
/// Each loader keeps one value, named for its schema rule, so the token and
/// accessibility catalogs report the same mistakes the same way, and both
/// suggest the attribute a typo was meant to be:
///
/// ```
/// Tokens/light.xml:4:30: error: <token> has no attribute 'vaule' (did you mean 'value'?); it takes description, name, type, value. [token-schema]
/// ```
package struct XMLSchema: Sendable {
  /// The rule every finding is reported under.
  package var rule: RuleID
  /// Where an element's text belongs instead, completing "holds text; …".
  package var textAdvice: String

  /// An error for each attribute of `element` that is not in `allowed`,
  /// naming the closest allowed one when it looks like a typo.
  package func unknownAttributes(of element: XMLElement, allowed: Set<String>) -> [Diagnostic] {
    let unknown = element.attributes.filter { !allowed.contains($0.name) }
    guard !unknown.isEmpty else { return [] }
    let known = allowed.sorted()
    return unknown.map { attribute in
      let hint = Suggestion.closest(to: attribute.name, in: known).map { " (did you mean '\($0)'?)" } ?? ""
      let fix = known.isEmpty ? "; remove it." : "; it takes \(known.joined(separator: ", "))."
      return .error(
        rule, "<\(element.name)> has no attribute '\(attribute.name)'\(hint)\(fix)",
        at: element.location(ofAttribute: attribute.name))
    }
  }

  /// An error when `element` holds text other than white space.
  package func text(in element: XMLElement) -> Diagnostic? {
    guard !element.text.trimmingWhitespace.isEmpty else { return nil }
    return .error(rule, "<\(element.name)> holds text; \(textAdvice)", at: element.location)
  }

  /// An error for a child element that does not belong where it stands;
  /// `expected` says what does, as a sentence's end.
  package func unexpected(_ element: XMLElement, expected: String) -> Diagnostic {
    .error(rule, "Unexpected <\(element.name)> here; \(expected).", at: element.location)
  }

  /// Every stored property, as the memberwise initializer takes them.
  package init(rule: RuleID, textAdvice: String) {
    self.rule = rule
    self.textAdvice = textAdvice
  }
}
