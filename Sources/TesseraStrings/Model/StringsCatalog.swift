import TesseraFoundation

/// A localized string: one key of one table in one locale, from a `.strings`
/// or a `.stringsdict` file, or from one locale of a String Catalog
/// (`.xcstrings`).
///
/// Its fields live in one shared, copy-on-write box: a catalog's checks and
/// emitters pass each entry around many times, and a copy then costs one
/// reference count rather than one per field.
package struct LocalizedEntry: Sendable, Hashable {
  /// What the entry holds.
  package enum Content: Sendable, Hashable {
    /// A `.strings` value.
    case text(String)
    /// A `.stringsdict` plural entry.
    case plural(formatKey: String, variables: [PluralVariable])
  }

  /// The fields, shared by copies until one of them changes.
  private final class Storage: @unchecked Sendable {
    var fields: Fields

    init(_ fields: Fields) { self.fields = fields }
  }

  private struct Fields: Hashable {
    var table: String
    var key: String
    var content: Content
    var keyLocation: SourceLocation
    var valueLocation: SourceLocation
    var arguments: FormatArguments
    var comment: String?
    var deviceForms: [DeviceForm]
    var progress: Progress
    var generatesAccessor: Bool
    var keyArguments: FormatArguments?
  }

  private var storage: Storage

  package init(
    table: String, key: String, content: Content, keyLocation: SourceLocation, valueLocation: SourceLocation,
    arguments: FormatArguments, comment: String? = nil, deviceForms: [DeviceForm] = [],
    progress: Progress = .translated, generatesAccessor: Bool = true
  ) {
    storage = Storage(
      Fields(
        table: table, key: key, content: content, keyLocation: keyLocation, valueLocation: valueLocation,
        arguments: arguments, comment: comment, deviceForms: deviceForms, progress: progress,
        generatesAccessor: generatesAccessor, keyArguments: nil))
  }

  /// The fields to change, copied first when another entry shares them.
  private var mutableFields: Fields {
    _read { yield storage.fields }
    _modify {
      if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
      yield &storage.fields
    }
  }

  package static func == (lhs: LocalizedEntry, rhs: LocalizedEntry) -> Bool {
    lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
  }

  package func hash(into hasher: inout Hasher) { storage.fields.hash(into: &hasher) }

  package var table: String {
    get { storage.fields.table }
    set { mutableFields.table = newValue }
  }
  package var key: String {
    get { storage.fields.key }
    set { mutableFields.key = newValue }
  }
  package var content: Content {
    get { storage.fields.content }
    set { mutableFields.content = newValue }
  }
  package var keyLocation: SourceLocation {
    get { storage.fields.keyLocation }
    set { mutableFields.keyLocation = newValue }
  }
  package var valueLocation: SourceLocation {
    get { storage.fields.valueLocation }
    set { mutableFields.valueLocation = newValue }
  }
  /// The arguments the whole entry takes, from its value or, for a plural
  /// entry, from its format key and every form.
  package var arguments: FormatArguments {
    get { storage.fields.arguments }
    set { mutableFields.arguments = newValue }
  }
  /// The comment for translators a String Catalog gives the key, which the
  /// accessor's documentation shows.
  package var comment: String? {
    get { storage.fields.comment }
    set { mutableFields.comment = newValue }
  }
  /// The forms a String Catalog gives particular devices (`iphone`, `ipad`
  /// …); ``content`` is the `other` form, for every device without its own.
  package var deviceForms: [DeviceForm] {
    get { storage.fields.deviceForms }
    set { mutableFields.deviceForms = newValue }
  }
  /// How far the translation has come, as a String Catalog records it; an
  /// entry of a `.strings` or `.stringsdict` file is always translated.
  package var progress: Progress {
    get { storage.fields.progress }
    set { mutableFields.progress = newValue }
  }

  /// Whether the key gets a typed accessor by default: every key of a
  /// `.strings` or `.stringsdict` table, and a String Catalog key managed
  /// by hand (`extractionState: manual`, or `generatesSymbol: true`), as
  /// Xcode 26 generates symbols; not a key Xcode extracted from code,
  /// which the code names by its text. Every key is compiled into the
  /// tables whether it has an accessor or not.
  package var generatesAccessor: Bool {
    get { storage.fields.generatesAccessor }
    set { mutableFields.generatesAccessor = newValue }
  }

  /// The arguments a String Catalog key's own text takes, when it has
  /// placeholders (`items.count %lld`): Xcode extracts such a key from a
  /// call that passes them, so they, not the source language's text (which
  /// may leave one out, `"starred"`), are what every locale's text is
  /// given. `nil` for a key without placeholders, or any other table's.
  package var keyArguments: FormatArguments? {
    get { storage.fields.keyArguments }
    set { mutableFields.keyArguments = newValue }
  }

  /// The arguments the entry's callers pass: the key's (``keyArguments``)
  /// when the text takes a part of them at the same positions and types,
  /// else the text's own (``arguments``).
  package var callArguments: FormatArguments {
    guard let key = keyArguments, !key.positionTypes.isEmpty else { return arguments }
    let keyTypes = key.typesByPosition
    guard arguments.positionTypes.allSatisfy({ keyTypes[$0.position] == $0.type }) else { return arguments }
    return key
  }

  /// A String Catalog's state of an entry.
  package enum Progress: Sendable, Hashable {
    case translated
    /// A string unit in the `needs_review` state.
    case needsReview
    /// A string unit in the `stale` state, or a key whose
    /// `extractionState` is `stale`.
    case stale
  }

  /// The text a translator reads: the value, or the plural entry's format key.
  package var displayValue: String {
    switch content {
    case .text(let value): value
    case .plural(let formatKey, _): formatKey
    }
  }

  /// The plural variables of the entry and of its device forms.
  package var variables: [PluralVariable] {
    ([content] + deviceForms.map(\.content)).flatMap { content -> [PluralVariable] in
      if case .plural(_, let variables) = content { return variables }
      return []
    }
  }
}

/// The text a String Catalog gives one device class, such as `ipad`, for a
/// key in one locale.
package struct DeviceForm: Sendable, Hashable {
  /// The device class as the catalog names it: `iphone`, `ipad`, `mac` …
  package var device: String
  package var content: LocalizedEntry.Content
  /// Where the form's text (or its first plural form) stands.
  package var location: SourceLocation
}

/// One table (`Localizable`, `CardForm` …) of one locale.
package struct StringsTable: Sendable {
  package var name: String
  /// The files the table was read from, `.strings` then `.stringsdict`.
  package var files: [String]
  /// The entries by key: the last definition of each, with a `.stringsdict`
  /// entry winning over a `.strings` one.
  package var entries: [String: LocalizedEntry] {
    didSet { sortedKeys = entries.keys.sorted() }
  }
  /// `false` when a file of the table could not be read in full, so a key
  /// absent from it may only be unreadable, not missing.
  package var isComplete: Bool
  /// Keys a String Catalog marks `shouldTranslate: false`: the base text
  /// serves every locale, so no locale is checked for them.
  package var untranslatedKeys: Set<String> = []
  /// Where a key this locale lacks is reported, when the table knows better
  /// than its first file: a String Catalog's key, or its `new` state.
  package var missingKeyLocations: [String: SourceLocation] = [:]

  package init(name: String, files: [String] = [], entries: [String: LocalizedEntry] = [:], isComplete: Bool = true) {
    self.name = name
    self.files = files
    self.entries = entries
    self.isComplete = isComplete
    sortedKeys = entries.keys.sorted()
  }

  /// Whether the table was read from a String Catalog.
  package var isStringCatalog: Bool { files.first?.lowercased().hasSuffix(".xcstrings") ?? false }

  /// The keys in a stable order: sorted once, when the entries are set,
  /// since every check and emitter walks them.
  package private(set) var sortedKeys: [String]

  /// Where a diagnostic about the table as a whole points: its first file.
  package func location() -> SourceLocation {
    .start(of: files.first ?? name)
  }
}

/// One `<locale>.lproj` folder.
package struct StringsLocale: Sendable {
  /// The identifier as the folder names it, such as `nl-BE` or `pt_BR`.
  package var identifier: String
  /// The folder's path, as shown in diagnostics.
  package var directory: String
  package var tables: [String: StringsTable]

  package init(identifier: String, directory: String, tables: [String: StringsTable] = [:]) {
    self.identifier = identifier
    self.directory = directory
    self.tables = tables
  }

  package var locale: LocaleIdentifier { LocaleIdentifier(identifier) }

  /// The entry for `key` in `table`, if this locale defines it.
  package func entry(table: String, key: String) -> LocalizedEntry? {
    tables[table]?.entries[key]
  }
}

/// Every string catalog: the locales under `Strings/`, one of them the base.
package struct StringsCatalog: Sendable {
  /// The locale whose keys every other locale must have.
  package var baseLocale: String
  /// Every locale, sorted by identifier.
  package var locales: [StringsLocale]

  package init(baseLocale: String, locales: [StringsLocale]) {
    self.baseLocale = baseLocale
    self.locales = locales.sorted { $0.identifier < $1.identifier }
  }

  package var base: StringsLocale? {
    locales.first { LocaleIdentifier.same($0.identifier, baseLocale) }
  }

  /// The locales other than the base.
  package var translations: [StringsLocale] {
    locales.filter { !LocaleIdentifier.same($0.identifier, baseLocale) }
  }

  package func locale(_ identifier: LocaleIdentifier) -> StringsLocale? {
    locales.first { LocaleIdentifier.same($0.identifier, identifier.rawValue) }
  }

  /// The locales a lookup in `locale` tries, most specific first: `nl-BE`,
  /// then `nl`, then the base. Only locales the catalog has are listed.
  package func fallbackChain(for locale: LocaleIdentifier) -> [LocaleIdentifier] {
    var chain: [LocaleIdentifier] = []
    for candidate in locale.truncations + [LocaleIdentifier(baseLocale)] {
      guard let found = self.locale(candidate), !chain.contains(candidate) else { continue }
      chain.append(LocaleIdentifier(found.identifier))
    }
    return chain
  }
}

/// A BCP 47-style locale identifier, compared without regard to case or to
/// `_` versus `-`: `pt_BR`, `pt-BR` and `pt-br` are one locale.
package struct LocaleIdentifier: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The identifier with `-` separators, as written otherwise.
  package let rawValue: String
  private let folded: String

  package init(_ identifier: String) {
    // By UTF-8 bytes, not Foundation: a String Catalog makes one per localization.
    rawValue =
      identifier.utf8.contains(UInt8(ascii: "_"))
      ? String(decoding: identifier.utf8.map { $0 == UInt8(ascii: "_") ? UInt8(ascii: "-") : $0 }, as: UTF8.self)
      : identifier
    folded = rawValue.lowercased()
  }

  package var description: String { rawValue }

  /// The subtags, such as `["zh", "Hant", "TW"]`.
  package var subtags: [String] { rawValue.split(separator: "-").map(String.init) }

  /// The language subtag, such as `nl` for `nl-BE`.
  package var language: String { subtags.first ?? rawValue }

  /// Whether the identifier has more than a language: `nl-BE`, `zh-Hant`.
  package var isRegional: Bool { subtags.count > 1 }

  /// This identifier and each shorter prefix: `zh-Hant-TW`, `zh-Hant`, `zh`.
  package var truncations: [LocaleIdentifier] {
    let parts = subtags
    guard !parts.isEmpty else { return [self] }
    return (1...parts.count).reversed().map { LocaleIdentifier(parts.prefix($0).joined(separator: "-")) }
  }

  package static func == (lhs: LocaleIdentifier, rhs: LocaleIdentifier) -> Bool { lhs.folded == rhs.folded }

  /// Whether `lhs` and `rhs` name the same locale, as their identifiers
  /// compare (`==`), without making either: ASCII byte by byte, with `_`
  /// as `-` and letters in either case; anything else through
  /// ``init(_:)``. The base locale is looked up this way for every string a
  /// catalog refers to.
  package static func same(_ lhs: String, _ rhs: String) -> Bool {
    let fast = lhs.utf8.withContiguousStorageIfAvailable { left in
      rhs.utf8.withContiguousStorageIfAvailable { right -> Bool? in
        guard left.count == right.count else {
          // Lengths differ, and so do the identifiers, unless lowercasing non-ASCII text changes a length.
          return left.contains { $0 >= 0x80 } || right.contains { $0 >= 0x80 } ? nil : false
        }
        func folded(_ byte: UInt8) -> UInt8 {
          if byte == UInt8(ascii: "_") { return UInt8(ascii: "-") }
          return (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
        }
        for (a, b) in zip(left, right) {
          if a >= 0x80 || b >= 0x80 { return nil }
          if folded(a) != folded(b) { return false }
        }
        return true
      }
    }
    if let fast, let inner = fast, let result = inner { return result }
    return LocaleIdentifier(lhs) == LocaleIdentifier(rhs)
  }
  package func hash(into hasher: inout Hasher) { hasher.combine(folded) }
  package static func < (lhs: LocaleIdentifier, rhs: LocaleIdentifier) -> Bool { lhs.folded < rhs.folded }
}
