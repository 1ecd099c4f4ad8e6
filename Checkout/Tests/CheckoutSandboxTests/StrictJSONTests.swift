import Testing

@testable import CheckoutSandbox

@Suite("StrictJSON, the request bodies' rules")
struct StrictJSONTests {
  private static func check(_ text: String) -> StrictJSON.Violation? {
    do {
      try StrictJSON.validate(Array(text.utf8))
      return nil
    } catch {
      return error
    }
  }

  @Test(
    "well-formed JSON passes",
    arguments: [
      #"{}"#, #"[]"#, #" {"a" : [1, -0, 0.5, 1e3, -2.5E-3, true, false, null, "x\"\\\/\u00e9"]} "#,
      #""\ud83d\ude00""#, #"{"a":{"a":{"a":1}},"b":{"a":2}}"#, "12", #""é""#,
    ])
  func valid(text: String) {
    #expect(Self.check(text) == nil, "\(text)")
  }

  @Test(
    "malformed JSON is refused with the offset where reading stopped",
    arguments: [
      (#"{"a":1,}"#, 7), (#"[1,]"#, 3), (#"{"a" 1}"#, 5), (#"01"#, 1), (#"1."#, 2), (#"-"#, 0), (#"tru"#, 0),
      (#""\x""#, 2), (#""\u12G4""#, 5), (#""\ud83d""#, 7), (#""\ud83d\u0041""#, 13), ("\"a\tb\"", 2),
      (#"{"a":1} x"#, 8),
      ("", 0), (#""abc"#, 4),
    ])
  func malformed(text: String, offset: Int) {
    #expect(Self.check(text) == .malformed(offset: offset), "\(text)")
  }

  @Test("duplicates, controls and depth are named by pointer; names are compared after unescaping")
  func violations() {
    #expect(Self.check(#"{"a":1,"\u0061":2}"#) == .duplicateMember(pointer: "/a"))
    #expect(Self.check(#"{"x":[{"k":1},{"k":1,"k":2}]}"#) == .duplicateMember(pointer: "/x/1/k"))
    #expect(Self.check(#"{"a~b/c":"\u0000"}"#) == .controlCharacter(pointer: "/a~0b~1c"))
    #expect(Self.check(#"{"n\u0000me":1}"#) == .controlCharacter(pointer: #"/n\u0000me"#))
    #expect(Self.check(#"["\u009f"]"#) == .controlCharacter(pointer: "/0"))
    #expect(Self.check(#"["\u00a0"]"#) == nil)
    // Escaped or not, a newline or a tab is a control character: no field of the API holds one.
    #expect(Self.check(#"["a\nb"]"#) == .controlCharacter(pointer: "/0"))
    #expect(Self.check(#"{"o":"\t"}"#) == .controlCharacter(pointer: "/o"))
    let deep = String(repeating: "[", count: 33) + String(repeating: "]", count: 33)
    #expect(Self.check(deep) == .tooDeep(pointer: "/" + Array(repeating: "0", count: 32).joined(separator: "/")))
    let deepest = String(repeating: "[", count: 32) + String(repeating: "]", count: 32)
    #expect(Self.check(deepest) == nil)
  }

  @Test("bytes that aren't UTF-8, and a byte-order mark, are refused before parsing")
  func encodings() throws {
    #expect(throws: StrictJSON.Violation.notUTF8) { try StrictJSON.validate([0x7B, 0x22, 0xC3, 0x22, 0x7D]) }
    #expect(throws: StrictJSON.Violation.byteOrderMark) { try StrictJSON.validate([0xEF, 0xBB, 0xBF, 0x7B, 0x7D]) }
  }
}
