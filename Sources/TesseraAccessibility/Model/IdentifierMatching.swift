import TesseraFoundation
import TesseraStrings

/// Matching identifiers against templates, where a `{parameter}` stands
/// for one or more characters of any kind.
extension IdentifierTemplate {
  /// Whether `identifier` is one this template produces for some values.
  package func matches(_ identifier: String) -> Bool {
    overlaps(IdentifierTemplate(literal: identifier))
  }

  /// Whether some identifier is produced by both templates: two templates
  /// with equal symbolic forms overlap, and so may `a_{x}_item` and
  /// `a_list_{y}` (`a_list_item`).
  package func overlaps(_ other: IdentifierTemplate) -> Bool {
    IdentifierPattern(self).overlaps(IdentifierPattern(other))
  }
}

/// A template spelled out as units, once, for checks that compare it with
/// many others (every pair of a catalog's elements, every identifier a UI
/// rendered): a byte, or a parameter's one-or-more bytes.
package struct IdentifierPattern: Sendable {
  fileprivate enum Unit: Equatable {
    case byte(UInt8)
    case any
  }

  fileprivate var units: [Unit]

  package init(_ template: IdentifierTemplate) {
    units = template.segments.flatMap { segment -> [Unit] in
      switch segment {
      case .literal(let text): text.utf8.map(Unit.byte)
      case .parameter: [.any]
      }
    }
  }

  /// Whether some identifier is produced by both patterns.
  package func overlaps(_ other: IdentifierPattern) -> Bool {
    var a = units[...]
    var b = other.units[...]
    // Equal fixed ends can be matched in step and set aside; different ones
    // settle it at once, which is the usual case.
    while case .byte(let p)? = a.first, case .byte(let q)? = b.first {
      guard p == q else { return false }
      a.removeFirst()
      b.removeFirst()
    }
    while case .byte(let p)? = a.last, case .byte(let q)? = b.last {
      guard p == q else { return false }
      a.removeLast()
      b.removeLast()
    }
    let x = Array(a)
    let y = Array(b)
    // reach(i, j, openA, openB): whether x[i...] and y[j...] can produce a
    // common string, where openA says x[i - 1] is an `any` that has matched
    // a byte and may match more (likewise openB). Filled from the ends, a
    // row of x at a time: row i needs only rows i and i + 1.
    let width = (y.count + 1) * 4
    var below = [Bool](repeating: false, count: width)
    var row = [Bool](repeating: false, count: width)
    func slot(_ j: Int, _ openA: Bool, _ openB: Bool) -> Int {
      (j * 2 + (openA ? 1 : 0)) * 2 + (openB ? 1 : 0)
    }
    func compatible(_ p: Unit, _ q: Unit) -> Bool {
      if case .byte(let m) = p, case .byte(let n) = q { return m == n }
      return true
    }
    for i in stride(from: x.count, through: 0, by: -1) {
      for j in stride(from: y.count, through: 0, by: -1) {
        for openA in [false, true] {
          for openB in [false, true] {
            var result = i == x.count && j == y.count
            // An open `any` may stop here, having matched enough.
            if !result, openA { result = row[slot(j, false, openB)] }
            if !result, openB { result = row[slot(j, openA, false)] }
            // Or both sides consume one byte: each goes on with its open
            // `any`, or takes its next unit.
            if !result {
              for stayA in [true, false] where stayA ? openA : i < x.count {
                for stayB in [true, false] where (stayB ? openB : j < y.count) && !(stayA && stayB) {
                  let unitA: Unit = stayA ? .any : x[i]
                  let unitB: Unit = stayB ? .any : y[j]
                  let openNextA = stayA || x[i] == .any
                  let openNextB = stayB || y[j] == .any
                  let next = slot(stayB ? j : j + 1, openNextA, openNextB)
                  if compatible(unitA, unitB), stayA ? row[next] : below[next] { result = true }
                }
              }
            }
            row[slot(j, openA, openB)] = result
          }
        }
      }
      swap(&below, &row)
    }
    return below[slot(0, false, false)]
  }
}
