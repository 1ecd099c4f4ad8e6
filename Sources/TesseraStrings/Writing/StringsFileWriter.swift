import TesseraFoundation

/// Writes a new `.strings` file, in the layout `genstrings` and Xcode use:
/// each statement on its own line, after its comment when it has one, and
/// one empty line between statements. The text is UTF-8.
package enum StringsFileWriter {
  /// One statement of the file.
  package struct Statement: Sendable, Hashable {
    package var key: String
    package var value: String
    /// The comment above the statement, without its `/* */`.
    package var comment: String?

    package init(key: String, value: String, comment: String? = nil) {
      self.key = key
      self.value = value
      self.comment = comment
    }
  }

  /// The file holding `statements`, in the order given.
  package static func write(_ statements: [Statement]) -> String {
    statements.map(text(of:)).joined(separator: "\n")
  }

  /// One statement with its comment, ending in a newline.
  package static func text(of statement: Statement) -> String {
    var text = ""
    if let comment = statement.comment { text += StringsLiteral.comment(comment) + "\n" }
    return text + StringsLiteral.statement(key: statement.key, value: statement.value) + "\n"
  }
}
