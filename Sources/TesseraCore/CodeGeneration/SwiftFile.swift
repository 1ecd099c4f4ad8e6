/// A whole emitted file: a header comment, its imports and its declarations.
struct SwiftFile: Sendable {
  /// The file's name in the output folder, such as `Strings.swift`.
  var name: String
  /// The `//` lines the file starts with.
  var headerComment: [String]
  /// The modules the file imports, in order.
  var imports: [String] = []
  /// The top-level declarations, each after a blank line.
  var declarations: [SwiftDeclaration]

  /// A piece of a file that renders on its own (``SwiftRenderer/render(_:of:)``):
  /// the parts of a file, rendered one after another, are the whole file.
  enum Part: Sendable, Hashable {
    /// The header comment and the imports.
    case header
    /// The top-level declaration at this index, after its blank line.
    case declaration(Int)
  }

  /// The file's parts, in order: large files render each on a core of
  /// its own.
  var parts: [Part] { [.header] + declarations.indices.map(Part.declaration) }
}
