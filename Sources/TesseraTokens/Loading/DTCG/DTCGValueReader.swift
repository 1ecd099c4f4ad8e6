import Foundation
import TesseraColor
import TesseraFoundation

/// The literal values of each DTCG type Tessera has. A value of the wrong
/// JSON shape is `dtcg-schema`; one of the right shape but not valid for its
/// type (an unknown unit, an alpha of 2) is `token-invalid-value`, as in XML.
extension DTCGDocumentReader {
  /// The expression a literal `value` of `type` reads as, and the value as
  /// written when the generated one converts it.
  package mutating func literal(
    _ value: JSONValue, as type: TokenType, path: TokenPath
  ) -> (TokenExpression, String?)? {
    switch type {
    case .color:
      return color(value, path: path).map { (.literal(.color($0.color)), $0.source) }
    case .dimension:
      return dimension(value, path: path).map { (.literal(.dimension($0)), nil) }
    case .duration:
      return duration(value, path: path).map { (.literal(.duration(milliseconds: $0)), nil) }
    case .number:
      return number(value, path: path, what: "number").map { (.literal(.number($0)), nil) }
    case .fontFamily:
      return fontFamily(value, path: path).map { (.literal(.fontFamily($0.family)), $0.source) }
    case .fontWeight:
      return fontWeight(value, path: path).map { (.literal(.fontWeight($0)), nil) }
    case .typography:
      return typography(value, path: path).map { (.typography($0), nil) }
    case .cubicBezier:
      return cubicBezier(value, path: path).map { (.literal(.cubicBezier($0)), nil) }
    case .opacity:
      // A number marked `$extensions["dev.tessera"].type: "opacity"`, as `tessera convert` writes one.
      guard let opacity = number(value, path: path, what: "number") else { return nil }
      guard (0...1).contains(opacity) else {
        error(
          .tokenInvalidValue, "The opacity of '\(path)' is \(opacity); write a number from 0 to 1.",
          at: location(value), subject: path)
        return nil
      }
      return (.literal(.opacity(opacity)), nil)
    case .strokeStyle, .border, .transition, .shadow, .gradient:
      return composite(value, as: type, path: path).map { (.composite($0), nil) }
    }
  }

  // MARK: - Shapes

  /// The members of a value object, checking it has `required` and nothing
  /// outside `allowed`.
  package mutating func valueObject(
    _ value: JSONValue, path: TokenPath, type: String, example: String, required: [String], allowed: [String]
  ) -> [JSONValue.Member]? {
    guard let members = value.members else {
      let whose = part.map { "The \($0) of '\(path)'" } ?? "The $value of \(type) '\(path)'"
      schema("\(whose) is \(value.kindName); a \(type) is an object, such as \(example).", at: value, subject: path)
      return nil
    }
    // A member the format doesn't define changes nothing Tessera reads: it is ignored, with a warning.
    for member in members where !allowed.contains(member.key) {
      var message = "A \(type) has no member '\(member.key)'"
      if let suggestion = Suggestion.closest(to: member.key, in: allowed) {
        message += " (did you mean '\(suggestion)'?)"
      }
      message += "; it takes \(allowed.joined(separator: ", ")), so Tessera ignores it."
      diagnostics.append(
        .warning(.dtcgNonconformingValue, message, at: location(member), subject: path.description))
    }
    for key in required where members[key] == nil {
      schema("The \(type) '\(path)' has no \"\(key)\"; write it as \(example).", at: value, subject: path)
      return nil
    }
    return members
  }

  package mutating func number(_ value: JSONValue, path: TokenPath, what: String) -> Double? {
    if let number = value.number { return number }
    schema("The \(what) of '\(path)' is \(value.kindName); write a JSON number.", at: value, subject: path)
    return nil
  }

  /// A timing curve: `[x1, y1, x2, y2]`, the x values from 0 to 1.
  package mutating func cubicBezier(_ value: JSONValue, path: TokenPath) -> CubicBezier? {
    guard let elements = value.elements, elements.count == 4, elements.allSatisfy({ $0.number != nil }) else {
      schema(
        "The cubicBezier of '\(path)' is \(value.elements.map { "an array of \($0.count)" } ?? value.kindName); "
          + "write an array of four numbers [x1, y1, x2, y2], like [0.4, 0, 0.2, 1].", at: value, subject: path)
      return nil
    }
    let numbers = elements.compactMap(\.number)
    for (index, name) in [(0, "x1"), (2, "x2")] where !(0...1).contains(numbers[index]) {
      error(
        .tokenInvalidValue,
        "\(name) of '\(path)' is \(Self.written(elements[index])); a timing curve's x values "
          + "are from 0 to 1.", at: location(elements[index]), subject: path)
      return nil
    }
    for index in [1, 3] where abs(numbers[index]) > TokenValueParser.maximumBezierY {
      error(
        .tokenInvalidValue, "y\(index == 1 ? 1 : 2) of '\(path)' is out of range; write one from -1000 to 1000.",
        at: location(elements[index]), subject: path)
      return nil
    }
    return CubicBezier(x1: numbers[0], y1: numbers[1], x2: numbers[2], y2: numbers[3])
  }

  /// A number as its file writes it.
  private static func written(_ value: JSONValue) -> String {
    if case .number(let number, let text) = value.kind { return text.isEmpty ? "\(number)" : text }
    return value.kindName
  }

  // MARK: - Colour

  /// A colour: `{"colorSpace": "oklch", "components": [0.7, 0.1, 250], "alpha": 1, "hex": "#…"}`.
  package mutating func color(_ value: JSONValue, path: TokenPath) -> (color: RGBA, source: String?)? {
    let example = "{\"colorSpace\": \"srgb\", \"components\": [0.2, 0.4, 0.6]}"
    guard
      let members = valueObject(
        value, path: path, type: "color", example: example, required: ["colorSpace", "components"],
        allowed: ["colorSpace", "components", "alpha", "hex"])
    else { return nil }
    guard let spaceValue = members["colorSpace"], let componentsValue = members["components"] else { return nil }
    guard let spaceName = spaceValue.string else {
      schema("colorSpace of '\(path)' is \(spaceValue.kindName); write its name as a string.", at: spaceValue)
      return nil
    }
    guard let space = ColorSpace(rawValue: spaceName) else {
      var message = "'\(spaceName)' is not a colour space of the DTCG colour module"
      if let suggestion = Suggestion.closest(to: spaceName, in: ColorSpace.allCases.map(\.rawValue)) {
        message += "; did you mean '\(suggestion)'?"
      }
      error(
        .tokenInvalidValue, message + " The spaces are \(ColorSpace.list).", at: location(spaceValue), subject: path)
      return nil
    }
    guard let elements = componentsValue.elements, elements.count == 3 else {
      schema(
        "components of '\(path)' is \(componentsValue.elements.map { "an array of \($0.count)" } ?? componentsValue.kindName); "
          + "write an array of three numbers (or \"none\") in \(space.rawValue)'s order.", at: componentsValue,
        subject: path)
      return nil
    }
    var components: [Double] = []
    var written: [String] = []
    for element in elements {
      switch element.kind {
      case .number(let number, let text):
        components.append(number)
        written.append(text)
      case .string("none"):
        // CSS Color 4: a missing component is zero when converting.
        components.append(0)
        written.append("none")
      default:
        schema(
          "A component of '\(path)' is \(element.kindName); write a number, or \"none\" for a missing one.",
          at: element, subject: path)
        return nil
      }
    }
    var alpha = 1.0
    var alphaText: String?
    if let alphaValue = members["alpha"] {
      guard case .number(let number, let text) = alphaValue.kind else {
        schema("alpha of '\(path)' is \(alphaValue.kindName); write a number from 0 to 1.", at: alphaValue)
        return nil
      }
      guard (0...1).contains(number) else {
        error(
          .tokenInvalidValue, "alpha of '\(path)' is \(text); write a number from 0 (transparent) to 1 (opaque).",
          at: location(alphaValue), subject: path)
        return nil
      }
      alpha = number
      alphaText = number == 1 ? nil : text
    }
    var fallback: (hex: String, color: RGBA, value: JSONValue)?
    if let hexValue = members["hex"] {
      guard let hex = hexValue.string, let color = RGBA(hex: hex) else {
        error(
          .tokenInvalidValue,
          "hex of '\(path)' is \(hexValue.string.map { "'\($0)'" } ?? hexValue.kindName); write #RRGGBB in "
            + "hexadecimal (alpha goes in \"alpha\"), or leave hex out.", at: location(hexValue), subject: path)
        return nil
      }
      fallback = (hex, color, hexValue)
    }
    let conversion = SRGBGamutMapping.convert(
      SIMD3(components[0], components[1], components[2]), in: space, alpha: alpha)
    // A hex of 3, 4 or 8 digits isn't the format's #RRGGBB: where it says the colour the components make, the
    // value is certain and it is a warning; where it doesn't, it is an error.
    if let written = fallback, written.hex.count != 7 {
      fallback = nil
      let made = conversion.color
      let hasAlpha = written.hex.count == 5 || written.hex.count == 9
      let agrees =
        conversion.wasGamutMapped
        || (Self.channelDistance(made, written.color) <= 2
          && (!hasAlpha || abs(Int(made.alpha) - Int(written.color.alpha)) <= 2))
      let sixDigits = String(written.color.hex.prefix(7))
      if agrees {
        diagnostics.append(
          .warning(
            .dtcgNonconformingValue,
            "hex of '\(path)' is '\(written.hex)', which the format writes as six digits, #RRGGBB"
              + (hasAlpha ? " with alpha in \"alpha\"" : "")
              + "; it agrees with the components, which Tessera reads. Write \"\(sixDigits)\".",
            at: location(written.value), subject: path.description))
      } else {
        error(
          .tokenInvalidValue,
          "hex of '\(path)' is '\(written.hex)', not the format's #RRGGBB, and not the colour its components make ("
            + "\(hasAlpha ? made.hex : String(made.hex.prefix(7)))); write the components' colour as #RRGGBB, or leave "
            + "hex out.", at: location(written.value), subject: path)
        return nil
      }
    }
    let alphaSuffix = alphaText.map { " / \($0)" } ?? ""
    let source =
      switch space {
      case .hsl, .hwb, .lab, .lch, .oklab, .oklch: "\(space.rawValue)(\(written.joined(separator: " "))\(alphaSuffix))"
      default: "color(\(space.rawValue) \(written.joined(separator: " "))\(alphaSuffix))"
      }
    if let fallback, !conversion.wasGamutMapped {
      let made = conversion.color
      if Self.channelDistance(made, fallback.color) > 2 {
        let opaque = String(made.hex.prefix(7))
        diagnostics.append(
          .warning(
            .dtcgHexMismatch,
            "hex of '\(path)' is \(fallback.hex), but its components make \(opaque); Tessera generates the "
              + "components' colour, so correct whichever of the two is wrong.", at: location(fallback.value),
            subject: path.description))
      }
    }
    if conversion.wasGamutMapped {
      diagnostics.append(
        .warning(
          .dtcgOutOfGamut,
          "'\(path)' is \(source), outside sRGB; Tessera mapped it to \(conversion.color.hex) by CSS Color 4's gamut "
            + "mapping (lower OKLCH chroma, same lightness and hue). Write an sRGB colour to choose the value yourself.",
          at: location(value), subject: path.description))
    }
    // An sRGB colour keeps its value as written when 8 bits a channel round it.
    let isExact = (components + [alpha]).allSatisfy { abs($0 * 255 - ($0 * 255).rounded()) < 1e-6 }
    return (conversion.color, space == .srgb && isExact ? nil : source)
  }

  /// The largest difference of the red, green and blue bytes of two colours.
  package static func channelDistance(_ first: RGBA, _ second: RGBA) -> Int {
    [(first.red, second.red), (first.green, second.green), (first.blue, second.blue)]
      .map { abs(Int($0) - Int($1)) }.max() ?? 0
  }

  // MARK: - Dimension and duration

  /// `{"value": 16, "unit": "px"}` in points; `rem` is ``remBase`` points.
  package mutating func dimension(_ value: JSONValue, path: TokenPath) -> Double? {
    let example = "{\"value\": 16, \"unit\": \"px\"}"
    if let written = legacy(value, path: path, kind: "dimension", units: ["px": 1, "rem": remBase], example: example) {
      return written
    }
    guard
      let members = valueObject(
        value, path: path, type: "dimension", example: example, required: ["value", "unit"],
        allowed: ["value", "unit"]),
      let amountValue = members["value"], let unitValue = members["unit"],
      let amount = number(amountValue, path: path, what: "value"), let unit = string(unitValue, path: path)
    else { return nil }
    switch unit {
    case "px": return amount
    case "rem": return amount * remBase
    default:
      return outsideTheFormat(amount, unit: unit, unitLocation: location(unitValue), path: path)
    }
  }

  /// A dimension in a unit outside the format (em, dp, %, vw, none …). Zero is zero in every unit, so it is read
  /// as 0 with a `dtcg-nonconforming-value` warning at the unit; any other amount leaves the token out, with a
  /// `dtcg-skipped-token` warning that names the part (`letterSpacing`) and, inside a composite, points at it.
  private mutating func outsideTheFormat(
    _ amount: Double, unit: String, unitLocation: SourceLocation, path: TokenPath
  ) -> Double? {
    let written = unit.isEmpty ? "an empty unit" : "'\(unit)'"
    let fix = "write \"px\" (a point) or \"rem\" (\(String(format: "%g", remBase)) points)"
    if amount == 0 {
      let what = part.map { "The \($0) of '\(path)'" } ?? "'\(path)'"
      diagnostics.append(
        .warning(
          .dtcgNonconformingValue,
          "\(what) is 0 in \(written), which the DTCG format doesn't define; zero is zero in every unit, so Tessera "
            + "reads it. To conform, \(fix): {\"value\": 0, \"unit\": \"px\"}.", at: unitLocation,
          subject: path.description))
      return 0
    }
    if let part {
      skipReason =
        "The \(part) of '\(path)' is a dimension in \(written), which the DTCG format doesn't define, so '\(path)' is "
        + "left out of the generated code; \(fix)."
      skipLocation = unitLocation
    } else {
      skipReason =
        "'\(path)' has a dimension in \(written), a unit the DTCG format doesn't define, so it is left out of the "
        + "generated code; \(fix)."
    }
    return nil
  }

  /// `{"value": 200, "unit": "ms"}` in milliseconds, at most one day.
  package mutating func duration(_ value: JSONValue, path: TokenPath) -> Double? {
    let example = "{\"value\": 200, \"unit\": \"ms\"}"
    if let written = legacy(value, path: path, kind: "duration", units: ["ms": 1, "s": 1000], example: example) {
      guard (0...TokenValueParser.maximumDuration).contains(written) else {
        error(
          .tokenInvalidValue, "The duration of '\(path)' is out of range; write one from 0 to one day.",
          at: location(value), subject: path)
        return nil
      }
      return written
    }
    guard
      let members = valueObject(
        value, path: path, type: "duration", example: example, required: ["value", "unit"], allowed: ["value", "unit"]),
      let amountValue = members["value"], let unitValue = members["unit"],
      let amount = number(amountValue, path: path, what: "value"), let unit = string(unitValue, path: path)
    else { return nil }
    let milliseconds: Double
    switch unit {
    case "ms": milliseconds = amount
    case "s": milliseconds = amount * 1000
    default:
      skipReason =
        "'\(path)' has a duration in '\(unit)', a unit the DTCG format doesn't define, so it is left out of the "
        + "generated code; write \"ms\" or \"s\"."
      return nil
    }
    guard (0...TokenValueParser.maximumDuration).contains(milliseconds) else {
      error(
        .tokenInvalidValue, "The duration of '\(path)' is out of range; write one from 0 to one day.",
        at: location(amountValue), subject: path)
      return nil
    }
    return milliseconds
  }

  /// A dimension or duration written as the format's earlier drafts and CSS write it, `"16px"` or `"200ms"`,
  /// or as a bare `0`: certain, so read with a `dtcg-nonconforming-value` warning. `nil` for any other value
  /// (an object, read as the format says; or something no length at all, which that reading reports). A
  /// string in a unit outside the format leaves the token out, as an object in one does.
  private mutating func legacy(
    _ value: JSONValue, path: TokenPath, kind: String, units: [String: Double], example: String
  ) -> Double? {
    let what = part.map { "The \($0) of '\(path)'" } ?? "'\(path)'"
    switch value.kind {
    case .number(0, _):
      diagnostics.append(
        .warning(
          .dtcgNonconformingValue,
          "\(what) is 0 without a unit; the format writes a \(kind) as an object, such as \(example). Zero is zero in "
            + "every unit, so Tessera reads it.", at: location(value), subject: path.description))
      return 0
    case .string(let text):
      let digits = text.prefix { $0.isNumber || $0 == "." || $0 == "-" || $0 == "+" }
      let unit = String(text.dropFirst(digits.count))
      guard !digits.isEmpty, let amount = TokenValueParser.decimal(digits) else { return nil }
      guard let scale = units[unit] else {
        if kind == "dimension" {
          return outsideTheFormat(amount, unit: unit, unitLocation: location(value), path: path)
        }
        skipReason =
          "'\(path)' has a \(kind) in '\(unit)', a unit the DTCG format doesn't define, so it is left out of the "
          + "generated code; write \(units.keys.sorted().map { "\"\($0)\"" }.joined(separator: " or "))."
        return nil
      }
      diagnostics.append(
        .warning(
          .dtcgNonconformingValue,
          "\(what) is \"\(text)\", as CSS and the format's drafts write it; the format writes a \(kind) as an object, "
            + "{\"value\": \(digits), \"unit\": \"\(unit)\"}. Tessera reads it.", at: location(value),
          subject: path.description))
      return amount * scale
    default:
      return nil
    }
  }

  package mutating func string(_ value: JSONValue, path: TokenPath) -> String? {
    if let text = value.string { return text }
    schema("The unit of '\(path)' is \(value.kindName); write it as a string.", at: value, subject: path)
    return nil
  }

  // MARK: - Fonts

  /// A family name, or a list of them whose first is the one generated (the
  /// whole list goes in the doc comment).
  package mutating func fontFamily(_ value: JSONValue, path: TokenPath) -> (family: String, source: String?)? {
    if let name = value.string {
      guard !name.trimmingWhitespace.isEmpty else {
        error(
          .tokenInvalidValue, "The font family of '\(path)' is empty; name a family, like \"Inter\".",
          at: location(value), subject: path)
        return nil
      }
      return (name.trimmingWhitespace, nil)
    }
    guard let elements = value.elements, !elements.isEmpty else {
      schema(
        "The fontFamily of '\(path)' is \(value.kindName); write a name, \"Inter\", or a list, [\"Inter\", \"Helvetica\"].",
        at: value, subject: path)
      return nil
    }
    var names: [String] = []
    for element in elements {
      guard let name = element.string, !name.trimmingWhitespace.isEmpty else {
        schema(
          "A font family of '\(path)' is not a name; write each as a non-empty string.", at: element, subject: path)
        return nil
      }
      names.append(name.trimmingWhitespace)
    }
    return (names[0], names.count > 1 ? names.joined(separator: ", ") : nil)
  }

  /// 1–1000, or a name the format gives, such as `semi-bold`.
  package mutating func fontWeight(_ value: JSONValue, path: TokenPath) -> Int? {
    switch value.kind {
    case .number(let number, let text):
      guard (1...1000).contains(number), number.rounded() == number else {
        error(
          .tokenInvalidValue, "\(text) is not a font weight; write a whole number from 1 to 1000.",
          at: location(value), subject: path)
        return nil
      }
      return Int(number)
    case .string(let name):
      if let weight = DTCGFontWeight.names[name] { return weight }
      var message = "'\(name)' is not a DTCG font weight"
      if let suggestion = Suggestion.closest(to: name, in: DTCGFontWeight.names.keys.sorted()) {
        message += "; did you mean '\(suggestion)'?"
      } else {
        message += "; write a number from 1 to 1000 or a name such as regular, semi-bold or bold."
      }
      error(.tokenInvalidValue, message, at: location(value), subject: path)
      return nil
    default:
      schema(
        "The fontWeight of '\(path)' is \(value.kindName); write a number from 1 to 1000 or a name such as bold.",
        at: value, subject: path)
      return nil
    }
  }

  // MARK: - Typography

  /// `{"fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"}`,
  /// each a value or an alias. DTCG's `lineHeight` is a multiple of the font
  /// size and Tessera's is in points, so both must be written as values.
  package mutating func typography(_ value: JSONValue, path: TokenPath) -> TypographyExpression? {
    let fields = ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"]
    let example =
      "{\"fontFamily\": \"Inter\", \"fontSize\": {\"value\": 16, \"unit\": \"px\"}, \"fontWeight\": 400, "
      + "\"letterSpacing\": {\"value\": 0, \"unit\": \"px\"}, \"lineHeight\": 1.5}"
    guard
      let members = valueObject(
        value, path: path, type: "typography", example: example,
        required: ["fontFamily", "fontSize", "fontWeight", "lineHeight"], allowed: fields)
    else { return nil }
    var failed = false
    func field<Value>(
      _ key: String, attribute: String, default defaultValue: Value? = nil,
      parse: (inout DTCGDocumentReader, JSONValue) -> Value?
    ) -> TokenField<Value>? {
      guard let written = members[key] else {
        if let defaultValue {
          return .init(attribute: attribute, reference: .value(defaultValue), location: location(value))
        }
        failed = true
        return nil
      }
      let read = part(written, attribute: attribute, path: path, parse: parse)
      if read == nil { failed = true }
      return read
    }
    let family = field("fontFamily", attribute: "font-family") { $0.fontFamily($1, path: path)?.family }
    let weight = field("fontWeight", attribute: "font-weight") { $0.fontWeight($1, path: path) }
    let size = field("fontSize", attribute: "font-size") { $0.dimension($1, path: path) }
    let letterSpacing = field("letterSpacing", attribute: "letter-spacing", default: 0.0) {
      $0.dimension($1, path: path)
    }
    // The line height is the font size times a number: in points at once when both are values, else once
    // both are resolved.
    var lineHeight: TokenField<Double>?
    var lineHeightMultiple: TokenField<Double>?
    if let written = members["lineHeight"] {
      if case .value(let points)? = size?.reference, tokenReference(written, path: path) == nil,
        let multiple = dereferenced(written, path: path)?.number
      {
        lineHeight = .init(attribute: "line-height", reference: .value(points * multiple), location: location(written))
      } else if tokenReference(written, path: path) == nil, let inner = dereferenced(written, path: path),
        inner.members != nil
      {
        // A length, not the format's multiple: certain all the same, so read as it says, with a warning.
        if let points = dimension(inner, path: path) {
          lineHeight = .init(attribute: "line-height", reference: .value(points), location: location(written))
          diagnostics.append(
            .warning(
              .dtcgNonconformingValue,
              "The lineHeight of '\(path)' is a dimension, \(TokenNumberText.text(points)) points; the format writes "
                + "it as a number, a multiple of fontSize"
                + (size.flatMap { field -> String? in
                  guard case .value(let fontSize) = field.reference, fontSize > 0 else { return nil }
                  return " (here \(TokenNumberText.text(points / fontSize)))"
                } ?? "") + ". Tessera reads the length.", at: location(written), subject: path.description))
        } else {
          failed = true
        }
      } else if let multiple = part(
        written, attribute: "lineHeight", path: path,
        parse: { reader, inner in
          reader.number(inner, path: path, what: "lineHeight")
        })
      {
        lineHeightMultiple = multiple
        lineHeight = .init(attribute: "line-height", reference: .value(0), location: location(written))
      } else {
        failed = true
      }
    }
    guard !failed, let family, let weight, let size, let lineHeight, let letterSpacing else { return nil }
    return TypographyExpression(
      fontFamily: family, fontWeight: weight, fontSize: size, lineHeight: lineHeight, letterSpacing: letterSpacing,
      lineHeightMultiple: lineHeightMultiple)
  }

  /// One part of a composite value: an alias (`"{group.token}"`, or a `$ref`
  /// to a token's `$value`), or a value `parse` reads once every `$ref` in it
  /// is followed; `nil` when it is neither (reported).
  package mutating func part<Value>(
    _ written: JSONValue, attribute: String, path: TokenPath, parse: (inout DTCGDocumentReader, JSONValue) -> Value?
  ) -> TokenField<Value>? {
    let fieldLocation = location(written)
    if case .reference(let target)? = tokenReference(written, path: path) {
      return .init(attribute: attribute, reference: .alias(target), location: fieldLocation)
    }
    guard let inner = dereferenced(written, path: path) else { return nil }
    switch alias(in: inner, path: path) {
    case .alias(let target)?: return .init(attribute: attribute, reference: .alias(target), location: fieldLocation)
    case .invalid?: return nil
    case nil:
      let outer = part
      part = attribute
      defer { part = outer }
      guard let parsed = parse(&self, inner) else { return nil }
      return .init(attribute: attribute, reference: .value(parsed), location: fieldLocation)
    }
  }
}
