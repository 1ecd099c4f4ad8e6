/// A position in a catalog file: 1-based line and column.
///
/// Columns count UTF-8 bytes from the start of the line, as clang and the
/// Swift compiler do, so editors jump to the right place.
///
/// The line and column are kept in 32 bits each: a catalog keeps two
/// locations for each of its hundreds of thousands of entries, and no file
/// under the size cap has four billion lines.
public struct SourceLocation: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
  /// The file's path as it is shown to the user.
  public var file: String
  private var storedLine: UInt32
  private var storedColumn: UInt32

  /// The 1-based line; a value below 1 is stored as 1.
  public var line: Int {
    get { Int(storedLine) }
    set { storedLine = Self.stored(newValue) }
  }

  /// The 1-based column, in UTF-8 bytes from the start of the line; a value
  /// below 1 is stored as 1.
  public var column: Int {
    get { Int(storedColumn) }
    set { storedColumn = Self.stored(newValue) }
  }

  /// Line `line`, column `column` of `file`; each is kept between 1 and
  /// `UInt32.max`.
  public init(file: String, line: Int, column: Int) {
    self.file = file
    storedLine = Self.stored(line)
    storedColumn = Self.stored(column)
  }

  /// `value`, at least 1 and at most `UInt32.max`.
  private static func stored(_ value: Int) -> UInt32 { UInt32(clamping: max(value, 1)) }

  private enum CodingKeys: String, CodingKey { case file, line, column }

  /// Decodes `file`, `line` and `column`, kept in range as
  /// ``init(file:line:column:)`` keeps them.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      file: try container.decode(String.self, forKey: .file), line: try container.decode(Int.self, forKey: .line),
      column: try container.decode(Int.self, forKey: .column))
  }

  /// Encodes `file`, `line` and `column`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(file, forKey: .file)
    try container.encode(line, forKey: .line)
    try container.encode(column, forKey: .column)
  }

  /// The start of `file`, for problems with a file as a whole.
  public static func start(of file: String) -> SourceLocation {
    SourceLocation(file: file, line: 1, column: 1)
  }

  /// `file:line:column`, as compilers print a location.
  public var description: String { "\(file):\(line):\(column)" }

  /// Locations sort by file, then line, then column.
  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
  }
}
