// libFuzzer harness: the `.strings` parser, and the placeholder parser on
// every value it reads, as the strings loader runs them. Built and run by
// Scripts/fuzz.sh.
import TesseraCore
import TesseraFoundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStringsFile(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  let result = StringsFileParser.parse(bytes, displayPath: "fuzz.strings")
  // Every position points into the file: no further down than it has lines
  // (UTF-16 has no more lines than bytes).
  let lines = bytes.count { $0 == 0x0A || $0 == 0x0D } + 1
  for diagnostic in result.diagnostics {
    precondition(diagnostic.location.line <= lines, "\(diagnostic.location) past line \(lines)")
  }
  for entry in result.entries {
    precondition(entry.keyLocation.line <= lines && entry.valueLocation.line <= lines)
    _ = FormatStringParser.parse(entry.value)
  }
  return 0
}
