import TesseraColor
import TesseraFoundation

/// A stroke style, border, transition, shadow or gradient token's value as
/// written, part by part. Each part is a value or an alias to a token of the
/// part's type (a colour, a dimension …), and an element of a shadow or a
/// gradient may be an alias to a whole shadow or gradient token, whose layers
/// or stops stand in its place. ``TokenResolver`` puts the parts together.
package enum CompositeExpression: Sendable, Hashable {
  case strokeStyle(StrokeStyleExpression)
  case border(BorderExpression)
  case transition(TransitionExpression)
  /// The layers, in order.
  case shadow([ShadowLayerExpression])
  /// The stops, in order.
  case gradient([GradientStopExpression])

  /// The type the value has.
  package var type: TokenType {
    switch self {
    case .strokeStyle: .strokeStyle
    case .border: .border
    case .transition: .transition
    case .shadow: .shadow
    case .gradient: .gradient
    }
  }

  /// The paths the parts' aliases name, in the order they are written.
  package var aliasTargets: [TokenPath] { aliases.map(\.target) }
}

/// An element of a shadow or gradient that names a whole token of its type.
package struct CompositeElementAlias: Sendable, Hashable {
  package var target: TokenPath
  package var location: SourceLocation
  /// The element, for messages: `layer 2`, `stop 1`.
  package var name: String
}

/// A stroke style as written: a value (a line style, or dashes of literal
/// lengths), dashes some of whose lengths are aliases, or an alias to a
/// stroke style token (in a border's `style`).
package enum StrokeStyleExpression: Sendable, Hashable {
  case value(TokenStrokeStyle)
  /// Dash and gap lengths in points, and the line cap.
  case dashes([TokenField<Double>], lineCap: TokenStrokeStyle.LineCap)
  case alias(TokenField<TokenStrokeStyle>)

}

/// A border as written: colour, width in points, style.
package struct BorderExpression: Sendable, Hashable {
  package var color: TokenField<RGBA>
  package var width: TokenField<Double>
  package var style: StrokeStyleExpression
}

/// A transition as written: duration and delay in milliseconds, timing curve.
package struct TransitionExpression: Sendable, Hashable {
  package var duration: TokenField<Double>
  package var delay: TokenField<Double>
  package var timingFunction: TokenField<CubicBezier>
}

/// One element of a shadow as written: a layer, or an alias to a shadow token.
package enum ShadowLayerExpression: Sendable, Hashable {
  case layer(ShadowLayerFields)
  case alias(CompositeElementAlias)
}

/// A shadow layer's parts; lengths in points.
package struct ShadowLayerFields: Sendable, Hashable {
  package var color: TokenField<RGBA>
  package var offsetX: TokenField<Double>
  package var offsetY: TokenField<Double>
  package var blur: TokenField<Double>
  package var spread: TokenField<Double>
  package var inset: Bool
}

/// One element of a gradient as written: a stop, or an alias to a gradient token.
package enum GradientStopExpression: Sendable, Hashable {
  /// A colour and a position (clamped to 0…1 as the format says, when written as a value).
  case stop(color: TokenField<RGBA>, position: TokenField<Double>)
  case alias(CompositeElementAlias)
}

extension CompositeExpression {
  /// Each alias among the parts, with where it is written, in the order written.
  package var aliases: [(target: TokenPath, location: SourceLocation)] {
    var found: [(TokenPath, SourceLocation)] = []
    var collect = self
    collect.mapAliases { target, location in
      found.append((target, location))
      return target
    }
    return found
  }

  /// The expression with each alias's target replaced by `transform` of it
  /// (given the target and where it is written), in the order written.
  package mutating func mapAliases(_ transform: (TokenPath, SourceLocation) -> TokenPath) {
    func map<Value>(_ field: inout TokenField<Value>) {
      if case .alias(let target) = field.reference { field.reference = .alias(transform(target, field.location)) }
    }
    func map(_ style: inout StrokeStyleExpression) {
      switch style {
      case .value: break
      case .alias(var field):
        map(&field)
        style = .alias(field)
      case .dashes(var dashes, let cap):
        for index in dashes.indices { map(&dashes[index]) }
        style = .dashes(dashes, lineCap: cap)
      }
    }
    func map(_ alias: inout CompositeElementAlias) { alias.target = transform(alias.target, alias.location) }
    switch self {
    case .strokeStyle(var style):
      map(&style)
      self = .strokeStyle(style)
    case .border(var border):
      map(&border.color)
      map(&border.width)
      map(&border.style)
      self = .border(border)
    case .transition(var transition):
      map(&transition.duration)
      map(&transition.delay)
      map(&transition.timingFunction)
      self = .transition(transition)
    case .shadow(var layers):
      for index in layers.indices {
        switch layers[index] {
        case .alias(var alias):
          map(&alias)
          layers[index] = .alias(alias)
        case .layer(var fields):
          map(&fields.color)
          map(&fields.offsetX)
          map(&fields.offsetY)
          map(&fields.blur)
          map(&fields.spread)
          layers[index] = .layer(fields)
        }
      }
      self = .shadow(layers)
    case .gradient(var stops):
      for index in stops.indices {
        switch stops[index] {
        case .alias(var alias):
          map(&alias)
          stops[index] = .alias(alias)
        case .stop(var color, var position):
          map(&color)
          map(&position)
          stops[index] = .stop(color: color, position: position)
        }
      }
      self = .gradient(stops)
    }
  }
}

extension CompositeExpression {
  /// A composite value as an expression of values alone, at `location`: how
  /// a writer takes a literal and an expression the same way. `nil` for a
  /// value of another type.
  package init?(literal value: TokenValue, at location: SourceLocation) {
    func field<Value>(_ name: String, _ value: Value) -> TokenField<Value> {
      TokenField(attribute: name, reference: .value(value), location: location)
    }
    func milliseconds(_ duration: Duration) -> Double {
      Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    }
    switch value {
    case .strokeStyle(let style):
      self = .strokeStyle(.value(style))
    case .border(let border):
      self = .border(
        BorderExpression(
          color: field("color", border.color), width: field("width", border.width), style: .value(border.style)))
    case .transition(let transition):
      self = .transition(
        TransitionExpression(
          duration: field("duration", milliseconds(transition.duration)),
          delay: field("delay", milliseconds(transition.delay)),
          timingFunction: field("timingFunction", transition.timingFunction)))
    case .shadow(let shadow):
      self = .shadow(
        shadow.layers.map { layer in
          .layer(
            ShadowLayerFields(
              color: field("color", layer.color), offsetX: field("offsetX", layer.offsetX),
              offsetY: field("offsetY", layer.offsetY), blur: field("blur", layer.blur),
              spread: field("spread", layer.spread), inset: layer.inset))
        })
    case .gradient(let gradient):
      self = .gradient(
        gradient.stops.map { .stop(color: field("color", $0.color), position: field("position", $0.position)) })
    default:
      return nil
    }
  }
}
