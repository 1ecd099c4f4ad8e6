import Foundation
import TesseraFoundation
import TesseraStrings

/// Loads the accessibility catalog: one XML file whose root is
/// `<accessibility>`, holding `<screen>`s that hold `<element>`s.
///
/// ```xml
/// <accessibility prefix="checkout_components" table="Accessibility">
///   <screen name="bank_selector">
///     <element name="search_field" role="textField"
///              label="accessibility_bank_selector_search_label"
///              hint="accessibility_bank_selector_search_hint"/>
///     <element name="bank_item" role="listItem"
///              identifier="checkout_components_bank_selector_{bankId}_item"
///              label="accessibility_bank_selector_bank_label(bankName)">
///       <parameter name="bankId" type="String"/>
///       <parameter name="bankName" type="String"/>
///     </element>
///   </screen>
/// </accessibility>
/// ```
///
/// Shape problems are `a11y-schema` errors; a malformed identifier template
/// is `a11y-invalid-id`. An element with a problem is still kept where it
/// can be, so one typo doesn't hide the rest of the catalog.
package struct AccessibilityCatalogLoader: Sendable {
  package var xmlLoader: XMLLoader

  /// The identifier prefix when the root names none.
  package static let defaultPrefix = "checkout_components"
  /// The string table keys are looked up in first, when the root names none.
  package static let defaultTable = "Accessibility"

  package init(xmlLoader: XMLLoader = XMLLoader()) {
    self.xmlLoader = xmlLoader
  }

  /// Loads the catalog file at `url`.
  package func load(_ file: CatalogFile) -> (AccessibilityCatalog?, [Diagnostic]) {
    let (document, diagnostics) = xmlLoader.load(contentsOf: file.url, displayPath: file.displayPath)
    guard let document else { return (nil, diagnostics) }
    var reader = AccessibilityDocumentReader()
    let catalog = reader.read(document.root)
    return (catalog, diagnostics + reader.diagnostics)
  }

  /// Loads a catalog held in memory, for tests and tools.
  package func load(xml: String, displayPath: String) -> (AccessibilityCatalog?, [Diagnostic]) {
    let (document, diagnostics) = xmlLoader.parse(Array(xml.utf8), displayPath: displayPath)
    guard let document else { return (nil, diagnostics) }
    var reader = AccessibilityDocumentReader()
    let catalog = reader.read(document.root)
    return (catalog, diagnostics + reader.diagnostics)
  }
}

/// Reads one `<accessibility>` document into the model.
package struct AccessibilityDocumentReader {
  package var diagnostics: [Diagnostic] = []

  private static let rootAttributes: Set<String> = ["prefix", "table"]
  private static let screenAttributes: Set<String> = ["name", "description"]
  private static let elementAttributes: Set<String> = [
    "name", "role", "identifier", "label", "hint", "value", "description",
  ]
  private static let parameterAttributes: Set<String> = ["name", "type", "description"]

  package mutating func read(_ root: XMLElement) -> AccessibilityCatalog? {
    guard root.name == "accessibility" else {
      error(
        "The root element is <\(root.name)>; an accessibility catalog's root is <accessibility>.", at: root.location)
      return nil
    }
    checkAttributes(of: root, allowed: Self.rootAttributes)
    checkNoText(in: root)
    var prefix = AccessibilityCatalogLoader.defaultPrefix
    if let given = root[attribute: "prefix"] {
      if Self.isSnakeCase(given) {
        prefix = given
      } else {
        diagnostics.append(
          .error(
            .a11yInvalidID,
            "The prefix '\(given)' is not snake_case; use lowercase letters, digits and '_', such as "
              + "\(AccessibilityCatalogLoader.defaultPrefix).",
            at: root.location(ofAttribute: "prefix")))
      }
    }
    var catalog = AccessibilityCatalog(
      file: root.location.file, prefix: prefix,
      table: root[attribute: "table"] ?? AccessibilityCatalogLoader.defaultTable)
    var screenNames: [String: SourceLocation] = [:]
    for child in root.children {
      guard child.name == "screen" else {
        diagnostics.append(Self.schema.unexpected(child, expected: "<accessibility> holds <screen> elements"))
        continue
      }
      guard let screen = readScreen(child, prefix: prefix) else { continue }
      if let first = screenNames[AccessibilityNaming.typeName(screen.name)] {
        diagnostics.append(
          .error(
            .a11ySchema,
            "A second screen named '\(screen.name)' (or with the same Swift name); merge the two, or rename one.",
            at: child.location(ofAttribute: "name"), notes: [.init("the first one is here", at: first)]))
        continue
      }
      screenNames[AccessibilityNaming.typeName(screen.name)] = child.location(ofAttribute: "name")
      catalog.screens.append(screen)
    }
    return catalog
  }

  private mutating func readScreen(_ element: XMLElement, prefix: String) -> AccessibilityScreen? {
    checkAttributes(of: element, allowed: Self.screenAttributes)
    checkNoText(in: element)
    guard let name = requiredName(of: element, kind: "screen") else { return nil }
    var screen = AccessibilityScreen(name: name, location: element.location, elements: [])
    var elementNames: [String: (location: SourceLocation, identifier: String)] = [:]
    for child in element.children {
      guard child.name == "element" else {
        diagnostics.append(Self.schema.unexpected(child, expected: "a <screen> holds <element> elements"))
        continue
      }
      guard let item = readElement(child, screen: name, prefix: prefix) else { continue }
      let swiftName = AccessibilityNaming.memberName(item.name)
      if let first = elementNames[swiftName] {
        // The same identifier twice is a11y-duplicate-id's to report.
        if first.identifier != item.identifier.symbolic {
          diagnostics.append(
            .error(
              .a11ySchema,
              "A second element named '\(item.name)' in '\(name)' (or with the same Swift name); rename one.",
              at: child.location(ofAttribute: "name"), notes: [.init("the first one is here", at: first.location)]))
        }
      } else {
        elementNames[swiftName] = (child.location(ofAttribute: "name"), item.identifier.symbolic)
      }
      screen.elements.append(item)
    }
    return screen
  }

  private mutating func readElement(_ element: XMLElement, screen: String, prefix: String) -> AccessibilityElement? {
    checkAttributes(of: element, allowed: Self.elementAttributes)
    checkNoText(in: element)
    guard let name = requiredName(of: element, kind: "element") else { return nil }

    var role: AccessibilityRole?
    if let text = element[attribute: "role"] {
      role = AccessibilityRole(rawValue: text)
      if role == nil {
        let known = AccessibilityRole.allCases.map(\.rawValue)
        let hint = Suggestion.closest(to: text, in: known).map { " (did you mean '\($0)'?)" } ?? ""
        error(
          "'\(text)' is not a role\(hint); roles are \(known.joined(separator: ", ")).",
          at: element.location(ofAttribute: "role"))
      }
    } else {
      error(
        "<element name=\"\(name)\"> has no role; add role=\"button\", \"textField\", \"status\" or another role.",
        at: element.location)
    }

    var parameters: [AccessibilityElement.Parameter] = []
    for child in element.children {
      guard child.name == "parameter" else {
        diagnostics.append(Self.schema.unexpected(child, expected: "an <element> holds <parameter> elements"))
        continue
      }
      if let parameter = readParameter(child) {
        if let first = parameters.first(where: { $0.name == parameter.name }) {
          diagnostics.append(
            .error(
              .a11ySchema, "A second parameter named '\(parameter.name)'; rename one, or remove it.",
              at: parameter.location, notes: [.init("the first one is here", at: first.location)]))
        } else {
          parameters.append(parameter)
        }
      }
    }

    let conventional = IdentifierTemplate(literal: "\(prefix)_\(screen)_\(name)")
    var identifier = conventional
    var explicit = false
    var identifierLocation = element.location
    var invalid: Set<String> = []
    if let text = element[attribute: "identifier"] {
      identifierLocation = element.location(ofAttribute: "identifier")
      switch Self.template(text) {
      case .success(let template):
        identifier = template
        explicit = true
      case .failure(let message):
        diagnostics.append(.error(.a11yInvalidID, message.description, at: identifierLocation, subject: text))
        invalid.insert("identifier")
      }
    }
    let length = identifier.description.utf8.count
    if length > AccessibilityElement.maximumIdentifierLength, !invalid.contains("identifier") {
      diagnostics.append(
        .error(
          .a11yInvalidID,
          "The identifier '\(identifier.description.prefix(40))…' is \(length) bytes long; keep identifiers "
            + "under \(AccessibilityElement.maximumIdentifierLength) bytes, with shorter names.",
          at: identifierLocation, subject: identifier.description))
      invalid.insert("identifier")
    }

    var references: [String: StringReference] = [:]
    for attribute in ["label", "hint", "value"] where element[attribute: attribute] != nil {
      if let parsed = reference(element, attribute) {
        references[attribute] = parsed
      } else {
        invalid.insert(attribute)
      }
    }
    var result = AccessibilityElement(
      screen: screen, name: name, role: role, identifier: identifier, hasExplicitIdentifier: explicit,
      label: references["label"], hint: references["hint"], value: references["value"],
      parameters: parameters, description: element[attribute: "description"], location: element.location,
      identifierLocation: identifierLocation)
    result.invalidAttributes = invalid
    let used = Set(identifier.parameters + result.references.flatMap(\.arguments))
    for parameter in parameters where !used.contains(parameter.name) {
      diagnostics.append(
        .warning(
          .a11ySchema,
          "The parameter '\(parameter.name)' is used by neither the identifier nor a string of '\(name)'; "
            + "use it as {\(parameter.name)} or as a string argument, or remove it.",
          at: parameter.location, subject: identifier.description))
    }
    return result
  }

  private mutating func readParameter(_ element: XMLElement) -> AccessibilityElement.Parameter? {
    checkAttributes(of: element, allowed: Self.parameterAttributes)
    checkNoText(in: element)
    guard let name = element[attribute: "name"] else {
      error("<parameter> has no name; add name=\"bankId\".", at: element.location)
      return nil
    }
    guard Self.isParameterName(name) else {
      error(
        SwiftName.keywords.contains(name)
          ? "'\(name)' is a Swift keyword, so it can't name a parameter; choose another, such as \(name)Value."
          : "'\(name)' is not a parameter name; use lowerCamelCase letters and digits, such as bankId.",
        at: element.location(ofAttribute: "name"))
      return nil
    }
    let types = FormatValueType.allCases.map(\.rawValue)
    guard let typeName = element[attribute: "type"] else {
      error("<parameter name=\"\(name)\"> has no type; add type=\"String\".", at: element.location)
      return nil
    }
    guard let type = FormatValueType(rawValue: typeName) else {
      let hint = Suggestion.closest(to: typeName, in: types).map { " (did you mean '\($0)'?)" } ?? ""
      error(
        "'\(typeName)' is not a parameter type\(hint); types are \(types.joined(separator: ", ")).",
        at: element.location(ofAttribute: "type"))
      return nil
    }
    return AccessibilityElement.Parameter(
      name: name, type: type, description: element[attribute: "description"], location: element.location)
  }

  /// `key`, `key(a, b)` or `Table/key(a)`.
  private mutating func reference(_ element: XMLElement, _ attribute: String) -> StringReference? {
    guard let text = element[attribute: attribute] else { return nil }
    let location = element.location(ofAttribute: attribute)
    var body = Substring(text.trimmingSpacesAndTabs)
    var arguments: [String] = []
    if let open = body.firstIndex(of: "(") {
      guard body.last == ")" else {
        error("'\(text)' opens '(' without closing it; write \(attribute)=\"key(argument)\".", at: location)
        return nil
      }
      let inside = body[body.index(after: open)..<body.index(before: body.endIndex)]
      arguments = inside.split(separator: ",", omittingEmptySubsequences: false).map {
        $0.trimmingSpacesAndTabs
      }
      if inside.trimmingSpacesAndTabs.isEmpty { arguments = [] }
      if let bad = arguments.first(where: { !Self.isParameterName($0) }) {
        error(
          "'\(bad)' in \(attribute)=\"\(text)\" is not a parameter name; the arguments name the element's "
            + "<parameter>s, separated by commas.",
          at: location)
        return nil
      }
      body = body[..<open]
    }
    var table: String?
    if let slash = body.firstIndex(of: "/") {
      table = String(body[..<slash]).trimmingSpacesAndTabs
      body = body[body.index(after: slash)...]
    }
    let key = body.trimmingSpacesAndTabs
    guard !key.isEmpty, !key.contains(")"), table?.isEmpty != true else {
      error(
        "\(attribute)=\"\(text)\" names no string key; write \(attribute)=\"key\" or \"key(argument)\".", at: location)
      return nil
    }
    return StringReference(attribute: attribute, table: table, key: key, arguments: arguments, location: location)
  }

  /// Parses `a_{b}_c` into segments, or says what is wrong with it.
  package static func template(_ text: String) -> Result<IdentifierTemplate, TemplateError> {
    var segments: [IdentifierTemplate.Segment] = []
    var literal = ""
    var rest = Substring(text)
    while let open = rest.firstIndex(where: { $0 == "{" || $0 == "}" }) {
      guard rest[open] == "{", let close = rest[open...].firstIndex(of: "}") else {
        return .failure(
          TemplateError("The identifier '\(text)' has an unmatched brace; write parameters as {name}."))
      }
      literal += rest[..<open]
      let name = String(rest[rest.index(after: open)..<close])
      guard isParameterName(name) else {
        return .failure(
          TemplateError(
            SwiftName.keywords.contains(name)
              ? "'{\(name)}' in the identifier '\(text)' is a Swift keyword, which can't name a parameter; "
                + "choose another name."
              : "'{\(name)}' in the identifier '\(text)' is not a parameter; write {name} with a lowerCamelCase "
                + "name."))
      }
      if !literal.isEmpty { segments.append(.literal(literal)) }
      literal = ""
      segments.append(.parameter(name))
      rest = rest[rest.index(after: close)...]
    }
    literal += rest
    if !literal.isEmpty { segments.append(.literal(literal)) }
    if segments.isEmpty {
      return .failure(TemplateError("The identifier is empty; remove the attribute to take the convention's."))
    }
    return .success(IdentifierTemplate(segments: segments))
  }

  package struct TemplateError: Error, CustomStringConvertible {
    package var description: String
    package init(_ description: String) { self.description = description }
  }

  private mutating func requiredName(of element: XMLElement, kind: String) -> String? {
    guard let name = element[attribute: "name"] else {
      error("<\(kind)> has no name; add name=\"snake_case_name\".", at: element.location)
      return nil
    }
    guard Self.isSnakeCase(name) else {
      error(
        "'\(name)' is not a \(kind) name; use snake_case (lowercase letters, digits and '_', starting with a "
          + "letter), such as \(kind == "screen" ? "bank_selector" : "search_field"): identifiers are made of it.",
        at: element.location(ofAttribute: "name"))
      return nil
    }
    return name
  }

  package static func isSnakeCase(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
    return text.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_" }
  }

  package static func isParameterName(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
    return text.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
    }
      && !SwiftName.keywords.contains(text)
  }

  /// The structure of an accessibility catalog, reported under `a11y-schema`.
  package static let schema = XMLSchema(rule: .a11ySchema, textAdvice: "write it in description=\"…\".")

  private mutating func checkAttributes(of element: XMLElement, allowed: Set<String>) {
    diagnostics += Self.schema.unknownAttributes(of: element, allowed: allowed)
  }

  private mutating func checkNoText(in element: XMLElement) {
    if let diagnostic = Self.schema.text(in: element) { diagnostics.append(diagnostic) }
  }

  private mutating func error(_ message: String, at location: SourceLocation) {
    diagnostics.append(.error(.a11ySchema, message, at: location))
  }
}
