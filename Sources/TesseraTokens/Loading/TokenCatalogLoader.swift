import Foundation
import TesseraColor
import TesseraFoundation

/// Loads token catalogs: every `.xml` file under a folder, each one a
/// `<tokens>` document for a mode (`mode="light"` or `mode="dark"`) or, with
/// no mode, for tokens shared by both.
package struct TokenCatalogLoader: Sendable {
  package var xmlLoader: XMLLoader
  /// What a `<tokens mode="…">` may name: the appearances' names, and `tessera.yml`'s map.
  package var appearanceNames: AppearanceNames

  package init(xmlLoader: XMLLoader = XMLLoader(), appearanceNames: AppearanceNames = AppearanceNames()) {
    self.xmlLoader = xmlLoader
    self.appearanceNames = appearanceNames
  }

  /// Loads the given files, as if in the order given: each file is parsed
  /// and read into a catalog of its own on every core
  /// (``Swift/Array/concurrentMap(heaviestFirst:_:)``, the largest file
  /// first), and those are joined in the
  /// files' order, so the definitions, the files of each scope and the
  /// diagnostics come out exactly as one file after another would give them.
  ///
  /// With `paths`, each file's paths are interned through it as soon as the
  /// file is read, on the thread that read it (``SharedTokenPathInterner``).
  package func load(_ files: [CatalogFile]) -> (TokenCatalog, [Diagnostic]) {
    load(files, interningPathsWith: nil)
  }

  package func load(_ files: [CatalogFile], interningPathsWith paths: SharedTokenPathInterner?) -> (
    TokenCatalog, [Diagnostic]
  ) {
    let loader = self
    var parts = files.concurrentMap(heaviestFirst: \.sizeForScheduling) { file -> (TokenCatalog, [Diagnostic]) in
      let bytes: [UInt8]
      switch CatalogFileReader(maximumFileSize: loader.xmlLoader.maximumFileSize, files: loader.xmlLoader.files).read(
        file.url, displayPath: file.displayPath)
      {
      case .failure(let diagnostic): return (TokenCatalog(), [diagnostic])
      case .success(let read): bytes = read
      }
      var (catalog, diagnostics) = loader.read(bytes, displayPath: file.displayPath)
      paths?.intern(&catalog)
      return (catalog, diagnostics)
    }
    var catalog = TokenCatalog()
    let diagnostics = catalog.append(movingParts: &parts)
    return (catalog, diagnostics)
  }

  /// Loads a document held in memory, for tests and tools.
  package func load(xml: String, displayPath: String) -> (TokenCatalog, [Diagnostic]) {
    read(Array(xml.utf8), displayPath: displayPath)
  }

  /// One file's catalog: straight from libxml2's events when the file is a
  /// plain one (``TokenFileEventReader``), else through the element tree
  /// (``readThroughTree(_:displayPath:)``), which reports what it finds.
  package func read(_ bytes: [UInt8], displayPath: String) -> (TokenCatalog, [Diagnostic]) {
    if let catalog = TokenFileEventReader.read(
      bytes, displayPath: displayPath, loader: xmlLoader, appearanceNames: appearanceNames)
    {
      return (catalog, [])
    }
    return readThroughTree(bytes, displayPath: displayPath)
  }

  /// How a file reads straight from its events: `nil` when the event reader
  /// gave up on it, else whether it read what the element tree reads, with
  /// nothing to report. Every file a test or the fuzzer tries must give
  /// `nil` or `true`.
  package func eventReading(_ bytes: [UInt8], displayPath: String) -> Bool? {
    guard
      let events = TokenFileEventReader.read(
        bytes, displayPath: displayPath, loader: xmlLoader, appearanceNames: appearanceNames)
    else {
      return nil
    }
    let (tree, diagnostics) = readThroughTree(bytes, displayPath: displayPath)
    return diagnostics.isEmpty && events.definitions == tree.definitions && events.contrastPairs == tree.contrastPairs
      && events.files == tree.files
  }

  /// One file's catalog, read through the element tree with every check.
  package func readThroughTree(_ bytes: [UInt8], displayPath: String) -> (TokenCatalog, [Diagnostic]) {
    var catalog = TokenCatalog()
    let (document, parseDiagnostics) = xmlLoader.parse(bytes, displayPath: displayPath)
    guard let document else { return (catalog, parseDiagnostics) }
    var reader = TokenDocumentReader(appearanceNames: appearanceNames)
    reader.read(document.root, into: &catalog)
    return (catalog, parseDiagnostics + reader.diagnostics)
  }
}

/// Reads one `<tokens>` document into the catalog model.
package struct TokenDocumentReader {
  package var diagnostics: [Diagnostic] = []
  /// What `mode` may name.
  package var appearanceNames = AppearanceNames()

  private static let typographyFields = ["font-family", "font-weight", "font-size", "line-height", "letter-spacing"]
  /// The attributes each type's tokens may be written with instead of `value`.
  package static let fieldAttributes: [(type: TokenType, attributes: [String])] = [
    (.typography, typographyFields),
    (.strokeStyle, ["dash-array", "line-cap"]),
    (.border, ["color", "width", "style", "dash-array", "line-cap"]),
    (.transition, ["duration", "delay", "timing-function"]),
    (.shadow, ShadowLayerAttributes.all),
  ]
  /// Every type's field attributes.
  private static let fieldAttributeNames = Set(fieldAttributes.flatMap(\.attributes))
  private static let tokenAttributes: Set<String> = Set(
    ["name", "type", "value", "description"] + fieldAttributes.flatMap(\.attributes))
  private static let groupAttributes: Set<String> = ["name", "type", "description"]
  private static let pairAttributes: Set<String> = [
    "foreground", "background", "backdrop", "minimum", "high-contrast-minimum",
  ]

  /// The type a group gives its tokens: none, a known one, or an unknown one
  /// already reported (so its tokens don't report it again).
  private enum InheritedType {
    case none
    case known(TokenType)
    case invalid
  }

  package mutating func read(_ root: XMLElement, into catalog: inout TokenCatalog) {
    guard root.name == "tokens" else {
      error(.tokenSchema, "The root element is <\(root.name)>; a token catalog's root is <tokens>.", at: root.location)
      return
    }
    checkAttributes(of: root, allowed: ["mode"])
    let scope: TokenScope
    switch root[attribute: "mode"] {
    case nil:
      scope = .shared
    case let mode?:
      guard let themeMode = appearanceNames.appearance(named: mode) else {
        error(
          .tokenSchema,
          "'\(mode)' is not a mode; write mode=\"light\", \"dark\", \"light-high-contrast\" or "
            + "\"dark-high-contrast\" (or map the name in tessera.yml's appearances), or leave it out for shared "
            + "tokens.", at: root.location(ofAttribute: "mode"))
        return
      }
      scope = .themed(themeMode)
    }
    let file = root.location.file
    if !(catalog.files[scope]?.contains(file) ?? false) { catalog.files[scope, default: []].append(file) }
    checkNoText(in: root)
    for child in root.children {
      switch child.name {
      case "group", "token":
        readMember(child, parent: TokenPath([]), inherited: .none, scope: scope, into: &catalog)
      case "contrast":
        readContrast(child, into: &catalog)
      default:
        unknownElement(child, expected: "<group>, <token> or <contrast>")
      }
    }
  }

  /// Reads one `<group>` or `<token>` under `parent`, whose group gives it
  /// `inherited` or no type: how ``TokenFileEventReader`` reads a token its
  /// own attributes can't give (a typography or composite token, among
  /// others).
  package mutating func readMember(
    _ element: XMLElement, parent: TokenPath, inheritedType inherited: TokenType?, scope: TokenScope,
    into catalog: inout TokenCatalog
  ) {
    readMember(element, parent: parent, inherited: inherited.map { .known($0) } ?? .none, scope: scope, into: &catalog)
  }

  private mutating func readMember(
    _ element: XMLElement, parent: TokenPath, inherited: InheritedType, scope: TokenScope,
    into catalog: inout TokenCatalog
  ) {
    let isGroup = element.name == "group"
    checkAttributes(of: element, allowed: isGroup ? Self.groupAttributes : Self.tokenAttributes)
    guard let name = element[attribute: "name"] else {
      error(.tokenSchema, "This <\(element.name)> has no name; add name=\"…\".", at: element.location)
      return
    }
    guard TokenPath.isValidSegment(name), !(isGroup && name == TokenPath.rootSegment) else {
      error(
        .tokenSchema,
        name == TokenPath.rootSegment
          ? "'$root' is not a valid group name: $root names a group's own token, never a group."
          : "This <\(element.name)>'s name is not valid. " + TokenPath.invalidSegmentReason(name),
        at: element.location(ofAttribute: "name"))
      return
    }
    let path = parent.appending(name)
    var type = inherited
    if let typeName = element[attribute: "type"] {
      if let known = TokenType(rawValue: typeName) {
        type = .known(known)
      } else {
        error(.tokenUnknownType, Self.unknownTypeMessage(typeName), at: element.location(ofAttribute: "type"))
        type = .invalid
      }
    }
    if isGroup {
      checkNoText(in: element)
      for child in element.children {
        guard child.name == "group" || child.name == "token" else {
          unknownElement(child, expected: "<group> or <token>")
          continue
        }
        readMember(child, parent: path, inherited: type, scope: scope, into: &catalog)
      }
      return
    }
    if case .known(let known) = type, let elementName = Self.elementName(of: known) {
      for child in element.children where child.name != elementName {
        unknownElement(child, expected: "<\(elementName)> or no child elements")
      }
    } else {
      for child in element.children { unknownElement(child, expected: "no child elements") }
    }
    checkNoText(in: element)
    if let definition = readToken(element, path: path, type: type, scope: scope) {
      catalog.definitions.append(definition)
    }
  }

  private mutating func readToken(
    _ element: XMLElement, path: TokenPath, type: InheritedType, scope: TokenScope
  ) -> TokenDefinition? {
    let declared: TokenType?
    switch type {
    case .invalid:
      // The type is already reported; the token still exists for parity.
      return TokenDefinition(
        path: path, declaredType: nil, expression: .invalid, scope: scope, description: nil,
        location: element.location, valueLocation: element.location)
    case .none: declared = nil
    case .known(let known): declared = known
    }
    let description = element[attribute: "description"]?.trimmingWhitespace
    func definition(_ expression: TokenExpression, at valueLocation: SourceLocation) -> TokenDefinition {
      TokenDefinition(
        path: path, declaredType: declared, expression: expression, scope: scope,
        description: description?.isEmpty == false ? description : nil,
        location: element.location, valueLocation: valueLocation)
    }

    let own = Self.fieldAttributes.first { $0.type == declared }?.attributes ?? []
    // Looked for type by type only when the token has another type's field: most have none.
    let hasForeignField = element.attributes.contains {
      Self.fieldAttributeNames.contains($0.name) && !own.contains($0.name)
    }
    for (_, attributes) in Self.fieldAttributes where hasForeignField {
      guard let field = attributes.first(where: { element[attribute: $0] != nil && !own.contains($0) }) else {
        continue
      }
      let owners = Self.fieldAttributes.filter { $0.attributes.contains(field) }.map(\.type.rawValue)
      error(
        .tokenSchema,
        "'\(field)' belongs to \(owners.joined(separator: " and ")) tokens; '\(path)' is "
          + "\(declared.map { "a \($0.rawValue)" } ?? "untyped") token.",
        at: element.location(ofAttribute: field), subject: path.description)
      return nil
    }
    let fieldsPresent = own.filter { element[attribute: $0] != nil }
    let partsPresent = !fieldsPresent.isEmpty || !element.children.isEmpty

    if let value = element[attribute: "value"] {
      let valueLocation = element.location(ofAttribute: "value")
      if declared == .typography, !fieldsPresent.isEmpty {
        error(
          .tokenSchema, "Typography token '\(path)' has both a value and font attributes; keep one or the other.",
          at: valueLocation, subject: path.description)
        return nil
      }
      if let declared, declared.hasCompositeParts, partsPresent {
        error(
          .tokenSchema,
          "The \(declared.rawValue) token '\(path)' has both a value and its parts "
            + "(\((fieldsPresent + element.children.prefix(1).map { "<\($0.name)>" }).joined(separator: ", "))); "
            + "keep one or the other.", at: valueLocation, subject: path.description)
        return nil
      }
      switch parseAlias(value, at: valueLocation) {
      case .alias(let target)?:
        return definition(.alias(target), at: valueLocation)
      case .invalid?:
        return definition(.invalid, at: valueLocation)
      case nil:
        break
      }
      guard let declared else {
        error(
          .tokenUnknownType,
          "Token '\(path)' has no type; add type=\"…\" to it or to its group (one of \(TokenType.list)).",
          at: element.location, subject: path.description)
        return definition(.invalid, at: valueLocation)
      }
      switch TokenValueParser.parse(value, as: declared) {
      case .success(let parsed):
        return definition(.literal(parsed), at: valueLocation)
      case .failure(let failure):
        error(
          .tokenInvalidValue, "Invalid \(declared.rawValue) for '\(path)': \(failure.message).", at: valueLocation,
          subject: path.description)
        return definition(.invalid, at: valueLocation)
      }
    }

    if let declared, declared.hasCompositeParts {
      return definition(
        readComposite(element, as: declared, path: path).map(TokenExpression.composite) ?? .invalid,
        at: element.location)
    }
    guard declared == .typography else {
      error(
        .tokenSchema, "Token '\(path)' has no value; add value=\"…\".", at: element.location, subject: path.description)
      return nil
    }
    return definition(
      readTypography(element, path: path).map(TokenExpression.typography) ?? .invalid, at: element.location)
  }

  private mutating func readTypography(_ element: XMLElement, path: TokenPath) -> TypographyExpression? {
    var failed = false
    func field<Value>(
      _ attribute: String, default defaultValue: Value? = nil, parse: (String) -> Result<Value, ValueError>
    ) -> TypographyExpression.Field<Value>? {
      let location = element.location(ofAttribute: attribute)
      guard let text = element[attribute: attribute] else {
        if let defaultValue { return .init(attribute: attribute, reference: .value(defaultValue), location: location) }
        error(
          .tokenInvalidValue, "Typography token '\(path)' has no \(attribute); add \(attribute)=\"…\".",
          at: element.location, subject: path.description)
        failed = true
        return nil
      }
      switch parseAlias(text, at: location) {
      case .alias(let target)?:
        return .init(attribute: attribute, reference: .alias(target), location: location)
      case .invalid?:
        failed = true
        return nil
      case nil:
        switch parse(text.trimmingWhitespace) {
        case .success(let value):
          return .init(attribute: attribute, reference: .value(value), location: location)
        case .failure(let failure):
          error(
            .tokenInvalidValue, "Invalid \(attribute) for '\(path)': \(failure.message).", at: location,
            subject: path.description)
          failed = true
          return nil
        }
      }
    }
    let family = field("font-family") { text in
      text.isEmpty ? .failure("the font family is empty; name a family, like Inter") : .success(text)
    }
    let weight = field("font-weight", parse: TokenValueParser.fontWeight)
    let size = field("font-size", parse: TokenValueParser.dimension)
    let lineHeight = field("line-height", parse: TokenValueParser.dimension)
    let letterSpacing = field("letter-spacing", default: 0.0, parse: TokenValueParser.dimension)
    guard !failed, let family, let weight, let size, let lineHeight, let letterSpacing else { return nil }
    return TypographyExpression(
      fontFamily: family, fontWeight: weight, fontSize: size, lineHeight: lineHeight, letterSpacing: letterSpacing)
  }

  package enum AliasParse {
    case alias(TokenPath)
    case invalid
  }

  /// `{group.token}` is an alias; text with braces anywhere else is invalid;
  /// anything else is a literal (`nil`).
  package mutating func parseAlias(_ text: String, at location: SourceLocation) -> AliasParse? {
    // ASCII, the usual case, byte by byte; anything else as Characters.
    var text = text
    let fast = text.withUTF8 { Self.parseASCIIAlias($0) }
    switch fast {
    case .literal: return nil
    case .alias(let path): return .alias(path)
    case .invalid, .notASCII: break
    }
    let trimmed = text.trimmingWhitespace
    guard trimmed.contains("{") || trimmed.contains("}") else { return nil }
    if trimmed.hasPrefix("{"), trimmed.hasSuffix("}"), trimmed.count >= 2,
      let path = TokenPath(parsing: trimmed.dropFirst().dropLast())
    {
      return .alias(path)
    }
    error(
      .tokenInvalidValue,
      "'\(text)' is not a valid alias; an alias is the whole value, a dotted path in braces like {color.brand.primary}.",
      at: location)
    return .invalid
  }

  package enum ASCIIAlias {
    case literal
    case alias(TokenPath)
    case invalid
    case notASCII
  }

  /// ``parseAlias(_:at:)`` for ASCII text, which trims and compares the
  /// same byte by byte as Character by Character.
  package static func parseASCIIAlias(_ bytes: UnsafeBufferPointer<UInt8>) -> ASCIIAlias {
    var hasBrace = false
    for byte in bytes {
      if byte >= 0x80 { return .notASCII }
      if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") { hasBrace = true }
    }
    guard hasBrace else { return .literal }
    func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
    var start = 0
    var end = bytes.count
    while start < end, isSpace(bytes[start]) { start += 1 }
    while end > start, isSpace(bytes[end - 1]) { end -= 1 }
    guard let path = TokenPath(bracedASCII: UnsafeBufferPointer(rebasing: bytes[start..<end])) else { return .invalid }
    return .alias(path)
  }

  private mutating func readContrast(_ element: XMLElement, into catalog: inout TokenCatalog) {
    checkAttributes(of: element, allowed: [])
    checkNoText(in: element)
    for pair in element.children {
      guard pair.name == "pair" else {
        unknownElement(pair, expected: "<pair>")
        continue
      }
      checkAttributes(of: pair, allowed: Self.pairAttributes)
      func path(_ attribute: String, required: Bool) -> (TokenPath?, Bool) {
        guard let text = pair[attribute: attribute] else {
          if required {
            error(
              .contrastInvalidPair, "This contrast pair has no \(attribute); add \(attribute)=\"group.token\".",
              at: pair.location)
          }
          return (nil, !required)
        }
        var trimmed = Substring(text.trimmingWhitespace)
        if trimmed.hasPrefix("{"), trimmed.hasSuffix("}") { trimmed = trimmed.dropFirst().dropLast() }
        guard let path = TokenPath(parsing: trimmed) else {
          error(
            .contrastInvalidPair, "'\(text)' is not a token path; write a dotted path like color.text.primary.",
            at: pair.location(ofAttribute: attribute))
          return (nil, false)
        }
        return (path, true)
      }
      let (foreground, foregroundOK) = path("foreground", required: true)
      let (background, backgroundOK) = path("background", required: true)
      let (backdrop, backdropOK) = path("backdrop", required: false)
      let minimum = readMinimum(pair)
      let highContrastMinimum = readHighContrastMinimum(pair)
      guard foregroundOK, backgroundOK, backdropOK, let foreground, let background, let minimum,
        let highContrastMinimum
      else { continue }
      catalog.contrastPairs.append(
        ContrastPair(
          foreground: foreground, background: background, backdrop: backdrop, minimum: minimum.ratio,
          highContrastMinimum: highContrastMinimum ?? minimum.highContrast,
          location: pair.location, foregroundLocation: pair.location(ofAttribute: "foreground"),
          backgroundLocation: pair.location(ofAttribute: "background"),
          backdropLocation: backdrop == nil ? nil : pair.location(ofAttribute: "backdrop")))
    }
  }

  /// `high-contrast-minimum`: `.some(nil)` when it is left out, `nil` when it is no minimum (reported).
  private mutating func readHighContrastMinimum(_ pair: XMLElement) -> Double?? {
    guard let text = pair[attribute: "high-contrast-minimum"]?.trimmingWhitespace else { return .some(nil) }
    if let minimum = WCAG.minimum(parsing: text) { return .some(minimum) }
    error(
      .contrastInvalidPair,
      "'\(text)' is not a contrast minimum; write text (4.5), large-text or ui (3), aaa (7), aaa-large-text (4.5), or a ratio from 1 to 21.",
      at: pair.location(ofAttribute: "high-contrast-minimum"))
    return nil
  }

  /// `minimum`, and what it is in a high-contrast appearance (`WCAG.highContrastMinimum(for:)`).
  private mutating func readMinimum(_ pair: XMLElement) -> (ratio: Double, highContrast: Double)? {
    guard let text = pair[attribute: "minimum"]?.trimmingWhitespace else {
      error(
        .contrastInvalidPair,
        "This contrast pair has no minimum; add minimum=\"text\" (4.5), \"large-text\" or \"ui\" (3), \"aaa\" (7), or a ratio.",
        at: pair.location)
      return nil
    }
    if let minimum = WCAG.minimum(parsing: text) {
      return (minimum, WCAG.highContrastMinimum(for: text) ?? minimum)
    }
    error(
      .contrastInvalidPair,
      "'\(text)' is not a contrast minimum; write text (4.5), large-text or ui (3), aaa (7), aaa-large-text (4.5), or a ratio from 1 to 21.",
      at: pair.location(ofAttribute: "minimum"))
    return nil
  }

  // MARK: - Schema

  /// The structure of a token catalog, reported under `token-schema`.
  package static let schema = XMLSchema(
    rule: .tokenSchema, textAdvice: "values go in value=\"…\" attributes and descriptions in description=\"…\".")

  package mutating func checkAttributes(of element: XMLElement, allowed: Set<String>) {
    diagnostics += Self.schema.unknownAttributes(of: element, allowed: allowed)
  }

  package mutating func checkNoText(in element: XMLElement) {
    if let diagnostic = Self.schema.text(in: element) { diagnostics.append(diagnostic) }
  }

  package mutating func unknownElement(_ element: XMLElement, expected: String) {
    diagnostics.append(Self.schema.unexpected(element, expected: "expected \(expected)"))
  }

  package mutating func error(_ rule: RuleID, _ message: String, at location: SourceLocation, subject: String? = nil) {
    diagnostics.append(.error(rule, message, at: location, subject: subject))
  }

  package static func unknownTypeMessage(_ name: String) -> String {
    var message = "Unknown token type '\(name)'"
    if let suggestion = Suggestion.closest(to: name, in: TokenType.allCases.map(\.rawValue) + ["colour"]) {
      message += "; did you mean '\(suggestion == "colour" ? "color" : suggestion)'?"
    } else {
      message += "."
    }
    return message + " Known types: \(TokenType.list)."
  }
}
