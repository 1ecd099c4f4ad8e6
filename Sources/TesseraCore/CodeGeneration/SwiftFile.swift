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
}
