/// Matching identifiers against templates, where a `{parameter}` stands
/// for one or more characters of any kind.
extension IdentifierTemplate {
  /// One unit of a pattern: a byte, or a parameter's one-or-more bytes.
  private enum Unit: Equatable {
    case byte(UInt8)
    case any
  }

  private var units: [Unit] {
    segments.flatMap { segment -> [Unit] in
      switch segment {
      case .literal(let text): text.utf8.map(Unit.byte)
      case .parameter: [.any]
      }
    }
  }

  /// Whether `identifier` is one this template produces for some values.
  public func matches(_ identifier: String) -> Bool {
    overlaps(IdentifierTemplate(literal: identifier))
  }

  /// Whether some identifier is produced by both templates: two templates
  /// with equal symbolic forms overlap, and so may `a_{x}_item` and
  /// `a_list_{y}` (`a_list_item`).
  public func overlaps(_ other: IdentifierTemplate) -> Bool {
    let a = units
    let b = other.units
    // The fixed ends must agree: most pairs differ there, and it is cheap.
    for (x, y) in zip(a, b) {
      guard case .byte(let p) = x, case .byte(let q) = y else { break }
      if p != q { return false }
    }
    for (x, y) in zip(a.reversed(), b.reversed()) {
      guard case .byte(let p) = x, case .byte(let q) = y else { break }
      if p != q { return false }
    }
    // reach[i][j][openA][openB]: whether a[i...] and b[j...] can produce a
    // common string, where openA says a[i - 1] is an `any` that has matched
    // a byte and may match more (likewise openB). Filled from the ends.
    let columns = b.count + 1
    var reach = [Bool](repeating: false, count: (a.count + 1) * columns * 4)
    func slot(_ i: Int, _ j: Int, _ openA: Bool, _ openB: Bool) -> Int {
      ((i * columns + j) * 2 + (openA ? 1 : 0)) * 2 + (openB ? 1 : 0)
    }
    func compatible(_ x: Unit, _ y: Unit) -> Bool {
      if case .byte(let p) = x, case .byte(let q) = y { return p == q }
      return true
    }
    for i in stride(from: a.count, through: 0, by: -1) {
      for j in stride(from: b.count, through: 0, by: -1) {
        for openA in [false, true] {
          for openB in [false, true] {
            var result = i == a.count && j == b.count
            // An open `any` may stop here, having matched enough.
            if !result, openA { result = reach[slot(i, j, false, openB)] }
            if !result, openB { result = reach[slot(i, j, openA, false)] }
            // Or both sides consume one byte: each goes on with its open
            // `any`, or takes its next unit.
            if !result {
              for stayA in [true, false] where stayA ? openA : i < a.count {
                let unitA: Unit = stayA ? .any : a[i]
                let nextA = stayA ? i : i + 1
                let openNextA = stayA || a[i] == .any
                for stayB in [true, false] where stayB ? openB : j < b.count {
                  let unitB: Unit = stayB ? .any : b[j]
                  let nextB = stayB ? j : j + 1
                  let openNextB = stayB || b[j] == .any
                  if stayA, stayB { continue }  // consumes a byte and changes nothing
                  if compatible(unitA, unitB), reach[slot(nextA, nextB, openNextA, openNextB)] {
                    result = true
                  }
                }
              }
            }
            reach[slot(i, j, openA, openB)] = result
          }
        }
      }
    }
    return reach[slot(0, 0, false, false)]
  }
}
