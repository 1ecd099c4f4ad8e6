// The JSON reader under String Catalogs and DTCG token files: any bytes
// give a value or an error, never a crash, and every offset they report
// points into the input.
import TesseraCore
import TesseraFoundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  switch JSONReader(maximumDepth: 32).read(bytes) {
  case .success(let value):
    check(value, count: bytes.count, depth: 0)
  case .failure(let error):
    precondition(error.offset >= 0 && error.offset <= bytes.count, "offset \(error.offset) of \(bytes.count)")
    if let first = error.firstOffset { precondition(first >= 0 && first < error.offset) }
  }
  return 0
}

private func check(_ value: JSONValue, count: Int, depth: Int) {
  precondition(value.offset >= 0 && value.offset < count)
  precondition(depth <= 33, "depth \(depth) past the cap")
  switch value.kind {
  case .object(let members):
    var keys = Set<String>()
    for member in members {
      precondition(keys.insert(member.key).inserted, "duplicate key \(member.key) read")
      precondition(member.keyOffset >= 0 && member.keyOffset < member.value.offset)
      check(member.value, count: count, depth: depth + 1)
    }
  case .array(let elements):
    for element in elements { check(element, count: count, depth: depth + 1) }
  case .number(let number, let text):
    precondition(number.isFinite && !text.isEmpty)
  case .string, .bool, .null:
    break
  }
}
