import Testing

@testable import TesseraFoundation

/// The UTF-8 validator reads eight ASCII bytes at a time; around every
/// boundary of that stride it must agree with the standard library.
@Suite struct TextEncodingTests {
  @Test func anASCIIBufferOfAnyLengthIsValid() {
    for length in 0...130 {
      let bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
      #expect(TextEncoding.firstInvalidUTF8Offset(bytes) == nil, "length \(length)")
    }
  }

  @Test func anInvalidByteIsFoundWhereverItStands() {
    for length in [1, 7, 8, 9, 31, 32, 33, 40, 63, 64, 65, 100] {
      for position in 0..<length {
        var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
        bytes[position] = 0xFF
        #expect(TextEncoding.firstInvalidUTF8Offset(bytes) == position, "length \(length), at \(position)")
      }
    }
  }

  @Test func aValidSequenceAnywhereIsValidAndATruncatedOneIsNot() {
    let sequences: [[UInt8]] = [Array("é".utf8), Array("€".utf8), Array("😀".utf8)]
    for sequence in sequences {
      for position in 0...70 {
        var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: position) + sequence
        bytes += [UInt8](repeating: UInt8(ascii: "b"), count: 70 - position)
        #expect(TextEncoding.firstInvalidUTF8Offset(bytes) == nil, "\(sequence) at \(position)")
        let truncated = [UInt8](repeating: UInt8(ascii: "a"), count: position) + sequence.dropLast()
        #expect(TextEncoding.firstInvalidUTF8Offset(truncated) == position, "\(sequence) cut at \(position)")
        #expect(String(validating: truncated, as: UTF8.self) == nil)
      }
    }
  }
}
