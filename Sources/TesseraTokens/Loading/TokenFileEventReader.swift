import CLibXML2
import Foundation
import TesseraColor
import TesseraFoundation

/// Reads a token catalog file straight from libxml2's SAX2 events into
/// definitions, with no element tree between: the file as nearly every
/// catalog writes it, read in one pass.
///
/// It reads only what it can read exactly as ``TokenDocumentReader`` reads
/// it with nothing to report: a `<tokens>` element with or without a valid
/// mode; groups and tokens with valid names and known types; tokens whose
/// value parses as their type or is an alias; descriptions. A `<token>`
/// its five attributes (`name`, `type`, `value`, `description`, `mode`)
/// can't give (a typography or composite token, written with field
/// attributes or `<layer>` and `<stop>` elements; a typed token with no
/// value; one with any other attribute) it builds, with everything inside
/// it, as a small element tree of its own and hands to
/// ``TokenDocumentReader``, keeping what that reads when it reports
/// nothing. Anything else (a contrast section, text or an unknown element
/// outside such a token, a value that doesn't parse, a namespace prefix, a
/// tag the start tag scanner can't place, any warning from libxml2 or the
/// token reader) makes it give up, and ``TokenCatalogLoader`` reads the
/// file through the element tree, which reports what it finds. Given up or
/// not, a file reads as one catalog.
package final class TokenFileEventReader: XMLEventReceiver {
  /// The catalog of a file with nothing to report, read straight from its
  /// events; `nil` when the file needs the element tree's reading.
  package static func read(
    _ bytes: [UInt8], displayPath: String, loader: XMLLoader, appearanceNames: AppearanceNames = AppearanceNames()
  ) -> TokenCatalog? {
    let read = loader.read(bytes, displayPath: displayPath) {
      TokenFileEventReader(source: $0, appearanceNames: appearanceNames)
    }
    guard read.succeeded, read.diagnostics.isEmpty, let reader = read.receiver, !reader.gaveUp else { return nil }
    return reader.catalog
  }

  /// What an open element is.
  private enum Open {
    case root
    /// A group: its path and the type it gives its tokens.
    case group(TokenPath, TokenType?)
    case token
  }

  /// The attributes a plain file's elements have, by their place in
  /// ``Attributes``: a `<token>` with any other (a typography or composite
  /// field among them) is handed to the token reader; any other element
  /// with one gives up.
  private static let attributeNames: [[UInt8]] = ["name", "type", "value", "description", "mode"].map {
    Array($0.utf8)
  }
  /// The names of the elements and the attribute the reader compares bytes with.
  private static let tokensName = Array("tokens".utf8)
  private static let groupName = Array("group".utf8)
  private static let tokenName = Array("token".utf8)
  private static let valueName = Array("value".utf8)

  private let source: SourceText
  private let tagOffsets: [Int]
  private var nextTag = 0
  /// The line of the last location made: locations come in file order.
  private var lineHint = 0
  private var open: [Open] = []
  private var scope: TokenScope = .shared
  /// A token being built as an element tree for ``TokenDocumentReader``:
  /// the builder, and the path and type its group gives it.
  private var handedOver: (builder: ElementTreeBuilder, parent: TokenPath, inherited: TokenType?)?
  package private(set) var catalog = TokenCatalog()
  package private(set) var gaveUp = false
  /// Once given up, the parser stops at its next event: the element tree
  /// reads the file again.
  package var isDone: Bool { gaveUp }
  package private(set) var hasRoot = false

  /// What `mode` may name.
  private let appearanceNames: AppearanceNames
  /// The reader of the tokens handed over, one for the file.
  private lazy var tokenReader = TokenDocumentReader(appearanceNames: appearanceNames)

  package init(source: SourceText, appearanceNames: AppearanceNames = AppearanceNames()) {
    self.source = source
    self.appearanceNames = appearanceNames
    tagOffsets = StartTagScanner.startTagOffsets(in: source.bytes)
    // At most one definition a start tag, and a token's tag takes more than 24 bytes: the array is never copied to
    // grow, and a file of short unknown tags (which the reader gives up on) reserves no more than its size allows.
    catalog.definitions.reserveCapacity(min(tagOffsets.count, source.bytes.count / 24))
  }

  /// An element's attributes by name, as their values.
  private struct Attributes {
    var values: [String?] = Array(repeating: nil, count: TokenFileEventReader.attributeNames.count)
    subscript(_ name: Name) -> String? { values[name.rawValue] }

    enum Name: Int {
      case name, type, value, description, mode
    }
  }

  package func start(
    name: UnsafePointer<xmlChar>?, attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, count: Int,
    line: Int, isQualified: Bool
  ) {
    guard !gaveUp else { return }
    guard !isQualified, let name, !hasRoot else { return giveUp() }
    let nameBytes = UnsafeBufferPointer(start: name, count: strlen(UnsafeRawPointer(name)))
    // The n-th element starts at the n-th start tag, or the tree would place it by its line.
    guard nextTag < tagOffsets.count, StartTagScanner.tag(at: tagOffsets[nextTag], in: source.bytes, isNamed: nameBytes)
    else { return giveUp() }
    let tagOffset = tagOffsets[nextTag]
    nextTag += 1
    if let handedOver {
      handedOver.builder.start(
        name: nameBytes, attributes: attributes, count: count,
        location: source.location(ofOffset: tagOffset, hint: &lineHint), tagOffset: tagOffset)
      return
    }
    let found = Self.attributes(attributes, count: count)
    var parent = TokenPath([])
    var inherited: TokenType?
    var isMember = false
    switch open.last {
    case .group(let path, let type)?: (parent, inherited, isMember) = (path, type, true)
    case .root?: isMember = true
    case nil, .token?: break
    }
    // A token the attributes alone can't give: its element tree, for the token reader.
    if isMember, nameBytes.hasBytes(of: Self.tokenName), found.map({ Self.needsTree($0, inherited: inherited) }) ?? true
    {
      let builder = ElementTreeBuilder(subtreeIn: source)
      builder.start(
        name: nameBytes, attributes: attributes, count: count,
        location: source.location(ofOffset: tagOffset, hint: &lineHint), tagOffset: tagOffset)
      handedOver = (builder, parent, inherited)
      return
    }
    guard let found else { return giveUp() }

    switch open.last {
    case nil:
      let onlyMode = found.values.indices.allSatisfy { found.values[$0] == nil || $0 == Attributes.Name.mode.rawValue }
      guard nameBytes.hasBytes(of: Self.tokensName), onlyMode else { return giveUp() }
      if let mode = found[.mode] {
        guard let themeMode = appearanceNames.appearance(named: mode) else { return giveUp() }
        scope = .themed(themeMode)
      }
      let file = source.displayPath
      if !(catalog.files[scope]?.contains(file) ?? false) { catalog.files[scope, default: []].append(file) }
      open.append(.root)
    case .root?, .group?:
      member(nameBytes, found, parent: parent, inherited: inherited, tagOffset: tagOffset)
    case .token?:
      giveUp()
    }
  }

  /// Whether a `<token>` with only the five attributes is one the token
  /// reader reads from its element: a typography or composite token, or a
  /// typed one with no value. An untyped token, or one of a type Tessera
  /// doesn't know, is left to ``member(_:_:parent:inherited:tagOffset:)``,
  /// which reads an alias and gives up on anything else. (A token with any
  /// other attribute is handed over whatever its type.)
  private static func needsTree(_ attributes: Attributes, inherited: TokenType?) -> Bool {
    var type = inherited
    if let name = attributes[.type] {
      guard let known = TokenType(rawValue: name) else { return false }
      type = known
    }
    guard let type else { return false }
    return type == .typography || type.hasCompositeParts || attributes[.value] == nil
  }

  /// A `<group>` or `<token>` under `parent`.
  private func member(
    _ element: UnsafeBufferPointer<UInt8>, _ attributes: Attributes, parent: TokenPath, inherited: TokenType?,
    tagOffset: Int
  ) {
    let isGroup = element.hasBytes(of: Self.groupName)
    guard isGroup || element.hasBytes(of: Self.tokenName), attributes[.mode] == nil,
      let name = attributes[.name], TokenPath.isValidSegment(name), !(isGroup && name == TokenPath.rootSegment)
    else { return giveUp() }
    var type = inherited
    if let typeName = attributes[.type] {
      guard let known = TokenType(rawValue: typeName) else { return giveUp() }
      type = known
    }
    let path = parent.appending(name)
    if isGroup {
      guard attributes[.value] == nil else { return giveUp() }
      open.append(.group(path, type))
      return
    }
    guard type != .typography, let value = attributes[.value] else { return giveUp() }
    let location = source.location(ofOffset: tagOffset, hint: &lineHint)
    let valueLocation =
      StartTagScanner.valueOffset(ofAttribute: Self.valueName, inTagAt: tagOffset, of: source.bytes).map {
        source.location(ofOffset: $0, hint: &lineHint)
      } ?? location
    let expression: TokenExpression
    var text = value
    switch text.withUTF8(TokenDocumentReader.parseASCIIAlias) {
    case .alias(let target):
      expression = .alias(target)
    case .literal:
      guard let type, case .success(let parsed) = TokenValueParser.parse(value, as: type) else { return giveUp() }
      expression = .literal(parsed)
    case .invalid, .notASCII:
      return giveUp()
    }
    let description = attributes[.description]?.trimmingWhitespace
    catalog.definitions.append(
      TokenDefinition(
        path: path, declaredType: type, expression: expression, scope: scope,
        description: description?.isEmpty == false ? description : nil, location: location,
        valueLocation: valueLocation))
    open.append(.token)
  }

  /// The attributes libxml2 passes, five pointers each (local name, prefix,
  /// URI, value, value end), or `nil` for one a plain token file doesn't
  /// have.
  private static func attributes(_ list: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, count: Int) -> Attributes? {
    var found = Attributes()
    guard let list else { return found }
    for index in 0..<max(count, 0) {
      let base = index * 5
      guard let localName = list[base], let value = list[base + 3], let end = list[base + 4] else { return nil }
      let name = UnsafeBufferPointer(start: localName, count: strlen(UnsafeRawPointer(localName)))
      guard let position = attributeNames.firstIndex(where: name.hasBytes) else { return nil }
      found.values[position] = ElementTreeBuilder.attributeValue(UnsafeBufferPointer(start: value, count: end - value))
    }
    return found
  }

  package func text(_ bytes: UnsafePointer<xmlChar>?, count: Int) {
    guard let bytes, !gaveUp else { return }
    if let handedOver { return handedOver.builder.text(bytes, count: count) }
    // White space between elements only: text in the root or a group is a schema error the tree reports (text in a
    // handed-over token went to its builder above, and the token reader reports it).
    for byte in UnsafeBufferPointer(start: bytes, count: max(count, 0)) {
      guard byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D else { return giveUp() }
    }
  }

  package func end() {
    guard !gaveUp else { return }
    if let handedOver {
      handedOver.builder.end()
      if let element = handedOver.builder.root { readHandedOver(element, handedOver.parent, handedOver.inherited) }
      return
    }
    guard open.popLast() != nil else { return }
    if open.isEmpty { hasRoot = true }
  }

  /// The token the tree was built for, read by the token reader: kept
  /// when it reports nothing, else the file is the tree's to read.
  private func readHandedOver(_ element: XMLElement, _ parent: TokenPath, _ inherited: TokenType?) {
    handedOver = nil
    // Straight into the catalog: if the reader reports anything, the whole catalog is dropped.
    tokenReader.readMember(element, parent: parent, inheritedType: inherited, scope: scope, into: &catalog)
    if !tokenReader.diagnostics.isEmpty { giveUp() }
  }

  private func giveUp() {
    gaveUp = true
  }
}
