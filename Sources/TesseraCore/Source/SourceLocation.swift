/// A position in a catalog file: 1-based line and column.
///
/// Columns count UTF-8 bytes from the start of the line, as clang and the
/// Swift compiler do, so editors jump to the right place.
public struct SourceLocation: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
  /// The file's path as it is shown to the user.
  public var file: String
  public var line: Int
  public var column: Int

  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = max(line, 1)
    self.column = max(column, 1)
  }

  /// The start of `file`, for problems with a file as a whole.
  public static func start(of file: String) -> SourceLocation {
    SourceLocation(file: file, line: 1, column: 1)
  }

  public var description: String { "\(file):\(line):\(column)" }

  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
  }
}
