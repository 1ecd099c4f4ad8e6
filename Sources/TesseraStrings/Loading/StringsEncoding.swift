import Foundation
import TesseraFoundation

/// The encodings a `.strings` file may use, and the transcoding to UTF-8.
///
/// Apple's tools write `.strings` as UTF-8 or as UTF-16 with a byte-order
/// mark; those are accepted. Anything else is refused with a position, never
/// guessed: a file read in the wrong encoding is a silently wrong string.
/// Text never holds U+0000, so a NUL character is refused too.
package enum StringsEncoding {
  /// The file as UTF-8 without a byte-order mark, or the reason it can't be.
  package static func utf8(_ bytes: [UInt8]) -> Result<[UInt8], Failure> {
    text(bytes).flatMap(checked)
  }

  /// The file as UTF-8 without a byte-order mark, or the reason it can't be,
  /// with the checks that read every byte left to the caller: a reader that
  /// checks each string as it makes it (``StringsFileParser``) reads the file
  /// once instead of three times, and calls ``checked(_:)`` only when it
  /// finds something wrong.
  package static func text(_ bytes: [UInt8]) -> Result<Text, Failure> {
    if bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) || bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) {
      return .failure(Failure(offset: 0, message: "The file is UTF-32, which .strings files may not use"))
    }
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      return .success(Text(utf8: Array(bytes.dropFirst(3)), isValidated: false))
    }
    if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
      // Transcoding makes valid UTF-8 or fails.
      return transcodeUTF16(bytes.dropFirst(2), bigEndian: bytes[0] == 0xFE)
        .map { Text(utf8: $0, isValidated: true) }
    }
    if looksLikeUTF16WithoutBOM(bytes) {
      return .failure(
        Failure(
          offset: 0,
          message: "The file looks like UTF-16 without a byte-order mark; save it as UTF-8, "
            + "or as UTF-16 with a byte-order mark"))
    }
    return .success(Text(utf8: bytes, isValidated: false))
  }

  /// UTF-8 bytes without a byte-order mark, not yet checked for NUL.
  package struct Text {
    package var utf8: [UInt8]
    /// Whether `utf8` is known to be valid UTF-8 (it was transcoded).
    package var isValidated: Bool
  }

  /// `text` once it is known to be valid UTF-8 and to hold no NUL; the first
  /// problem otherwise, in that order.
  package static func checked(_ text: Text) -> Result<[UInt8], Failure> {
    if !text.isValidated, let bad = TextEncoding.firstInvalidUTF8Offset(text.utf8) {
      return .failure(invalidUTF8(at: bad, in: text.utf8))
    }
    return refusingNUL(text.utf8)
  }

  /// Why a file can't be decoded, and where: a byte offset in `text`, the
  /// file as far as it was decoded (UTF-8 without its byte-order mark, or
  /// transcoded from UTF-16), or in the raw file when `text` is `nil`.
  package struct Failure: Error, Equatable {
    package var offset: Int
    package var message: String
    package var text: [UInt8]?

    package init(offset: Int, message: String, text: [UInt8]? = nil) {
      self.offset = offset
      self.message = message
      self.text = text
    }
  }

  private static func invalidUTF8(at offset: Int, in bytes: [UInt8]) -> Failure {
    let byte = String(bytes[offset], radix: 16, uppercase: true)
    return Failure(
      offset: offset,
      message: "The file is not valid UTF-8 (byte 0x\(byte.count == 1 ? "0" + byte : byte)); "
        + "save it as UTF-8, or as UTF-16 with a byte-order mark",
      text: bytes)
  }

  /// The text, unless it holds a NUL character: a `.strings` file with one
  /// is binary or damaged (a value that needs U+0000 writes `\0`).
  package static func refusingNUL(_ utf8: [UInt8]) -> Result<[UInt8], Failure> {
    let offset = utf8.withUnsafeBufferPointer { buffer -> Int? in
      guard let base = buffer.baseAddress, let found = memchr(base, 0, buffer.count) else { return nil }
      return UnsafeRawPointer(found) - UnsafeRawPointer(base)
    }
    guard let offset else { return .success(utf8) }
    return .failure(
      Failure(
        offset: offset,
        message: "The file holds a NUL character (U+0000), which a text file never does; remove it, "
          + "or write \\0 in a value that needs one",
        text: utf8))
  }

  /// UTF-16 text has a zero byte in most code units of ASCII; UTF-8 text
  /// never has a zero byte at all, unless it is binary.
  private static func looksLikeUTF16WithoutBOM(_ bytes: [UInt8]) -> Bool {
    let sample = bytes.prefix(512)
    guard sample.count >= 4, sample.contains(0) else { return false }
    var evenZeros = 0
    var oddZeros = 0
    for (index, byte) in sample.enumerated() where byte == 0 {
      if index % 2 == 0 { evenZeros += 1 } else { oddZeros += 1 }
    }
    let units = sample.count / 2
    return max(evenZeros, oddZeros) * 2 >= units
  }

  private static func transcodeUTF16(_ body: ArraySlice<UInt8>, bigEndian: Bool) -> Result<[UInt8], Failure> {
    var output: [UInt8] = []
    output.reserveCapacity(body.count)
    let units = TextEncoding.utf16Units(body, bigEndian: bigEndian)
    var decoder = UTF16()
    var iterator = units.makeIterator()
    loop: while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        UTF8.encode(scalar) { output.append($0) }
      case .emptyInput:
        break loop
      case .error:
        return .failure(
          Failure(
            offset: output.count,
            message: "The file is not valid UTF-16 (an unpaired surrogate); save it again as UTF-8",
            text: output))
      }
    }
    if body.count % 2 != 0 {
      return .failure(
        Failure(offset: output.count, message: "The UTF-16 file ends in half a code unit", text: output))
    }
    return .success(output)
  }
}
