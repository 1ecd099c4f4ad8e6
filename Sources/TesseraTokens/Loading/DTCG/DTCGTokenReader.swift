import Foundation
import TesseraColor
import TesseraFoundation

/// Reads DTCG token files (`*.tokens.json` and `*.tokens`, format 2025.10)
/// into the same ``TokenDefinition``s the XML catalogs give, so that every
/// token check runs on them unchanged.
///
/// The JSON is read by the hardened `JSONReader`: malformed JSON, a
/// duplicate key, invalid UTF-8 and nesting past ``maximumDepth`` are
/// `dtcg-syntax`, and the file's size is capped before it is read
/// (`file-too-large`). What the format says maps onto the model:
/// - a member with `$value` is a token, any other member a group, whose
///   `$type` and `$deprecated` its tokens inherit;
/// - `{group.token}` is an alias, and a `$ref` JSON Pointer to another
///   token's `$value` in the same file is one too; a `$ref` to any other
///   value in the file stands for that value;
/// - colours in any of the colour module's spaces become sRGB
///   (`SRGBGamutMapping`), dimensions in `px` are points and in `rem` are
///   ``remBase`` points, durations are milliseconds;
/// - `$description` documents the generated property, `$deprecated` makes an
///   alias to the token `token-deprecated`, and `$extensions` is kept in the
///   file and ignored;
/// - every type of the format is read, composites (`shadow`, `border`,
///   `strokeStyle`, `transition`, `gradient`) part by part; a group's
///   `$root` is its own token and `$extends` copies another group in;
/// - a token of a type or unit outside the format is left out, with a
///   `dtcg-skipped-token` warning naming it.
package struct DTCGTokenReader: Sendable {
  /// Points in one `rem`.
  package var remBase: Double
  /// How deep arrays and objects may nest: deeper than any design system's
  /// groups, shallow enough to stop hostile input.
  package var maximumDepth: Int
  /// The largest file read, in bytes.
  package var maximumFileSize: Int
  /// The port token files (and a resolver's) are read through.
  package var files: FileAccess

  package init(
    remBase: Double = 16, maximumDepth: Int = 64, maximumFileSize: Int = XMLLoader.defaultMaximumFileSize,
    files: FileAccess = .direct
  ) {
    self.remBase = remBase
    self.maximumDepth = maximumDepth
    self.maximumFileSize = maximumFileSize
    self.files = files
  }

  /// Whether `name` is a DTCG token file's: `*.tokens.json` or `*.tokens`.
  package static func isTokenFile(_ name: String) -> Bool {
    let lowered = name.lowercased()
    return lowered.hasSuffix(".tokens.json") || lowered.hasSuffix(".tokens")
  }

  /// Reads `file`, its tokens in `scope`, into `catalog`.
  package func load(_ file: CatalogFile, scope: TokenScope, into catalog: inout TokenCatalog) -> [Diagnostic] {
    load(file, scope: scope, outerGroupTypes: [:], into: &catalog)
  }

  /// Reads `file` as ``load(_:scope:into:)`` does, its groups without a `$type` of their own taking
  /// `outerGroupTypes`' (another source's of the same resolver), and its groups' `$extends` finding in
  /// `outerRoots` (the other sources' documents) a group it lacks.
  package func load(
    _ file: CatalogFile, scope: TokenScope, outerGroupTypes: [TokenPath: DTCGDocumentReader.InheritedType],
    outerRoots: [JSONValue] = [], into catalog: inout TokenCatalog
  ) -> [Diagnostic] {
    switch CatalogFileReader(maximumFileSize: maximumFileSize, files: files).read(
      file.url, displayPath: file.displayPath)
    {
    case .failure(let diagnostic): return [diagnostic]
    case .success(let bytes):
      let source = SourceText(displayPath: file.displayPath, bytes: bytes)
      if !(catalog.files[scope]?.contains(file.displayPath) ?? false) {
        catalog.files[scope, default: []].append(file.displayPath)
      }
      switch JSONReader(maximumDepth: maximumDepth).read(bytes) {
      case .failure(let error):
        return [Self.syntaxError(error, in: source)]
      case .success(let root):
        return read(
          root, source: source, scope: scope, outerGroupTypes: outerGroupTypes, outerRoots: outerRoots,
          into: &catalog)
      }
    }
  }

  /// The document `file` holds, or `nil` when it can't be read or parsed (its own reading reports why).
  package func document(of file: CatalogFile) -> JSONValue? {
    guard
      case .success(let bytes) = CatalogFileReader(maximumFileSize: maximumFileSize, files: files).read(
        file.url, displayPath: file.displayPath)
    else { return nil }
    return try? JSONReader(maximumDepth: maximumDepth).read(bytes).get()
  }

  /// Reads a whole file's `bytes`, shown as `displayPath`, its tokens in
  /// `scope`, into `catalog`.
  package func read(
    _ bytes: [UInt8], displayPath: String, scope: TokenScope, into catalog: inout TokenCatalog
  ) -> [Diagnostic] {
    let source = SourceText(displayPath: displayPath, bytes: bytes)
    if !(catalog.files[scope]?.contains(displayPath) ?? false) { catalog.files[scope, default: []].append(displayPath) }
    switch JSONReader(maximumDepth: maximumDepth).read(bytes) {
    case .failure(let error):
      return [Self.syntaxError(error, in: source)]
    case .success(let root):
      return read(root, source: source, scope: scope, into: &catalog)
    }
  }

  /// Reads a document already parsed from `source`: a token file's root, or
  /// a resolver's inline set.
  package func read(
    _ root: JSONValue, source: SourceText, scope: TokenScope,
    outerGroupTypes: [TokenPath: DTCGDocumentReader.InheritedType] = [:], outerRoots: [JSONValue] = [],
    into catalog: inout TokenCatalog
  ) -> [Diagnostic] {
    var builder = DTCGDocumentReader(source: source, root: root, scope: scope, remBase: remBase)
    builder.outerGroupTypes = outerGroupTypes
    builder.outerRoots = outerRoots
    builder.readRoot()
    catalog.dtcgGroupTypes.merge(builder.groupTypes) { _, later in later }
    catalog.appendDefinitions(moving: &builder.definitions)
    for (path, reason) in builder.skipped where catalog.skippedTokens[path] == nil {
      catalog.skippedTokens[path] = reason
    }
    return builder.diagnostics
  }

  /// A JSON syntax error as `dtcg-syntax`, with a note at the first of two duplicate keys.
  package static func syntaxError(_ error: JSONSyntaxError, in source: SourceText) -> Diagnostic {
    .error(
      .dtcgSyntax, error.message, at: source.location(ofOffset: error.offset),
      notes: error.firstOffset.map { [Diagnostic.Note("the first one is here", at: source.location(ofOffset: $0))] }
        ?? [])
  }
}
