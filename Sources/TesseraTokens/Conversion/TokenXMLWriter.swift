import TesseraColor
import TesseraFoundation

/// Writes token definitions as one XML token catalog, in the layout the
/// token catalog format documents, for `tessera convert --to xml`: the `<tokens>` root
/// (with `mode` for a themed file), `<group>`s by path, and a `<token>` per
/// definition with `name`, `type`, `value` (or the typography attributes)
/// and `description`, two spaces of indentation a level.
package enum TokenXMLWriter {
  /// The catalog of `definitions`, in their order, in `scope`, and of
  /// `pairs` in a `<contrast>` element.
  package static func catalog(
    _ definitions: [TokenDefinition], scope: TokenScope, pairs: [ContrastPair] = [],
    groupDescriptions: [TokenPath: String] = [:]
  ) -> String {
    var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    switch scope {
    case .shared: output += "<tokens>\n"
    case .themed(let mode): output += "<tokens mode=\"\(mode.catalogName)\">\n"
    }
    let tree = TokenTree<TokenDefinition>()
    for definition in definitions { tree.node(at: definition.path.segments).leaf = definition }
    write(tree, path: TokenPath([]), indent: 1, inherited: nil, descriptions: groupDescriptions, into: &output)
    if !pairs.isEmpty {
      output += "  <contrast>\n"
      for pair in pairs { output += "    <pair\(attributes(of: pair))/>\n" }
      output += "  </contrast>\n"
    }
    return output + "</tokens>\n"
  }

  /// The members of `tree`; a group has a `type` when every token in it
  /// has one its parent doesn't give.
  private static func write(
    _ tree: TokenTree<TokenDefinition>, path: TokenPath, indent: Int, inherited: TokenType?,
    descriptions: [TokenPath: String], into output: inout String
  ) {
    let padding = String(repeating: "  ", count: indent)
    for (name, node) in tree.children {
      if let definition = node.leaf {
        let (attributes, children) = Self.attributes(of: definition, inherited: inherited)
        if children.isEmpty {
          output += "\(padding)<token\(attribute("name", name))\(attributes)/>\n"
        } else {
          output += "\(padding)<token\(attribute("name", name))\(attributes)>\n"
          for child in children { output += "\(padding)  \(child)\n" }
          output += "\(padding)</token>\n"
        }
      } else {
        let shared = node.sharedType
        let type = shared.flatMap { $0 == inherited ? nil : attribute("type", $0.rawValue) } ?? ""
        let groupPath = path.appending(name)
        let description = descriptions[groupPath].map { attribute("description", $0) } ?? ""
        output += "\(padding)<group\(attribute("name", name))\(type)\(description)>\n"
        write(
          node, path: groupPath, indent: indent + 1, inherited: shared ?? inherited, descriptions: descriptions,
          into: &output)
        output += "\(padding)</group>\n"
      }
    }
  }

  private static func attribute(_ name: String, _ value: String) -> String {
    " \(name)=\"\(XMLEscaping.attribute(value))\""
  }

  /// A token's attributes, and the child elements of a shadow's layers or a gradient's stops.
  private static func attributes(of definition: TokenDefinition, inherited: TokenType?) -> (String, [String]) {
    var text = definition.declaredType.flatMap { $0 == inherited ? nil : attribute("type", $0.rawValue) } ?? ""
    var children: [String] = []
    var composite: CompositeExpression?
    switch definition.expression {
    case .literal(let value) where value.type.hasCompositeParts && value.type != .strokeStyle:
      composite = CompositeExpression(literal: value, at: definition.valueLocation)
    case .literal(.strokeStyle(.dashes(let dashes, let cap))):
      composite = .strokeStyle(.value(.dashes(dashes, lineCap: cap)))
    case .composite(let expression):
      composite = expression
    default:
      break
    }
    if let composite {
      (text, children) = (text + compositeAttributes(composite), compositeChildren(composite))
      if let description = definition.description { text += attribute("description", description) }
      return (text, children)
    }
    switch definition.expression {
    case .literal(.typography(let style)):
      text +=
        attribute("font-family", style.fontFamily) + attribute("font-weight", weightText(style.fontWeight.rawValue))
      text += attribute("font-size", TokenNumberText.text(style.fontSize))
      text += attribute("line-height", TokenNumberText.text(style.lineHeight))
      if style.letterSpacing != 0 { text += attribute("letter-spacing", TokenNumberText.text(style.letterSpacing)) }
    case .literal(let value): text += attribute("value", Self.value(value))
    case .alias(let target): text += attribute("value", "{\(target)}")
    case .typography(let fields):
      func reference<Value>(_ field: TypographyExpression.Field<Value>, _ write: (Value) -> String) -> String {
        switch field.reference {
        case .alias(let target): attribute(field.attribute, "{\(target)}")
        case .value(let value): attribute(field.attribute, write(value))
        }
      }
      text += reference(fields.fontFamily) { $0 }
      text += reference(fields.fontWeight, weightText)
      text += reference(fields.fontSize, TokenNumberText.text)
      text += reference(fields.lineHeight, TokenNumberText.text)
      if case .value(0) = fields.letterSpacing.reference {
        // The default.
      } else {
        text += reference(fields.letterSpacing, TokenNumberText.text)
      }
    case .composite: break  // Written above.
    case .invalid: break  // A catalog with an error is never converted.
    }
    if let description = definition.description { text += attribute("description", description) }
    return (text, children)
  }

  /// A part: its value as `write` writes it, or its alias.
  private static func part<Value>(_ name: String, _ field: TokenField<Value>, _ write: (Value) -> String) -> String {
    switch field.reference {
    case .alias(let target): attribute(name, "{\(target)}")
    case .value(let value): attribute(name, write(value))
    }
  }

  private static func length(_ points: Double) -> String { TokenNumberText.text(points) }
  private static func milliseconds(_ value: Double) -> String { "\(TokenNumberText.text(value))ms" }
  private static func curve(_ curve: CubicBezier) -> String { Self.value(.cubicBezier(curve)) }

  /// A stroke style's attributes: `style` (or `value`, on a stroke style token), or `dash-array` and `line-cap`.
  private static func styleAttributes(_ style: StrokeStyleExpression, name: String) -> String {
    switch style {
    case .value(.dashes(let dashes, let cap)):
      return attribute("dash-array", dashes.map(length).joined(separator: ", ")) + attribute("line-cap", cap.rawValue)
    case .value(let keyword): return attribute(name, keyword.keyword ?? "solid")
    case .alias(let field): return part(name, field) { $0.keyword ?? "solid" }
    case .dashes(let dashes, let cap):
      let items = dashes.map { field -> String in
        switch field.reference {
        case .alias(let target): "{\(target)}"
        case .value(let points): length(points)
        }
      }
      return attribute("dash-array", items.joined(separator: ", ")) + attribute("line-cap", cap.rawValue)
    }
  }

  private static func layerAttributes(_ layer: ShadowLayerFields) -> String {
    part("color", layer.color) { $0.hexText } + part("offset-x", layer.offsetX, length)
      + part("offset-y", layer.offsetY, length) + part("blur", layer.blur, length)
      + part("spread", layer.spread, length) + (layer.inset ? attribute("inset", "true") : "")
  }

  /// The attributes a composite token is written with; a shadow of one layer has them on the token.
  private static func compositeAttributes(_ composite: CompositeExpression) -> String {
    switch composite {
    case .strokeStyle(let style): styleAttributes(style, name: "value")
    case .border(let border):
      part("color", border.color) { $0.hexText } + part("width", border.width, length)
        + styleAttributes(border.style, name: "style")
    case .transition(let transition):
      part("duration", transition.duration, milliseconds) + part("delay", transition.delay, milliseconds)
        + part("timing-function", transition.timingFunction, curve)
    case .shadow(let layers):
      if layers.count == 1, case .layer(let layer) = layers[0] { layerAttributes(layer) } else { "" }
    case .gradient: ""
    }
  }

  /// The `<layer>` or `<stop>` elements of a shadow of more than one layer or of a gradient.
  private static func compositeChildren(_ composite: CompositeExpression) -> [String] {
    switch composite {
    case .shadow(let layers):
      if layers.count == 1, case .layer = layers[0] { return [] }
      return layers.map { layer in
        switch layer {
        case .alias(let alias): "<layer\(attribute("value", "{\(alias.target)}"))/>"
        case .layer(let fields): "<layer\(layerAttributes(fields))/>"
        }
      }
    case .gradient(let stops):
      return stops.map { stop in
        switch stop {
        case .alias(let alias): "<stop\(attribute("value", "{\(alias.target)}"))/>"
        case .stop(let color, let position):
          "<stop\(part("color", color) { $0.hexText })\(part("position", position, length))/>"
        }
      }
    default: return []
    }
  }

  /// A literal as an XML catalog writes it.
  package static func value(_ value: TokenValue) -> String {
    switch value {
    case .color(let color): color.hexText
    case .dimension(let number), .number(let number), .opacity(let number): TokenNumberText.text(number)
    case .fontFamily(let family): family
    case .fontWeight(let weight): weightText(weight)
    case .duration(let milliseconds): "\(TokenNumberText.text(milliseconds))ms"
    case .cubicBezier(let curve):
      [curve.x1, curve.y1, curve.x2, curve.y2].map(TokenNumberText.text).joined(separator: ", ")
    case .strokeStyle(let style): style.keyword ?? "solid"
    // Written field by field, in ``attributes(of:)``.
    case .typography(let style): style.fontFamily
    case .border, .transition, .shadow, .gradient: ""
    }
  }

  /// The keywords an XML catalog writes for the weights that have one.
  private static let weightKeywords = [
    100: "thin", 200: "extralight", 300: "light", 400: "regular", 500: "medium", 600: "semibold", 700: "bold",
    800: "extrabold", 900: "black",
  ]

  /// A weight as its keyword where it has one, else its number.
  package static func weightText(_ weight: Int) -> String { weightKeywords[weight] ?? "\(weight)" }

  private static func attributes(of pair: ContrastPair) -> String {
    var text =
      attribute("foreground", pair.foreground.description) + attribute("background", pair.background.description)
    if let backdrop = pair.backdrop { text += attribute("backdrop", backdrop.description) }
    text += attribute("minimum", minimumText(pair.minimum))
    if let highContrast = highContrastMinimumText(pair) { text += attribute("high-contrast-minimum", highContrast) }
    return text
  }

  /// A pair's high-contrast minimum as written, when it isn't what its minimum gives at level AAA
  /// (`WCAG.highContrastMinimum(for:)` of the keyword written).
  package static func highContrastMinimumText(_ pair: ContrastPair) -> String? {
    let highContrast = pair.minimum(in: .lightHighContrast)
    guard WCAG.highContrastMinimum(for: minimumText(pair.minimum)) != highContrast else { return nil }
    return minimumText(highContrast)
  }

  /// A pair's minimum as its keyword where it has one (`text`, `ui`, `aaa`), else the ratio.
  package static func minimumText(_ minimum: Double) -> String {
    switch minimum {
    case 4.5: "text"
    case 3: "ui"
    case 7: "aaa"
    default: TokenNumberText.text(minimum)
    }
  }
}
