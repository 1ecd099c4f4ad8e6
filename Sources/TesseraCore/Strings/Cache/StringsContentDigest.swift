import TesseraAccessibility
import TesseraColor
import TesseraFoundation
import TesseraStrings
import TesseraTokens

/// The digest of what a string table says, rather than of its files' bytes:
/// the strings stage's record (``StringsStageCache``) keys what follows the
/// checks (the strings' Swift, the accessibility stage, the use of the
/// strings in sources) by it, so an edit to a comment no entry carries, or
/// to white space, replays them.
///
/// It takes every stored field of the model that a later step could read,
/// in a fixed order. A test compares the fields it names
/// (``hashedFields``) with the model's own, so a new field can't be left
/// out unnoticed.
extension StringsCatalog {
  /// The stored fields each model type adds, by type; those marked
  /// derived are computed from the others (an entry's placeholders, read
  /// from its text) and are left out.
  package static let hashedFields: [String: [String]] = [
    "StringsLocale": ["identifier", "directory", "tables"],
    "StringsTable": [
      "name", "files", "entries", "isComplete", "untranslatedKeys", "missingKeyLocations", "sortedKeys",
    ],
    "LocalizedEntry": [
      "table", "key", "content", "keyLocation", "valueLocation", "arguments (derived)", "comment", "deviceForms",
      "progress", "generatesAccessor", "keyArguments (derived)",
    ],
    "PluralVariable": ["name", "valueSpecifier", "valueType", "forms", "location"],
    "PluralForm": ["text", "location"],
    "DeviceForm": ["device", "content", "location"],
  ]

  /// The digest of the table `name` in every locale, and of which locales
  /// there are, each with its folder; with `onlyBase`, in the base locale
  /// alone, for what reads only that.
  package func contentDigest(ofTable name: String, onlyBase: Bool = false) -> Digest128 {
    var hasher = StableHasher()
    hasher.combine(name)
    let locales = onlyBase ? base.map { [$0] } ?? [] : locales
    hasher.combine(locales.count)
    for locale in locales {
      hasher.combine(locale.identifier)
      hasher.combine(locale.directory)
      guard let table = locale.tables[name] else {
        hasher.combine(false)
        continue
      }
      hasher.combine(true)
      hasher.combine(table)
    }
    return hasher.finalize()
  }
}

extension StableHasher {
  fileprivate mutating func combine(_ table: StringsTable) {
    combine(table.name)
    combine(table.files.count)
    for file in table.files { combine(file) }
    combine(table.isComplete)
    combine(table.untranslatedKeys.count)
    for key in table.untranslatedKeys.sorted() { combine(key) }
    combine(table.missingKeyLocations.count)
    for key in table.missingKeyLocations.keys.sorted() {
      combine(key)
      if let location = table.missingKeyLocations[key] { combine(location) }
    }
    // The sorted keys are the entries' keys, in order.
    combine(table.sortedKeys.count)
    for key in table.sortedKeys {
      guard let entry = table.entries[key] else { continue }
      combine(entry)
    }
  }

  fileprivate mutating func combine(_ entry: LocalizedEntry) {
    combine(entry.table)
    combine(entry.key)
    combine(entry.content)
    combine(entry.keyLocation)
    combine(entry.valueLocation)
    combine(entry.comment != nil)
    if let comment = entry.comment { combine(comment) }
    combine(entry.deviceForms.count)
    for form in entry.deviceForms {
      combine(form.device)
      combine(form.content)
      combine(form.location)
    }
    switch entry.progress {
    case .translated: combine(0)
    case .needsReview: combine(1)
    case .stale: combine(2)
    }
    combine(entry.generatesAccessor)
  }

  fileprivate mutating func combine(_ content: LocalizedEntry.Content) {
    switch content {
    case .text(let text):
      combine(0)
      combine(text)
    case .plural(let formatKey, let variables):
      combine(1)
      combine(formatKey)
      combine(variables.count)
      for variable in variables {
        combine(variable.name)
        combine(variable.valueSpecifier)
        combine(variable.valueType.rawValue)
        combine(variable.location)
        combine(variable.forms.count)
        for category in variable.forms.keys.sorted() {
          guard let form = variable.forms[category] else { continue }
          combine(category.rawValue)
          combine(form.text)
          combine(form.location)
        }
      }
    }
  }

  fileprivate mutating func combine(_ location: SourceLocation) {
    combine(location.file)
    combine(location.line)
    combine(location.column)
  }
}
