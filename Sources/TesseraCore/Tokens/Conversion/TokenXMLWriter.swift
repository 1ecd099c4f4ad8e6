/// Writes token definitions as one XML token catalog, in the layout the
/// README documents, for `tessera convert --to xml`: the `<tokens>` root
/// (with `mode` for a themed file), `<group>`s by path, and a `<token>` per
/// definition with `name`, `type`, `value` (or the typography attributes)
/// and `description`, two spaces of indentation a level.
enum TokenXMLWriter {
  /// The catalog of `definitions`, in their order, in `scope`, and of
  /// `pairs` in a `<contrast>` element.
  static func catalog(
    _ definitions: [TokenDefinition], scope: TokenScope, pairs: [ContrastPair] = [],
    groupDescriptions: [TokenPath: String] = [:]
  ) -> String {
    var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    switch scope {
    case .shared: output += "<tokens>\n"
    case .themed(let mode): output += "<tokens mode=\"\(mode.rawValue)\">\n"
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
        output += "\(padding)<token\(attribute("name", name))\(attributes(of: definition, inherited: inherited))/>\n"
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

  private static func attributes(of definition: TokenDefinition, inherited: TokenType?) -> String {
    var text = definition.declaredType.flatMap { $0 == inherited ? nil : attribute("type", $0.rawValue) } ?? ""
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
    case .invalid: break  // A catalog with an error is never converted.
    }
    if let description = definition.description { text += attribute("description", description) }
    return text
  }

  /// A literal as an XML catalog writes it.
  static func value(_ value: TokenValue) -> String {
    switch value {
    case .color(let color): color.hexText
    case .dimension(let number), .number(let number), .opacity(let number): TokenNumberText.text(number)
    case .fontFamily(let family): family
    case .fontWeight(let weight): weightText(weight)
    case .duration(let milliseconds): "\(TokenNumberText.text(milliseconds))ms"
    case .cubicBezier(let curve):
      [curve.x1, curve.y1, curve.x2, curve.y2].map(TokenNumberText.text).joined(separator: ", ")
    // Written field by field, in ``attributes(of:)``.
    case .typography(let style): style.fontFamily
    }
  }

  /// The keywords an XML catalog writes for the weights that have one.
  private static let weightKeywords = [
    100: "thin", 200: "extralight", 300: "light", 400: "regular", 500: "medium", 600: "semibold", 700: "bold",
    800: "extrabold", 900: "black",
  ]

  /// A weight as its keyword where it has one, else its number.
  static func weightText(_ weight: Int) -> String { weightKeywords[weight] ?? "\(weight)" }

  private static func attributes(of pair: ContrastPair) -> String {
    var text =
      attribute("foreground", pair.foreground.description) + attribute("background", pair.background.description)
    if let backdrop = pair.backdrop { text += attribute("backdrop", backdrop.description) }
    return text + attribute("minimum", minimumText(pair.minimum))
  }

  /// A pair's minimum as its keyword where it has one (`text`, `ui`, `aaa`), else the ratio.
  static func minimumText(_ minimum: Double) -> String {
    switch minimum {
    case 4.5: "text"
    case 3: "ui"
    case 7: "aaa"
    default: TokenNumberText.text(minimum)
    }
  }
}
