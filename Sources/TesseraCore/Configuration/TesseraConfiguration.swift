import Foundation
import TesseraAccessibility
import TesseraColor
import TesseraFoundation
import TesseraStrings
import TesseraTokens
import Yams

/// The project's configuration file, `tessera.yml` (or `.tessera.yml`):
///
/// ```yaml
/// tokens: Tokens                      # the token catalogs' folder
/// strings: Strings                    # the string catalogs' folder
/// accessibility: Strings/Accessibility.xml
/// output: Generated                   # where generate writes
/// asset_catalog: Generated/Colors.xcassets  # also write the colours as an asset catalog
/// base_locale: en
/// allow_regional_fallback: false
/// access: public                      # or internal
/// accessors: manual                   # or all: accessors for String Catalog keys Xcode extracted too
/// accessor_names:                     # an accessor named by hand, where two keys would share one
///   Localizable:
///     "Donate…": donateEllipsis
/// strict: false                       # true: warnings fail lint, any finding fails generate
/// names:
///   strings: Strings                  # Strings.CardForm.title
///   accessibility: A11y               # A11y.BankSelector.searchField
///   theme: Theme                      # Theme.light
/// rules:
///   a11y-missing-hint: error          # error, warning, note or off
///   strings-unused: off
/// baseline: tessera-baseline.json     # findings accepted for now
/// appearances:                        # names of appearances: XML modes and resolver contexts
///   default: light
///   inverted: dark
/// dtcg:                               # DTCG token files
///   resolver: Tokens/app.resolver.json  # default: the *.resolver.json in tokens
///   modifier: theme                   # the modifier whose contexts are the appearances
///   contexts: { size: mobile }        # the context read of each other modifier
///   rem_base: 16                      # points in one rem
///   light: [Tokens/light.tokens.json] # without a resolver: each appearance's files
///   dark: [Tokens/dark.tokens.json]
///   light_high_contrast: [Tokens/light-hc.tokens.json]
///   dark_high_contrast: [Tokens/dark-hc.tokens.json]
/// ```
///
/// Every field is optional; paths are relative to the file's folder.
/// Command-line options win over the file. An unknown key or a bad value is
/// a `config-invalid` diagnostic at its line, never a silent default.
public struct TesseraConfiguration: Sendable, Hashable {
  /// A rule's severity as the configuration sets it.
  public typealias RuleSetting = TesseraFoundation.RuleSetting

  /// The names the file may use, searched in this order.
  public static let fileNames = SharedFacts.configurationFileNames

  /// The token catalogs' folder.
  public var tokens: String?
  /// The string catalogs' folder.
  public var strings: String?
  /// The accessibility catalog.
  public var accessibility: String?
  /// The folder `generate` writes into.
  public var output: String?
  /// The asset catalog `generate` writes the colour tokens to, if any.
  public var assetCatalog: String?
  /// The baseline of accepted findings (`tessera lint --write-baseline`).
  public var baseline: String?
  /// `base_locale`: the locale whose keys every other locale must have.
  public var baseLocale: String?
  /// `allow_regional_fallback`: whether keys missing from a regional locale
  /// (`nl-BE`), which falls back to its language, are warnings rather than
  /// errors.
  public var allowRegionalFallback: Bool?
  /// `strict`: warnings fail `lint`, and every finding fails `generate`
  /// (after it writes), as `--strict` does.
  public var strict: Bool?
  /// The generated code's access level, names and accessors (`access`,
  /// `names`, `accessors`, `accessor_names`).
  public var generation = GenerationOptions()
  /// `rules`: the severities set, by rule.
  public var rules: [RuleID: RuleSetting] = [:]
  /// `dtcg.resolver`: the DTCG resolver to read.
  public var dtcgResolver: String?
  /// `dtcg.modifier`: the resolver modifier whose contexts are light and dark.
  public var dtcgModifier: String?
  /// `dtcg.rem_base`: points in one rem.
  public var dtcgRemBase: Double?
  /// `dtcg.light` and `dtcg.dark`: without a resolver, each mode's token files.
  public var dtcgLight: [String] = []
  /// `dtcg.dark`: without a resolver, the dark mode's token files.
  public var dtcgDark: [String] = []
  /// `dtcg.light_high_contrast` and `dtcg.dark_high_contrast`: without a resolver, those appearances' files.
  public var dtcgLightHighContrast: [String] = []
  /// `dtcg.dark_high_contrast`: without a resolver, that appearance's files.
  public var dtcgDarkHighContrast: [String] = []
  /// `dtcg.contexts`: the context to read of each modifier that doesn't hold the appearances.
  public var dtcgContexts: [String: String] = [:]
  /// `appearances`: what a name stands for, as an XML catalog's mode or a resolver's context, by name
  /// (`default: light`); each value is `light`, `dark`, `light-high-contrast` or `dark-high-contrast`.
  public var appearances: [String: String] = [:]

  /// A configuration that sets nothing.
  public init() {}

  /// The first configuration file in `directory`, if there is one.
  public static func find(in directory: URL) -> URL? {
    fileNames.map { directory.appendingPathComponent($0) }.first { FileManager.default.fileExists(atPath: $0.path) }
  }

  /// Reads the configuration at `file`. Problems come back as diagnostics;
  /// the fields that were valid are kept.
  public static func load(_ file: CatalogFile) -> (TesseraConfiguration, [Diagnostic]) {
    load(file, files: .direct)
  }

  /// ``load(_:)``, through `files`.
  package static func load(_ file: CatalogFile, files: FileAccess) -> (TesseraConfiguration, [Diagnostic]) {
    switch CatalogFileReader(maximumFileSize: 1024 * 1024, files: files).read(file.url, displayPath: file.displayPath) {
    case .failure(let diagnostic): (TesseraConfiguration(), [diagnostic])
    case .success(let bytes): parse(bytes, displayPath: file.displayPath)
    }
  }

  /// Parses a configuration held in memory.
  public static func parse(_ bytes: [UInt8], displayPath: String) -> (TesseraConfiguration, [Diagnostic]) {
    var reader = ConfigurationReader(source: SourceText(displayPath: displayPath, bytes: bytes))
    return (reader.read(), reader.diagnostics)
  }
}

/// Reads the YAML tree into a configuration, reporting at each node's line.
private struct ConfigurationReader {
  let source: SourceText
  var diagnostics: [Diagnostic] = []
  var configuration = TesseraConfiguration()

  static let keys = [
    "tokens", "strings", "accessibility", "output", "asset_catalog", "base_locale", "allow_regional_fallback", "access",
    "names", "rules", "baseline", "dtcg", "strict", "accessors", "accessor_names", "appearances",
  ]
  static let dtcgKeys = [
    "resolver", "modifier", "contexts", "rem_base", "light", "dark", "light_high_contrast", "dark_high_contrast",
  ]
  static let nameKeys = ["strings", "accessibility", "theme"]

  init(source: SourceText) { self.source = source }

  mutating func read() -> TesseraConfiguration {
    guard let text = String(validating: source.bytes, as: UTF8.self) else {
      error("The configuration is not UTF-8 text; save it as UTF-8.", at: nil)
      return configuration
    }
    let root: Node?
    do {
      root = try Yams.compose(yaml: text)
    } catch {
      report(error)
      return configuration
    }
    guard let root else { return configuration }  // An empty file sets nothing.
    guard let mapping = root.mapping else {
      self.error("The configuration must be a mapping of keys, such as 'strings: Strings'.", at: root.mark)
      return configuration
    }
    for (keyNode, value) in mapping {
      guard let key = keyNode.scalar?.string else {
        error("A configuration key must be a plain name.", at: keyNode.mark)
        continue
      }
      switch key {
      case "tokens": configuration.tokens = path(value, key)
      case "strings": configuration.strings = path(value, key)
      case "accessibility": configuration.accessibility = path(value, key)
      case "output": configuration.output = path(value, key)
      case "asset_catalog": configuration.assetCatalog = path(value, key)
      case "baseline": configuration.baseline = path(value, key)
      case "base_locale":
        if let locale = string(value, key) {
          if locale.isEmpty || locale.contains(where: { !($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) {
            error("'\(locale)' is not a locale identifier; write one such as en or pt-BR.", at: value.mark)
          } else {
            configuration.baseLocale = locale
          }
        }
      case "allow_regional_fallback": configuration.allowRegionalFallback = bool(value, key)
      case "strict": configuration.strict = bool(value, key)
      case "accessors":
        if let text = string(value, key) {
          if let accessors = GenerationOptions.Accessors(rawValue: text) {
            configuration.generation.accessors = accessors
          } else {
            error(
              "accessors is '\(text)'; write manual (keys Xcode doesn't extract from code, and every .strings key) "
                + "or all.", at: value.mark)
          }
        }
      case "access":
        if let text = string(value, key) {
          if let level = GenerationOptions.AccessLevel(rawValue: text) {
            configuration.generation.access = level
          } else {
            error("access is '\(text)'; write public or internal.", at: value.mark)
          }
        }
      case "names": readNames(value)
      case "accessor_names": readAccessorNames(value)
      case "rules": readRules(value)
      case "dtcg": readDTCG(value)
      case "appearances": readAppearances(value)
      default:
        let hint = Suggestion.closest(to: key, in: Self.keys).map { " (did you mean '\($0)'?)" } ?? ""
        error(
          "'\(key)' is not a configuration key\(hint); the keys are \(Self.keys.joined(separator: ", ")).",
          at: keyNode.mark)
      }
    }
    return configuration
  }

  private mutating func readNames(_ node: Node) {
    guard let mapping = node.mapping else {
      error("names must be a mapping, such as 'strings: L10n'.", at: node.mark)
      return
    }
    var taken: [String: String] = [:]
    for (keyNode, value) in mapping {
      let key = keyNode.scalar?.string ?? ""
      guard Self.nameKeys.contains(key) else {
        let hint = Suggestion.closest(to: key, in: Self.nameKeys).map { " (did you mean '\($0)'?)" } ?? ""
        error(
          "'\(key)' is not a name to set\(hint); names are \(Self.nameKeys.joined(separator: ", ")).",
          at: keyNode.mark)
        continue
      }
      guard let name = string(value, "names.\(key)") else { continue }
      guard Self.isTypeName(name) else {
        error(
          "'\(name)' is not a Swift type name; use letters and digits, starting with an uppercase letter.",
          at: value.mark)
        continue
      }
      guard !GenerationOptions.supportTypeNames.contains(name) else {
        error("'\(name)' is a type the generated code already declares; choose another name.", at: value.mark)
        continue
      }
      if let other = taken[name] {
        error("names.\(key) and names.\(other) are both '\(name)'; give each its own name.", at: value.mark)
        continue
      }
      taken[name] = key
      switch key {
      case "strings": configuration.generation.stringsNamespace = name
      case "accessibility": configuration.generation.accessibilityNamespace = name
      default: configuration.generation.themeName = name
      }
    }
  }

  /// `accessor_names`: a mapping of tables to mappings of keys to member names.
  private mutating func readAccessorNames(_ node: Node) {
    guard let tables = node.mapping else {
      error(
        "accessor_names must be a mapping of tables to keys and names, such as 'Localizable: {\"Donate…\": "
          + "donateEllipsis}'.", at: node.mark)
      return
    }
    for (tableNode, keys) in tables {
      guard let table = tableNode.scalar?.string, !table.isEmpty else {
        error("A table in accessor_names must be a name, such as Localizable.", at: tableNode.mark)
        continue
      }
      guard let mapping = keys.mapping else {
        error("accessor_names.\(table) must be a mapping of keys to accessor names.", at: keys.mark)
        continue
      }
      for (keyNode, value) in mapping {
        guard let key = keyNode.scalar?.string else {
          error("A key in accessor_names.\(table) must be a string.", at: keyNode.mark)
          continue
        }
        guard let name = string(value, "accessor_names.\(table).\(key)") else { continue }
        guard Self.isMemberName(name) else {
          error(
            "'\(name)' is not a Swift member name; use letters, digits and _, starting with a lowercase letter, "
              + "such as donateEllipsis.", at: value.mark)
          continue
        }
        configuration.generation.accessorNames[table, default: [:]][key] = name
      }
    }
  }

  private static func isMemberName(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, ("a"..."z").contains(first) || first == "_" else { return false }
    return name.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_"
    }
  }

  private mutating func readDTCG(_ node: Node) {
    guard let mapping = node.mapping else {
      error("dtcg must be a mapping, such as 'modifier: theme'.", at: node.mark)
      return
    }
    for (keyNode, value) in mapping {
      let key = keyNode.scalar?.string ?? ""
      switch key {
      case "resolver": configuration.dtcgResolver = path(value, "dtcg.resolver")
      case "modifier":
        if let name = string(value, "dtcg.modifier") {
          if name.isEmpty {
            error("dtcg.modifier is empty; name the resolver's modifier, such as theme.", at: value.mark)
          } else {
            configuration.dtcgModifier = name
          }
        }
      case "rem_base":
        if let text = string(value, "dtcg.rem_base") {
          if let base = TokenValueParser.decimal(text), base > 0, base <= 1000 {
            configuration.dtcgRemBase = base
          } else {
            error("dtcg.rem_base is '\(text)'; write the points in one rem, a number such as 16.", at: value.mark)
          }
        }
      case "light", "dark", "light_high_contrast", "dark_high_contrast":
        let nodes = value.sequence.map(Array.init) ?? [value]
        let paths = nodes.compactMap { path($0, "dtcg.\(key)") }
        switch key {
        case "light": configuration.dtcgLight = paths
        case "dark": configuration.dtcgDark = paths
        case "light_high_contrast": configuration.dtcgLightHighContrast = paths
        default: configuration.dtcgDarkHighContrast = paths
        }
      case "contexts":
        guard let mapping = value.mapping else {
          error(
            "dtcg.contexts must be a mapping of modifier names to contexts, such as 'size: mobile'.", at: value.mark)
          continue
        }
        for (modifierNode, contextNode) in mapping {
          let modifier = modifierNode.scalar?.string ?? ""
          guard !modifier.isEmpty, let context = string(contextNode, "dtcg.contexts.\(modifier)"), !context.isEmpty
          else {
            error(
              "dtcg.contexts maps a modifier's name to one of its contexts, such as 'size: mobile'.",
              at: contextNode.mark)
            continue
          }
          configuration.dtcgContexts[modifier] = context
        }
      default:
        let hint = Suggestion.closest(to: key, in: Self.dtcgKeys).map { " (did you mean '\($0)'?)" } ?? ""
        error(
          "'\(key)' is not a dtcg key\(hint); the keys are \(Self.dtcgKeys.joined(separator: ", ")).", at: keyNode.mark)
      }
    }
  }

  /// `appearances:`, a mapping of names (an XML catalog's mode, a resolver's context) to appearances.
  private mutating func readAppearances(_ node: Node) {
    let names = ThemeMode.allCases.map(\.catalogName)
    guard let mapping = node.mapping else {
      error(
        "appearances must be a mapping of names to appearances, such as 'default: light' and 'inverted: dark'.",
        at: node.mark)
      return
    }
    for (keyNode, value) in mapping {
      let name = keyNode.scalar?.string ?? ""
      guard !name.isEmpty else {
        error("An appearances key is a name a catalog uses for an appearance, such as 'default'.", at: keyNode.mark)
        continue
      }
      guard let text = string(value, "appearances.\(name)") else { continue }
      guard names.contains(text) else {
        let hint = Suggestion.closest(to: text, in: names).map { " (did you mean '\($0)'?)" } ?? ""
        error(
          "'\(text)' is not an appearance\(hint); write \(names.joined(separator: ", ")).", at: value.mark)
        continue
      }
      configuration.appearances[name] = text
    }
  }

  private mutating func readRules(_ node: Node) {
    guard let mapping = node.mapping else {
      error("rules must be a mapping of rule ids to error, warning, note or off.", at: node.mark)
      return
    }
    for (keyNode, value) in mapping {
      let id = keyNode.scalar?.string ?? ""
      guard let rule = RuleID(rawValue: id).map(RuleCatalog.description(of:)) else {
        let hint = RuleCatalog.closest(to: id).map { " (did you mean '\($0)'?)" } ?? ""
        error("'\(id)' is not a rule id\(hint); `tessera rules` lists them.", at: keyNode.mark)
        continue
      }
      guard let text = string(value, id) else { continue }
      guard let setting = TesseraConfiguration.RuleSetting(rawValue: text) else {
        error("'\(text)' is not a severity; write error, warning, note or off.", at: value.mark)
        continue
      }
      if !rule.isAdjustable, setting != .error, rule.severity == .error {
        error(
          "\(id) can't be \(setting == .off ? "turned off" : "lowered to \(setting.rawValue)"): the generated code "
            + "depends on it, so its errors must stop generation. Only the rules `tessera rules` marks adjustable can.",
          at: value.mark)
        continue
      }
      configuration.rules[rule.id] = setting
    }
  }

  private static func isTypeName(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, ("A"..."Z").contains(first) else { return false }
    return name.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_"
    }
  }

  private mutating func string(_ node: Node, _ key: String) -> String? {
    guard let scalar = node.scalar else {
      error("\(key) must be a single value, not a list or a mapping.", at: node.mark)
      return nil
    }
    return scalar.string
  }

  private mutating func path(_ node: Node, _ key: String) -> String? {
    guard let text = string(node, key) else { return nil }
    guard !text.isEmpty else {
      error("\(key) is empty; name a path, or remove the key to take the default.", at: node.mark)
      return nil
    }
    return text
  }

  private mutating func bool(_ node: Node, _ key: String) -> Bool? {
    guard let text = string(node, key) else { return nil }
    switch text.lowercased() {
    case "true", "yes", "on": return true
    case "false", "no", "off": return false
    default:
      error("\(key) is '\(text)'; write true or false.", at: node.mark)
      return nil
    }
  }

  /// A Yams error at its line.
  private mutating func report(_ failure: any Error) {
    var mark: Mark?
    var problem = "\(failure)"
    if let yaml = failure as? YamlError {
      switch yaml {
      case .scanner(_, let text, let at, _), .parser(_, let text, let at, _), .composer(_, let text, let at, _):
        mark = at
        problem = text
      case .duplicatedKeysInMapping(let duplicates, let context):
        mark = context.mark
        problem = "the key \(duplicates.joined(separator: ", ")) appears twice"
      default:
        break
      }
    }
    let firstLine = problem.split(separator: "\n").first.map(String.init) ?? problem
    error("The configuration is not valid YAML: \(firstLine); fix the YAML there.", at: mark)
  }

  /// A libyaml mark (1-based line, column in Unicode scalars) as a location
  /// whose column counts UTF-8 bytes.
  private func location(_ mark: Mark?) -> SourceLocation {
    guard let mark, let start = source.offset(ofLine: mark.line) else { return .start(of: source.displayPath) }
    var offset = start
    var scalars = 1
    let bytes = source.bytes
    while scalars < mark.column, offset < bytes.count, bytes[offset] != UInt8(ascii: "\n") {
      offset += 1
      while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
      scalars += 1
    }
    return source.location(ofOffset: offset)
  }

  private mutating func error(_ message: String, at mark: Mark?) {
    diagnostics.append(.error(.configInvalid, message, at: location(mark)))
  }
}
