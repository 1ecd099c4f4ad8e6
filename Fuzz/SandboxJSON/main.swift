// The sandbox server's request-body rules (Checkout/Sources/CheckoutSandbox/HTTP/StrictJSON.swift,
// compiled into this harness): any bytes are accepted or refused, never a crash or a hang, and
// the answer agrees with TesseraCore's own strict JSON reader, an independent parser:
// - a body StrictJSON accepts, the reader reads (unless a number is beyond a Double), and no
//   string in it holds a control character;
// - a body the reader reads, without a byte-order mark, nested less than StrictJSON's limit and
//   with no control character in any string, StrictJSON accepts.
import TesseraCore
import TesseraFoundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSandboxJSON(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  let strict: StrictJSON.Violation?
  do {
    try StrictJSON.validate(bytes)
    strict = nil
  } catch {
    strict = error
  }
  if case .malformed(let offset) = strict { precondition(offset >= 0 && offset <= bytes.count) }
  switch JSONReader(maximumDepth: 100).read(bytes) {
  case .success(let value):
    let clean = !hasControl(value)
    let depth = nesting(value)
    if strict == nil {
      precondition(clean, "StrictJSON accepted a control character")
      precondition(depth <= StrictJSON.maximumDepth, "StrictJSON accepted \(depth) levels")
    } else if clean, depth < StrictJSON.maximumDepth, !bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      preconditionFailure("StrictJSON refused a body the reader reads: \(String(describing: strict))")
    }
  case .failure(let error):
    if strict == nil {
      precondition(error.message.contains("too large"), "StrictJSON accepted what the reader refuses: \(error.message)")
    }
  }
  return 0
}

private func hasControl(_ value: JSONValue) -> Bool {
  switch value.kind {
  case .object(let members):
    members.contains { $0.key.unicodeScalars.contains(where: StrictJSON.isControl) || hasControl($0.value) }
  case .array(let elements):
    elements.contains(where: hasControl)
  case .string(let text):
    text.unicodeScalars.contains(where: StrictJSON.isControl)
  case .number, .bool, .null:
    false
  }
}

private func nesting(_ value: JSONValue) -> Int {
  switch value.kind {
  case .object(let members): 1 + (members.map { nesting($0.value) }.max() ?? 0)
  case .array(let elements): 1 + (elements.map(nesting).max() ?? 0)
  case .string, .number, .bool, .null: 0
  }
}
