import TesseraColor
import TesseraFoundation

/// Writes token definitions as one DTCG token file (format 2025.10), for
/// `tessera convert --to dtcg`.
///
/// A group whose tokens all have one type declares it as its `$type`, as
/// the format lets its tokens inherit it; any other token declares its own
/// (an alias without a declared type declares none, and takes its
/// target's; a keyword value such as `"dashed"` declares its type whatever
/// its group says, as the format's schema needs), then its `$value` and
/// `$description`. Colours
/// are `srgb` components with their `hex`; dimensions are `px` and
/// durations `ms`, Tessera's units. DTCG has no opacity type: an opacity is
/// a `number` with `$extensions["dev.tessera"].type: "opacity"`, which the
/// reader turns back into one. A typography's `lineHeight` is a multiple of
/// its `fontSize` in DTCG, so a line height or font size written as an alias
/// can't be carried: it is written as its value, and reported.
package struct DTCGTokenWriter {
  /// The catalog the definitions are from, resolved, for the values of
  /// typography fields DTCG can't alias.
  package let resolved: ResolvedTokenCatalog
  package private(set) var diagnostics: [Diagnostic] = []

  package init(resolved: ResolvedTokenCatalog) {
    self.resolved = resolved
  }

  /// The DTCG document of `definitions`, in their order, with the
  /// `$description`s of its groups.
  package mutating func document(
    _ definitions: [TokenDefinition], groupDescriptions: [TokenPath: String] = [:]
  ) -> JSONValue {
    let tree = TokenTree<TokenDefinition>()
    for definition in definitions { tree.node(at: definition.path.segments).leaf = definition }
    self.groupDescriptions = groupDescriptions
    return group(tree, path: TokenPath([]), inherited: nil)
  }

  private var groupDescriptions: [TokenPath: String] = [:]

  /// A group; its `$type` when every token in it has one type its parent
  /// doesn't give (never the file's own: tools differ on a root `$type`).
  private mutating func group(
    _ tree: TokenTree<TokenDefinition>, path: TokenPath, inherited: TokenType?
  ) -> JSONValue {
    var members: [(key: String, value: JSONValue)] = []
    var inherited = inherited
    if !path.segments.isEmpty, let shared = tree.sharedType, shared != inherited {
      members.append(("$type", .string(Self.typeName(shared))))
      inherited = shared
    }
    if let description = groupDescriptions[path] { members.append(("$description", .string(description))) }
    for (name, node) in tree.children {
      if let definition = node.leaf {
        members.append((name, token(definition, inherited: inherited)))
      } else {
        members.append((name, group(node, path: path.appending(name), inherited: inherited)))
      }
    }
    return .object(members)
  }

  /// The DTCG `$type` of `type`.
  package static func typeName(_ type: TokenType) -> String {
    switch type {
    case .color: "color"
    case .dimension: "dimension"
    case .number, .opacity: "number"
    case .fontFamily: "fontFamily"
    case .fontWeight: "fontWeight"
    case .typography: "typography"
    case .duration: "duration"
    case .cubicBezier: "cubicBezier"
    case .strokeStyle: "strokeStyle"
    case .border: "border"
    case .transition: "transition"
    case .shadow: "shadow"
    case .gradient: "gradient"
    }
  }

  private mutating func token(_ definition: TokenDefinition, inherited: TokenType?) -> JSONValue {
    var members: [(key: String, value: JSONValue)] = []
    let value = value(of: definition)
    // A keyword (`"dashed"`) reads as more than one type where the token has no `$type` of its own, and the
    // format's schema then refuses it: such a token says its type itself.
    let isKeyword = value.string.map { !$0.hasPrefix("{") } ?? false
    if let type = definition.declaredType, type != inherited || isKeyword {
      members.append(("$type", .string(Self.typeName(type))))
    }
    members.append(("$value", value))
    if let description = definition.description { members.append(("$description", .string(description))) }
    if definition.declaredType == .opacity {
      members.append(
        (
          "$extensions",
          .object([(DTCGResolverReader.extensionKey, .object([("type", .string(TokenType.opacity.rawValue))]))])
        ))
    }
    return .object(members)
  }

  private mutating func value(of definition: TokenDefinition) -> JSONValue {
    switch definition.expression {
    case .literal(let value): Self.literal(value)
    case .alias(let target): Self.alias(target)
    case .typography(let fields): typography(fields, of: definition)
    case .composite(let composite): Self.composite(composite)
    // A catalog with an error is never converted.
    case .invalid: JSONValue(kind: .null, offset: 0)
    }
  }

  package static func alias(_ target: TokenPath) -> JSONValue { .string("{\(target)}") }

  package static func literal(_ value: TokenValue) -> JSONValue {
    switch value {
    case .color(let color): colorValue(color)
    case .dimension(let points): dimension(points)
    case .number(let number), .opacity(let number): .number(number)
    case .fontFamily(let family): .string(family)
    case .fontWeight(let weight): .integer(weight)
    case .duration(let milliseconds):
      .object([("value", .number(milliseconds)), ("unit", .string("ms"))])
    case .cubicBezier(let curve): .array([curve.x1, curve.y1, curve.x2, curve.y2].map(JSONValue.number))
    case .strokeStyle, .border, .transition, .shadow, .gradient:
      CompositeExpression(literal: value, at: SourceLocation(file: "", line: 0, column: 0)).map(composite)
        ?? JSONValue(kind: .null, offset: 0)
    case .typography(let style):
      .object(
        [
          ("fontFamily", .string(style.fontFamily)), ("fontSize", dimension(style.fontSize)),
          ("fontWeight", .integer(style.fontWeight.rawValue)),
          ("letterSpacing", dimension(style.letterSpacing)),
        ] + [
          ("lineHeight", .number(lineHeightMultiple(style.lineHeight, over: style.fontSize) ?? 0))
        ])
    }
  }

  /// A composite value, each part a value or an alias.
  package static func composite(_ composite: CompositeExpression) -> JSONValue {
    func part<Value>(_ field: TokenField<Value>, _ write: (Value) -> JSONValue) -> JSONValue {
      switch field.reference {
      case .alias(let target): alias(target)
      case .value(let value): write(value)
      }
    }
    func milliseconds(_ value: Double) -> JSONValue { .object([("value", .number(value)), ("unit", .string("ms"))]) }
    func curve(_ curve: CubicBezier) -> JSONValue { literal(.cubicBezier(curve)) }
    func style(_ style: StrokeStyleExpression) -> JSONValue {
      switch style {
      case .value(.dashes(let dashes, let cap)):
        .object([("dashArray", .array(dashes.map(dimension))), ("lineCap", .string(cap.rawValue))])
      case .value(let keyword): .string(keyword.keyword ?? "solid")
      case .alias(let field): part(field) { .string($0.keyword ?? "solid") }
      case .dashes(let dashes, let cap):
        .object([("dashArray", .array(dashes.map { part($0, dimension) })), ("lineCap", .string(cap.rawValue))])
      }
    }
    func layer(_ layer: ShadowLayerFields) -> JSONValue {
      .object(
        [
          ("color", part(layer.color, colorValue)), ("offsetX", part(layer.offsetX, dimension)),
          ("offsetY", part(layer.offsetY, dimension)), ("blur", part(layer.blur, dimension)),
          ("spread", part(layer.spread, dimension)),
        ] + (layer.inset ? [("inset", .bool(true))] : []))
    }
    switch composite {
    case .strokeStyle(let expression):
      return style(expression)
    case .border(let border):
      return .object([
        ("color", part(border.color, colorValue)), ("width", part(border.width, dimension)),
        ("style", style(border.style)),
      ])
    case .transition(let transition):
      return .object([
        ("duration", part(transition.duration, milliseconds)), ("delay", part(transition.delay, milliseconds)),
        ("timingFunction", part(transition.timingFunction, curve)),
      ])
    case .shadow(let layers):
      if layers.count == 1, case .layer(let fields) = layers[0] { return layer(fields) }
      return .array(
        layers.map { element in
          switch element {
          case .alias(let alias): Self.alias(alias.target)
          case .layer(let fields): layer(fields)
          }
        })
    case .gradient(let stops):
      return .array(
        stops.map { element in
          switch element {
          case .alias(let alias): Self.alias(alias.target)
          case .stop(let color, let position):
            .object([("color", part(color, colorValue)), ("position", part(position, JSONValue.number))])
          }
        })
    }
  }

  package static func dimension(_ points: Double) -> JSONValue {
    .object([("value", .number(points)), ("unit", .string("px"))])
  }

  /// `{"colorSpace": "srgb", "components": […], "alpha": …, "hex": "#RRGGBB"}`;
  /// alpha only when the colour is translucent.
  package static func colorValue(_ color: RGBA) -> JSONValue {
    let components: [JSONValue] = [color.red, color.green, color.blue].map { .number(Double($0) / 255) }
    var members: [(key: String, value: JSONValue)] = [
      ("colorSpace", .string("srgb")), ("components", .array(components)),
    ]
    if color.alpha != 255 { members.append(("alpha", .number(Double(color.alpha) / 255))) }
    let opaque = RGBA(red: color.red, green: color.green, blue: color.blue)
    members.append(("hex", .string(opaque.hex)))
    return .object(members)
  }

  /// The multiple of `size` that gives exactly `lineHeight` when the reader
  /// multiplies it back, or `nil` when no `Double` does.
  package static func lineHeightMultiple(_ lineHeight: Double, over size: Double) -> Double? {
    guard size != 0, size.isFinite, lineHeight.isFinite else { return nil }
    let quotient = lineHeight / size
    let candidates = [quotient, quotient.nextUp, quotient.nextDown, quotient.nextUp.nextUp, quotient.nextDown.nextDown]
    return candidates.first { size * $0 == lineHeight }
  }

  private mutating func typography(_ fields: TypographyExpression, of definition: TokenDefinition) -> JSONValue {
    func reference<Value>(_ field: TypographyExpression.Field<Value>, _ write: (Value) -> JSONValue) -> JSONValue {
      switch field.reference {
      case .alias(let target): Self.alias(target)
      case .value(let value): write(value)
      }
    }
    var members: [(key: String, value: JSONValue)] = [
      ("fontFamily", reference(fields.fontFamily) { .string($0) })
    ]
    // The line height is a multiple of a font size that is a number: both are written as values.
    let style = resolvedStyle(of: definition)
    var size = fields.fontSize.reference
    var lineHeight = fields.lineHeight.reference
    for field in [fields.fontSize, fields.lineHeight] {
      guard case .alias(let target) = field.reference else { continue }
      if let style {
        size = .value(style.fontSize)
        lineHeight = .value(style.lineHeight)
      }
      diagnostics.append(
        .warning(
          .convertNotExpressible,
          "The \(field.attribute) of '\(definition.path)' is the alias {\(target)}, but a DTCG typography's lineHeight "
            + "is a multiple of its fontSize, and both must be numbers; it is written as its value"
            + (style.map {
              ", font size \(TokenNumberText.text($0.fontSize)) and line height \(TokenNumberText.text($0.lineHeight))"
            } ?? "")
            + ", and the alias is not kept.", at: field.location, subject: definition.path.description))
    }
    if case .value(let points) = size { members.append(("fontSize", Self.dimension(points))) }
    members.append(("fontWeight", reference(fields.fontWeight) { .integer($0) }))
    // Required by the format's schema, 0 included.
    members.append(("letterSpacing", reference(fields.letterSpacing) { Self.dimension($0) }))
    if let multiple = fields.lineHeightMultiple {
      members.append(("lineHeight", reference(multiple) { .number($0) }))
    } else if case .value(let points) = size, case .value(let height) = lineHeight {
      if let multiple = Self.lineHeightMultiple(height, over: points) {
        members.append(("lineHeight", .number(multiple)))
      } else {
        members.append(("lineHeight", .number(points == 0 ? 0 : height / points)))
        diagnostics.append(
          .warning(
            .convertNotExpressible,
            "The line height of '\(definition.path)', \(TokenNumberText.text(height)), is no exact multiple of its "
              + "font size, \(TokenNumberText.text(points)), which DTCG's lineHeight is; the nearest is written, and "
              + "reads back as \(TokenNumberText.text(points == 0 ? 0 : points * (height / points))).",
            at: fields.lineHeight.location, subject: definition.path.description))
      }
    }
    return .object(members)
  }

  /// The typography of `definition` as resolved in its mode (light, for a shared one).
  private func resolvedStyle(of definition: TokenDefinition) -> Typography? {
    let mode: ThemeMode =
      switch definition.scope {
      case .shared: .light
      case .themed(let mode): mode
      }
    guard case .typography(let style)? = resolved.token(definition.path, in: mode)?.value else { return nil }
    return style
  }
}
