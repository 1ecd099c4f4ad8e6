import CLibXML2
import Foundation

/// Builds ``XMLElement`` values from libxml2's SAX2 events, as it reads,
/// so that no tree of libxml2's own is built, copied and freed.
///
/// Each element's position comes from ``StartTagScanner``: the n-th element
/// in document order starts at the n-th start tag. If the scanner and
/// libxml2 ever disagree, the element falls back to the line libxml2 reports.
package final class ElementTreeBuilder: XMLEventReceiver {
  package let source: SourceText
  private let tagOffsets: [Int]
  private var nextTag = 0
  /// The open elements, outermost first, and the text of each so far.
  private var open: [(element: XMLElement, text: [UInt8])] = []
  /// The document's element, once it has ended.
  package private(set) var root: XMLElement?

  package init(source: SourceText) {
    self.source = source
    self.tagOffsets = StartTagScanner.startTagOffsets(in: source.bytes)
  }

  package var hasRoot: Bool { root != nil }

  /// An element starts: its name, and `count` attributes as libxml2 passes
  /// them, five pointers each (local name, prefix, URI, value, value end).
  /// Prefixes are dropped: an element and its attributes go by their local
  /// names.
  package func start(
    name: UnsafePointer<xmlChar>?, attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, count: Int,
    line: Int, isQualified: Bool
  ) {
    let nameBytes = name.map { UnsafeBufferPointer(start: $0, count: strlen(UnsafeRawPointer($0))) }
    let elementName = nameBytes.map { String(decoding: $0, as: UTF8.self) } ?? ""
    var tagOffset: Int?
    if nextTag < tagOffsets.count, let nameBytes,
      StartTagScanner.tag(at: tagOffsets[nextTag], in: source.bytes, isNamed: nameBytes)
    {
      tagOffset = tagOffsets[nextTag]
    }
    nextTag += 1
    let location = tagOffset.map { source.location(ofOffset: $0) } ?? source.location(ofLine: line)
    push(elementName, attributes: attributes, count: count, location: location, tagOffset: tagOffset)
  }

  /// A builder of one element and what it holds, for a reader that places
  /// each start tag itself and hands it over
  /// (``start(name:attributes:count:location:tagOffset:)``); ``root`` is
  /// then that element, once it has ended.
  package init(subtreeIn source: SourceText) {
    self.source = source
    self.tagOffsets = []
  }

  /// An element starts whose start tag the caller has placed.
  package func start(
    name: UnsafeBufferPointer<UInt8>, attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, count: Int,
    location: SourceLocation, tagOffset: Int
  ) {
    push(
      String(decoding: name, as: UTF8.self), attributes: attributes, count: count, location: location,
      tagOffset: tagOffset)
  }

  private func push(
    _ elementName: String, attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, count: Int,
    location: SourceLocation, tagOffset: Int?
  ) {
    var list: [XMLElement.Attribute] = []
    if let attributes, count > 0 {
      list.reserveCapacity(count)
      for index in 0..<count {
        let base = index * 5
        guard let localName = attributes[base], let value = attributes[base + 3], let end = attributes[base + 4]
        else { continue }
        list.append(
          .init(
            name: String(cString: localName),
            value: Self.attributeValue(UnsafeBufferPointer(start: value, count: end - value))))
      }
    }
    let element = XMLElement(
      name: elementName, attributes: list, children: [], text: "", location: location, tagOffset: tagOffset,
      source: source)
    open.append((element, []))
  }

  /// An attribute's value as libxml2 passes it to SAX2. Without entity
  /// substitution (never on, see ``XMLLoader``) it leaves each `&` the value
  /// holds as the reference `&#38;`, which its own tree builder decodes;
  /// a `&` can appear no other way, since a bare one is not well-formed.
  package static func attributeValue(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    guard bytes.contains(UInt8(ascii: "&")) else { return String(decoding: bytes, as: UTF8.self) }
    let reference = Array("&#38;".utf8)
    var decoded: [UInt8] = []
    decoded.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "&"), index + reference.count <= bytes.count,
        bytes[index..<(index + reference.count)].elementsEqual(reference)
      {
        decoded.append(UInt8(ascii: "&"))
        index += reference.count
      } else {
        decoded.append(bytes[index])
        index += 1
      }
    }
    return String(decoding: decoded, as: UTF8.self)
  }

  /// Text or CDATA inside the innermost open element.
  package func text(_ bytes: UnsafePointer<xmlChar>?, count: Int) {
    guard let bytes, count > 0, !open.isEmpty else { return }
    open[open.count - 1].text.append(contentsOf: UnsafeBufferPointer(start: bytes, count: count))
  }

  /// The innermost open element ends.
  package func end() {
    guard let (closed, text) = open.popLast() else { return }
    var element = closed
    if !text.isEmpty { element.text = String(decoding: text, as: UTF8.self) }
    if open.isEmpty {
      root = element
    } else {
      open[open.count - 1].element.children.append(element)
    }
  }
}
