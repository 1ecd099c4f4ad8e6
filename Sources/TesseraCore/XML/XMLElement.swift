/// An element of a parsed XML catalog, with the positions of its tag and
/// attributes in the source.
///
/// libxml2 parses the file; this is the small, `Sendable` tree the loaders
/// read. Positions are computed on demand, since only diagnostics need them.
public struct XMLElement: Sendable {
  public struct Attribute: Sendable {
    public var name: String
    public var value: String
  }

  public var name: String
  public var attributes: [Attribute]
  public var children: [XMLElement]
  /// The element's own text, its direct text and CDATA children joined.
  public var text: String
  /// Where the start tag begins.
  public var location: SourceLocation
  /// The start tag's byte offset in `source`, when it could be found.
  let tagOffset: Int?
  let source: SourceText

  /// The value of the attribute `name`, if present.
  public subscript(attribute name: String) -> String? {
    attributes.first { $0.name == name }?.value
  }

  /// Where the value of attribute `name` begins (just inside its quote), or the
  /// element's location when the attribute is absent or can't be found.
  public func location(ofAttribute name: String) -> SourceLocation {
    guard let tagOffset,
      let offset = StartTagScanner.valueOffset(ofAttribute: name, inTagAt: tagOffset, of: source.bytes)
    else { return location }
    return source.location(ofOffset: offset)
  }
}

/// A parsed XML file.
public struct XMLDocument: Sendable {
  public var root: XMLElement
  public var source: SourceText
}
