import Foundation
import TesseraColor
import TesseraFoundation

/// Writes the resolver document (resolver module 2025.10) of converted
/// token files, for `tessera convert --to dtcg`: one set, `base`, of the
/// shared files; the appearance modifier (``DTCGOptions/modifier``) with a
/// context per appearance the catalogs declare, `light` its default (a
/// high-contrast context lists its standard one's files, then its own, as
/// it changes only some tokens); and the contrast pairs in that modifier's
/// `$extensions["dev.tessera"].contrast` (the first set's, without one),
/// where ``DTCGResolverReader`` reads them. The resolver schema allows
/// `$extensions` on sets and modifiers, not on the document itself.
package enum DTCGResolverWriter {
  /// The resolver of files named relative to it: the shared ones, and each appearance's.
  package static func resolver(
    shared: [String], appearances: [ThemeMode: [String]], modifier: String, pairs: [ContrastPair]
  ) -> JSONValue {
    func sources(_ files: [String]) -> JSONValue { .array(files.map { .object([("$ref", .string($0))]) }) }
    let extensions: (key: String, value: JSONValue)? =
      pairs.isEmpty
      ? nil
      : ("$extensions", .object([(DTCGResolverReader.extensionKey, .object([("contrast", .array(pairs.map(pair)))]))]))
    let declared = ThemeMode.allCases.filter { !(appearances[$0] ?? []).isEmpty }
    var members: [(key: String, value: JSONValue)] = [("version", .string(DTCGResolverReader.version))]
    var order: [JSONValue] = []
    if !shared.isEmpty || declared.isEmpty {
      var set: [(key: String, value: JSONValue)] = [("sources", sources(shared))]
      if declared.isEmpty, let extensions { set.append(extensions) }
      members.append(("sets", .object([("base", .object(set))])))
      order.append(.object([("$ref", .string("#/sets/base"))]))
    }
    if !declared.isEmpty {
      // Light and dark always, as before appearances had two axes; a high-contrast context over its standard one.
      let modes = ThemeMode.allCases.filter { !$0.isHighContrast || declared.contains($0) }
      let contexts = JSONValue.object(
        modes.map { mode in
          let files =
            mode.isHighContrast
            ? (appearances[mode.standard] ?? []) + (appearances[mode] ?? []) : appearances[mode] ?? []
          return (mode.isHighContrast ? mode.catalogName : mode.rawValue, sources(files))
        })
      var definition: [(key: String, value: JSONValue)] = [("contexts", contexts), ("default", .string("light"))]
      if let extensions { definition.append(extensions) }
      members.append(("modifiers", .object([(modifier, .object(definition))])))
      order.append(.object([("$ref", .string("#/modifiers/\(DTCGResolverReader.escaped(modifier))"))]))
    }
    members.append(("resolutionOrder", .array(order)))
    return .object(members)
  }

  private static func pair(_ pair: ContrastPair) -> JSONValue {
    var members: [(key: String, value: JSONValue)] = [
      ("foreground", .string(pair.foreground.description)), ("background", .string(pair.background.description)),
    ]
    if let backdrop = pair.backdrop { members.append(("backdrop", .string(backdrop.description))) }
    let keyword = TokenXMLWriter.minimumText(pair.minimum)
    members.append(("minimum", Double(keyword) == nil ? .string(keyword) : .number(pair.minimum)))
    if let highContrast = TokenXMLWriter.highContrastMinimumText(pair) {
      members.append(
        (
          "highContrastMinimum",
          Double(highContrast) == nil ? .string(highContrast) : .number(pair.minimum(in: .lightHighContrast))
        ))
    }
    return .object(members)
  }
}
