import TesseraColor
import TesseraFoundation

/// The files of the Xcode asset catalog (`.xcassets`) made from a resolved
/// token catalog: one colour set per colour token, with each appearance the
/// catalog declares: light as any appearance, dark for the dark luminosity,
/// and the high-contrast ones with the high contrast beside their luminosity.
///
/// Each group of the token path is a folder whose `Contents.json` provides
/// a namespace, so `color.brand.primary` is
/// `color/brand/primary.colorset/Contents.json` and its asset name is
/// `color/brand/primary`: the tree the `Theme` has, with no name made
/// flat, so two tokens never share an asset name.
///
/// Every `Contents.json` is written as Xcode writes it (`JSONWriter`:
/// two-space indentation, `"key" : value`, keys sorted, and a final
/// newline), with `"author" : "tessera"`: Xcode reads any author, and the
/// author is how ``AssetCatalogWriter`` knows which files are Tessera's
/// to replace or remove.
package enum AssetCatalogContents {
  /// The author every `Contents.json` Tessera writes names.
  package static let author = "tessera"

  /// The catalog's files, their names relative to the catalog's folder,
  /// sorted by name. Call it only on a catalog without errors.
  package static func files(of catalog: ResolvedTokenCatalog) -> [GeneratedFile] {
    var files = [GeneratedFile(name: "Contents.json", contents: text(.object([info])))]
    add(catalog.index.shape.root, folder: "", catalog: catalog, appearances: catalog.index.appearances, to: &files)
    return files.sorted { $0.name < $1.name }
  }

  /// The asset name of a colour token: its path's segments joined by `/`.
  package static func assetName(of path: TokenPath) -> String {
    path.segments.map(folderName).joined(separator: "/")
  }

  /// A segment as a folder's name: a group's own token, `$root`, is `root`, as its Swift property is; a
  /// `/` (a DTCG name such as `1/2`), which would make a folder, is `%2F`, and so a `%` is `%25`.
  package static func folderName(_ segment: String) -> String {
    if segment == TokenPath.rootSegment { return "root" }
    guard segment.utf8.contains(where: { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "%") }) else { return segment }
    return segment.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "/", with: "%2F")
  }

  /// The colour sets of `node`'s colour tokens, and a folder for each of its
  /// groups that holds one.
  private static func add(
    _ node: ThemeShape.Node, folder: String, catalog: ResolvedTokenCatalog, appearances: [ThemeMode],
    to files: inout [GeneratedFile]
  ) {
    for child in node.children {
      let segment = folderName(child.path.segments.last ?? "")
      if child.isToken {
        var colors: [(ThemeMode, RGBA)] = []
        for mode in appearances {
          guard case .color(let color)? = catalog.value(ofDefinitions: child.ids, in: mode) else { break }
          colors.append((mode, color))
        }
        guard colors.count == appearances.count else { continue }
        files.append(
          GeneratedFile(name: "\(folder)\(segment).colorset/Contents.json", contents: colorSet(colors)))
      } else if holdsColor(child, catalog: catalog) {
        files.append(GeneratedFile(name: "\(folder)\(segment)/Contents.json", contents: group))
        add(child, folder: "\(folder)\(segment)/", catalog: catalog, appearances: appearances, to: &files)
      }
    }
  }

  /// Whether a colour token is in `node`'s tree.
  private static func holdsColor(_ node: ThemeShape.Node, catalog: ResolvedTokenCatalog) -> Bool {
    node.children.contains { child in
      if child.isToken {
        if case .color? = catalog.value(ofDefinitions: child.ids, in: .light) { return true }
        return false
      }
      return holdsColor(child, catalog: catalog)
    }
  }

  /// A colour set's `Contents.json` of the colour in each appearance, in
  /// ``ThemeMode/allCases`` order as Xcode lists them: light for any
  /// appearance; dark for the dark luminosity; light high-contrast for the
  /// high contrast; dark high-contrast for both.
  ///
  /// A catalog with dark and light high-contrast but no dark high-contrast
  /// gets dark's colour for both too: without it a dark, high-contrast
  /// device would match the dark entry and the high-contrast one alike, one
  /// trait each, and could show the light high-contrast colour in dark mode.
  package static func colorSet(_ colors: [(mode: ThemeMode, color: RGBA)]) -> String {
    var colors = colors
    if let dark = colors.first(where: { $0.mode == .dark }), colors.contains(where: { $0.mode == .lightHighContrast }),
      !colors.contains(where: { $0.mode == .darkHighContrast })
    {
      colors.append((.darkHighContrast, dark.color))
    }
    let entries = colors.sorted { $0.mode < $1.mode }.map { mode, color -> JSONValue in
      var appearances: [JSONValue] = []
      if mode.isDark {
        appearances.append(.object([("appearance", .string("luminosity")), ("value", .string("dark"))]))
      }
      if mode.isHighContrast {
        appearances.append(.object([("appearance", .string("contrast")), ("value", .string("high"))]))
      }
      return .object(
        (appearances.isEmpty ? [] : [("appearances", .array(appearances))]) + [
          ("color", ColorSetComponents.color(color)), ("idiom", .string("universal")),
        ])
    }
    return text(.object([("colors", .array(entries)), info]))
  }

  /// A group folder's `Contents.json`: it provides a namespace.
  package static let group = text(.object([info, ("properties", .object([("provides-namespace", .bool(true))]))]))

  private static let info: (key: String, value: JSONValue) = (
    "info", .object([("author", .string(author)), ("version", .integer(1))])
  )

  /// `value` as Xcode writes a `Contents.json`, with its final newline.
  private static func text(_ value: JSONValue) -> String {
    JSONWriter().write(value) + "\n"
  }
}
