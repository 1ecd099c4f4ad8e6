// libFuzzer harness: the printf placeholder parser, as `.strings` values and
// as `.stringsdict` format keys and plural forms use it. Built and run by
// Scripts/fuzz.sh.
import TesseraCore
import TesseraFoundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFormatString(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  let string = String(decoding: bytes, as: UTF8.self)
  let length = string.utf8.count
  // The first byte picks where sequential placeholders start, as a plural
  // form standing for a later variable does.
  let firstPosition = Int(bytes.first ?? 0) % 8 + 1
  let types = FormatValueType.allCases
  let plain = FormatStringParser.parse(string)
  let variables = FormatStringParser.parse(string, firstPosition: firstPosition) { name in
    name.isEmpty ? nil : types[name.utf8.count % types.count]
  }
  for arguments in [plain, variables] {
    for placeholder in arguments.placeholders {
      precondition(placeholder.position >= 1, "position \(placeholder.position)")
      precondition(placeholder.range.lowerBound >= 0 && placeholder.range.upperBound <= length)
      precondition(!placeholder.range.isEmpty)
    }
    for issue in arguments.issues { precondition(issue.offset >= 0 && issue.offset <= length) }
    precondition(arguments.types.count == arguments.count)
    _ = arguments.signature
  }
  _ = FormatStringParser.valueType(ofSpecifier: string)
  return 0
}
