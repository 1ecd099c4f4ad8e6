/// A whole emitted file: a header comment, its imports and its declarations.
package struct SwiftFile: Sendable {
  /// The file's name in the output folder, such as `Strings.swift`.
  package var name: String
  /// The `//` lines the file starts with.
  package var headerComment: [String]
  /// The modules the file imports, in order.
  package var imports: [String] = []
  /// The top-level declarations, each after a blank line.
  package var declarations: [SwiftDeclaration]

  /// A piece of a file that renders on its own (``SwiftRenderer/render(_:of:)``):
  /// the parts of a file, rendered one after another, are the whole file.
  package enum Part: Sendable, Hashable {
    /// The header comment and the imports.
    case header
    /// The top-level declaration at this index, after its blank line.
    case declaration(Int)
  }

  /// The file's parts, in order: large files render each on a core of
  /// its own.
  package var parts: [Part] { [.header] + declarations.indices.map(Part.declaration) }

  /// Every stored property, as the memberwise initializer takes them.
  package init(name: String, headerComment: [String], imports: [String] = [], declarations: [SwiftDeclaration]) {
    self.name = name
    self.headerComment = headerComment
    self.imports = imports
    self.declarations = declarations
  }
}
