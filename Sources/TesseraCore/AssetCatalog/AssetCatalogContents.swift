/// The files of the Xcode asset catalog (`.xcassets`) made from a resolved
/// token catalog: one colour set per colour token, with its light and its
/// dark appearance.
///
/// Each group of the token path is a folder whose `Contents.json` provides
/// a namespace, so `color.brand.primary` is
/// `color/brand/primary.colorset/Contents.json` and its asset name is
/// `color/brand/primary`: the tree the `Theme` has, with no name made
/// flat, so two tokens never share an asset name.
///
/// Every `Contents.json` is written as Xcode writes it (``JSONWriter``:
/// two-space indentation, `"key" : value`, keys sorted, and a final
/// newline), with `"author" : "tessera"`: Xcode reads any author, and the
/// author is how ``AssetCatalogWriter`` knows which files are Tessera's
/// to replace or remove.
enum AssetCatalogContents {
  /// The author every `Contents.json` Tessera writes names.
  static let author = "tessera"

  /// The catalog's files, their names relative to the catalog's folder,
  /// sorted by name. Call it only on a catalog without errors.
  static func files(of catalog: ResolvedTokenCatalog) -> [GeneratedFile] {
    var files = [GeneratedFile(name: "Contents.json", contents: text(.object([info])))]
    add(catalog.index.shape.root, folder: "", catalog: catalog, to: &files)
    return files.sorted { $0.name < $1.name }
  }

  /// The asset name of a colour token: its path's segments joined by `/`.
  static func assetName(of path: TokenPath) -> String {
    path.segments.joined(separator: "/")
  }

  /// The colour sets of `node`'s colour tokens, and a folder for each of its
  /// groups that holds one.
  private static func add(
    _ node: ThemeShape.Node, folder: String, catalog: ResolvedTokenCatalog, to files: inout [GeneratedFile]
  ) {
    for child in node.children {
      let segment = child.path.segments.last ?? ""
      if child.isToken {
        guard case .color(let light)? = catalog.value(ofDefinitions: child.ids, in: .light),
          case .color(let dark)? = catalog.value(ofDefinitions: child.ids, in: .dark)
        else { continue }
        files.append(
          GeneratedFile(
            name: "\(folder)\(segment).colorset/Contents.json", contents: colorSet(light: light, dark: dark))
        )
      } else if holdsColor(child, catalog: catalog) {
        files.append(GeneratedFile(name: "\(folder)\(segment)/Contents.json", contents: group))
        add(child, folder: "\(folder)\(segment)/", catalog: catalog, to: &files)
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

  /// A colour set's `Contents.json`: the light colour for any appearance,
  /// then the dark one for the dark appearance.
  static func colorSet(light: RGBA, dark: RGBA) -> String {
    let darkAppearance = JSONValue.object([("appearance", .string("luminosity")), ("value", .string("dark"))])
    return text(
      .object([
        (
          "colors",
          .array([
            .object([("color", ColorSetComponents.color(light)), ("idiom", .string("universal"))]),
            .object([
              ("appearances", .array([darkAppearance])), ("color", ColorSetComponents.color(dark)),
              ("idiom", .string("universal")),
            ]),
          ])
        ),
        info,
      ]))
  }

  /// A group folder's `Contents.json`: it provides a namespace.
  static let group = text(.object([info, ("properties", .object([("provides-namespace", .bool(true))]))]))

  private static let info: (key: String, value: JSONValue) = (
    "info", .object([("author", .string(author)), ("version", .integer(1))])
  )

  /// `value` as Xcode writes a `Contents.json`, with its final newline.
  private static func text(_ value: JSONValue) -> String {
    JSONWriter().write(value) + "\n"
  }
}
