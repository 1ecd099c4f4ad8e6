import Foundation
import TesseraFoundation

/// One form of a plural variable: the text for a CLDR category.
package struct PluralForm: Sendable, Hashable {
  package var text: String
  /// Where the form's `<string>` starts.
  package var location: SourceLocation

  package init(text: String, location: SourceLocation) {
    self.text = text
    self.location = location
  }
}

/// A `.stringsdict` variable, `%#@name@`: its argument type and its forms.
package struct PluralVariable: Sendable, Hashable {
  package var name: String
  /// `NSStringFormatValueTypeKey`, such as `d`.
  package var valueSpecifier: String
  package var valueType: FormatValueType
  /// The forms by category; `other` is required. ``PluralCategory`` is the generated code's
  /// `TesseraPluralCategory`, compiled into TesseraStrings from the same source.
  package var forms: [PluralCategory: PluralForm]
  /// Where the variable's `<key>` is.
  package var location: SourceLocation
}

/// One entry of a `.stringsdict` file.
package struct StringsDictEntry: Sendable, Hashable {
  package var key: String
  /// `NSStringLocalizedFormatKey`, such as `%#@count@ found`.
  package var formatKey: String
  package var variables: [PluralVariable]
  /// Where the entry's `<key>` is.
  package var keyLocation: SourceLocation
  /// Where the format key's `<string>` is.
  package var valueLocation: SourceLocation
}

/// What parsing one `.stringsdict` file gave.
package struct StringsDictParseResult: Sendable {
  package var entries: [StringsDictEntry]
  package var diagnostics: [Diagnostic]
  /// Whether every entry could be read.
  package var isComplete: Bool
}

/// Reads `.stringsdict` files: property-list XML, parsed by the hardened
/// `XMLLoader` (the plist DOCTYPE is accepted and never loaded).
///
/// Each top-level key is an entry holding `NSStringLocalizedFormatKey` and
/// one dictionary per variable it names, with `NSStringFormatSpecTypeKey`
/// `NSStringPluralRuleType`, `NSStringFormatValueTypeKey`, and the forms
/// `zero`, `one`, `two`, `few`, `many` and `other`.
package struct StringsDictParser: Sendable {
  package var xmlLoader: XMLLoader

  package init(maximumFileSize: Int = XMLLoader.defaultMaximumFileSize) {
    xmlLoader = XMLLoader(maximumFileSize: maximumFileSize, externalDTDPolicy: .ignore)
  }

  package func load(contentsOf url: URL, displayPath: String) -> StringsDictParseResult {
    let (document, diagnostics) = xmlLoader.load(contentsOf: url, displayPath: displayPath)
    return read(document, diagnostics: diagnostics)
  }

  package func parse(_ bytes: [UInt8], displayPath: String) -> StringsDictParseResult {
    let (document, diagnostics) = xmlLoader.parse(bytes, displayPath: displayPath)
    return read(document, diagnostics: diagnostics)
  }

  private func read(_ document: XMLDocument?, diagnostics: [Diagnostic]) -> StringsDictParseResult {
    guard let document, !diagnostics.contains(where: { $0.severity == .error }) else {
      return StringsDictParseResult(entries: [], diagnostics: diagnostics, isComplete: false)
    }
    var reader = Reader(diagnostics: diagnostics)
    let entries = reader.entries(of: document.root)
    return StringsDictParseResult(entries: entries, diagnostics: reader.diagnostics, isComplete: reader.isComplete)
  }

  package static let formatKey = "NSStringLocalizedFormatKey"
  package static let specTypeKey = "NSStringFormatSpecTypeKey"
  package static let valueTypeKey = "NSStringFormatValueTypeKey"
  package static let pluralRuleType = "NSStringPluralRuleType"
}

/// Walks the plist tree, reporting each shape problem where it is.
private struct Reader {
  var diagnostics: [Diagnostic]
  var isComplete = true

  private mutating func error(_ message: String, at location: SourceLocation) {
    diagnostics.append(.error(.stringsSyntax, message, at: location))
    isComplete = false
  }

  /// The key/value pairs of a `<dict>`, or `nil` (reported) if it isn't one.
  private mutating func pairs(of element: XMLElement, what: String) -> [(key: XMLElement, value: XMLElement)]? {
    guard element.name == "dict" else {
      error("Expected a <dict> for \(what), found <\(element.name)>.", at: element.location)
      return nil
    }
    var result: [(key: XMLElement, value: XMLElement)] = []
    var pending: XMLElement?
    for child in element.children {
      if let key = pending {
        if child.name == "key" {
          error("The key '\(key.text)' has no value; add one after it.", at: key.location)
          pending = child
        } else {
          result.append((key, child))
          pending = nil
        }
      } else if child.name == "key" {
        pending = child
      } else {
        error("Expected a <key> in \(what), found <\(child.name)>.", at: child.location)
      }
    }
    if let key = pending {
      error("The key '\(key.text)' has no value; add one after it.", at: key.location)
    }
    return result
  }

  mutating func entries(of root: XMLElement) -> [StringsDictEntry] {
    guard root.name == "plist" else {
      error(
        "A .stringsdict file is a property list: its root element is <plist>, not <\(root.name)>.", at: root.location)
      return []
    }
    guard let dict = root.children.first, root.children.count == 1 else {
      error("The <plist> must hold exactly one <dict> of entries.", at: root.location)
      return []
    }
    guard let top = pairs(of: dict, what: "the entries") else { return [] }
    var entries: [StringsDictEntry] = []
    for (keyElement, value) in top {
      if let entry = entry(key: keyElement, value: value) { entries.append(entry) }
    }
    return entries
  }

  private mutating func entry(key keyElement: XMLElement, value: XMLElement) -> StringsDictEntry? {
    let key = keyElement.text
    guard let fields = pairs(of: value, what: "the entry '\(key)'") else { return nil }
    var formatKey: (text: String, location: SourceLocation)?
    var variables: [PluralVariable] = []
    for (fieldKey, fieldValue) in fields {
      if fieldKey.text == StringsDictParser.formatKey {
        guard fieldValue.name == "string" else {
          error("\(StringsDictParser.formatKey) must be a <string>.", at: fieldValue.location)
          continue
        }
        formatKey = (fieldValue.text, fieldValue.location)
      } else if let variable = variable(named: fieldKey, value: fieldValue, entry: key) {
        variables.append(variable)
      }
    }
    guard let formatKey else {
      error(
        "The entry '\(key)' has no \(StringsDictParser.formatKey); add one, such as <string>%#@count@</string>.",
        at: keyElement.location)
      return nil
    }
    return StringsDictEntry(
      key: key, formatKey: formatKey.text, variables: variables, keyLocation: keyElement.location,
      valueLocation: formatKey.location)
  }

  private mutating func variable(named keyElement: XMLElement, value: XMLElement, entry: String) -> PluralVariable? {
    let name = keyElement.text
    guard let fields = pairs(of: value, what: "the variable '\(name)' of '\(entry)'") else { return nil }
    var specType: (String, SourceLocation)?
    var valueSpecifier: (String, SourceLocation)?
    var forms: [PluralCategory: PluralForm] = [:]
    for (fieldKey, fieldValue) in fields {
      guard fieldValue.name == "string" else {
        error("'\(fieldKey.text)' of the variable '\(name)' must be a <string>.", at: fieldValue.location)
        continue
      }
      switch fieldKey.text {
      case StringsDictParser.specTypeKey:
        specType = (fieldValue.text, fieldValue.location)
      case StringsDictParser.valueTypeKey:
        valueSpecifier = (fieldValue.text, fieldValue.location)
      default:
        guard let category = PluralCategory(rawValue: fieldKey.text) else {
          error(
            "'\(fieldKey.text)' is not a plural category; "
              + (Suggestion.closest(to: fieldKey.text, in: PluralCategory.allCases.map(\.rawValue))
                .map { "did you mean '\($0)'?" } ?? "use zero, one, two, few, many or other."),
            at: fieldKey.location)
          continue
        }
        forms[category] = PluralForm(text: fieldValue.text, location: fieldValue.location)
      }
    }
    guard let (type, typeLocation) = specType else {
      error(
        "The variable '\(name)' of '\(entry)' has no \(StringsDictParser.specTypeKey); "
          + "add <string>\(StringsDictParser.pluralRuleType)</string>.",
        at: keyElement.location)
      return nil
    }
    guard type == StringsDictParser.pluralRuleType else {
      error(
        "The variable '\(name)' has the rule type '\(type)'; Tessera reads \(StringsDictParser.pluralRuleType) "
          + "variables only.",
        at: typeLocation)
      return nil
    }
    var valueType = FormatValueType.int
    var specifier = "d"
    if let (text, location) = valueSpecifier {
      if let parsed = FormatStringParser.valueType(ofSpecifier: text) {
        valueType = parsed
        specifier = text
      } else {
        error(
          "'\(text)' is not a format specifier for \(StringsDictParser.valueTypeKey); use one such as d, ld, u or f.",
          at: location)
      }
    } else {
      error(
        "The variable '\(name)' has no \(StringsDictParser.valueTypeKey); add <string>d</string> for an Int count.",
        at: keyElement.location)
    }
    return PluralVariable(
      name: name, valueSpecifier: specifier, valueType: valueType, forms: forms, location: keyElement.location)
  }
}
