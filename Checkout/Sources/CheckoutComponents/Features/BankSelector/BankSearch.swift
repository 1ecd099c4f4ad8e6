import Foundation

/// Matching bank names to what the customer types: case and diacritics
/// don't matter (`ïng` finds ING, `slaski` finds ING Bank Śląski), and
/// letters that folding leaves alone are mapped by hand (`ł` is `l`).
package enum BankSearch {
  /// The banks whose name contains `query`, in their order; all of them
  /// for an empty or blank query. Folds every name: a list searched more
  /// than once keeps an ``Index``.
  package static func filter(_ banks: [Bank], query: String) -> [Bank] {
    Index(banks).filter(query: query)
  }

  /// A bank list with its names folded once, when the list arrives, so a
  /// keystroke folds only the query.
  package struct Index: Sendable {
    package let banks: [Bank]
    /// Each name folded and composed (NFC), as UTF-8.
    private let names: [[UInt8]]

    package init(_ banks: [Bank]) {
      self.banks = banks
      names = banks.map { Index.key(for: $0.name) }
    }

    /// The banks whose name contains `query`, in their order; all of them
    /// for an empty or blank query.
    package func filter(query: String) -> [Bank] {
      let needle = Index.key(for: query.trimmingCharacters(in: .whitespacesAndNewlines))
      guard !needle.isEmpty else { return banks }
      return zip(banks, names).compactMap { bank, name in Index.contains(name, needle) ? bank : nil }
    }

    /// Both sides folded and composed the same way, so matching bytes are
    /// matching text; UTF-8 never matches in the middle of a character.
    private static func key(for text: String) -> [UInt8] {
      Array(fold(text).precomposedStringWithCanonicalMapping.utf8)
    }

    private static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
      guard needle.count <= haystack.count else { return false }
      for start in 0...(haystack.count - needle.count)
      where haystack[start] == needle[0] && haystack[start..<start + needle.count].elementsEqual(needle) {
        return true
      }
      return false
    }
  }

  /// Lowercased, without diacritics, with the letters Unicode doesn't
  /// decompose spelled in ASCII.
  static func fold(_ text: String) -> String {
    let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    var result = ""
    result.reserveCapacity(folded.count)
    for character in folded {
      switch character {
      case "ł": result += "l"
      case "ø": result += "o"
      case "đ", "ð": result += "d"
      case "ß": result += "ss"
      case "æ": result += "ae"
      case "œ": result += "oe"
      case "ı": result += "i"
      default: result.append(character)
      }
    }
    return result
  }
}
