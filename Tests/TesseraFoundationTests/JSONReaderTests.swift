import Foundation
import Testing

@testable import TesseraFoundation

/// The JSON reader String Catalogs and DTCG files go through: values with
/// their positions, and an exact error, at the byte at fault, for input it
/// won't read.
@Suite struct JSONReaderTests {
  private func read(_ text: String) -> Result<JSONValue, JSONSyntaxError> {
    JSONReader().read(Array(text.utf8))
  }

  /// The error's `line:column` and message.
  private func failure(_ bytes: [UInt8], reader: JSONReader = JSONReader()) -> String? {
    guard case .failure(let error) = reader.read(bytes) else { return nil }
    let location = SourceText(displayPath: "f.json", bytes: bytes).location(ofOffset: error.offset)
    return "\(location.line):\(location.column) \(error.message)"
  }

  private func failure(_ text: String) -> String? { failure(Array(text.utf8)) }

  @Test func valuesKeepTheirKindsOrderAndPositions() throws {
    let text = """
      {
        "sourceLanguage" : "en",
        "strings" : { "b" : [1, -2.5e1, true, false, null], "a" : "\\u00e9\\uD83D\\uDE00\\n\\"\\/" },
        "version" : "1.0"
      }
      """
    let value = try read(text).get()
    let source = SourceText(displayPath: "f.json", bytes: Array(text.utf8))
    #expect(value.members?.map(\.key) == ["sourceLanguage", "strings", "version"])
    let strings = try #require(value["strings"])
    #expect(strings.members?.map(\.key) == ["b", "a"])
    #expect(strings["a"]?.string == "é😀\n\"/")
    let elements = try #require(strings["b"]?.elements)
    #expect(elements.map(\.kindName) == ["a number", "a number", "a Boolean", "a Boolean", "null"])
    #expect(elements[1].number == -25)
    if case .number(_, let written) = elements[1].kind { #expect(written == "-2.5e1") }
    #expect(source.location(ofOffset: elements[2].offset).description == "f.json:3:35")
    let keyOffset = try #require(strings.members?.last?.keyOffset)
    #expect(source.location(ofOffset: keyOffset).description == "f.json:3:55")
  }

  @Test func aByteOrderMarkIsSkippedAndUTF16IsRefused() throws {
    #expect(try JSONReader().read([0xEF, 0xBB, 0xBF] + Array("[]".utf8)).get().elements?.isEmpty == true)
    #expect(failure([0xFF, 0xFE, 0x5B, 0x00]) == "1:1 The file is UTF-16; save it as UTF-8, as JSON requires.")
  }

  @Test func aDuplicateKeyNamesBothPlaces() {
    let bytes = Array("{\n  \"a\" : 1,\n  \"a\" : 2\n}".utf8)
    guard case .failure(let error) = JSONReader().read(bytes) else {
      Issue.record("a duplicate key was read")
      return
    }
    let source = SourceText(displayPath: "f.json", bytes: bytes)
    #expect(source.location(ofOffset: error.offset).description == "f.json:3:3")
    #expect(error.firstOffset.map { source.location(ofOffset: $0).description } == "f.json:2:3")
    #expect(
      error.message == "The key 'a' appears twice in this object; readers disagree on which value wins, so keep one.")
  }

  @Test func aDuplicateKeyIsFoundInObjectsOfEverySize() {
    // Keys k0…k(n-1) one per line, then k(i) again: small objects search their members, large ones a dictionary.
    for count in 1...20 {
      for repeated in 0..<count {
        let lines = (0..<count).map { "\"k\($0)\": \($0)" } + ["\"k\(repeated)\": 0"]
        let bytes = Array(("{\n" + lines.joined(separator: ",\n") + "\n}").utf8)
        guard case .failure(let error) = JSONReader().read(bytes) else {
          Issue.record("k\(repeated) repeated among \(count) keys was read")
          continue
        }
        let source = SourceText(displayPath: "f.json", bytes: bytes)
        #expect(source.location(ofOffset: error.offset).line == count + 2, "\(count) keys, k\(repeated) repeated")
        #expect(error.firstOffset.map { source.location(ofOffset: $0).line } == repeated + 2)
      }
      let distinct = (0..<count).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
      guard case .success(let value) = JSONReader().read(Array("{\(distinct)}".utf8)),
        case .object(let members) = value.kind
      else {
        Issue.record("\(count) distinct keys were not read")
        continue
      }
      #expect(members.map(\.key) == (0..<count).map { "k\($0)" })
    }
    // A key written with an escape is the same key.
    let escaped = Array(#"{"a": 1, "b": 2, "\u0061": 3}"#.utf8)
    guard case .failure(let error) = JSONReader().read(escaped) else {
      Issue.record("a key repeated through an escape was read")
      return
    }
    #expect(error.offset == 17 && error.firstOffset == 1)
  }

  @Test func stringsWithAndWithoutEscapesReadTheSame() throws {
    let bytes = Array(#"["plain", "", "tab\tand \"quotes\"", "caf\u00e9 ☕", "€ 1", "a\\b"]"#.utf8)
    guard case .success(let value) = JSONReader().read(bytes), case .array(let elements) = value.kind else {
      Issue.record("the array was not read")
      return
    }
    #expect(elements.map(\.string) == ["plain", "", "tab\tand \"quotes\"", "café ☕", "€ 1", "a\\b"])
  }

  @Test func invalidUTF8IsReportedAtTheByte() {
    // An overlong encoding of '/', a lone continuation byte, a surrogate encoded in UTF-8, and a cut-short sequence.
    for (bytes, column) in [
      ([0x22, 0x61, 0xC0, 0xAF, 0x22], 3), ([0x22, 0x80, 0x22], 2), ([0x22, 0xED, 0xA0, 0x80, 0x22], 2),
      ([0x22, 0xE2, 0x82], 2),
    ] as [([UInt8], Int)] {
      let byte = String(bytes[column - 1], radix: 16, uppercase: true)
      #expect(failure(bytes) == "1:\(column) Invalid UTF-8 (byte 0x\(byte)); save the file as UTF-8.")
    }
  }

  @Test func nestingPastTheCapIsAnErrorNotACrash() {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    #expect(
      failure(deep)
        == "1:101 Arrays and objects nest more than 100 deep here; no catalog needs that, so Tessera stops.")
    #expect(failure(Array("[[[]]]".utf8), reader: JSONReader(maximumDepth: 3)) == nil)
    #expect(failure(Array("[[[[]]]]".utf8), reader: JSONReader(maximumDepth: 3))?.hasPrefix("1:4 ") == true)
  }

  @Test func syntaxErrorsSayWhatIsWrongWhereItIs() {
    let cases: [(String, String)] = [
      ("", "1:1 The file ends in the middle of the JSON; close every string, array and object."),
      ("{\"a\" : \"x", "1:10 The file ends in the middle of the JSON; close every string, array and object."),
      ("{\"a\" : 1,}", "1:10 A comma before '}'; remove it, JSON allows none there."),
      ("[1,]", "1:4 A comma before ']'; remove it, JSON allows none there."),
      ("{\"a\" 1}", "1:6 Unexpected '1'; a ':' follows the key 'a'."),
      ("{a : 1}", "1:2 Unexpected 'a'; an object's keys are strings in double quotes."),
      ("{\"a\" : 1 \"b\" : 2}", "1:10 Unexpected '\"'; a ',' or '}' follows a member (is a comma missing?)."),
      ("[1 2]", "1:4 Unexpected '2'; a ',' or ']' follows an element (is a comma missing?)."),
      ("[tru]", "1:2 Unexpected 't'; did you mean true?"),
      (
        "'a'",
        "1:1 Unexpected '''; expected a value (an object, an array, a string in double quotes, a number, true, "
          + "false or null)."
      ),
      (
        "[01]",
        "1:2 '01' is not a JSON number; write digits with an optional sign, fraction and exponent, such as "
          + "-1.5e3 (no leading zeros, '+', or bare '.')."
      ),
      (
        "[1.]",
        "1:2 '1.' is not a JSON number; write digits with an optional sign, fraction and exponent, such as "
          + "-1.5e3 (no leading zeros, '+', or bare '.')."
      ),
      ("[1e999]", "1:2 The number 1e999 is too large for a catalog value."),
      ("\"a\tb\"", "1:3 A control character (U+0009) in a string; write it as an escape such as \\n."),
      ("\"\\x\"", "1:2 Unknown escape '\\x'; JSON's escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX."),
      ("\"\\u12G4\"", "1:2 A \\u escape takes four hexadecimal digits, such as \\u00E9."),
      (
        "\"\\uD83D\"",
        "1:2 \\uD83D is half of a surrogate pair with no other half; a character above U+FFFF is "
          + "written as a pair, such as \\uD83D\\uDE00."
      ),
      (
        "\"\\uDE00\\uD83D\"",
        "1:2 \\uDE00 is half of a surrogate pair with no other half; a character above U+FFFF is "
          + "written as a pair, such as \\uD83D\\uDE00."
      ),
      ("{} []", "1:4 Text after the JSON value; a file holds one value."),
    ]
    for (text, expected) in cases {
      #expect(failure(text) == expected, "\(text)")
    }
  }

  @Test func agreesWithFoundationOnTheValuesOfValidJSON() throws {
    let text = #"{"a":[0,-0.5,1E+2,"x\u0041\\"],"b":{"c":null,"d":[true,{}]},"e":""}"#
    let ours = try read(text).get()
    let theirs = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    func plain(_ value: JSONValue) -> String {
      switch value.kind {
      case .object(let members):
        "{" + members.map { "\($0.key):\(plain($0.value))" }.sorted().joined(separator: ",") + "}"
      case .array(let elements): "[" + elements.map(plain).joined(separator: ",") + "]"
      case .string(let text): "s(\(text))"
      case .number(let number, _): "n(\(number))"
      case .bool(let flag): "n(\(flag ? 1.0 : 0.0))"
      case .null: "null"
      }
    }
    func plain(_ value: Any) -> String {
      switch value {
      case let dictionary as [String: Any]:
        "{" + dictionary.map { "\($0.key):\(plain($0.value))" }.sorted().joined(separator: ",") + "}"
      case let array as [Any]: "[" + array.map(plain).joined(separator: ",") + "]"
      case let string as String: "s(\(string))"
      case let number as NSNumber: "n(\(number.doubleValue))"
      default: "null"
      }
    }
    #expect(plain(ours) == plain(theirs as Any))
  }
}

/// A location found from a line hint is the one a binary search finds,
/// whatever the hint and the order of the offsets.
@Suite struct SourceTextHintTests {
  @Test func hintedLocationsAgreeWithTheSearch() {
    var generator = SystemRandomNumberGenerator()
    let text = (0..<500).map { String(repeating: "x", count: $0 % 7) }.joined(separator: "\n")
    let source = SourceText(displayPath: "f", bytes: Array(text.utf8))
    var hint = 0
    var offsets = Array(0...(text.utf8.count + 2))
    offsets += (0..<2_000).map { _ in Int.random(in: -3...(text.utf8.count + 3), using: &generator) }
    for offset in offsets {
      #expect(source.location(ofOffset: offset, hint: &hint) == source.location(ofOffset: offset), "\(offset)")
    }
    var wild = 10_000
    #expect(source.location(ofOffset: 5, hint: &wild) == source.location(ofOffset: 5))
  }
}
