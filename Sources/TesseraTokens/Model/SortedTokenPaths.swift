import Foundation
import TesseraColor
import TesseraFoundation

/// A catalog's indexed paths in path order, scope by scope, with the bytes
/// they were sorted by.
///
/// Each path is kept as its segments' bytes joined by a zero byte, which
/// no segment holds (a segment is ASCII letters, digits, `-` and `_`), so
/// one `memcmp` orders two paths as ``TokenPath``'s `<` does, and the bytes
/// two paths share up to their first difference tell how many segments they
/// share. Every key lies in one buffer: sorting, merging and building the
/// name tree (``ThemeShape``) allocate nothing per path.
package struct SortedTokenPaths: Sendable {
  /// Where one path's key lies in ``keys``, and the id of its definition.
  package struct Entry: Sendable {
    package var start: Int
    package var count: Int
    package var id: Int
  }

  /// Every key, one after another.
  package private(set) var keys: [UInt8] = []
  /// Each scope's entries in path order, in the order of the index's tables.
  package private(set) var runs: [[Entry]] = []

  package init() {}

  /// The sorted tables (``sorting(_:count:)``) with their keys in one buffer.
  package init(_ sorted: [(keys: [UInt8], entries: [Entry])]) {
    keys.reserveCapacity(sorted.reduce(0) { $0 + $1.keys.count })
    runs.reserveCapacity(sorted.count)
    for table in sorted {
      let offset = keys.count
      keys.append(contentsOf: table.keys)
      runs.append(
        offset == 0 ? table.entries : table.entries.map { Entry(start: $0.start + offset, count: $0.count, id: $0.id) })
    }
  }

  /// The keys of `count` distinct paths, each with its definition's id,
  /// and their entries sorted by them.
  package static func sorting(_ paths: some Sequence<(TokenPath, Int)>, count: Int) -> (keys: [UInt8], entries: [Entry])
  {
    var keys: [UInt8] = []
    var entries: [Entry] = []
    entries.reserveCapacity(count)
    for (path, id) in paths {
      let start = keys.count
      for (position, segment) in path.segments.enumerated() {
        if position > 0 { keys.append(0) }
        var segment = segment
        segment.withUTF8 { keys.append(contentsOf: $0) }
      }
      entries.append(Entry(start: start, count: keys.count - start, id: id))
    }
    keys.withUnsafeBufferPointer { buffer in
      entries.sort { precedes($0, $1, in: buffer) }
    }
    return (keys, entries)
  }

  /// Whether the key of `lhs` sorts before that of `rhs`.
  package static func precedes(_ lhs: Entry, _ rhs: Entry, in keys: UnsafeBufferPointer<UInt8>) -> Bool {
    let common = min(lhs.count, rhs.count)
    if common > 0, let base = keys.baseAddress {
      let order = memcmp(base + lhs.start, base + rhs.start, common)
      if order != 0 { return order < 0 }
    }
    return lhs.count < rhs.count
  }

  /// How many leading segments the paths of `lhs` and `rhs` share: all of
  /// them when the paths are equal.
  package static func sharedSegments(_ lhs: Entry, _ rhs: Entry, in keys: UnsafeBufferPointer<UInt8>) -> Int {
    let common = min(lhs.count, rhs.count)
    var shared = 0
    var offset = 0
    while offset < common {
      let byte = keys[lhs.start + offset]
      guard byte == keys[rhs.start + offset] else { return shared }
      if byte == 0 { shared += 1 }
      offset += 1
    }
    // The segment the common bytes end in is shared when it ends in both.
    let lhsEnds = common == lhs.count || keys[lhs.start + common] == 0
    let rhsEnds = common == rhs.count || keys[rhs.start + common] == 0
    return lhsEnds && rhsEnds && (lhs.count > 0 || rhs.count > 0) ? shared + 1 : shared
  }

  /// Every run's entries merged into path order; of equal paths, the
  /// earlier run's first.
  package func merged() -> [Entry] {
    var result: [Entry] = []
    result.reserveCapacity(runs.reduce(0) { $0 + $1.count })
    var positions = Array(repeating: 0, count: runs.count)
    keys.withUnsafeBufferPointer { keys in
      while true {
        var next: Int?
        for run in runs.indices where positions[run] < runs[run].count {
          if let best = next, !Self.precedes(runs[run][positions[run]], runs[best][positions[best]], in: keys) {
            continue
          }
          next = run
        }
        guard let run = next else { return }
        result.append(runs[run][positions[run]])
        positions[run] += 1
      }
    }
    return result
  }
}
