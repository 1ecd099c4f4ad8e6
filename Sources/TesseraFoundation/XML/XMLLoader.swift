import CLibXML2
import Foundation

/// Reads and parses XML catalogs from untrusted input, safely.
///
/// The loader reads the file itself, refusing anything over
/// ``maximumFileSize``, then parses it with libxml2 under these rules:
/// - options `XML_PARSE_NONET | XML_PARSE_BIG_LINES`, and never NOENT,
///   DTDLOAD, DTDATTR, DTDVALID, XINCLUDE or HUGE;
/// - a deny-all external entity loader and catalogs turned off, so nothing
///   outside the file is ever read;
/// - any declaration inside a DOCTYPE (an `<!ENTITY>` above all) stops the
///   parse with an `xml-forbidden` error, so no entity is ever expanded;
/// - libxml2's structured errors become `xml-syntax` diagnostics with its
///   line and column.
package struct XMLLoader: Sendable {
  /// The default cap on a catalog file's size: 32 MiB.
  package static let defaultMaximumFileSize = 32 * 1024 * 1024

  /// Whether a DOCTYPE that names an external DTD is accepted (never loaded).
  package enum ExternalDTDPolicy: Sendable {
    /// An error: token catalogs have no DOCTYPE.
    case reject
    /// Accepted and ignored, as property lists carry one by convention.
    case ignore
  }

  package var maximumFileSize: Int
  package var externalDTDPolicy: ExternalDTDPolicy
  /// The port files are read through: here (``load(contentsOf:displayPath:)``)
  /// and by the loaders that hold this loader.
  package var files: FileAccess

  package init(
    maximumFileSize: Int = XMLLoader.defaultMaximumFileSize,
    externalDTDPolicy: ExternalDTDPolicy = .reject, files: FileAccess = .direct
  ) {
    // libxml2 takes the buffer's length as an Int32.
    self.maximumFileSize = min(max(maximumFileSize, 0), Int(Int32.max))
    self.externalDTDPolicy = externalDTDPolicy
    self.files = files
  }

  /// Reads and parses the file at `url`. Problems come back as diagnostics,
  /// with a `nil` document when nothing usable was parsed.
  package func load(contentsOf url: URL, displayPath: String) -> (XMLDocument?, [Diagnostic]) {
    switch CatalogFileReader(maximumFileSize: maximumFileSize, files: files).read(url, displayPath: displayPath) {
    case .failure(let diagnostic):
      return (nil, [diagnostic])
    case .success(let bytes):
      return parse(bytes, displayPath: displayPath)
    }
  }

  /// Parses XML held in memory.
  package func parse(_ bytes: [UInt8], displayPath: String) -> (XMLDocument?, [Diagnostic]) {
    let read = read(bytes, displayPath: displayPath, into: ElementTreeBuilder.init(source:))
    guard read.succeeded, let source = read.source, let root = read.receiver?.root else {
      return (nil, read.diagnostics)
    }
    return (XMLDocument(root: root, source: source), read.diagnostics)
  }

  /// Parses XML held in memory under the rules above, handing libxml2's
  /// events to the receiver `makeReceiver` makes for the file's text (UTF-8,
  /// transcoded if need be): the tree builder, or a reader that takes what
  /// it needs as the parser goes.
  ///
  /// It has `succeeded` when the document was parsed whole, with no error
  /// and nothing forbidden; the diagnostics then hold at most warnings.
  /// When it hasn't, they hold at least one error.
  package func read<Receiver: XMLEventReceiver>(
    _ bytes: [UInt8], displayPath: String, into makeReceiver: (SourceText) -> Receiver
  ) -> (source: SourceText?, receiver: Receiver?, diagnostics: [Diagnostic], succeeded: Bool) {
    guard bytes.count <= maximumFileSize else {
      return (nil, nil, [CatalogFileReader.tooLarge(displayPath, size: bytes.count, cap: maximumFileSize)], false)
    }
    let (utf8, transcoded) = TextEncoding.xmlUTF8(bytes)
    let source = SourceText(displayPath: displayPath, bytes: utf8)
    // libxml2 would guess UTF-16 or UTF-32 from the zero bytes around the
    // first `<`; XML requires a byte-order mark for them (XML 1.0 §4.3.3),
    // and a guess would put every line and column off.
    if !transcoded, utf8.count >= 2, utf8[0] == 0 || utf8[1] == 0 {
      return (
        source, nil,
        [
          .error(
            .xmlSyntax,
            "The file starts with a NUL byte: it looks like UTF-16 or UTF-32 without a byte-order mark, "
              + "which XML requires; save it as UTF-8, or as UTF-16 with a byte-order mark.",
            at: source.start)
        ],
        false
      )
    }
    LibXML2.initializeOnce()
    tessera_silenceGenericErrors()

    guard let context = xmlNewParserCtxt() else {
      return (source, nil, [.error(.xmlSyntax, "libxml2 could not allocate a parser.", at: source.start)], false)
    }
    defer { xmlFreeParserCtxt(context) }

    let receiver = makeReceiver(source)
    let state = ParseState(source: source, policy: externalDTDPolicy, receiver: receiver)
    let retained = Unmanaged.passRetained(state)
    defer { retained.release() }
    context.pointee._private = UnsafeMutableRawPointer(retained.toOpaque())
    LibXML2.installHandlers(on: context)

    var options = tessera_xmlSafeParseOptions()
    if transcoded { options |= Int32(XML_PARSE_IGNORE_ENC.rawValue) }
    // libxml2 builds no tree: the handlers hand each element to the
    // receiver as it reads, so only the document node is left to free.
    let document = utf8.withUnsafeBufferPointer { buffer in
      buffer.baseAddress.flatMap { base in
        base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
          xmlCtxtReadMemory(context, $0, Int32(buffer.count), displayPath, transcoded ? "UTF-8" : nil, options)
        }
      }
    }
    if let document { xmlFreeDoc(document) }

    if utf8.isEmpty {
      state.diagnostics.append(
        .error(.xmlSyntax, "The file is empty; a catalog needs a root element.", at: source.start))
    }
    guard !state.forbidden, !state.stopped, !state.diagnostics.contains(where: { $0.severity == .error }),
      document != nil, receiver.hasRoot
    else {
      // At least one error, as promised: a read the receiver stopped may hold only warnings, or nothing.
      if !state.diagnostics.contains(where: { $0.severity == .error }) {
        let message =
          state.stopped
          ? "The reader stopped before the end of the file; it is read again in full."
          : "The file could not be parsed as XML."
        state.diagnostics.append(.error(.xmlSyntax, message, at: source.start))
      }
      return (source, receiver, state.diagnostics, false)
    }
    return (source, receiver, state.diagnostics, true)
  }
}

/// What takes libxml2's SAX2 events for a document's elements, as
/// ``XMLLoader/read(_:displayPath:into:)`` parses it.
package protocol XMLEventReceiver: AnyObject {
  /// An element starts: its local name, and `count` attributes as libxml2
  /// passes them, five pointers each (local name, prefix, URI, value, value
  /// end); `isQualified` when the element or an attribute has a namespace
  /// prefix, or the tag declares a namespace.
  func start(
    name: UnsafePointer<xmlChar>?, attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, count: Int,
    line: Int, isQualified: Bool)
  /// Text or CDATA inside the innermost open element.
  func text(_ bytes: UnsafePointer<xmlChar>?, count: Int)
  /// The innermost open element ends.
  func end()
  /// Whether the document's element has ended.
  var hasRoot: Bool { get }
  /// Whether the receiver wants no more events: the parser stops at once,
  /// and the read fails (a reader that gives up needs nothing more).
  var isDone: Bool { get }
}

extension XMLEventReceiver {
  package var isDone: Bool { false }
}

/// What one parse collects through libxml2's callbacks.
package final class ParseState {
  package let source: SourceText
  package let policy: XMLLoader.ExternalDTDPolicy
  /// What receives the elements as libxml2 reads them.
  package let receiver: any XMLEventReceiver
  package var diagnostics: [Diagnostic] = []
  package var forbidden = false
  /// Whether the receiver stopped the parser (``XMLEventReceiver/isDone``).
  package var stopped = false

  package init(source: SourceText, policy: XMLLoader.ExternalDTDPolicy, receiver: any XMLEventReceiver) {
    self.source = source
    self.policy = policy
    self.receiver = receiver
  }

  package static func from(_ context: UnsafeMutableRawPointer?) -> ParseState? {
    guard let context else { return nil }
    let parser = context.assumingMemoryBound(to: xmlParserCtxt.self)
    guard let state = parser.pointee._private else { return nil }
    return Unmanaged<ParseState>.fromOpaque(state).takeUnretainedValue()
  }

  /// Stops the parser at once, for a receiver that wants no more events;
  /// the read then fails.
  package func stop(_ context: UnsafeMutableRawPointer?) {
    stopped = true
    if let parser = context?.assumingMemoryBound(to: xmlParserCtxt.self) { xmlStopParser(parser) }
  }

  /// Records a forbidden construct and stops the parser at once.
  package func forbid(_ message: String, context: UnsafeMutableRawPointer?) {
    let parser = context?.assumingMemoryBound(to: xmlParserCtxt.self)
    let line = parser.map { Int(xmlSAX2GetLineNumber(UnsafeMutableRawPointer($0))) } ?? 1
    let column = parser.map { Int(xmlSAX2GetColumnNumber(UnsafeMutableRawPointer($0))) } ?? 1
    if !forbidden {
      diagnostics.append(.error(.xmlForbidden, message, at: source.location(ofLine: line, column: column)))
    }
    forbidden = true
    if let parser { xmlStopParser(parser) }
  }
}

/// The process-wide libxml2 set-up and the callbacks the loader installs.
package enum LibXML2 {
  private static let initialized: Bool = {
    xmlInitParser()
    xmlCatalogSetDefaults(XML_CATA_ALLOW_NONE)
    xmlSetExternalEntityLoader { url, _, context in
      let target = url.map { String(cString: $0) } ?? "an external resource"
      ParseState.from(context.map(UnsafeMutableRawPointer.init))?.forbid(
        "The document asks to load '\(target)'; Tessera never reads outside the catalog. "
          + "Remove the external reference.",
        context: context.map(UnsafeMutableRawPointer.init))
      return nil
    }
    return true
  }()

  /// Calls `xmlInitParser()` and installs the global policy, once per process.
  package static func initializeOnce() { _ = initialized }

  package static func installHandlers(on context: xmlParserCtxtPtr) {
    guard let sax = context.pointee.sax else { return }
    sax.pointee.serror = { userData, error in
      guard let error, let state = ParseState.from(userData) else { return }
      state.record(error.pointee)
    }
    sax.pointee.internalSubset = { context, _, _, _ in
      guard let state = ParseState.from(context), state.policy == .reject else { return }
      state.forbid(
        "DOCTYPE declarations are not allowed in this catalog: Tessera never loads a DTD or "
          + "expands an entity. Remove the <!DOCTYPE …> declaration.",
        context: context)
    }
    sax.pointee.externalSubset = { _, _, _, _ in }
    sax.pointee.startElementNs = { context, name, prefix, _, namespaceCount, _, attributeCount, _, attributes in
      guard let state = ParseState.from(context), !state.forbidden else { return }
      var isQualified = prefix != nil || namespaceCount > 0
      if let attributes, !isQualified {
        for index in 0..<max(Int(attributeCount), 0) where attributes[index * 5 + 1] != nil { isQualified = true }
      }
      state.receiver.start(
        name: name, attributes: attributes, count: Int(attributeCount),
        line: Int(xmlSAX2GetLineNumber(context)), isQualified: isQualified)
      if state.receiver.isDone { state.stop(context) }
    }
    sax.pointee.endElementNs = { context, _, _, _ in
      ParseState.from(context)?.receiver.end()
    }
    sax.pointee.characters = { context, bytes, count in
      guard let state = ParseState.from(context) else { return }
      state.receiver.text(bytes, count: Int(count))
      if state.receiver.isDone { state.stop(context) }
    }
    sax.pointee.ignorableWhitespace = sax.pointee.characters
    sax.pointee.cdataBlock = sax.pointee.characters
    // Nothing else becomes part of an element: no nodes for comments,
    // processing instructions or entity references.
    sax.pointee.comment = nil
    sax.pointee.processingInstruction = nil
    sax.pointee.reference = nil
    sax.pointee.entityDecl = { context, name, _, _, _, _ in
      let entity = name.map { String(cString: $0) } ?? "?"
      ParseState.from(context)?.forbid(
        "The entity declaration '\(entity)' is not allowed; Tessera never expands entities. "
          + "Remove the <!ENTITY> declaration and write the text out.",
        context: context)
    }
    sax.pointee.elementDecl = { context, _, _, _ in
      ParseState.from(context)?.forbid(
        "DTD declarations are not allowed in a catalog; remove the internal subset.", context: context)
    }
    sax.pointee.attributeDecl = { context, _, _, _, _, _, tree in
      if let tree { xmlFreeEnumeration(tree) }
      ParseState.from(context)?.forbid(
        "DTD declarations are not allowed in a catalog; remove the internal subset.", context: context)
    }
    sax.pointee.notationDecl = { context, _, _, _ in
      ParseState.from(context)?.forbid(
        "DTD declarations are not allowed in a catalog; remove the internal subset.", context: context)
    }
    sax.pointee.unparsedEntityDecl = { context, _, _, _, _ in
      ParseState.from(context)?.forbid(
        "Entity declarations are not allowed; Tessera never expands entities.", context: context)
    }
  }
}

extension ParseState {
  /// Turns one of libxml2's structured errors into a diagnostic.
  package func record(_ error: xmlError) {
    // A stop we asked for is already reported.
    if forbidden { return }
    guard error.level != XML_ERR_NONE else { return }
    // libxml2 stops at the first error that breaks well-formedness; what it
    // reports after it, at the same place, is that stop again in other words.
    if error.level != XML_ERR_WARNING, diagnostics.contains(where: { $0.severity == .error }) { return }
    var message = error.message.map { String(cString: $0) } ?? "XML error"
    message = message.trimmingCharacters(in: .whitespacesAndNewlines)
    if let first = message.first, first.isLowercase {
      message = first.uppercased() + message.dropFirst()
    }
    if !message.hasSuffix(".") { message += "." }
    let location = source.location(ofLine: Int(error.line), column: Int(error.int2))
    let severity: Diagnostic.Severity = error.level == XML_ERR_WARNING ? .warning : .error
    diagnostics.append(Diagnostic(severity, .xmlSyntax, message, at: location))
  }
}
