// The DTCG token reader: any bytes give definitions and diagnostics, never a
// crash, and every position it reports (diagnostics and their notes, each
// definition and its value, each typography field and each part of a
// composite: a shadow's layers, a gradient's stops, a border's colour …) is
// a line and column inside the input, `$extends` and `$root` included. What it reads then goes through alias resolution and
// the token checks, which must hold the same promise.
import TesseraCore
import TesseraFoundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDTCG(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  let path = "Tokens/Fuzz.tokens.json"
  var catalog = TokenCatalog()
  let diagnostics = DTCGTokenReader().read(bytes, displayPath: path, scope: .shared, into: &catalog)
  let lines = bytes.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
  func check(_ location: SourceLocation) {
    precondition(location.file == path, "\(location.file)")
    precondition(location.line >= 1 && location.line <= lines, "line \(location.line) of \(lines)")
    precondition(location.column >= 1 && location.column <= bytes.count + 1, "column \(location.column)")
  }
  for diagnostic in diagnostics {
    check(diagnostic.location)
    for note in diagnostic.notes { check(note.location) }
  }
  if diagnostics.contains(where: { $0.rule == .dtcgSyntax }) {
    precondition(catalog.definitions.isEmpty, "definitions read from a file that is not JSON")
  }
  for definition in catalog.definitions {
    check(definition.location)
    check(definition.valueLocation)
    precondition(definition.scope == .shared, "a definition outside the scope it was read in")
    if case .typography(let fields) = definition.expression {
      for location in [
        fields.fontFamily.location, fields.fontWeight.location, fields.fontSize.location, fields.lineHeight.location,
        fields.letterSpacing.location,
      ] {
        check(location)
      }
      if let multiple = fields.lineHeightMultiple { check(multiple.location) }
    }
    if case .composite(let composite) = definition.expression {
      for (_, location) in composite.aliases { check(location) }
    }
  }
  for path in catalog.skippedTokens.keys {
    precondition(!catalog.definitions.contains { $0.path == path }, "a token both skipped and read")
  }
  let (_, checked) = TesseraPipeline.check(catalog)
  for diagnostic in checked {
    check(diagnostic.location)
    for note in diagnostic.notes { check(note.location) }
  }
  return 0
}
