import Foundation
import TesseraFoundation

/// The comments for translators that `.strings` and `.stringsdict` files
/// hold above their keys, attached to the base locale's entries so that the
/// generated accessors document them as a String Catalog's `comment` is
/// documented.
///
/// A `.strings` key's comment is the one ``StringsCommentReader`` finds;
/// a `.stringsdict` entry's is the XML comment (`<!-- … -->`) that ends
/// right before the entry's `<key>`, with only white space between.
package enum EntryComments {
  /// `entries`, read from the `.strings` file `bytes`, with their comments.
  package static func strings(_ entries: [LocalizedEntry], bytes: [UInt8]) -> [LocalizedEntry] {
    guard let text = StringsFileText(bytes) else { return entries }
    return entries.map { entry in
      var entry = entry
      if let offset = text.offset(of: entry.keyLocation) {
        entry.comment = StringsCommentReader.comment(beforeKeyAt: offset, in: text.utf8)
      }
      return entry
    }
  }

  /// `entries`, read from the `.stringsdict` file `bytes`, with their
  /// comments.
  package static func stringsDict(_ entries: [LocalizedEntry], bytes: [UInt8]) -> [LocalizedEntry] {
    let utf8 = TextEncoding.xmlUTF8(bytes).bytes
    let lines = SourceText(displayPath: "", bytes: utf8)
    return entries.map { entry in
      var entry = entry
      if let start = lines.offset(ofLine: entry.keyLocation.line) {
        entry.comment = xmlComment(before: start + entry.keyLocation.column - 1, in: utf8)
      }
      return entry
    }
  }

  /// The text of the XML comment that ends right before `offset`, trimmed.
  package static func xmlComment(before offset: Int, in text: [UInt8]) -> String? {
    var end = min(max(offset, 0), text.count)
    while end > 0, [0x20, 0x09, 0x0A, 0x0D].contains(text[end - 1]) { end -= 1 }
    guard end >= 7, text[(end - 3)..<end].elementsEqual("-->".utf8) else { return nil }
    let close = end - 3
    var index = close - 4
    let limit = max(0, close - StringsCommentReader.maximumCommentLength)
    while index >= limit {
      if text[index..<(index + 4)].elementsEqual("<!--".utf8) {
        let body = String(decoding: text[(index + 4)..<close], as: UTF8.self)
        let trimmed = body.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : trimmed
      }
      index -= 1
    }
    return nil
  }
}
