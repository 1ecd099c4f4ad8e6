import TesseraAccessibility
import TesseraColor
import TesseraFoundation
import TesseraStrings
import TesseraTokens

/// A place on the report page a link can point at: a token, a contrast
/// pair, a locale, a string, an accessibility element or a section.
///
/// Its id is ASCII letters, digits, `-` and `_` only: the kind, then the
/// name, each byte of the name outside `[A-Za-z0-9_]` written `-XX` (hex).
/// So every name has its own id, and none needs escaping in a fragment.
package struct ReportAnchor: Sendable, Hashable, Comparable {
  /// The `id` attribute's value.
  package let id: String

  /// The anchor of `name` among things of `kind`.
  package init(_ kind: Kind, _ name: String) {
    var id = kind.rawValue + "-"
    let hex = Array("0123456789ABCDEF")
    for byte in name.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
        id.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        id += "-" + String([hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
      }
    }
    self.id = id
  }

  /// A section's anchor.
  package init(section: ReportSectionKind) { self.id = section.rawValue }

  /// What an anchor names.
  package enum Kind: String, Sendable {
    case token
    case pair
    case locale
    /// A string of one locale: `locale/table/key`.
    case string
    case screen
    case element
  }

  package static func < (lhs: ReportAnchor, rhs: ReportAnchor) -> Bool { lhs.id < rhs.id }

  /// The anchor of `key` of `table` in `locale`.
  package static func string(locale: String, table: String, key: String) -> ReportAnchor {
    ReportAnchor(.string, locale + "/" + table + "/" + key)
  }
}

/// The report's sections, in page order; each one's raw value is its
/// anchor.
package enum ReportSectionKind: String, Sendable, CaseIterable {
  case summary
  case tokens
  case strings
  case accessibility
  case diagnostics

  /// The section's heading.
  package var title: String {
    switch self {
    case .summary: "Summary"
    case .tokens: "Tokens"
    case .strings: "Strings"
    case .accessibility: "Accessibility"
    case .diagnostics: "Diagnostics"
    }
  }
}
