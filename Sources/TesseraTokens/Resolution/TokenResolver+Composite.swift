import TesseraColor
import TesseraFoundation

/// Puts a composite token's parts together (``CompositeExpression``): each
/// part that is an alias is followed as a typography field is, reporting a
/// target of another type as `token-alias-type-mismatch`; an element of a
/// shadow or gradient that names a whole token of its type stands for that
/// token's layers or stops.
extension TokenResolver {
  package mutating func composite(_ expression: CompositeExpression, of definition: TokenDefinition) -> TokenValue? {
    switch expression {
    case .strokeStyle(let style):
      return strokeStyle(style, of: definition).map(TokenValue.strokeStyle)
    case .border(let border):
      let color = field(border.color, of: definition, expecting: "a color", Self.color)
      let width = length(border.width, of: definition, nonNegative: true)
      let style = strokeStyle(border.style, of: definition)
      guard let color, let width, let style else { return nil }
      return .border(TokenBorder(color: color, width: width, style: style))
    case .transition(let transition):
      let duration = field(transition.duration, of: definition, expecting: "a duration", Self.duration)
      let delay = field(transition.delay, of: definition, expecting: "a duration", Self.duration)
      let curve = field(transition.timingFunction, of: definition, expecting: "a cubic-bezier") { value in
        if case .cubicBezier(let curve) = value { return curve }
        return nil
      }
      guard let duration, let delay, let curve else { return nil }
      return .transition(
        TokenTransition(
          duration: Self.nanoseconds(duration), delay: Self.nanoseconds(delay), timingFunction: curve))
    case .shadow(let elements):
      var layers: [TokenShadow.Layer] = []
      var failed = false
      for element in elements {
        switch element {
        case .alias(let alias):
          let field = TokenField<[TokenShadow.Layer]>(
            attribute: alias.name, reference: .alias(alias.target), location: alias.location)
          if let spliced = self.field(
            field, of: definition, expecting: "a shadow",
            { value in
              if case .shadow(let shadow) = value { return shadow.layers }
              return nil
            })
          {
            layers += spliced
          } else {
            failed = true
          }
        case .layer(let fields):
          let color = field(fields.color, of: definition, expecting: "a color", Self.color)
          let offsetX = length(fields.offsetX, of: definition)
          let offsetY = length(fields.offsetY, of: definition)
          let blur = length(fields.blur, of: definition, nonNegative: true)
          let spread = length(fields.spread, of: definition)
          guard let color, let offsetX, let offsetY, let blur, let spread else {
            failed = true
            continue
          }
          layers.append(
            TokenShadow.Layer(
              color: color, offsetX: offsetX, offsetY: offsetY, blur: blur, spread: spread, inset: fields.inset))
        }
      }
      return failed ? nil : .shadow(TokenShadow(layers: layers))
    case .gradient(let elements):
      var stops: [TokenGradient.Stop] = []
      var failed = false
      for element in elements {
        switch element {
        case .alias(let alias):
          let field = TokenField<[TokenGradient.Stop]>(
            attribute: alias.name, reference: .alias(alias.target), location: alias.location)
          if let spliced = self.field(
            field, of: definition, expecting: "a gradient",
            { value in
              if case .gradient(let gradient) = value { return gradient.stops }
              return nil
            })
          {
            stops += spliced
          } else {
            failed = true
          }
        case .stop(let colorField, let positionField):
          let color = field(colorField, of: definition, expecting: "a color", Self.color)
          let position = field(positionField, of: definition, expecting: "a number") { value in
            if case .number(let number) = value { return number }
            return nil
          }
          guard let color, let position else {
            failed = true
            continue
          }
          // The format: a position outside 0…1 is taken as clamped to it.
          stops.append(TokenGradient.Stop(color: color, position: min(max(position, 0), 1)))
        }
      }
      return failed ? nil : .gradient(TokenGradient(stops: stops))
    }
  }

  private mutating func strokeStyle(_ style: StrokeStyleExpression, of definition: TokenDefinition)
    -> TokenStrokeStyle?
  {
    switch style {
    case .value(let value):
      return value
    case .alias(let field):
      return self.field(field, of: definition, expecting: "a stroke-style") { value in
        if case .strokeStyle(let style) = value { return style }
        return nil
      }
    case .dashes(let fields, let lineCap):
      var dashes: [Double] = []
      var failed = false
      for dash in fields {
        if let length = length(dash, of: definition, nonNegative: true) {
          dashes.append(length)
        } else {
          failed = true
        }
      }
      return failed ? nil : .dashes(dashes, lineCap: lineCap)
    }
  }

  /// A length part; `nonNegative` for a width, a blur or a dash. A literal was held to that where it was read, so what
  /// this reports is an alias to a negative dimension.
  private mutating func length(
    _ part: TokenField<Double>, of definition: TokenDefinition, nonNegative: Bool = false
  ) -> Double? {
    guard let points = field(part, of: definition, expecting: "a dimension", Self.dimension) else { return nil }
    guard nonNegative, points < 0, let target = part.aliasTarget else { return points }
    report(
      .error(
        .tokenInvalidValue,
        "\(part.attribute) of '\(definition.path)' can't be negative, but {\(target)} is \(TokenNumberText.text(points)); "
          + "point it at a dimension from 0.", at: part.location, subject: definition.path.description))
    return nil
  }

  private static func color(_ value: TokenValue) -> RGBA? {
    if case .color(let color) = value { return color }
    return nil
  }

  private static func dimension(_ value: TokenValue) -> Double? {
    if case .dimension(let points) = value { return points }
    return nil
  }

  private static func duration(_ value: TokenValue) -> Double? {
    if case .duration(let milliseconds) = value { return milliseconds }
    return nil
  }

  /// Milliseconds as a `Duration` of whole nanoseconds, as the generated code holds it.
  package static func nanoseconds(_ milliseconds: Double) -> Duration {
    .nanoseconds(Int64((milliseconds * 1_000_000).rounded()))
  }
}
