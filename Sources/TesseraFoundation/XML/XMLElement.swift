/// An element of a parsed XML catalog, with the positions of its tag and
/// attributes in the source.
///
/// libxml2 parses the file; this is the small, `Sendable` tree the loaders
/// read. Positions are computed on demand, since only diagnostics need them.
package struct XMLElement: Sendable {
  package struct Attribute: Sendable {
    package var name: String
    package var value: String
  }

  package var name: String
  package var attributes: [Attribute]
  package var children: [XMLElement]
  /// The element's own text, its direct text and CDATA children joined.
  package var text: String
  /// Where the start tag begins.
  package var location: SourceLocation
  /// The start tag's byte offset in `source`, when it could be found.
  package let tagOffset: Int?
  package let source: SourceText

  /// The value of the attribute `name`, if present.
  package subscript(attribute name: String) -> String? {
    attributes.first { $0.name == name }?.value
  }

  /// Where the value of attribute `name` begins (just inside its quote), or the
  /// element's location when the attribute is absent or can't be found.
  package func location(ofAttribute name: String) -> SourceLocation {
    guard let tagOffset,
      let offset = StartTagScanner.valueOffset(ofAttribute: Array(name.utf8), inTagAt: tagOffset, of: source.bytes)
    else { return location }
    return source.location(ofOffset: offset)
  }
}

/// A parsed XML file.
package struct XMLDocument: Sendable {
  package var root: XMLElement
  package var source: SourceText
}
