import Foundation
import TesseraColor
import TesseraFoundation

/// The dotted path of a token: its groups, then its name (`color.text.primary`).
///
/// A path is hashed once, when it is made: a catalog's paths are looked up
/// in its dictionaries many times each (the index, every alias, the checks),
/// and each lookup then hashes one number and compares the segments only
/// when the numbers agree.
///
/// A path an interner keeps (``TokenPathInterner``) also carries the
/// interner's number and its own: two paths from one interner are equal
/// exactly when their numbers are, and the index keeps its tables in
/// arrays by that number (``InternedTokenPaths``).
package struct TokenPath: Sendable, Hashable, Comparable, CustomStringConvertible, Codable {
  package let segments: [String]
  /// The hash of ``segments``, taken once.
  package let hashCode: Int
  /// The interner's number (``TokenPathInterner/space``) in the high 32
  /// bits and the path's in the low 32; 0 for a path no interner keeps.
  private let interned: UInt64

  package init(_ segments: [String]) {
    self.segments = segments
    var hasher = Hasher()
    for var segment in segments {
      segment.withUTF8 { Self.combine(segment: $0, into: &hasher) }
    }
    hashCode = hasher.finalize()
    interned = 0
  }

  /// `path` as the interner `space` keeps it, numbered `id`. Only that
  /// interner (``TokenPathInterner/intern(_:)``) makes these: equality
  /// trusts that one space never numbers two paths alike.
  package init(_ path: TokenPath, space: UInt32, id: UInt32) {
    segments = path.segments
    hashCode = path.hashCode
    interned = UInt64(space) << 32 | UInt64(id)
  }

  /// The number of the interner that keeps this path, or 0 when none does.
  package var internedSpace: UInt32 { UInt32(truncatingIfNeeded: interned >> 32) }
  /// The path's number in its interner (``internedSpace``).
  package var internedID: Int { Int(UInt32(truncatingIfNeeded: interned)) }

  /// A path of `segments` whose hash is already taken: `hashCode` must be
  /// what ``init(_:)`` takes of them.
  private init(segments: [String], hashCode: Int) {
    self.segments = segments
    self.hashCode = hashCode
    interned = 0
  }

  /// Feeds one segment's UTF-8 bytes to `hasher`, then a byte no UTF-8 holds
  /// to end it: a path's hash is taken of its bytes, wherever they lie.
  private static func combine(segment: UnsafeBufferPointer<UInt8>, into hasher: inout Hasher) {
    hasher.combine(bytes: UnsafeRawBufferPointer(segment))
    hasher.combine(UInt8(0xFF))
  }

  package static func == (lhs: TokenPath, rhs: TokenPath) -> Bool {
    // One interner numbers each distinct path once: its numbers decide.
    if lhs.interned != 0, lhs.interned >> 32 == rhs.interned >> 32 { return lhs.interned == rhs.interned }
    return lhs.hashCode == rhs.hashCode && lhs.segments == rhs.segments
  }

  package func hash(into hasher: inout Hasher) { hasher.combine(hashCode) }

  private enum CodingKeys: String, CodingKey { case segments }

  package init(from decoder: any Decoder) throws {
    self.init(try decoder.container(keyedBy: CodingKeys.self).decode([String].self, forKey: .segments))
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(segments, forKey: .segments)
  }

  /// Parses `color.text.primary`: segments as ``isValidSegment(_:)`` has them.
  package init?(parsing text: some StringProtocol) {
    if let fast = text.utf8.withContiguousStorageIfAvailable({ TokenPath(asciiBytes: $0) }) {
      if let fast {
        self = fast
        return
      }
      // The byte-by-byte reading knows ASCII only; another name is read below.
      guard text.utf8.contains(where: { $0 >= 0x80 }) else { return nil }
    }
    let parts = String(text).split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    guard !parts.isEmpty, parts.allSatisfy(TokenPath.isValidSegment) else { return nil }
    self.init(parts)
  }

  /// Parses a dotted path of ASCII from UTF-8 bytes, byte by byte; `nil` for
  /// an invalid path, and for any byte past ASCII (``init(parsing:)`` reads
  /// those).
  package init?(asciiBytes bytes: UnsafeBufferPointer<UInt8>) {
    var parts: [String] = []
    parts.reserveCapacity(bytes.reduce(1) { $0 + ($1 == UInt8(ascii: ".") ? 1 : 0) })
    // The hash is taken as the segments are read, as ``init(_:)`` takes it of them.
    var hasher = Hasher()
    var start = 0
    var index = 0
    while true {
      if index == bytes.count || bytes[index] == UInt8(ascii: ".") {
        let segment = UnsafeBufferPointer(rebasing: bytes[start..<index])
        if !segment.elementsEqual(Self.rootSegmentBytes) {
          guard index > start, Self.isSegmentStart(bytes[start]), bytes[index - 1] != UInt8(ascii: " ") else {
            return nil
          }
          for byte in bytes[(start + 1)..<index] where !Self.isSegmentByte(byte) { return nil }
        }
        Self.combine(segment: segment, into: &hasher)
        parts.append(String(decoding: segment, as: UTF8.self))
        if index == bytes.count { break }
        start = index + 1
      }
      index += 1
    }
    self.init(segments: parts, hashCode: hasher.finalize())
  }

  /// The path of an alias written as exactly `{path}` in `bytes`, or `nil`
  /// when they aren't one: no braces around them, or no valid path between.
  package init?(bracedASCII bytes: UnsafeBufferPointer<UInt8>) {
    guard bytes.count >= 2, bytes[0] == UInt8(ascii: "{"), bytes[bytes.count - 1] == UInt8(ascii: "}") else {
      return nil
    }
    let inner = UnsafeBufferPointer(rebasing: bytes[1..<(bytes.count - 1)])
    if let path = TokenPath(asciiBytes: inner) {
      self = path
    } else if inner.contains(where: { $0 >= 0x80 }),
      let path = TokenPath(parsing: String(decoding: inner, as: UTF8.self))
    {
      self = path
    } else {
      return nil
    }
  }

  /// Whether `byte` may start a segment: printable ASCII but a space, `$`, `.`, `{` and `}`.
  private static func isSegmentStart(_ byte: UInt8) -> Bool {
    isIn(byte, low: 0xFFFF_BFEE_0000_0000, high: 0x57FF_FFFF_FFFF_FFFF)
  }

  /// Whether `byte` may stand in a segment: printable ASCII but `.`, `{` and `}`.
  private static func isSegmentByte(_ byte: UInt8) -> Bool {
    isIn(byte, low: 0xFFFF_BFFF_0000_0000, high: 0x57FF_FFFF_FFFF_FFFF)
  }

  /// Whether `byte` is in the set whose bytes 0–63 are the bits of `low`
  /// and bytes 64–127 those of `high`; no byte from 128 on is.
  private static func isIn(_ byte: UInt8, low: UInt64, high: UInt64) -> Bool {
    switch byte {
    case 0..<64: (low >> UInt64(byte)) & 1 == 1
    case 64..<128: (high >> UInt64(byte - 64)) & 1 == 1
    default: false
    }
  }

  /// The dotted text, made in one String of its exact size: the emitter
  /// spells each token's path for its doc comment and each of its values.
  package var description: String {
    guard segments.count > 1 else { return segments.first ?? "" }
    var length = segments.count - 1
    for segment in segments { length += segment.utf8.count }
    return String(unsafeUninitializedCapacity: length) { buffer in
      var offset = 0
      for (position, var segment) in segments.enumerated() {
        if position > 0 {
          buffer[offset] = UInt8(ascii: ".")
          offset += 1
        }
        offset += segment.withUTF8 { bytes in
          guard let base = bytes.baseAddress, let target = buffer.baseAddress else { return 0 }
          (target + offset).update(from: base, count: bytes.count)
          return bytes.count
        }
      }
      return offset
    }
  }

  /// Appends the dotted text's UTF-8 to `bytes`, as ``description`` spells it.
  package func appendText(to bytes: inout [UInt8]) {
    for (position, segment) in segments.enumerated() {
      if position > 0 { bytes.append(UInt8(ascii: ".")) }
      bytes.appendUTF8(of: segment)
    }
  }

  package func appending(_ segment: String) -> TokenPath {
    // Exactly as long as it needs: a catalog keeps one path per definition.
    var extended: [String] = []
    extended.reserveCapacity(segments.count + 1)
    extended.append(contentsOf: segments)
    extended.append(segment)
    return TokenPath(extended)
  }

  package static func < (lhs: TokenPath, rhs: TokenPath) -> Bool {
    // One interned path (a light and a dark definition, an alias and its
    // target) is one array: equal, so neither precedes, with no segment read.
    if lhs.sharesStorage(with: rhs) { return false }
    // Byte order, segment by segment, without copying any segment.
    return lhs.segments.lexicographicallyPrecedes(rhs.segments, by: bytesPrecede)
  }

  /// Whether both paths are the one array of segments (as an interned
  /// path is), and so equal.
  package func sharesStorage(with other: TokenPath) -> Bool {
    segments.count == other.segments.count
      && segments.withUnsafeBufferPointer { lhs in
        other.segments.withUnsafeBufferPointer { rhs in lhs.baseAddress == rhs.baseAddress }
      }
  }

  /// Whether `lhs`'s UTF-8 bytes sort before `rhs`'s.
  private static func bytesPrecede(_ lhs: String, _ rhs: String) -> Bool {
    let fast = lhs.utf8.withContiguousStorageIfAvailable { left in
      rhs.utf8.withContiguousStorageIfAvailable { right -> Bool in
        let common = min(left.count, right.count)
        if common > 0, let a = left.baseAddress, let b = right.baseAddress {
          let order = memcmp(a, b, common)
          if order != 0 { return order < 0 }
        }
        return left.count < right.count
      }
    }
    if let fast, let result = fast { return result }
    return lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
  }

  /// The name of a group's own token, DTCG's `$root`: `{color.accent.$root}` is the value of the group
  /// `color.accent`, and the property `root` of its generated type.
  package static let rootSegment = SwiftName.rootSegment
  private static let rootSegmentBytes = Array(rootSegment.utf8)

  /// Whether `segment` can name a token or group: any name the DTCG format allows (none starts with `$`
  /// or holds `.`, `{` or `}`: `Hot pink`, `1/2`, `50%`, `größe`), but for what Tessera can't write into
  /// Swift, a file name and a doc comment (a space at either end, a control character, a bidirectional
  /// override); or `$root`, a group's own token.
  package static func isValidSegment(_ segment: String) -> Bool {
    if segment == rootSegment { return true }
    // ASCII, as almost every name is, byte by byte, as a path is parsed.
    var name = segment
    let ascii = name.withUTF8 { bytes -> Bool? in
      guard let first = bytes.first, let last = bytes.last else { return false }
      guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
      return isSegmentStart(first) && last != UInt8(ascii: " ") && bytes.dropFirst().allSatisfy(isSegmentByte)
    }
    if let ascii { return ascii }
    let scalars = segment.unicodeScalars
    guard let first = scalars.first, let last = scalars.last, first != "$", !first.properties.isWhitespace,
      !last.properties.isWhitespace
    else { return false }
    return scalars.allSatisfy { scalar in
      scalar != "." && scalar != "{" && scalar != "}" && scalar.properties.generalCategory != .control
        && !isBidirectionalControl(scalar)
    }
  }

  /// What is wrong with `segment`, which ``isValidSegment(_:)`` refuses, and how to mend it: the end of a
  /// message that names it.
  package static func invalidSegmentReason(_ segment: String) -> String {
    let shown = segment.unicodeScalars.map { scalar in
      scalar.properties.generalCategory == .control || isBidirectionalControl(scalar)
        ? "\\u{\(String(scalar.value, radix: 16, uppercase: true))}" : String(scalar)
    }.joined()
    let scalars = segment.unicodeScalars
    guard let first = scalars.first, let last = scalars.last else {
      return "A name is empty; give it one."
    }
    if first == "$" {
      return "'\(shown)' starts with '$', which the format keeps for its own properties ($value, $type, …); rename it."
    }
    if let reserved = scalars.first(where: { $0 == "." || $0 == "{" || $0 == "}" }) {
      return "'\(shown)' holds '\(reserved)', which the format keeps for paths and aliases; rename it."
    }
    if first.properties.isWhitespace || last.properties.isWhitespace {
      return "'\(shown)' starts or ends with white space, which an alias to it couldn't keep; remove it."
    }
    return "'\(shown)' holds a control or text-direction character, which Tessera won't write into Swift; remove it."
  }

  /// The scalars that reorder text (U+202A–U+202E, U+2066–U+2069, U+200E, U+200F, U+061C), which would
  /// make a generated doc comment read otherwise than it compiles.
  private static func isBidirectionalControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: true
    default: false
    }
  }
}

extension Unicode.Scalar {
  package var isASCIIAlphanumeric: Bool {
    ("a"..."z").contains(self) || ("A"..."Z").contains(self) || ("0"..."9").contains(self)
  }
}
