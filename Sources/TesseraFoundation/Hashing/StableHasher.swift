/// A fast, stable, non-cryptographic 128-bit hash, for telling whether a
/// run's inputs changed (``InputFingerprint``).
///
/// Unlike Swift's `Hasher`, it is the same in every process, on every
/// platform, in every build of the tool, so a digest can be written to
/// disk and compared by a later run of it (a rebuilt tool misses anyway).
/// It keeps two independent 64-bit lanes, each taking 8 bytes a step
/// through a multiply-and-fold mix with its own constants (a long field
/// four lanes 32 bytes a step, folded back into two), and folds them
/// together at the end.
///
/// Each field is prefixed with its length (``combine(_:)-(UnsafeRawBufferPointer)``
/// writes the byte count first), so `"ab" + "c"` and `"a" + "bc"` differ.
///
/// It is **not** for adversarial inputs: someone who wants two different
/// inputs with one digest can make them. It guards against accidents, such
/// as an edited catalog, not against attacks; the cache it keys only ever
/// replays what the same project's own files produced.
package struct StableHasher: Sendable {
  private var first: UInt64 = 0x243F_6A88_85A3_08D3
  private var second: UInt64 = 0x1319_8A2E_0370_7344
  private var count: UInt64 = 0

  package init() {}

  /// Mixes one 64-bit word into both lanes.
  private mutating func mix(_ word: UInt64) {
    first = Self.fold((first ^ word) &+ 0xA076_1D64_78BD_642F, 0xE703_7ED1_A0B4_28DB)
    second = Self.fold((second &+ word.rotated(by: 29)) ^ 0x8EBC_6AF0_9C88_C6E3, 0x5899_65CC_7537_4CC3)
    count &+= 1
  }

  /// The high and low halves of the full 128-bit product, folded together.
  private static func fold(_ left: UInt64, _ right: UInt64) -> UInt64 {
    let product = left.multipliedFullWidth(by: right)
    return product.high ^ product.low
  }

  /// Adds the bytes, after their count.
  package mutating func combine(_ bytes: UnsafeRawBufferPointer) {
    mix(UInt64(bytes.count))
    var offset = 0
    if bytes.count >= Self.bulkThreshold { offset = combineBulk(bytes) }
    while offset + 8 <= bytes.count {
      mix(UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
      offset += 8
    }
    if offset < bytes.count {
      var tail: UInt64 = 0
      for index in offset..<bytes.count { tail |= UInt64(bytes[index]) << (8 * UInt64(index - offset)) }
      mix(tail)
    }
  }

  /// From this many bytes on, a field is read 32 bytes a step
  /// (``combineBulk(_:)``).
  package static let bulkThreshold = 64

  /// Mixes the whole 32-byte blocks of `bytes` into four lanes at once,
  /// each 8-byte word through its own multiply-and-fold, so the multiplies
  /// of a step don't wait on each other; the lanes are then folded into the
  /// two of the digest. Returns the bytes read: the rest go a word at a
  /// time. A large file is hashed about three times as fast as word by word.
  private mutating func combineBulk(_ bytes: UnsafeRawBufferPointer) -> Int {
    var lanes = (first, second, first ^ 0x452_821E_638D_0137, second ^ 0xBE54_66CF_34E9_0C6C)
    var offset = 0
    while offset + 32 <= bytes.count {
      func word(_ index: Int) -> UInt64 {
        UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset + 8 * index, as: UInt64.self))
      }
      lanes.0 = Self.fold((lanes.0 ^ word(0)) &+ 0xA076_1D64_78BD_642F, 0xE703_7ED1_A0B4_28DB)
      lanes.1 = Self.fold((lanes.1 &+ word(1).rotated(by: 29)) ^ 0x8EBC_6AF0_9C88_C6E3, 0x5899_65CC_7537_4CC3)
      lanes.2 = Self.fold((lanes.2 ^ word(2)) &+ 0x1D8E_4E27_C47D_124F, 0xC0AC_29B7_C97C_50DD)
      lanes.3 = Self.fold((lanes.3 &+ word(3).rotated(by: 29)) ^ 0x3F84_D5B5_B547_0917, 0x9216_D5D9_8979_FB1B)
      offset += 32
    }
    first = Self.fold(lanes.0 ^ lanes.2.rotated(by: 23), 0xE703_7ED1_A0B4_28DB)
    second = Self.fold(lanes.1 &+ lanes.3.rotated(by: 47), 0x5899_65CC_7537_4CC3)
    count &+= UInt64(offset / 8)
    return offset
  }

  /// Adds the bytes, after their count.
  package mutating func combine(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { combine($0) }
  }

  /// Adds the string's UTF-8 bytes, after their count.
  package mutating func combine(_ string: String) {
    var string = string
    string.withUTF8 { combine(UnsafeRawBufferPointer($0)) }
  }

  /// Adds an integer, as one field.
  package mutating func combine(_ value: Int) {
    mix(0x696E_74)
    mix(UInt64(bitPattern: Int64(value)))
  }

  /// Adds a Boolean, as one field.
  package mutating func combine(_ value: Bool) {
    combine(value ? 1 : 0)
  }

  /// The digest of everything combined so far.
  package func finalize() -> Digest128 {
    let low = Self.avalanche(first ^ second.rotated(by: 17) ^ count)
    let high = Self.avalanche(second &+ first.rotated(by: 41) &+ count &* 0x9E37_79B9_7F4A_7C15)
    return Digest128(high: high, low: low)
  }

  /// The bytes' digest.
  package static func digest(_ bytes: [UInt8]) -> Digest128 {
    var hasher = StableHasher()
    hasher.combine(bytes)
    return hasher.finalize()
  }

  /// MurmurHash3's finalizer: every input bit moves every output bit.
  private static func avalanche(_ value: UInt64) -> UInt64 {
    var value = value
    value ^= value >> 33
    value &*= 0xFF51_AFD7_ED55_8CCD
    value ^= value >> 33
    value &*= 0xC4CE_B9FE_1A85_EC53
    value ^= value >> 33
    return value
  }
}

extension UInt64 {
  fileprivate func rotated(by amount: UInt64) -> UInt64 {
    (self << amount) | (self >> (64 - amount))
  }
}
