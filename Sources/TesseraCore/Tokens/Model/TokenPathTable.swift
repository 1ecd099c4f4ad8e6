/// A table from token paths to values, looked up by the hash each
/// ``TokenPath`` takes once when it is made.
///
/// A `Dictionary` hashes a key again for every lookup and insertion (its
/// seeded hasher runs over the path's stored hash each time); a catalog's
/// index, its interner and its alias lookups do that hundreds of thousands
/// of times. This table probes with the stored hash itself (open
/// addressing, linear probing, at most half full), and compares the
/// segments only when two hashes agree. Each slot keeps the high bits of
/// its entry's hash beside the entry's index, so a probe passes a slot
/// whose bits differ without reading the entry. Entries are kept in the
/// order they were added.
struct TokenPathTable<Value: Sendable>: Sendable {
  /// The paths and their values, in the order they were added.
  private(set) var entries: [(path: TokenPath, value: Value)] = []
  /// Each slot holds the high 32 bits of its entry's hash, then one more
  /// than the entry's index into ``entries`` in the low 32, or 0 when
  /// empty; the count is a power of two.
  private var slots: [UInt64]

  /// An empty table with room for `capacity` paths before it grows.
  init(minimumCapacity capacity: Int = 0) {
    var size = 8
    while size < capacity * 2 { size <<= 1 }
    slots = Array(repeating: 0, count: size)
    entries.reserveCapacity(capacity)
  }

  /// The slot of the entry at `index`, whose path's hash is `hashCode`.
  private static func slotValue(_ index: Int, hashCode: Int) -> UInt64 {
    UInt64(UInt(bitPattern: hashCode)) & 0xFFFF_FFFF_0000_0000 | UInt64(index + 1)
  }

  /// The index into ``entries`` that `slot` holds, or `nil` when it is empty.
  private static func entryIndex(_ slot: UInt64) -> Int? {
    let index = Int(slot & 0xFFFF_FFFF)
    return index == 0 ? nil : index - 1
  }

  var count: Int { entries.count }
  var isEmpty: Bool { entries.isEmpty }

  /// The value of `path`, or `nil` when the table doesn't hold it.
  subscript(path: TokenPath) -> Value? {
    guard let slot = slot(of: path), let index = Self.entryIndex(slots[slot]) else { return nil }
    return entries[index].value
  }

  /// The table's own copy of `path` and its value, when it holds `path`.
  func entry(_ path: TokenPath) -> (path: TokenPath, value: Value)? {
    guard let slot = slot(of: path), let index = Self.entryIndex(slots[slot]) else { return nil }
    return entries[index]
  }

  /// Adds `path` with `value`, unless the table holds it already; returns
  /// the entry it holds for `path` after, and whether it was added.
  @discardableResult
  mutating func insert(_ path: TokenPath, _ value: Value) -> (inserted: Bool, entry: (path: TokenPath, value: Value)) {
    if (entries.count + 1) * 2 > slots.count { grow() }
    guard let slot = slot(of: path) else { return (false, (path, value)) }  // unreachable: the table has room
    if let index = Self.entryIndex(slots[slot]) { return (false, entries[index]) }
    slots[slot] = Self.slotValue(entries.count, hashCode: path.hashCode)
    entries.append((path, value))
    return (true, (path, value))
  }

  /// The slot that holds `path`, or the empty slot where it would go.
  private func slot(of path: TokenPath) -> Int? {
    let mask = slots.count - 1
    let tag = Self.slotValue(0, hashCode: path.hashCode) & 0xFFFF_FFFF_0000_0000
    var slot = path.hashCode & mask
    for _ in 0..<slots.count {
      let value = slots[slot]
      guard let index = Self.entryIndex(value) else { return slot }
      if value & 0xFFFF_FFFF_0000_0000 == tag, entries[index].path == path { return slot }
      slot = (slot + 1) & mask
    }
    return nil
  }

  private mutating func grow() {
    slots = Array(repeating: 0, count: slots.count * 2)
    let mask = slots.count - 1
    for (index, entry) in entries.enumerated() {
      var slot = entry.path.hashCode & mask
      while slots[slot] != 0 { slot = (slot + 1) & mask }
      slots[slot] = Self.slotValue(index, hashCode: entry.path.hashCode)
    }
  }
}
