import Foundation
import TesseraFoundation

/// `strings-unused`: base keys that nothing uses. A key is used when a
/// Swift source under the folder refers to its accessor
/// (`Strings.CardForm.errorsFound`, with or without a call after it), or
/// when an accessibility element names it. A heuristic over the text: a
/// key reached another way (through a type alias, say) is reported too,
/// which is why the rule is a warning.
package enum StringsUsage {
  /// Every `Strings.A.b` chain the Swift files under `directory` spell,
  /// with each of its prefixes.
  package static func references(
    in directory: URL, namespace: String = "Strings", maximumFileSize: Int = XMLLoader.defaultMaximumFileSize,
    files: FileAccess = .direct
  ) -> Set<String> {
    var chains: Set<String> = []
    let reader = CatalogFileReader(maximumFileSize: maximumFileSize, files: files)
    for file in CatalogFile.find(in: directory, extensions: ["swift"], displayBase: directory, files: files)
    where !file.displayPath.hasPrefix(".build") {
      guard case .success(let bytes) = reader.read(file.url, displayPath: file.displayPath) else { continue }
      chains.formUnion(references(in: bytes, namespace: namespace))
    }
    return chains
  }

  /// The `Strings.…` chains in one source text, and their prefixes.
  package static func references(in bytes: [UInt8], namespace: String = "Strings") -> Set<String> {
    var chains: Set<String> = []
    let word = Array(namespace.utf8)
    var index = 0
    while index + word.count < bytes.count {
      guard bytes[index] == word[0], bytes[index..<index + word.count].elementsEqual(word),
        index == 0 || !isIdentifierByte(bytes[index - 1]), bytes[index + word.count] == UInt8(ascii: ".")
      else {
        index += 1
        continue
      }
      var parts = [namespace]
      var cursor = index + word.count
      while cursor < bytes.count, bytes[cursor] == UInt8(ascii: ".") {
        var end = cursor + 1
        // A backquoted member: Strings.Navigation.`default`.
        let quoted = end < bytes.count && bytes[end] == UInt8(ascii: "`")
        if quoted { end += 1 }
        let start = end
        while end < bytes.count, isIdentifierByte(bytes[end]) { end += 1 }
        guard end > start else { break }
        parts.append(String(decoding: bytes[start..<end], as: UTF8.self))
        if quoted, end < bytes.count, bytes[end] == UInt8(ascii: "`") { end += 1 }
        cursor = end
      }
      for length in 2...max(2, parts.count) where length <= parts.count {
        chains.insert(parts.prefix(length).joined(separator: "."))
      }
      index = cursor
    }
    return chains
  }

  private static func isIdentifierByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
  }

  /// A string the accessibility catalog uses, as ``check(_:references:usedByAccessibility:sourcesPath:namespace:accessors:accessorNames:)``
  /// takes it: its table and key.
  package static func usageKey(table: String, key: String) -> String { "\(table)\u{0}\(key)" }

  /// The base keys neither `references` nor the accessibility catalog use
  /// (`usedByAccessibility`, each a ``usageKey(table:key:)``). A key without
  /// an accessor (one Xcode extracted from code, under `accessors: manual`)
  /// is never reported: its code names it by its text, which Xcode found
  /// there.
  package static func check(
    _ strings: StringsCatalog, references: Set<String>, usedByAccessibility usedByCatalog: Set<String>,
    sourcesPath: String, namespace: String = "Strings", accessors: GenerationOptions.Accessors = .manual,
    accessorNames: [String: [String: String]] = [:]
  ) -> [Diagnostic] {
    guard let base = strings.base else { return [] }
    var diagnostics: [Diagnostic] = []
    for tableName in base.tables.keys.sorted() {
      guard let table = base.tables[tableName] else { continue }
      for key in table.sortedKeys {
        guard let entry = table.entries[key], StringsEmitter.hasAccessor(entry, accessors),
          !usedByCatalog.contains(usageKey(table: tableName, key: key))
        else { continue }
        let path = StringsNaming.path(table: tableName, key: key, names: accessorNames)
        guard !references.contains(path.spelled(in: namespace)) else { continue }
        diagnostics.append(
          .warning(
            .stringsUnused,
            "'\(key)' (\(path.spelled(in: namespace))) is used by no source under \(sourcesPath) and no accessibility element; "
              + "remove it from every locale, or use it.",
            at: entry.keyLocation, subject: key))
      }
    }
    return diagnostics
  }
}
