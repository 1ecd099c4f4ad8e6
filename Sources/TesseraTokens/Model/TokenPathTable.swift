import TesseraColor
import TesseraFoundation

/// A table from token paths to values, looked up by the hash each
/// ``TokenPath`` takes once when it is made.
///
/// A `Dictionary` hashes a key again for every lookup and insertion (its
/// seeded hasher runs over the path's stored hash each time); a catalog's
/// index, its interner and its alias lookups do that hundreds of thousands
/// of times. This table probes with the stored hash itself (open
/// addressing, linear probing, at most half full), and compares the
/// segments only when two hashes agree. Entries are kept in the order they
/// were added.
package struct TokenPathTable<Value: Sendable>: Sendable {
  /// The paths and their values, in the order they were added.
  package private(set) var entries: [(path: TokenPath, value: Value)] = []
  /// Each slot holds an index into ``entries``, or -1 when empty; the
  /// count is a power of two.
  private var slots: [Int32]

  /// An empty table with room for `capacity` paths before it grows.
  package init(minimumCapacity capacity: Int = 0) {
    var size = 8
    while size < capacity * 2 { size <<= 1 }
    slots = Array(repeating: -1, count: size)
    entries.reserveCapacity(capacity)
  }

  package var count: Int { entries.count }
  package var isEmpty: Bool { entries.isEmpty }

  /// The value of `path`, or `nil` when the table doesn't hold it.
  package subscript(path: TokenPath) -> Value? {
    guard let slot = slot(of: path), slots[slot] >= 0 else { return nil }
    return entries[Int(slots[slot])].value
  }

  /// The table's own copy of `path` and its value, when it holds `path`.
  package func entry(_ path: TokenPath) -> (path: TokenPath, value: Value)? {
    guard let slot = slot(of: path), slots[slot] >= 0 else { return nil }
    return entries[Int(slots[slot])]
  }

  /// The position of `path` in ``entries``, or `nil` when the table
  /// doesn't hold it.
  package func position(of path: TokenPath) -> Int? {
    guard let slot = slot(of: path), slots[slot] >= 0 else { return nil }
    return Int(slots[slot])
  }

  /// Adds `path` with `value`, unless the table holds it already; returns
  /// the entry it holds for `path` after, and whether it was added.
  @discardableResult
  package mutating func insert(_ path: TokenPath, _ value: Value) -> (
    inserted: Bool, entry: (path: TokenPath, value: Value)
  ) {
    var inserted = false
    let entry = entry(for: path) { _ in
      inserted = true
      return (path, value)
    }
    return (inserted, entry)
  }

  /// The entry the table holds for `path`, after adding the one `make`
  /// makes of the position it will take, when the table holds none. The
  /// entry made must be for a path equal to `path`.
  package mutating func entry(
    for path: TokenPath, orAdding make: (Int) -> (path: TokenPath, value: Value)
  ) -> (path: TokenPath, value: Value) {
    if (entries.count + 1) * 2 > slots.count { grow() }
    guard let slot = slot(of: path) else {
      // Unreachable: the table has room. Were it not, the entry still takes its position, so no position is given twice.
      let entry = make(entries.count)
      entries.append(entry)
      return entry
    }
    if slots[slot] >= 0 { return entries[Int(slots[slot])] }
    let entry = make(entries.count)
    slots[slot] = Int32(truncatingIfNeeded: entries.count)
    entries.append(entry)
    return entry
  }

  /// The slot that holds `path`, or the empty slot where it would go.
  private func slot(of path: TokenPath) -> Int? {
    let mask = slots.count - 1
    var slot = path.hashCode & mask
    for _ in 0..<slots.count {
      let index = slots[slot]
      if index < 0 || entries[Int(index)].path == path { return slot }
      slot = (slot + 1) & mask
    }
    return nil
  }

  private mutating func grow() {
    slots = Array(repeating: -1, count: slots.count * 2)
    let mask = slots.count - 1
    for (index, entry) in entries.enumerated() {
      var slot = entry.path.hashCode & mask
      while slots[slot] >= 0 { slot = (slot + 1) & mask }
      slots[slot] = Int32(truncatingIfNeeded: index)
    }
  }
}
