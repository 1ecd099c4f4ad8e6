import TesseraColor
import TesseraFoundation

/// `Theme.AssetNames`: the name of each colour token's colour set in the
/// asset catalog `generate` writes, so code on Apple platforms can load a
/// colour that follows the system's appearance:
///
/// ```swift
/// Color(Theme.AssetNames.Color.Brand.primary, bundle: .module)  // "color/brand/primary"
/// ```
///
/// Its enums and constants have the `Theme`'s type and property names, so
/// `token-name-collision` already keeps them apart; only groups holding a
/// colour have an enum. Emitted only when an asset catalog is written.
extension DesignTokensEmitter {
  /// The enum's name inside the theme type, which a group may not take.
  package static let assetNamesTypeName = "AssetNames"

  /// `enum AssetNames { … }`, or `nil` when no token is a colour.
  package func assetNamesDeclaration(_ catalog: ResolvedTokenCatalog) -> SwiftDeclaration? {
    let members = assetNameMembers(of: catalog.index.shape.root, catalog: catalog)
    guard !members.isEmpty else { return nil }
    let example = ([themeName, Self.assetNamesTypeName] + firstColor(in: catalog.index.shape.root, catalog: catalog))
      .joined(separator: ".")
    return SwiftDeclaration.enumeration(
      SwiftTypeDeclaration(access: access.modifier, name: Self.assetNamesTypeName, members: members)
    ).documented([
      "The asset name of each colour token's colour set in the asset catalog, which holds its colour in each "
        + "appearance the catalogs declare (light, dark, and each in high contrast).",
      "",
      "On Apple platforms, a colour made from it follows the system's appearance:",
      "`Color(\(example), bundle: .module)`.",
    ])
  }

  /// The Swift names leading to the first colour token under `node`, as
  /// the enums list them: constants before groups.
  private func firstColor(in node: ThemeShape.Node, catalog: ResolvedTokenCatalog) -> [String] {
    for child in node.children where child.isToken {
      if case .color? = catalog.value(ofDefinitions: child.ids, in: .light) { return [child.propertyName] }
    }
    for child in node.children where !child.isToken {
      let path = firstColor(in: child, catalog: catalog)
      if !path.isEmpty { return [child.typeName] + path }
    }
    return []
  }

  /// A constant per colour token of `node`, then an enum per group that
  /// holds one.
  private func assetNameMembers(of node: ThemeShape.Node, catalog: ResolvedTokenCatalog) -> [SwiftDeclaration] {
    var constants: [SwiftDeclaration] = []
    var groups: [SwiftDeclaration] = []
    for child in node.children {
      if child.isToken {
        guard case .color? = catalog.value(ofDefinitions: child.ids, in: .light) else { continue }
        constants.append(
          SwiftDeclaration.variable(
            .constant(
              access.modifier, isStatic: true, child.propertyName, type: "Swift.String",
              .literal(.string(AssetCatalogContents.assetName(of: child.path))))
          ).documented(["The colour set of token `\(child.pathText)`."]))
      } else {
        let members = assetNameMembers(of: child, catalog: catalog)
        guard !members.isEmpty else { continue }
        groups.append(
          SwiftDeclaration.enumeration(
            SwiftTypeDeclaration(access: access.modifier, name: child.typeName, members: members)
          ).documented(["The colour sets of group `\(child.pathText)`."]))
      }
    }
    return constants + groups
  }
}
