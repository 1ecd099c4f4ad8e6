import TesseraAccessibility
import TesseraColor
import TesseraFoundation
import TesseraStrings
import TesseraTokens

/// How many rows each list or table of the report shows.
///
/// A report is first built whole. When it is larger than
/// ``ReportDocument/maximumBytes``, it is built again showing the first
/// rows of each list only, each list ending with how many more it has,
/// fewer rows each time until it fits (see ``ReportDocument``).
package struct ReportLimits: Sendable, Hashable {
  /// The most rows a list shows, or `nil` for every row.
  package var rowsPerList: Int?

  /// Every row.
  package static let unlimited = ReportLimits(rowsPerList: nil)

  package init(rowsPerList: Int?) { self.rowsPerList = rowsPerList }

  /// The rows of `items` to show, and how many are left out.
  package func take<Item>(_ items: [Item]) -> (shown: ArraySlice<Item>, hidden: Int) {
    guard let rowsPerList, items.count > rowsPerList else { return (items[...], 0) }
    return (items.prefix(rowsPerList), items.count - rowsPerList)
  }

  /// The text that stands for rows left out: `12 more not shown`.
  package static func moreText(_ hidden: Int) -> String {
    "\(hidden) more not shown (the report is over its size limit; see the counts above, or `tessera lint`)."
  }
}
