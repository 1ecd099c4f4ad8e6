/// The dotted path of a token: its groups, then its name (`color.text.primary`).
public struct TokenPath: Sendable, Hashable, Comparable, CustomStringConvertible, Codable {
  public var segments: [String]

  public init(_ segments: [String]) { self.segments = segments }

  /// Parses `color.text.primary`. Each segment starts with a letter or digit
  /// and holds letters, digits, `-` and `_`.
  public init?(parsing text: some StringProtocol) {
    let parts = String(text).split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    guard !parts.isEmpty, parts.allSatisfy(TokenPath.isValidSegment) else { return nil }
    self.segments = parts
  }

  public var description: String { segments.joined(separator: ".") }

  public func appending(_ segment: String) -> TokenPath { TokenPath(segments + [segment]) }

  public static func < (lhs: TokenPath, rhs: TokenPath) -> Bool {
    lhs.segments.lexicographicallyPrecedes(rhs.segments) { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
  }

  /// Whether `segment` can name a token or group.
  public static func isValidSegment(_ segment: String) -> Bool {
    guard let first = segment.unicodeScalars.first, first.isASCIIAlphanumeric else { return false }
    return segment.unicodeScalars.allSatisfy { $0.isASCIIAlphanumeric || $0 == "-" || $0 == "_" }
  }
}

extension Unicode.Scalar {
  var isASCIIAlphanumeric: Bool {
    ("a"..."z").contains(self) || ("A"..."Z").contains(self) || ("0"..."9").contains(self)
  }
}
