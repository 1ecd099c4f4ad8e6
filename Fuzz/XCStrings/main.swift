// The String Catalog reader: any bytes give a table and diagnostics, never a
// crash, and every position it reports (diagnostics, entries, plural forms,
// device forms) is a line and column inside the input. A catalog read without
// an error is also split into `.lproj` tables as `tessera convert` does, and
// each `.strings` file written reads back as the keys and values written.
import TesseraCore
import TesseraFoundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXCStrings(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  let path = "Strings/Fuzz.xcstrings"
  let table = XCStringsReader().read(bytes, displayPath: path, table: "Fuzz")
  let lines = bytes.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
  func check(_ location: SourceLocation) {
    precondition(location.file == path, "\(location.file)")
    precondition(location.line >= 1 && location.line <= lines, "line \(location.line) of \(lines)")
    precondition(location.column >= 1 && location.column <= bytes.count + 1, "column \(location.column)")
  }
  for diagnostic in table.diagnostics {
    check(diagnostic.location)
    for note in diagnostic.notes { check(note.location) }
  }
  if table.diagnostics.contains(where: { $0.rule == .xcstringsSyntax }) {
    precondition(table.entries.values.allSatisfy(\.isEmpty), "entries read from a file that is not JSON")
  }
  for (_, entries) in table.entries {
    for entry in entries {
      check(entry.keyLocation)
      check(entry.valueLocation)
      for form in entry.deviceForms { check(form.location) }
      for variable in entry.variables { check(variable.location) }
    }
  }
  for location in table.keyLocations.values { check(location) }
  guard !table.diagnostics.contains(where: { $0.severity == .error }),
    case .success(let root) = JSONReader().read(bytes)
  else { return 0 }
  var splitter = StringCatalogSplitter(source: SourceText(displayPath: path, bytes: bytes))
  splitter.split(root)
  for diagnostic in splitter.diagnostics { check(diagnostic.location) }
  for locale in splitter.locales.values where !locale.statements.isEmpty {
    let text = StringsFileWriter.write(locale.statements)
    let parsed = StringsFileParser.parse(Array(text.utf8), displayPath: "Fuzz.strings")
    precondition(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
    precondition(
      parsed.entries.map { [$0.key, $0.value] } == locale.statements.map { [$0.key, $0.value] },
      "a written .strings file reads back otherwise")
    _ = StringsDictWriter.write(locale.entries)
  }
  return 0
}
