import TesseraColor
import TesseraFoundation

/// A JSON Pointer (RFC 6901) as a DTCG `$ref` writes it within a file:
/// `#/color/brand/$value`, each segment with `~1` for `/` and `~0` for `~`.
package struct JSONPointer: Sendable, Hashable, CustomStringConvertible {
  package var segments: [String]

  /// Parses the fragment form, `#` then `/segment` any number of times.
  package init?(fragment text: String) {
    guard text.hasPrefix("#") else { return nil }
    let path = text.dropFirst()
    if path.isEmpty {
      segments = []
      return
    }
    guard path.hasPrefix("/") else { return nil }
    var parsed: [String] = []
    for raw in path.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
      // `~` is an escape only before 0 or 1.
      var segment = ""
      var index = raw.startIndex
      while index < raw.endIndex {
        let character = raw[index]
        if character == "~" {
          let next = raw.index(after: index)
          guard next < raw.endIndex, raw[next] == "0" || raw[next] == "1" else { return nil }
          segment.append(raw[next] == "0" ? "~" : "/")
          index = raw.index(after: next)
        } else {
          segment.append(character)
          index = raw.index(after: index)
        }
      }
      parsed.append(segment)
    }
    segments = parsed
  }

  package var description: String {
    "#"
      + segments.map { "/" + $0.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1") }
      .joined()
  }

  /// The value the pointer reaches in `root`, or `nil` when it reaches none.
  package func evaluate(in root: JSONValue) -> JSONValue? {
    var current = root
    for segment in segments {
      switch current.kind {
      case .object(let members):
        guard let next = members[segment] else { return nil }
        current = next
      case .array(let elements):
        guard let index = Int(segment), index >= 0, index < elements.count, String(index) == segment else {
          return nil
        }
        current = elements[index]
      default:
        return nil
      }
    }
    return current
  }
}
