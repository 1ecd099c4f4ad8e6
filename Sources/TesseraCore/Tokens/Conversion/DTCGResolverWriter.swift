import Foundation

/// Writes the resolver document (resolver module 2025.10) of converted
/// token files, for `tessera convert --to dtcg`: one set, `base`, of the
/// shared files; the theme modifier (``DTCGOptions/modifier``) with a
/// `light` and a `dark` context of the themed ones, `light` its default;
/// and the contrast pairs in `$extensions["dev.tessera"].contrast`, where
/// ``DTCGResolverReader`` reads them.
enum DTCGResolverWriter {
  /// The resolver of files named relative to it.
  static func resolver(
    shared: [String], light: [String], dark: [String], modifier: String, pairs: [ContrastPair]
  ) -> JSONValue {
    func sources(_ files: [String]) -> JSONValue { .array(files.map { .object([("$ref", .string($0))]) }) }
    var members: [(key: String, value: JSONValue)] = [("version", .string(DTCGResolverReader.version))]
    var order: [JSONValue] = []
    if !shared.isEmpty {
      members.append(("sets", .object([("base", .object([("sources", sources(shared))]))])))
      order.append(.object([("$ref", .string("#/sets/base"))]))
    }
    if !light.isEmpty || !dark.isEmpty {
      let contexts = JSONValue.object([("light", sources(light)), ("dark", sources(dark))])
      members.append(
        ("modifiers", .object([(modifier, .object([("contexts", contexts), ("default", .string("light"))]))])))
      order.append(
        .object([
          (
            "$ref",
            .string(
              "#/modifiers/\(modifier.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1"))"
            )
          )
        ]))
    }
    members.append(("resolutionOrder", .array(order)))
    if !pairs.isEmpty {
      let list = JSONValue.array(pairs.map(pair))
      members.append(("$extensions", .object([(DTCGResolverReader.extensionKey, .object([("contrast", list)]))])))
    }
    return .object(members)
  }

  private static func pair(_ pair: ContrastPair) -> JSONValue {
    var members: [(key: String, value: JSONValue)] = [
      ("foreground", .string(pair.foreground.description)), ("background", .string(pair.background.description)),
    ]
    if let backdrop = pair.backdrop { members.append(("backdrop", .string(backdrop.description))) }
    let keyword = TokenXMLWriter.minimumText(pair.minimum)
    members.append(("minimum", Double(keyword) == nil ? .string(keyword) : .number(pair.minimum)))
    return .object(members)
  }
}
