import TesseraFoundation

/// Writes new values into an existing `.strings` file, changing nothing
/// else.
///
/// A value that changes is replaced where it stands, in the last statement
/// that defines its key (the one Foundation reads); its key, its comment,
/// the white space around it and every other statement keep their bytes.
/// A `"key";` statement becomes `"key" = "value";`. Keys the file lacks are
/// appended at its end, each after an empty line and its comment. The file
/// keeps its encoding (UTF-8, or UTF-16 with its byte-order mark). A value
/// equal to the one the file holds is left as written, so a file whose
/// values all stay comes back byte for byte.
package enum StringsFilePatcher {
  /// The file's bytes with each of `statements` set: replaced where its key
  /// is, appended (with its comment) where the file lacks it. `nil` when
  /// the file can't be read as `.strings` text.
  package static func patch(
    _ bytes: [UInt8], displayPath: String, statements: [StringsFileWriter.Statement]
  ) -> [UInt8]? {
    guard let text = StringsFileText(bytes) else { return nil }
    let parsed = StringsFileParser.parse(bytes, displayPath: displayPath)
    var last: [String: StringsFileEntry] = [:]
    for entry in parsed.entries { last[entry.key] = entry }

    var replacements: [(range: Range<Int>, text: String)] = []
    var additions: [StringsFileWriter.Statement] = []
    for statement in statements {
      guard let entry = last[statement.key] else {
        additions.append(statement)
        continue
      }
      guard entry.value != statement.value, let valueStart = text.offset(of: entry.valueLocation) else { continue }
      let end = text.endOfString(at: valueStart)
      if entry.valueLocation == entry.keyLocation {
        let full = StringsLiteral.statement(key: statement.key, value: statement.value)
        replacements.append((valueStart..<end, String(full.dropLast())))
      } else {
        replacements.append((valueStart..<end, StringsLiteral.quoted(statement.value)))
      }
    }
    guard !replacements.isEmpty || !additions.isEmpty else { return bytes }
    var utf8 = text.utf8
    for replacement in replacements.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
      utf8.replaceSubrange(replacement.range, with: Array(replacement.text.utf8))
    }
    for statement in additions {
      if !utf8.isEmpty {
        if utf8.last != UInt8(ascii: "\n") { utf8.append(UInt8(ascii: "\n")) }
        utf8.append(UInt8(ascii: "\n"))
      }
      utf8 += Array(StringsFileWriter.text(of: statement).utf8)
    }
    return text.encode(utf8)
  }
}
