import Foundation
import Testing

@testable import TesseraFoundation

/// The input cache's hash: properties, not fixed values.
@Suite struct StableHasherTests {
  private func digest(_ fields: [[UInt8]]) -> Digest128 {
    var hasher = StableHasher()
    for field in fields { hasher.combine(field) }
    return hasher.finalize()
  }

  private func digest(_ fields: String...) -> Digest128 {
    digest(fields.map { Array($0.utf8) })
  }

  @Test func equalInputsHaveEqualDigests() {
    #expect(digest("tokens", "light.xml") == digest("tokens", "light.xml"))
    let bytes = (0..<1000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
    #expect(StableHasher.digest(bytes) == StableHasher.digest(Array(bytes)))
    #expect(StableHasher.digest([]) == digest([[]]))
  }

  /// Flipping any one bit of inputs of many lengths, at every position,
  /// gives a digest unlike the original and unlike every other flip.
  @Test func everyOneBitChangeDiffers() {
    // Up to three words a word at a time, and from 64 bytes on 32 bytes a step with a tail.
    for length in [1, 7, 8, 9, 15, 16, 17, 24, 63, 64, 65, 96, 103] {
      let original = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 5) }
      var seen: Set<Digest128> = [StableHasher.digest(original)]
      for index in 0..<length {
        for bit in 0..<8 {
          var changed = original
          changed[index] ^= UInt8(1 << bit)
          #expect(seen.insert(StableHasher.digest(changed)).inserted, "length \(length) byte \(index) bit \(bit)")
        }
      }
    }
  }

  /// In a long field each word of a 32-byte step goes to a lane of its
  /// own: swapping any two words, within a step or across steps, differs.
  @Test func swappedWordsOfALongFieldDiffer() {
    let words = (0..<12).map { UInt64($0) &* 0x0123_4567_89AB_CDEF &+ 1 }
    func bytes(_ words: [UInt64]) -> [UInt8] {
      words.flatMap { word in (0..<8).map { UInt8(truncatingIfNeeded: word >> (8 * UInt64($0))) } }
    }
    var seen: Set<Digest128> = [StableHasher.digest(bytes(words))]
    for first in words.indices {
      for second in words.indices where second > first {
        var swapped = words
        swapped.swapAt(first, second)
        #expect(seen.insert(StableHasher.digest(bytes(swapped))).inserted, "words \(first) and \(second)")
      }
    }
  }

  @Test func everyOneByteValueDiffers() {
    var seen: Set<Digest128> = []
    for value in 0...255 {
      #expect(seen.insert(StableHasher.digest([0, 1, UInt8(value), 3])).inserted)
    }
  }

  /// Both halves change: a digest isn't one good lane and one stuck one.
  @Test func bothHalvesDependOnTheInput() {
    let first = digest("a")
    let second = digest("b")
    #expect(first.high != second.high)
    #expect(first.low != second.low)
  }

  @Test func orderMatters() {
    #expect(digest("a", "b") != digest("b", "a"))
    #expect(StableHasher.digest(Array("abcdefgh12345678".utf8)) != StableHasher.digest(Array("12345678abcdefgh".utf8)))
  }

  /// Fields are length-prefixed, so the same bytes split differently differ.
  @Test func fieldBoundariesMatter() {
    #expect(digest("ab", "c") != digest("a", "bc"))
    #expect(digest("abc") != digest("ab", "c"))
    #expect(digest("", "a") != digest("a", ""))
    #expect(digest("a") != digest("a", ""))
    // Zero bytes at the end aren't the same as fewer bytes.
    #expect(StableHasher.digest([1, 2, 3]) != StableHasher.digest([1, 2, 3, 0]))
    #expect(StableHasher.digest(Array(repeating: 0, count: 8)) != StableHasher.digest(Array(repeating: 0, count: 16)))
  }

  @Test func integersAndStringsAreDistinctFields() {
    var number = StableHasher()
    number.combine(1)
    var text = StableHasher()
    text.combine("1")
    #expect(number.finalize() != text.finalize())
    var zero = StableHasher()
    zero.combine(0)
    var one = StableHasher()
    one.combine(1)
    #expect(zero.finalize() != one.finalize())
  }

  /// Many near inputs, such as the paths of a large catalog's files, don't collide.
  @Test func nearInputsDontCollide() {
    var seen: Set<Digest128> = []
    for index in 0..<20_000 {
      #expect(seen.insert(digest("Strings/en.lproj/Table\(index).strings")).inserted)
    }
  }

  @Test func theDigestRoundTripsAsHex() throws {
    let original = digest("round", "trip")
    #expect(original.description.count == 32)
    let data = try JSONEncoder().encode([original])
    #expect(try JSONDecoder().decode([Digest128].self, from: data) == [original])
    for bad in ["\"\"", "\"xyz\"", "\"\(String(repeating: "g", count: 32))\"", "12"] {
      #expect(throws: (any Error).self) { try JSONDecoder().decode([Digest128].self, from: Data("[\(bad)]".utf8)) }
    }
  }
}
