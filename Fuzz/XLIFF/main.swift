// libFuzzer harness: the XLIFF reader under `tessera import-localizations`
// (the hardened XML loader, no DOCTYPE allowed), then the writers a
// translation goes through: every unit's text must read back as written by
// the .strings parser, the .stringsdict parser, the JSON reader and the
// XLIFF reader itself. Built and run by Scripts/fuzz.sh.
import TesseraCore
import TesseraFoundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXLIFF(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  let (document, diagnostics) = XLIFFReader().read(bytes, displayPath: "fuzz.xliff")
  let lines = bytes.count { $0 == 0x0A || $0 == 0x0D } + 1
  for diagnostic in diagnostics {
    precondition(diagnostic.location.line <= lines, "\(diagnostic.location) past line \(lines)")
  }
  guard let document else { return 0 }
  for file in document.files {
    for unit in file.units {
      roundTrip(key: unit.id, text: unit.target?.text ?? "", file: file, language: document.targetLanguage)
    }
  }
  return 0
}

private func roundTrip(key: String, text: String, file: XLIFFDocument.File, language: String) {
  let strings = StringsFileWriter.write([.init(key: key, value: text, comment: text)])
  let parsed = StringsFileParser.parse(Array(strings.utf8), displayPath: "fuzz.strings")
  precondition(parsed.entries.map(\.key) == [key] && parsed.entries.map(\.value) == [text], ".strings: \(text)")

  let entry = StringsDictWriter.Entry(
    key: key, formatKey: "%#@n@" + text, variables: [.init(name: "n", valueSpecifier: "d", forms: ["other": text])])
  let dictionary = StringsDictParser().parse(Array(StringsDictWriter.write([entry]).utf8), displayPath: "f.stringsdict")
  precondition(dictionary.entries.map(\.key) == [key], ".stringsdict key: \(key)")
  precondition(dictionary.entries.first?.formatKey == "%#@n@" + text, ".stringsdict format key: \(text)")

  var json = ""
  JSONWriter.writeString(text, into: &json)
  precondition((try? JSONReader().read(Array(json.utf8)).get())?.string == text, "JSON: \(text)")

  let unit = TranslationUnit(
    id: key, source: text, target: text, state: .translated, note: text, placeholders: .sameAsSource,
    sourceLocation: .start(of: "fuzz.strings"))
  let written = XLIFFWriter.write([
    .init(original: file.original, sourceLanguage: "en", targetLanguage: language, units: [unit])
  ])
  let (again, _) = XLIFFReader().read(Array(written.utf8), displayPath: "again.xliff")
  let read = again?.files.first?.units.first
  precondition(read?.id == key && read?.target?.text == text, "XLIFF: \(text)")
  _ = unit.placeholders.mismatch(source: text, target: key)
}
