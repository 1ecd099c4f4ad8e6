import Foundation
import RegexBuilder
import Testing

/// The runtime's public API is where its layout says it is: `Checkout.swift`, `CheckoutComponents.swift`,
/// `Model/`, a feature's `Public/` folder and `WebBridge/Public/` (the header comment of
/// `CheckoutComponents.swift` names them). A public declaration anywhere else fails here.
@Suite struct PublicSurfaceTests {
  static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Sources/CheckoutComponents")

  /// A declaration made public: after any attributes (their arguments may hold parentheses) and modifiers,
  /// `public` or `open`, then a space.
  static var publicDeclaration: Regex<Substring> {
    let attribute = /@[\w.]+(?:\((?:[^()]|\([^()]*\))*\))?\s+/
    let modifier =
      /(?:nonisolated(?:\(unsafe\))?|final|static|override|mutating|convenience|required|indirect|lazy|weak|unowned|dynamic|(?:private|fileprivate|internal)\(set\))\s+/
    return Regex {
      Anchor.startOfLine
      ZeroOrMore {
        ChoiceOf {
          attribute
          modifier
        }
      }
      /(?:public|open)\s/
    }
  }

  /// Whether a file, by its path under `Sources/CheckoutComponents`, may declare public API.
  static func mayBePublic(_ path: String) -> Bool {
    if path == "Checkout.swift" || path == "CheckoutComponents.swift" { return true }
    let parts = path.split(separator: "/")
    if parts.first == "Model" { return true }
    if parts.count >= 3, parts[0] == "Features", parts[2] == "Public" { return true }
    return parts.count >= 2 && parts[0] == "WebBridge" && parts[1] == "Public"
  }

  /// The public declarations outside the public folders, as `path:line`.
  static func misplaced() throws -> [String] {
    let root = sources.standardizedFileURL.path + "/"
    guard let walk = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil) else { return [] }
    var found: [String] = []
    for case let url as URL in walk where url.pathExtension == "swift" {
      let path = String(url.standardizedFileURL.path.dropFirst(root.count))
      // The generated client is `internal` by its configuration and is never public.
      if path.hasPrefix("Data/API/Generated/") || mayBePublic(path) { continue }
      let text = try String(contentsOf: url, encoding: .utf8)
      for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        let trimmed = line.drop { $0 == " " }
        if trimmed.prefixMatch(of: publicDeclaration) != nil { found.append("\(path):\(index + 1)") }
      }
    }
    return found.sorted()
  }

  @Test func publicDeclarationsLiveOnlyInThePublicFolders() throws {
    #expect(try Self.misplaced() == [])
  }

  @Test func thePublicFoldersAreTheOnesTheHeaderNames() {
    #expect(Self.mayBePublic("Model/CheckoutError.swift"))
    #expect(Self.mayBePublic("Features/CardForm/Public/CardFormScope.swift"))
    #expect(Self.mayBePublic("WebBridge/Public/WebBridge.swift"))
    #expect(!Self.mayBePublic("Features/CardForm/DefaultCardFormScope.swift"))
    #expect(!Self.mayBePublic("Core/Luhn.swift"))
    #expect(!Self.mayBePublic("WebBridge/WebBridgeDecoder.swift"))
  }

  @Test func thePatternFindsEveryKindOfPublicDeclaration() {
    for line in [
      "public struct A {", "@MainActor public func f()", "nonisolated public var x: Int", "final public class C",
      "open class D", "@available(*, deprecated) public init()", "nonisolated(unsafe) public var y = 0",
      "private(set) public var z = 0", "lazy public var w = 0",
      #"@available(*, deprecated, message: "use f()") public func g()"#,
    ] {
      #expect(line.prefixMatch(of: Self.publicDeclaration) != nil, "\(line)")
    }
    for line in [
      "struct A {", "/// public API", "let isPublic = true", "publicKey = 1", "package func g()", "open(file)",
    ] {
      #expect(line.prefixMatch(of: Self.publicDeclaration) == nil, "\(line)")
    }
  }
}
