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
    // memo[i][j]: whether a[i...] and b[j...] can produce a common string,
    // where a parameter already matched one byte may go on matching (`*`).
    // State: position and whether the current `any` has matched at least
    // one byte; computed bottom-up as a boolean table over (i, j, openA, openB).
    let rows = a.count + 1
    let columns = b.count + 1
    var table = [Bool](repeating: false, count: rows * columns * 4)
    func index(_ i: Int, _ j: Int, _ openA: Bool, _ openB: Bool) -> Int {
      ((i * columns + j) * 2 + (openA ? 1 : 0)) * 2 + (openB ? 1 : 0)
    }
    for i in stride(from: a.count, through: 0, by: -1) {
      for j in stride(from: b.count, through: 0, by: -1) {
        for openA in [false, true] {
          for openB in [false, true] {
            // openA: a[i - 1] is an `any` that has matched a byte and may
            // match more; likewise openB.
            var result = false
            if i == a.count, j == b.count {
              result = true
            } else {
              // Close an open `any` without consuming (it matched enough).
              if openA, table[index(i, j, false, openB)] { result = true }
              if !result, openB, table[index(i, j, openA, false)] { result = true }
              if !result {
                // Consume one byte on both sides. Each side either goes on
                // with its open `any`, or takes its next unit.
                let sidesA: [(next: Int, open: Bool)] =
                  (openA ? [(i, true)] : []) + (i < a.count ? [(i + 1, a[i] == .any)] : [])
                let sidesB: [(next: Int, open: Bool)] =
                  (openB ? [(j, true)] : []) + (j < b.count ? [(j + 1, b[j] == .any)] : [])
                search: for sideA in sidesA {
                  let unitA: Unit = sideA.open ? .any : a[i]
                  for sideB in sidesB {
                    let unitB: Unit = sideB.open ? .any : b[j]
                    let compatible =
                      switch (unitA, unitB) {
                      case (.byte(let x), .byte(let y)): x == y
                      default: true
                      }
                    if compatible, table[index(sideA.next, sideB.next, sideA.open, sideB.open)] {
                      result = true
                      break search
                    }
                  }
                }
              }
            }
            table[index(i, j, openA, openB)] = result
          }
        }
      }
    }
    return table[index(0, 0, false, false)]
  }
}
