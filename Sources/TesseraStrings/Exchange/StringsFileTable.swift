import TesseraFoundation

/// A `.strings` file as a translation table: a unit for each key of the
/// base locale's file, its id the key, with the comment above the key as
/// its note (Xcode's "No comment provided by engineer." when there is
/// none).
///
/// Write-back goes through ``StringsFilePatcher`` into the target locale's
/// file: a changed value is replaced where it stands, a new key appended
/// with the base's comment, and everything else in the file keeps its
/// bytes. A missing file is created with ``StringsFileWriter``, its keys
/// in the base file's order.
package struct StringsFileTable: LocalizationTable {
  /// The note of a key whose base file has no comment above it: Xcode's.
  package static let noComment = "No comment provided by engineer."

  package let original: String
  package let units: [TranslationUnit]
  private let byID: [String: TranslationUnit]
  private let comments: [String: String]
  private let target: CatalogFile
  private let maximumFileSize: Int

  /// - Parameters:
  ///   - base: the base locale's entries read from this `.strings` file, in any order.
  ///   - baseBytes: the base file's bytes, for its comments.
  ///   - translations: the target locale's values by key.
  package init(
    base: [LocalizedEntry], baseFile: CatalogFile, baseBytes: [UInt8]?, translations: [String: String],
    target: CatalogFile, maximumFileSize: Int
  ) {
    original = baseFile.displayPath
    self.target = target
    self.maximumFileSize = maximumFileSize
    let text = baseBytes.flatMap(StringsFileText.init)
    var comments: [String: String] = [:]
    var units: [TranslationUnit] = []
    for entry in base.sorted(by: { $0.keyLocation < $1.keyLocation }) {
      guard case .text(let value) = entry.content else { continue }
      if let text, let offset = text.offset(of: entry.keyLocation),
        let comment = StringsCommentReader.comment(beforeKeyAt: offset, in: text.utf8)
      {
        comments[entry.key] = comment
      }
      let translated = translations[entry.key]
      units.append(
        TranslationUnit(
          id: entry.key, source: value, target: translated ?? value, state: translated == nil ? .new : .translated,
          note: comments[entry.key] ?? Self.noComment, placeholders: .sameAsSource,
          sourceLocation: entry.valueLocation))
    }
    self.units = units
    self.comments = comments
    byID = Dictionary(units.map { ($0.id, $0) }) { _, last in last }
  }

  package func unit(withID id: String) -> TranslationUnit? { byID[id] }

  package func writing(_ translations: [String: String]) -> ([CatalogFileChange], [Diagnostic]) {
    let statements = units.compactMap { unit in
      translations[unit.id].map { StringsFileWriter.Statement(key: unit.id, value: $0, comment: comments[unit.id]) }
    }
    guard !statements.isEmpty else { return ([], []) }
    switch target.read(maximumFileSize: maximumFileSize) {
    case nil:
      let text = StringsFileWriter.write(statements)
      return ([CatalogFileChange(target, bytes: Array(text.utf8), isNew: true)], [])
    case .failure(let diagnostic)?:
      return ([], [diagnostic])
    case .success(let bytes)?:
      guard let patched = StringsFilePatcher.patch(bytes, displayPath: target.displayPath, statements: statements)
      else {
        return ([], StringsFileParser.parse(bytes, displayPath: target.displayPath).diagnostics)
      }
      return (patched == bytes ? [] : [CatalogFileChange(target, bytes: patched, isNew: false)], [])
    }
  }
}
