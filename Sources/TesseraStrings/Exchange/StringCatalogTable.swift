import Foundation
import TesseraFoundation

/// A String Catalog (`.xcstrings`) as a translation table, with the units,
/// ids and text Xcode's localization export gives one:
///
/// - a key's `stringUnit`: id the key;
/// - a plural variation: `KEY|==|plural.one`;
/// - a device variation: `KEY|==|device.iphone`, and a plural inside it
///   `KEY|==|device.iphone.plural.one`;
/// - a plural inside a substitution: `KEY|==|substitutions.NAME.plural.one`
///   (a name holding a `.` written `@NAME@`), the key's own unit holding
///   the text that uses it.
///
/// The units follow the target locale's localization when it has one, else
/// the source language's: keys in the catalog's (Xcode's) order, each key's
/// units by id. A plural lists the categories the target language uses by
/// CLDR and those the target already has. The source text is the source
/// language's (a form it lacks takes its `other`, a device its `other`, a
/// variation its plain text), or the key itself when the source language
/// has no localization; a substitution's form the source lacks takes its
/// id, as Xcode's does. As in Xcode's export, a substitution reference
/// `%#@NAME@` is written with its argument, `%1$#@NAME@`, and `%arg` in a
/// substitution's form as that argument, `%1$lld`. The state is the
/// target's: `translated`, `needs_review` as `needs-review-l10n`, `new` or
/// no localization as `new`. Every unit's note is the key's `comment`
/// (`<note/>` without one). Keys marked `shouldTranslate: false` and
/// `stringSet`s (App Shortcuts phrases) are left out.
///
/// Write-back reads the catalog again, sets each translated string unit in
/// the target locale's localization (made from the source's, its string
/// units `new`, when the locale has none; a substitution a translation uses
/// copied from the source's the same way) with the state `translated` or,
/// for a unit the translator marked for review, `needs_review`, and writes
/// the whole file with `JSONWriter`, as Xcode does. A text whose export
/// form equals the unit's current one keeps its current spelling, so a
/// file no translation changes is left alone.
package struct StringCatalogTable: LocalizationTable {
  /// Where a unit's string unit is: its key, and the steps from the
  /// key's localization to the object holding the `stringUnit`, as the id
  /// names them (`plural`, `one`), (`device`, `iphone`), (`substitutions`,
  /// `NAME`).
  package struct Place: Sendable, Hashable {
    package var key: String
    package var path: [String]

    /// The substitution the unit is a form of, if it is one.
    package var substitution: String? { path.count > 1 && path[0] == "substitutions" ? path[1] : nil }
    /// Whether the unit is a plural form (of a variation or a substitution).
    package var isPluralForm: Bool { path.count > 1 && path[path.count - 2] == "plural" }
  }

  /// A substitution of a localization: the argument it stands for.
  package struct Substitution: Sendable, Hashable {
    package var argNum: Int
    package var formatSpecifier: String
  }

  /// A string unit read from a localization.
  package struct Leaf {
    package var path: [String]
    package var text: String
    package var state: String?
    package var offset: Int
  }

  /// What separates a key from its variation in an id.
  package static let separator = "|==|"

  package let original: String
  package let units: [TranslationUnit]
  private let byID: [String: TranslationUnit]
  private let places: [String: Place]
  private let file: CatalogFile
  private let sourceLanguage: String
  private let locale: LocaleIdentifier
  private let maximumFileSize: Int

  /// - Parameters:
  ///   - file: the catalog.
  ///   - sourceLanguage: the base locale, which the catalog's source language is.
  ///   - entries: the catalog's entries in the source language, read by ``XCStringsReader``, for their arguments.
  ///   - categories: the plural categories the target language uses, by CLDR.
  package init(
    file: CatalogFile, sourceLanguage: String, locale: LocaleIdentifier, entries: [String: LocalizedEntry],
    categories: Set<PluralCategory>?, maximumFileSize: Int
  ) {
    original = file.displayPath
    self.file = file
    self.sourceLanguage = sourceLanguage
    self.locale = locale
    self.maximumFileSize = maximumFileSize
    var units: [TranslationUnit] = []
    var byID: [String: TranslationUnit] = [:]
    var places: [String: Place] = [:]
    // A catalog that can't be read has been reported by the loader, which keeps it from export and import.
    if case .success(let bytes)? = file.read(maximumFileSize: maximumFileSize),
      case .success(let root) = JSONReader(maximumDepth: XCStringsReader().maximumDepth).read(bytes),
      let strings = root["strings"]?.members
    {
      let text = SourceText(displayPath: file.displayPath, bytes: bytes)
      let context = Context(
        source: text, sourceLanguage: LocaleIdentifier(sourceLanguage), locale: locale, categories: categories)
      for member in strings.sorted(by: { XcodeKeyOrder.precedes($0.key, $1.key) }) {
        for (unit, place, listed) in context.units(of: member, entry: entries[member.key]) {
          byID[unit.id] = unit
          places[unit.id] = place
          if listed { units.append(unit) }
        }
      }
    }
    self.units = units
    self.byID = byID
    self.places = places
  }

  package func unit(withID id: String) -> TranslationUnit? { byID[id] }

  package func writing(_ translations: [String: String]) -> ([CatalogFileChange], [Diagnostic]) {
    writing(translations, needingReview: [])
  }

  package func writing(
    _ translations: [String: String], needingReview: Set<String>
  ) -> ([CatalogFileChange], [Diagnostic]) {
    guard !translations.isEmpty else { return ([], []) }
    let bytes: [UInt8]
    switch file.read(maximumFileSize: maximumFileSize) {
    case nil:
      return (
        [],
        [
          .error(
            .xliffInvalid,
            "\(file.displayPath) is gone, so its translations can't be written; restore the String Catalog and "
              + "import again.", at: .start(of: file.displayPath))
        ]
      )
    case .failure(let diagnostic)?:
      return ([], [diagnostic])
    case .success(let read)?:
      bytes = read
    }
    let reader = XCStringsReader(baseLocale: sourceLanguage)
    let checked = reader.read(bytes, displayPath: file.displayPath, table: "")
    let errors = checked.diagnostics.filter { $0.severity == .error }
    guard errors.isEmpty, checked.isComplete,
      case .success(var root) = JSONReader(maximumDepth: reader.maximumDepth).read(bytes)
    else { return ([], errors) }

    var byKey: [String: [(path: [String], text: String, review: Bool)]] = [:]
    for (id, text) in translations {
      guard let place = places[id] else { continue }
      byKey[place.key, default: []].append((place.path, text, needingReview.contains(id)))
    }
    var changed = false
    root.updateMember("strings") { strings in
      strings.updateMembers { members in
        var index: [String: Int] = [:]
        for (offset, member) in members.enumerated() where index[member.key] == nil { index[member.key] = offset }
        for key in byKey.keys.sorted() {
          guard let offset = index[key], let items = byKey[key] else { continue }
          let sorted = items.sorted { $0.path.lexicographicallyPrecedes($1.path) }
          if write(sorted, into: &members[offset].value) { changed = true }
        }
      }
    }
    guard changed else { return ([], []) }
    let written = Array(JSONWriter().write(root).utf8)
    return (written == bytes ? [] : [CatalogFileChange(file, bytes: written, isNew: false)], [])
  }

  /// Writes `items` into the target locale's localization of one key;
  /// whether anything changed.
  private func write(_ items: [(path: [String], text: String, review: Bool)], into key: inout JSONValue) -> Bool {
    var changed = false
    key.updateMember("localizations") { localizations in
      let members = localizations.members ?? []
      let source = members.first { LocaleIdentifier($0.key) == LocaleIdentifier(sourceLanguage) }?.value
      let existing = members.first { LocaleIdentifier($0.key) == locale }?.key
      let sourceSubstitutions = Self.substitutions(of: source)
      localizations.updateMember(existing ?? locale.rawValue) { target in
        if existing == nil {
          // A new localization starts as the source's, unfinished: what a translation leaves out stays new.
          if let source { target = Self.unfinished(source) }
          changed = true
        }
        for item in items {
          // A substitution the translation needs, which the locale lacks, comes from the source, unfinished.
          let needed =
            item.path.count > 1 && item.path[0] == "substitutions"
            ? [item.path[1]] : Self.references(in: item.text, among: sourceSubstitutions.keys)
          for name in needed where target["substitutions"]?[name] == nil {
            guard let copy = source?["substitutions"]?[name] else { continue }
            target.updateMember("substitutions") { $0.updateMember(name) { $0 = Self.unfinished(copy) } }
            changed = true
          }
          let substitutions = Self.substitutions(of: target).merging(sourceSubstitutions) { ours, _ in ours }
          if Self.set(item.text, review: item.review, at: item.path, in: &target, substitutions: substitutions) {
            changed = true
          }
        }
      }
    }
    return changed
  }

  /// Sets the string unit at `path` of `localization` to `text` (in
  /// XLIFF form); whether anything changed.
  private static func set(
    _ text: String, review: Bool, at path: [String], in localization: inout JSONValue,
    substitutions: [String: Substitution]
  ) -> Bool {
    var steps: [String] = []
    var index = 0
    while index + 1 < path.count {
      steps +=
        path[index] == "substitutions" ? [path[index], path[index + 1]] : ["variations", path[index], path[index + 1]]
      index += 2
    }
    let state: TranslationState = review ? .needsReviewL10n : .translated
    var changed = false
    localization.updatePath(steps[...]) { holder in
      holder.updateMember("stringUnit") { unit in
        let current = unit["value"]?.string
        let value: String
        if let current, exported(current, at: path, substitutions: substitutions) == text {
          guard translationState(unit["state"]?.string) != state else { return }
          value = current
        } else {
          value = imported(text, at: path, substitutions: substitutions)
        }
        unit.setMember("state", to: .string(review ? "needs_review" : "translated"))
        unit.setMember("value", to: .string(value))
        changed = true
      }
    }
    return changed
  }

  /// The state a string unit's `state` exports as: `needs_review` as
  /// `needs-review-l10n`, `new` as `new`, and any other (`translated`,
  /// `stale`, none) as translated, as the reader takes them.
  package static func translationState(_ state: String?) -> TranslationState {
    switch state {
    case "needs_review": .needsReviewL10n
    case "new": .new
    default: .translated
    }
  }

  /// `text` of the string unit at `path` as Xcode's export writes it: a
  /// substitution's `%arg` as its argument (`%2$lld`), and elsewhere each
  /// `%#@NAME@` with its argument (`%2$#@NAME@`).
  package static func exported(_ text: String, at path: [String], substitutions: [String: Substitution]) -> String {
    if path.count > 1, path[0] == "substitutions" {
      guard let substitution = substitutions[path[1]] else { return text }
      return text.replacingOccurrences(
        of: "%arg", with: "%\(substitution.argNum)$\(substitution.formatSpecifier)")
    }
    var result = text
    for (name, substitution) in substitutions.sorted(by: { $0.key < $1.key }) {
      result = result.replacingOccurrences(of: "%#@\(name)@", with: "%\(substitution.argNum)$#@\(name)@")
    }
    return result
  }

  /// The catalog's spelling of an XLIFF text: the reverse of ``exported(_:at:substitutions:)``.
  package static func imported(_ text: String, at path: [String], substitutions: [String: Substitution]) -> String {
    if path.count > 1, path[0] == "substitutions" {
      guard let substitution = substitutions[path[1]] else { return text }
      return text.replacingOccurrences(
        of: "%\(substitution.argNum)$\(substitution.formatSpecifier)", with: "%arg")
    }
    var result = text
    for (name, substitution) in substitutions.sorted(by: { $0.key < $1.key }) {
      result = result.replacingOccurrences(of: "%\(substitution.argNum)$#@\(name)@", with: "%#@\(name)@")
    }
    return result
  }

  /// The substitutions `text` refers to (`%#@NAME@` or `%2$#@NAME@`), among `names`.
  package static func references(in text: String, among names: some Sequence<String>) -> [String] {
    names.filter { text.contains("#@\($0)@") }.sorted()
  }

  /// The substitutions of a localization, by name. One without an `argNum`
  /// reads the argument its place in the localization's text gives it.
  package static func substitutions(of localization: JSONValue?) -> [String: Substitution] {
    let members = localization?["substitutions"]?.members ?? []
    let names = Set(members.map(\.key))
    let places = FormatStringParser.parse(localization?["stringUnit"]?["value"]?.string ?? "") {
      names.contains($0) ? .int : nil
    }.placeholders
    var result: [String: Substitution] = [:]
    for member in members {
      guard let specifier = member.value["formatSpecifier"]?.string else { continue }
      var argNum = places.first { $0.role == .variable && $0.variable == member.key }?.position ?? 1
      if let number = member.value["argNum"]?.number, let exact = Int(exactly: number), exact >= 1 { argNum = exact }
      result[member.key] = Substitution(argNum: argNum, formatSpecifier: specifier)
    }
    return result
  }

  /// `value` with every string unit in it `new`: a localization a translation starts from.
  package static func unfinished(_ value: JSONValue) -> JSONValue {
    guard var members = value.members else { return value }
    for index in members.indices {
      if members[index].key == "stringUnit" {
        members[index].value.setMember("state", to: .string("new"))
      } else {
        members[index].value = unfinished(members[index].value)
      }
    }
    return JSONValue(kind: .object(members), offset: value.offset)
  }

  /// The string units of a localization, with their paths.
  package static func leaves(of localization: JSONValue) -> [Leaf] {
    var result: [Leaf] = []
    func unit(_ holder: JSONValue, _ path: [String]) {
      guard let unit = holder["stringUnit"], let value = unit["value"], let text = value.string else { return }
      result.append(Leaf(path: path, text: text, state: unit["state"]?.string, offset: value.offset))
    }
    func plural(_ variations: JSONValue?, _ prefix: [String]) -> Bool {
      guard let forms = variations?["plural"]?.members else { return false }
      for form in forms { unit(form.value, prefix + ["plural", form.key]) }
      return true
    }
    if let variations = localization["variations"] {
      if !plural(variations, []) {
        for device in variations["device"]?.members ?? []
        where !plural(device.value["variations"], ["device", device.key]) {
          unit(device.value, ["device", device.key])
        }
      }
    } else {
      unit(localization, [])
    }
    for substitution in localization["substitutions"]?.members ?? [] {
      _ = plural(substitution.value["variations"], ["substitutions", substitution.key])
    }
    return result
  }

  /// The id of the unit at `path` of `key`.
  package static func id(key: String, path: [String]) -> String {
    guard !path.isEmpty else { return key }
    var steps = path
    if steps.count > 1, steps[0] == "substitutions", steps[1].contains(".") { steps[1] = "@\(steps[1])@" }
    return key + separator + steps.joined(separator: ".")
  }
}

extension StringCatalogTable {
  /// What listing a catalog's units needs.
  fileprivate struct Context {
    let source: SourceText
    let sourceLanguage: LocaleIdentifier
    let locale: LocaleIdentifier
    let categories: Set<PluralCategory>?

    /// The units of one key: each with its place and whether the export lists it.
    func units(of member: JSONValue.Member, entry: LocalizedEntry?) -> [(TranslationUnit, Place, Bool)] {
      guard let fields = member.value.members, fields["shouldTranslate"]?.bool != false else { return [] }
      let key = member.key
      let keyLocation = source.location(ofOffset: member.keyOffset)
      let localizations = fields["localizations"]?.members ?? []
      let sourceLocalization = localizations.first { LocaleIdentifier($0.key) == sourceLanguage }?.value
      let targetLocalization = localizations.first { LocaleIdentifier($0.key) == locale }?.value
      let isStringSet = [sourceLocalization, targetLocalization].contains {
        $0?["stringSet"] != nil && $0?["stringUnit"] == nil && $0?["variations"] == nil
      }
      guard !isStringSet else { return [] }
      let sourceLeaves = sourceLocalization.map(StringCatalogTable.leaves) ?? []
      let targetLeaves = targetLocalization.map(StringCatalogTable.leaves) ?? []
      let sourceSubstitutions = StringCatalogTable.substitutions(of: sourceLocalization)
      let targetSubstitutions = StringCatalogTable.substitutions(of: targetLocalization)
        .merging(sourceSubstitutions) { ours, _ in ours }
      let shape =
        !targetLeaves.isEmpty
        ? targetLeaves
        : sourceLeaves.isEmpty ? [Leaf(path: [], text: key, state: nil, offset: member.keyOffset)] : sourceLeaves

      // Each plural lists the target language's categories and those it has.
      var paths: [(path: [String], listed: Bool)] = []
      var seen: Set<[String]> = []
      for leaf in shape where !seen.contains(leaf.path) {
        guard leaf.path.count > 1, leaf.path[leaf.path.count - 2] == "plural" else {
          seen.insert(leaf.path)
          paths.append((leaf.path, true))
          continue
        }
        let prefix = Array(leaf.path.dropLast())
        let own = Set(shape.filter { Array($0.path.dropLast()) == prefix }.compactMap { $0.path.last })
          .compactMap(PluralCategory.init(rawValue:))
        let listed = (categories ?? Set(own)).union(own)
        for category in PluralCategory.allCases {
          let path = prefix + [category.rawValue]
          seen.insert(path)
          paths.append((path, listed.contains(category)))
        }
      }
      paths.sort {
        StringCatalogTable.id(key: "", path: $0.path).utf8.lexicographicallyPrecedes(
          StringCatalogTable.id(key: "", path: $1.path).utf8)
      }

      let sourceByPath = Dictionary(sourceLeaves.map { ($0.path, $0) }) { first, _ in first }
      let targetByPath = Dictionary(targetLeaves.map { ($0.path, $0) }) { first, _ in first }
      let variables = targetSubstitutions.compactMapValues {
        FormatStringParser.valueType(ofSpecifier: $0.formatSpecifier)
      }
      return paths.map { path, listed in
        let id = StringCatalogTable.id(key: key, path: path)
        let sourceText: String
        let sourceLocation: SourceLocation
        if let leaf = Self.candidates(for: path).lazy.compactMap({ sourceByPath[$0] }).first {
          sourceText = StringCatalogTable.exported(leaf.text, at: leaf.path, substitutions: sourceSubstitutions)
          sourceLocation = source.location(ofOffset: leaf.offset)
        } else {
          // No source localization: the key is its own text; a substitution the source lacks: its id, as Xcode's.
          sourceText = sourceLocalization == nil ? key : path.first == "substitutions" ? id : key
          sourceLocation = keyLocation
        }
        let target = targetByPath[path]
        let entryTypes = entry?.arguments.typesByPosition ?? FormatStringParser.parse(sourceText).typesByPosition
        let place = Place(key: key, path: path)
        let placeholders: PlaceholderAgreement
        if let name = place.substitution {
          placeholders = .pluralForm(firstPosition: targetSubstitutions[name]?.argNum ?? 1, entryTypes: entryTypes)
        } else if place.isPluralForm {
          placeholders = .pluralForm(firstPosition: 1, entryTypes: entryTypes)
        } else {
          placeholders = variables.isEmpty ? .sameAsSource : .formatKey(variables: variables)
        }
        let unit = TranslationUnit(
          id: id, source: sourceText,
          target: target.map {
            StringCatalogTable.exported($0.text, at: path, substitutions: targetSubstitutions)
          } ?? sourceText,
          state: target.map { StringCatalogTable.translationState($0.state) } ?? .new,
          note: fields["comment"]?.string, placeholders: placeholders, sourceLocation: sourceLocation)
        return (unit, place, listed)
      }
    }

    /// The source paths whose text a unit at `path` takes, best first: its
    /// own; a plural form's `other`; a device's `other`, or no device; the
    /// text without the plural; and the plain or `other` text of the key.
    static func candidates(for path: [String]) -> [[String]] {
      var devices = [path]
      if path.count > 1, path[0] == "device" {
        devices.append(["device", "other"] + path.dropFirst(2))
        devices.append(Array(path.dropFirst(2)))
      }
      var result: [[String]] = []
      for candidate in devices {
        result.append(candidate)
        if candidate.count > 1, candidate[candidate.count - 2] == "plural" {
          result.append(candidate.dropLast() + ["other"])
          if candidate.first != "substitutions" { result.append(Array(candidate.dropLast(2))) }
        }
      }
      if path.first != "substitutions" {
        result += [[], ["plural", "other"], ["device", "other"], ["device", "other", "plural", "other"]]
      }
      return result
    }
  }
}

extension JSONValue {
  /// Changes member `key` of this object, adding it (an empty object) when
  /// missing; a value that is not an object becomes one.
  fileprivate mutating func updateMember(_ key: String, _ body: (inout JSONValue) -> Void) {
    updateMembers { members in
      let index: Int
      if let found = members.firstIndex(where: { $0.key == key }) {
        index = found
      } else {
        members.append(Member(key: key, keyOffset: 0, value: .object([])))
        index = members.count - 1
      }
      body(&members[index].value)
    }
  }

  /// Changes the object at `steps` below this one, making objects as needed.
  fileprivate mutating func updatePath(_ steps: ArraySlice<String>, _ body: (inout JSONValue) -> Void) {
    guard let first = steps.first else { return body(&self) }
    updateMember(first) { $0.updatePath(steps.dropFirst(), body) }
  }

  /// Sets member `key` of this object to `value`.
  fileprivate mutating func setMember(_ key: String, to value: JSONValue) {
    updateMember(key) { $0 = value }
  }

  /// Changes the members of this object in place (without copying them).
  fileprivate mutating func updateMembers(_ body: (inout [Member]) -> Void) {
    var members = self.members ?? []
    kind = .null
    body(&members)
    kind = .object(members)
  }
}
