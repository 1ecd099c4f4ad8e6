import TesseraColor
import TesseraFoundation

/// The composite tokens of an XML catalog: a stroke style, border,
/// transition, shadow or gradient written part by part, each part a value or
/// an alias, as a typography token is.
///
/// ```xml
/// <token name="focus" type="border" color="{color.border.focus}" width="2" style="solid"/>
/// <token name="raised" type="shadow" color="#0000001F" offset-x="0" offset-y="2" blur="4"/>
/// <token name="floating" type="shadow">
///   <layer color="#0000001F" offset-x="0" offset-y="1" blur="2"/>
///   <layer value="{shadow.raised}"/>
/// </token>
/// <token name="hero" type="gradient">
///   <stop color="{color.brand.primary}" position="0"/>
///   <stop color="#FFFFFF" position="1"/>
/// </token>
/// ```
extension TokenDocumentReader {
  /// The element a shadow's layers or a gradient's stops are written in.
  package static func elementName(of type: TokenType) -> String? {
    switch type {
    case .shadow: "layer"
    case .gradient: "stop"
    default: nil
    }
  }

  package mutating func readComposite(_ element: XMLElement, as type: TokenType, path: TokenPath)
    -> CompositeExpression?
  {
    var parts = CompositeParts(element: element, path: path)
    defer { diagnostics += parts.diagnostics }
    switch type {
    case .strokeStyle:
      guard element[attribute: "dash-array"] != nil else {
        parts.missing("value", example: "value=\"dashed\", or dash-array=\"4, 2\" line-cap=\"round\"")
        return nil
      }
      return parts.dashes(of: &self).map(CompositeExpression.strokeStyle)
    case .border:
      let color = parts.color("color", reader: &self)
      let width = parts.length("width", nonNegative: true, reader: &self)
      let style = parts.borderStyle(reader: &self)
      guard let color, let width, let style else { return nil }
      return .border(BorderExpression(color: color, width: width, style: style))
    case .transition:
      let duration = parts.field("duration", reader: &self, parse: TokenValueParser.duration)
      let delay = parts.field("delay", default: 0.0, reader: &self, parse: TokenValueParser.duration)
      let curve = parts.field("timing-function", reader: &self, parse: TokenValueParser.cubicBezier)
      guard let duration, let delay, let curve else { return nil }
      return .transition(TransitionExpression(duration: duration, delay: delay, timingFunction: curve))
    case .shadow:
      if element.children.isEmpty {
        return parts.shadowLayer(reader: &self).map { .shadow([.layer($0)]) }
      }
      return readElements(
        of: element, named: "layer", allowed: ShadowLayerAttributes.allowed, others: ShadowLayerAttributes.all,
        path: path, alias: ShadowLayerExpression.alias
      ) { layer, reader in
        layer.shadowLayer(reader: &reader).map(ShadowLayerExpression.layer)
      }.map(CompositeExpression.shadow)
    case .gradient:
      guard !element.children.isEmpty else {
        parts.missing("<stop>", example: "<stop color=\"#FFFFFF\" position=\"0\"/> elements")
        return nil
      }
      return readElements(
        of: element, named: "stop", allowed: Self.stopAttributes, others: ["color", "position"], path: path,
        alias: GradientStopExpression.alias
      ) { stop, reader in
        let color = stop.color("color", reader: &reader)
        let position = stop.field("position", reader: &reader, parse: Self.position)
        guard let color, let position else { return nil }
        return .stop(color: color, position: position)
      }.map(CompositeExpression.gradient)
    default:
      return nil
    }
  }

  /// Each `<name>` child of `element` (a shadow's layers, a gradient's
  /// stops): an alias to a whole token of the type, or its parts as `read`
  /// reads them; `nil` when any failed (reported).
  private mutating func readElements<Part>(
    of element: XMLElement, named name: String, allowed: Set<String>, others: [String], path: TokenPath,
    alias: (CompositeElementAlias) -> Part, read: (inout CompositeParts, inout TokenDocumentReader) -> Part?
  ) -> [Part]? {
    var found: [Part] = []
    var failed = false
    for (index, child) in element.children.enumerated() where child.name == name {
      checkAttributes(of: child, allowed: allowed)
      checkEmpty(child)
      var parts = CompositeParts(element: child, path: path, element: "\(name) \(index + 1)")
      defer { diagnostics += parts.diagnostics }
      if let target = parts.elementAlias(reader: &self, others: others) {
        if let target { found.append(alias(target)) } else { failed = true }
        continue
      }
      guard let part = read(&parts, &self) else {
        failed = true
        continue
      }
      found.append(part)
    }
    return failed ? nil : found
  }

  /// A `<layer>` or `<stop>` holds neither text nor elements: what it held
  /// would be dropped unread.
  private mutating func checkEmpty(_ part: XMLElement) {
    checkNoText(in: part)
    for nested in part.children { unknownElement(nested, expected: "no child elements") }
  }

  /// The attributes a gradient's `<stop>` may have, made once.
  package static let stopAttributes: Set<String> = ["color", "position", "value"]

  /// A gradient stop's position: a number, taken as clamped to 0…1 as the DTCG format says.
  package static func position(_ text: String) -> Result<Double, ValueError> {
    guard let number = TokenValueParser.decimal(text) else {
      return .failure("'\(text)' is not a position; write a number from 0 (the start) to 1 (the end)")
    }
    return .success(min(max(number, 0), 1))
  }
}

/// The attributes of one shadow layer.
package enum ShadowLayerAttributes {
  package static let all = ["color", "offset-x", "offset-y", "blur", "spread", "inset"]
  /// The attributes a `<layer>` may have, made once.
  package static let allowed = Set(all + ["value"])
}

/// Reads the parts of one composite value (a token, or one `<layer>` or
/// `<stop>` of it) from an element's attributes, collecting what it reports.
package struct CompositeParts {
  package let element: XMLElement
  package let path: TokenPath
  /// The element's name in messages (`layer 2`), or `nil` for the token itself.
  package let elementName: String?
  package var diagnostics: [Diagnostic] = []

  package init(element: XMLElement, path: TokenPath, element elementName: String? = nil) {
    self.element = element
    self.path = path
    self.elementName = elementName
  }

  /// `attribute`, or `attribute of layer 2`, for messages and the field's name.
  private func name(_ attribute: String) -> String {
    elementName.map { "\(attribute) of \($0)" } ?? attribute
  }

  package mutating func missing(_ attribute: String, example: String) {
    let whose = elementName.map { "The \($0) of '\(path)'" } ?? "'\(path)'"
    diagnostics.append(
      .error(
        .tokenInvalidValue, "\(whose) has no \(attribute); write \(example).", at: element.location,
        subject: path.description))
  }

  /// A part: its attribute's value parsed by `parse`, or an alias.
  package mutating func field<Value>(
    _ attribute: String, default defaultValue: Value? = nil, reader: inout TokenDocumentReader,
    parse: (String) -> Result<Value, ValueError>
  ) -> TokenField<Value>? {
    let location = element.location(ofAttribute: attribute)
    guard let text = element[attribute: attribute] else {
      if let defaultValue {
        return TokenField(attribute: name(attribute), reference: .value(defaultValue), location: location)
      }
      missing(attribute, example: "\(attribute)=\"…\"")
      return nil
    }
    switch reader.parseAlias(text, at: location) {
    case .alias(let target)?:
      return TokenField(attribute: name(attribute), reference: .alias(target), location: location)
    case .invalid?:
      return nil
    case nil:
      switch parse(text.trimmingWhitespace) {
      case .success(let value):
        return TokenField(attribute: name(attribute), reference: .value(value), location: location)
      case .failure(let failure):
        diagnostics.append(
          .error(
            .tokenInvalidValue, "Invalid \(name(attribute)) for '\(path)': \(failure.message).", at: location,
            subject: path.description))
        return nil
      }
    }
  }

  package mutating func color(_ attribute: String, reader: inout TokenDocumentReader) -> TokenField<RGBA>? {
    field(attribute, reader: &reader) { text in
      guard let color = RGBA(hex: text) else {
        return .failure("'\(text)' is not a colour; write #RGB, #RGBA, #RRGGBB or #RRGGBBAA in hexadecimal")
      }
      return .success(color)
    }
  }

  /// A length in points; `nonNegative` for a width or a blur, which the DTCG reader holds to 0 and up too.
  package mutating func length(
    _ attribute: String, default defaultValue: Double? = nil, nonNegative: Bool = false,
    reader: inout TokenDocumentReader
  ) -> TokenField<Double>? {
    field(attribute, default: defaultValue, reader: &reader) { text in
      TokenValueParser.dimension(text).flatMap { points in
        nonNegative && points < 0
          ? .failure("'\(text)' is negative; write a number of points from 0") : .success(points)
      }
    }
  }

  /// `dash-array="4, 2"` (each length a value or an alias) and `line-cap` (round, butt or square; round when left out).
  package mutating func dashes(of reader: inout TokenDocumentReader) -> StrokeStyleExpression? {
    let location = element.location(ofAttribute: "dash-array")
    let text = element[attribute: "dash-array"] ?? ""
    var lengths: [TokenField<Double>] = []
    var failed = false
    let items = text.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingWhitespace }
    for (index, item) in items.enumerated() {
      let attribute = name("dash \(index + 1)")
      switch reader.parseAlias(item, at: location) {
      case .alias(let target)?:
        lengths.append(TokenField(attribute: attribute, reference: .alias(target), location: location))
      case .invalid?:
        failed = true
      case nil:
        switch TokenValueParser.dimension(item) {
        case .success(let value) where value >= 0:
          lengths.append(TokenField(attribute: attribute, reference: .value(value), location: location))
        default:
          diagnostics.append(
            .error(
              .tokenInvalidValue,
              "'\(text)' is not a dash array for '\(path)'; write lengths of dashes and gaps separated by commas, "
                + "such as 4, 2 (each a number of points from 0, or an alias).", at: location, subject: path.description
            ))
          return nil
        }
      }
    }
    var cap = TokenStrokeStyle.LineCap.round
    if let capText = element[attribute: "line-cap"]?.trimmingWhitespace {
      guard let parsed = TokenStrokeStyle.LineCap(rawValue: capText) else {
        diagnostics.append(
          .error(
            .tokenInvalidValue, "'\(capText)' is not a line cap; write round, butt or square.",
            at: element.location(ofAttribute: "line-cap"), subject: path.description))
        return nil
      }
      cap = parsed
    }
    if failed { return nil }
    if lengths.allSatisfy({ $0.aliasTarget == nil }) {
      return .value(
        .dashes(lengths.compactMap { if case .value(let length) = $0.reference { length } else { nil } }, lineCap: cap))
    }
    return .dashes(lengths, lineCap: cap)
  }

  /// A border's `style`: a line style, an alias to a stroke style token, or `dash-array` and `line-cap`.
  package mutating func borderStyle(reader: inout TokenDocumentReader) -> StrokeStyleExpression? {
    if element[attribute: "dash-array"] != nil {
      if element[attribute: "style"] != nil {
        diagnostics.append(
          .error(
            .tokenSchema, "Border '\(path)' has both style and dash-array; keep one or the other.",
            at: element.location(ofAttribute: "style"), subject: path.description))
        return nil
      }
      return dashes(of: &reader)
    }
    guard let style = field("style", reader: &reader, parse: TokenValueParser.strokeStyle) else { return nil }
    if case .value(let value) = style.reference { return .value(value) }
    return .alias(style)
  }

  package mutating func shadowLayer(reader: inout TokenDocumentReader) -> ShadowLayerFields? {
    let color = color("color", reader: &reader)
    let offsetX = length("offset-x", reader: &reader)
    let offsetY = length("offset-y", reader: &reader)
    let blur = length("blur", nonNegative: true, reader: &reader)
    let spread = length("spread", default: 0, reader: &reader)
    var inset = false
    if let text = element[attribute: "inset"]?.trimmingWhitespace {
      switch text {
      case "true": inset = true
      case "false": inset = false
      default:
        diagnostics.append(
          .error(
            .tokenInvalidValue, "inset of '\(path)' is '\(text)'; write true or false.",
            at: element.location(ofAttribute: "inset"), subject: path.description))
        return nil
      }
    }
    guard let color, let offsetX, let offsetY, let blur, let spread else { return nil }
    return ShadowLayerFields(
      color: color, offsetX: offsetX, offsetY: offsetY, blur: blur, spread: spread, inset: inset)
  }

  /// A `<layer value="{shadow.base}"/>` or `<stop value="{gradient.start}"/>`: `nil` when the element has
  /// no `value`; `.some(nil)` when it is not an alias, or has other parts too (reported).
  package mutating func elementAlias(reader: inout TokenDocumentReader, others: [String]) -> CompositeElementAlias?? {
    guard let text = element[attribute: "value"] else { return nil }
    let location = element.location(ofAttribute: "value")
    if let other = others.first(where: { element[attribute: $0] != nil }) {
      diagnostics.append(
        .error(
          .tokenSchema,
          "The \(elementName ?? element.name) of '\(path)' has both a value and \(other); keep one or the other.",
          at: location, subject: path.description))
      return .some(nil)
    }
    guard case .alias(let target)? = reader.parseAlias(text, at: location) else {
      diagnostics.append(
        .error(
          .tokenInvalidValue,
          "The value of \(elementName ?? element.name) of '\(path)' is '\(text)'; an element's value is an alias to "
            + "a whole token of its type, such as {shadow.raised}.", at: location, subject: path.description))
      return .some(nil)
    }
    return .some(CompositeElementAlias(target: target, location: location, name: elementName ?? element.name))
  }
}
