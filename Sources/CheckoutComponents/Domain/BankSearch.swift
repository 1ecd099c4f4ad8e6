import Foundation

/// Matching bank names to what the customer types: case and diacritics
/// don't matter (`ïng` finds ING, `slaski` finds ING Bank Śląski), and
/// letters that folding leaves alone are mapped by hand (`ł` is `l`).
package enum BankSearch {
  /// The banks whose name contains `query`, in their order; all of them
  /// for an empty or blank query.
  package static func filter(_ banks: [Bank], query: String) -> [Bank] {
    let needle = fold(query.trimmingCharacters(in: .whitespacesAndNewlines))
    guard !needle.isEmpty else { return banks }
    return banks.filter { fold($0.name).contains(needle) }
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
