import TesseraColor
import TesseraFoundation

/// The composite types of the DTCG format (2025.10) besides typography:
/// `strokeStyle`, `border`, `transition`, `shadow` and `gradient`. Each
/// part is a value of its type or a reference to a token of that type (an
/// alias or a `$ref`); an element of a shadow or gradient array may refer to
/// a whole shadow or gradient token, whose layers or stops stand in its
/// place. A value of the wrong JSON shape is `dtcg-schema`; one of the right
/// shape but not valid (a line cap `flat`, a negative blur) is
/// `token-invalid-value`.
extension DTCGDocumentReader {
  package mutating func composite(_ value: JSONValue, as type: TokenType, path: TokenPath) -> CompositeExpression? {
    switch type {
    case .strokeStyle: strokeStyle(value, path: path, name: "strokeStyle").map(CompositeExpression.strokeStyle)
    case .border: border(value, path: path).map(CompositeExpression.border)
    case .transition: transition(value, path: path).map(CompositeExpression.transition)
    case .shadow: shadow(value, path: path).map(CompositeExpression.shadow)
    case .gradient: gradient(value, path: path).map(CompositeExpression.gradient)
    default: nil
    }
  }

  // MARK: - Parts

  private mutating func colorPart(_ written: JSONValue, _ name: String, path: TokenPath) -> TokenField<RGBA>? {
    part(written, attribute: name, path: path) { $0.color($1, path: path)?.color }
  }

  /// A length in points; `nonNegative` for a width or blur.
  private mutating func lengthPart(
    _ written: JSONValue, _ name: String, path: TokenPath, nonNegative: Bool = false
  ) -> TokenField<Double>? {
    part(written, attribute: name, path: path) { reader, inner in
      guard let points = reader.dimension(inner, path: path) else { return nil }
      if nonNegative, points < 0 {
        reader.error(
          .tokenInvalidValue, "The \(name) of '\(path)' is \(TokenNumberText.text(points)); write one from 0.",
          at: reader.location(inner), subject: path)
        return nil
      }
      return points
    }
  }

  private mutating func durationPart(_ written: JSONValue, _ name: String, path: TokenPath) -> TokenField<Double>? {
    part(written, attribute: name, path: path) { $0.duration($1, path: path) }
  }

  // MARK: - Stroke style and border

  /// `"dashed"`, or `{"dashArray": [dimension…], "lineCap": "round"}`.
  private mutating func strokeStyle(_ value: JSONValue, path: TokenPath, name: String) -> StrokeStyleExpression? {
    if let keyword = value.string {
      guard let style = TokenStrokeStyle(keyword: keyword) else {
        var message = "'\(keyword)' is not a stroke style"
        if let suggestion = Suggestion.closest(to: keyword, in: TokenStrokeStyle.keywords.map(\.name)) {
          message += "; did you mean '\(suggestion)'?"
        } else {
          message += "; write one of \(TokenStrokeStyle.keywords.map(\.name).joined(separator: ", ")), or "
          message += "{\"dashArray\": […], \"lineCap\": \"round\"}."
        }
        error(.tokenInvalidValue, message, at: location(value), subject: path)
        return nil
      }
      return .value(style)
    }
    let example = "\"dashed\", or {\"dashArray\": [{\"value\": 4, \"unit\": \"px\"}], \"lineCap\": \"round\"}"
    guard value.members != nil else {
      schema(
        "The \(name) of '\(path)' is \(value.kindName); a stroke style is \(example).", at: value, subject: path)
      return nil
    }
    guard
      let members = valueObject(
        value, path: path, type: "stroke style", example: example, required: ["dashArray", "lineCap"],
        allowed: ["dashArray", "lineCap"]),
      let dashArray = members["dashArray"].flatMap({ dereferenced($0, path: path) }),
      let capValue = members["lineCap"].flatMap({ dereferenced($0, path: path) })
    else { return nil }
    guard let elements = dashArray.elements, !elements.isEmpty else {
      schema(
        "The dashArray of '\(path)' is \(dashArray.kindName); write an array of dash and gap lengths, at least one.",
        at: dashArray, subject: path)
      return nil
    }
    guard let capName = capValue.string else {
      schema("The lineCap of '\(path)' is \(capValue.kindName); write round, butt or square.", at: capValue)
      return nil
    }
    guard let cap = TokenStrokeStyle.LineCap(rawValue: capName) else {
      error(
        .tokenInvalidValue, "'\(capName)' is not a line cap; write round, butt or square.", at: location(capValue),
        subject: path)
      return nil
    }
    var dashes: [TokenField<Double>] = []
    var failed = false
    for (index, element) in elements.enumerated() {
      if let dash = lengthPart(element, "dash \(index + 1)", path: path, nonNegative: true) {
        dashes.append(dash)
      } else {
        failed = true
      }
    }
    if failed { return nil }
    let lengths = dashes.compactMap { field -> Double? in
      if case .value(let length) = field.reference { return length }
      return nil
    }
    return lengths.count == dashes.count ? .value(.dashes(lengths, lineCap: cap)) : .dashes(dashes, lineCap: cap)
  }

  /// `{"color", "width", "style"}`.
  private mutating func border(_ value: JSONValue, path: TokenPath) -> BorderExpression? {
    let example = "{\"color\": …, \"width\": {\"value\": 1, \"unit\": \"px\"}, \"style\": \"solid\"}"
    guard
      let members = valueObject(
        value, path: path, type: "border", example: example, required: ["color", "width", "style"],
        allowed: ["color", "width", "style"]),
      let colorValue = members["color"], let widthValue = members["width"], let styleValue = members["style"]
    else { return nil }
    let color = colorPart(colorValue, "color", path: path)
    let width = lengthPart(widthValue, "width", path: path, nonNegative: true)
    var style: StrokeStyleExpression?
    if case .reference(let target)? = tokenReference(styleValue, path: path) {
      style = .alias(TokenField(attribute: "style", reference: .alias(target), location: location(styleValue)))
    } else if let inner = dereferenced(styleValue, path: path) {
      switch alias(in: inner, path: path) {
      case .alias(let target)?:
        style = .alias(TokenField(attribute: "style", reference: .alias(target), location: location(styleValue)))
      case .invalid?: style = nil
      case nil: style = strokeStyle(inner, path: path, name: "style")
      }
    }
    guard let color, let width, let style else { return nil }
    return BorderExpression(color: color, width: width, style: style)
  }

  // MARK: - Transition

  /// `{"duration", "delay", "timingFunction"}`.
  private mutating func transition(_ value: JSONValue, path: TokenPath) -> TransitionExpression? {
    let example =
      "{\"duration\": {\"value\": 200, \"unit\": \"ms\"}, \"delay\": {\"value\": 0, \"unit\": \"ms\"}, "
      + "\"timingFunction\": [0.5, 0, 1, 1]}"
    guard
      let members = valueObject(
        value, path: path, type: "transition", example: example, required: ["duration", "delay", "timingFunction"],
        allowed: ["duration", "delay", "timingFunction"]),
      let durationValue = members["duration"], let delayValue = members["delay"],
      let curveValue = members["timingFunction"]
    else { return nil }
    let duration = durationPart(durationValue, "duration", path: path)
    let delay = durationPart(delayValue, "delay", path: path)
    let curve = part(curveValue, attribute: "timingFunction", path: path) { $0.cubicBezier($1, path: path) }
    guard let duration, let delay, let curve else { return nil }
    return TransitionExpression(duration: duration, delay: delay, timingFunction: curve)
  }

  // MARK: - Shadow

  /// One shadow object, or an array of shadow objects and references to shadow tokens.
  private mutating func shadow(_ value: JSONValue, path: TokenPath) -> [ShadowLayerExpression]? {
    guard let elements = value.elements else {
      return shadowLayer(value, path: path, name: nil).map { [.layer($0)] }
    }
    guard !elements.isEmpty else {
      schema("The shadow of '\(path)' is an empty array; write at least one shadow.", at: value, subject: path)
      return nil
    }
    var layers: [ShadowLayerExpression] = []
    var failed = false
    for (index, element) in elements.enumerated() {
      let name = "layer \(index + 1)"
      if let alias = elementAlias(element, name: name, path: path) {
        alias.map { layers.append(.alias($0)) }
        if alias == nil { failed = true }
        continue
      }
      guard let inner = dereferenced(element, path: path), let layer = shadowLayer(inner, path: path, name: name)
      else {
        failed = true
        continue
      }
      layers.append(.layer(layer))
    }
    return failed ? nil : layers
  }

  /// `{"color", "offsetX", "offsetY", "blur", "spread", "inset"}`.
  private mutating func shadowLayer(_ value: JSONValue, path: TokenPath, name: String?) -> ShadowLayerFields? {
    let example =
      "{\"color\": …, \"offsetX\": {\"value\": 0, \"unit\": \"px\"}, \"offsetY\": {\"value\": 2, \"unit\": \"px\"}, "
      + "\"blur\": {\"value\": 4, \"unit\": \"px\"}, \"spread\": {\"value\": 0, \"unit\": \"px\"}}"
    let keys = ["color", "offsetX", "offsetY", "blur", "spread"]
    guard
      let members = valueObject(
        value, path: path, type: "shadow", example: example, required: keys, allowed: keys + ["inset"])
    else { return nil }
    func named(_ key: String) -> String { name.map { "\(key) of \($0)" } ?? key }
    let color = members["color"].flatMap { colorPart($0, named("color"), path: path) }
    let offsetX = members["offsetX"].flatMap { lengthPart($0, named("offsetX"), path: path) }
    let offsetY = members["offsetY"].flatMap { lengthPart($0, named("offsetY"), path: path) }
    let blur = members["blur"].flatMap { lengthPart($0, named("blur"), path: path, nonNegative: true) }
    let spread = members["spread"].flatMap { lengthPart($0, named("spread"), path: path) }
    var inset = false
    if let written = members["inset"] {
      guard let flag = dereferenced(written, path: path)?.bool else {
        schema("inset of '\(path)' is \(written.kindName); write true or false.", at: written, subject: path)
        return nil
      }
      inset = flag
    }
    guard let color, let offsetX, let offsetY, let blur, let spread else { return nil }
    return ShadowLayerFields(
      color: color, offsetX: offsetX, offsetY: offsetY, blur: blur, spread: spread, inset: inset)
  }

  // MARK: - Gradient

  /// An array of `{"color", "position"}` stops and references to gradient tokens.
  private mutating func gradient(_ value: JSONValue, path: TokenPath) -> [GradientStopExpression]? {
    guard let elements = value.elements, !elements.isEmpty else {
      schema(
        "The gradient of '\(path)' is \(value.elements == nil ? value.kindName : "an empty array"); write an array "
          + "of stops, [{\"color\": …, \"position\": 0}, …].", at: value, subject: path)
      return nil
    }
    var stops: [GradientStopExpression] = []
    var failed = false
    for (index, element) in elements.enumerated() {
      let name = "stop \(index + 1)"
      if let alias = elementAlias(element, name: name, path: path) {
        alias.map { stops.append(.alias($0)) }
        if alias == nil { failed = true }
        continue
      }
      let example = "{\"color\": …, \"position\": 0.5}"
      guard let inner = dereferenced(element, path: path),
        let members = valueObject(
          inner, path: path, type: "gradient stop", example: example, required: ["color", "position"],
          allowed: ["color", "position"]),
        let colorValue = members["color"], let positionValue = members["position"]
      else {
        failed = true
        continue
      }
      let color = colorPart(colorValue, "color of \(name)", path: path)
      // The format: a position outside 0…1 is taken as clamped to it.
      let position = part(positionValue, attribute: "position of \(name)", path: path) { reader, inner in
        reader.number(inner, path: path, what: "position").map { min(max($0, 0), 1) }
      }
      guard let color, let position else {
        failed = true
        continue
      }
      stops.append(.stop(color: color, position: position))
    }
    return failed ? nil : stops
  }

  // MARK: - Elements that refer to whole tokens

  /// An array element that refers to a whole token (`"{shadow.base}"`, or a
  /// `$ref` to a token's `$value`): `nil` when it is none; `.some(nil)` when
  /// it is a malformed alias (reported).
  private mutating func elementAlias(_ element: JSONValue, name: String, path: TokenPath) -> CompositeElementAlias?? {
    if case .reference(let target)? = tokenReference(element, path: path) {
      return .some(CompositeElementAlias(target: target, location: location(element), name: name))
    }
    guard element.string != nil else { return nil }
    switch alias(in: element, path: path) {
    case .alias(let target)?:
      return .some(CompositeElementAlias(target: target, location: location(element), name: name))
    case .invalid?: return .some(nil)
    case nil:
      schema(
        "\(name.prefix(1).uppercased() + name.dropFirst()) of '\(path)' is a string that is no alias; write an "
          + "object, or an alias to a whole token such as \"{group.token}\".", at: element, subject: path)
      return .some(nil)
    }
  }
}
