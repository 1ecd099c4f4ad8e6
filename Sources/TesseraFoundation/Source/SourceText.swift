/// The bytes of one catalog file and the offsets where its lines start.
///
/// Stages that know a byte offset turn it into a ``SourceLocation`` here.
package struct SourceText: Sendable {
  /// The path shown in diagnostics.
  package let displayPath: String
  /// The file's content, UTF-8.
  package let bytes: [UInt8]
  private let lineStarts: [Int]

  package init(displayPath: String, bytes: [UInt8]) {
    self.displayPath = displayPath
    self.bytes = bytes
    var starts = [0]
    var next = 0
    while let lineFeed = bytes.offset(of: UInt8(ascii: "\n"), from: next) {
      starts.append(lineFeed + 1)
      next = lineFeed + 1
    }
    self.lineStarts = starts
  }

  /// The 1-based line that holds `offset`.
  package func line(of offset: Int) -> Int {
    // The last line start at or before `offset`.
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
    }
    return low + 1
  }

  /// The location of a byte offset, searching from the line `hint` names
  /// (and leaving the offset's line there): a reader that reports in file
  /// order finds each line in a step or two instead of a binary search.
  package func location(ofOffset offset: Int, hint: inout Int) -> SourceLocation {
    let clamped = min(max(offset, 0), bytes.count)
    var index = min(max(hint, 0), lineStarts.count - 1)
    if lineStarts[index] <= clamped {
      var steps = 0
      while index + 1 < lineStarts.count, lineStarts[index + 1] <= clamped, steps < 16 {
        index += 1
        steps += 1
      }
      if index + 1 < lineStarts.count, lineStarts[index + 1] <= clamped { index = line(of: clamped) - 1 }
    } else {
      index = line(of: clamped) - 1
    }
    hint = index
    return SourceLocation(file: displayPath, line: index + 1, column: clamped - lineStarts[index] + 1)
  }

  /// The location of a byte offset.
  package func location(ofOffset offset: Int) -> SourceLocation {
    let clamped = min(max(offset, 0), bytes.count)
    let line = line(of: clamped)
    return SourceLocation(file: displayPath, line: line, column: clamped - lineStarts[line - 1] + 1)
  }

  /// The byte offset where a 1-based line starts, if the file has that line.
  package func offset(ofLine line: Int) -> Int? {
    guard line >= 1, line <= lineStarts.count else { return nil }
    return lineStarts[line - 1]
  }

  /// The location of the start of a 1-based line.
  package func location(ofLine line: Int, column: Int = 1) -> SourceLocation {
    SourceLocation(file: displayPath, line: line, column: column)
  }

  /// The start of the file.
  package var start: SourceLocation { .start(of: displayPath) }
}
