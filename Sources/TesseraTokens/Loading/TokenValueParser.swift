import TesseraColor
import TesseraFoundation

/// Parses the literal text of a token value for a given type.
///
/// Every failure is a message that says what was expected, for a
/// `token-invalid-value` diagnostic.
package enum TokenValueParser {
  package static func parse(_ text: String, as type: TokenType) -> Result<TokenValue, ValueError> {
    let trimmed = text.trimmingWhitespace
    switch type {
    case .color:
      guard let color = RGBA(hex: trimmed) else {
        return .failure("'\(text)' is not a colour; write #RGB, #RGBA, #RRGGBB or #RRGGBBAA in hexadecimal")
      }
      return .success(.color(color))
    case .dimension:
      return dimension(trimmed).map(TokenValue.dimension)
    case .number:
      guard let number = decimal(trimmed) else {
        return .failure("'\(text)' is not a number; write digits with an optional sign and decimal point, like 1.5")
      }
      return .success(.number(number))
    case .fontFamily:
      guard !trimmed.isEmpty else { return .failure("the font family is empty; name a family, like Inter") }
      return .success(.fontFamily(trimmed))
    case .fontWeight:
      return fontWeight(trimmed).map(TokenValue.fontWeight)
    case .duration:
      return duration(trimmed).map { .duration(milliseconds: $0) }
    case .opacity:
      return opacity(trimmed).map(TokenValue.opacity)
    case .cubicBezier:
      return cubicBezier(trimmed).map(TokenValue.cubicBezier)
    case .typography:
      return .failure(
        "a typography token is written with font-family, font-weight, font-size and line-height attributes, or as an alias"
      )
    case .strokeStyle:
      return strokeStyle(trimmed).map(TokenValue.strokeStyle)
    case .border:
      return .failure("a border token is written with color, width and style attributes, or as an alias")
    case .transition:
      return .failure(
        "a transition token is written with duration, delay and timing-function attributes, or as an alias")
    case .shadow:
      return .failure(
        ValueError(
          "a shadow token is written with color, offset-x, offset-y, blur and spread attributes, or <layer> elements, "
            + "or as an alias"))
    case .gradient:
      return .failure("a gradient token is written with <stop color=\"…\" position=\"…\"/> elements, or as an alias")
    }
  }

  /// A line style: `solid`, `dashed`, `dotted`, `double`, `groove`, `ridge`, `outset` or `inset`.
  package static func strokeStyle(_ text: String) -> Result<TokenStrokeStyle, ValueError> {
    guard let style = TokenStrokeStyle(keyword: text) else {
      return .failure(
        ValueError(
          "'\(text)' is not a line style; write one of "
            + TokenStrokeStyle.keywords.map(\.name).joined(separator: ", ") + ", or dash-array and line-cap attributes")
      )
    }
    return .success(style)
  }

  /// A length in points: `16`, `16pt` or `16px`.
  package static func dimension(_ text: String) -> Result<Double, ValueError> {
    var number = Substring(text)
    for unit in ["pt", "px"] where number.hasSuffix(unit) {
      number = number.dropLast(unit.count)
      break
    }
    guard let value = decimal(number) else {
      return .failure("'\(text)' is not a dimension; write a number of points, like 16, 16pt or 16px")
    }
    return .success(value)
  }

  package static let weightKeywords: [String: Int] = [
    "thin": 100, "hairline": 100, "extralight": 200, "extra-light": 200, "ultralight": 200,
    "light": 300, "regular": 400, "normal": 400, "medium": 500, "semibold": 600,
    "semi-bold": 600, "demibold": 600, "bold": 700, "extrabold": 800, "extra-bold": 800,
    "heavy": 800, "black": 900,
  ]

  /// 1–1000, or a keyword such as `regular`, `semibold` or `bold`.
  package static func fontWeight(_ text: String) -> Result<Int, ValueError> {
    if let keyword = weightKeywords[text.lowercased()] { return .success(keyword) }
    if let value = Int(text), (1...1000).contains(value) { return .success(value) }
    return .failure(
      "'\(text)' is not a font weight; write a number from 1 to 1000 or one of thin, extralight, light, regular, medium, semibold, bold, extrabold, black"
    )
  }

  /// The longest duration a token may hold: one day.
  package static let maximumDuration = 86_400_000.0

  /// `200ms` or `0.2s`, in milliseconds, at most one day.
  package static func duration(_ text: String) -> Result<Double, ValueError> {
    var milliseconds: Double?
    if text.hasSuffix("ms") {
      milliseconds = decimal(text.dropLast(2))
    } else if text.hasSuffix("s") {
      milliseconds = decimal(text.dropLast()).map { $0 * 1000 }
    }
    guard let milliseconds, (0...maximumDuration).contains(milliseconds) else {
      return .failure("'\(text)' is not a duration; write a number of ms or s from 0 to one day, like 200ms or 0.2s")
    }
    return .success(milliseconds)
  }

  /// Four numbers, `x1, y1, x2, y2`, separated by commas: a timing curve
  /// whose x values are from 0 to 1 (CSS's `cubic-bezier()` without the
  /// name, which is also accepted).
  package static func cubicBezier(_ text: String) -> Result<CubicBezier, ValueError> {
    var body = Substring(text)
    if body.hasPrefix("cubic-bezier("), body.hasSuffix(")") { body = body.dropFirst(13).dropLast() }
    let numbers = body.split(separator: ",", omittingEmptySubsequences: false).map {
      decimal(String($0).trimmingWhitespace)
    }
    guard numbers.count == 4, let x1 = numbers[0], let y1 = numbers[1], let x2 = numbers[2], let y2 = numbers[3],
      abs(y1) <= maximumBezierY, abs(y2) <= maximumBezierY
    else {
      return .failure(
        "'\(text)' is not a cubic Bézier; write four numbers x1, y1, x2, y2 separated by commas, like 0.4, 0, 0.2, 1")
    }
    guard (0...1).contains(x1), (0...1).contains(x2) else {
      return .failure("'\(text)' has an x outside 0 to 1; a timing curve's x1 and x2 are from 0 to 1")
    }
    return .success(CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2))
  }

  /// How far a cubic Bézier's y values may overshoot: far beyond any real curve.
  package static let maximumBezierY = 1_000.0

  /// 0–1, or 0%–100%.
  package static func opacity(_ text: String) -> Result<Double, ValueError> {
    let failure = ValueError("'\(text)' is not an opacity; write a number from 0 to 1, or a percentage from 0% to 100%")
    if text.hasSuffix("%") {
      guard let percent = decimal(text.dropLast()), (0...100).contains(percent) else { return .failure(failure) }
      return .success(percent / 100)
    }
    guard let value = decimal(text), (0...1).contains(value) else { return .failure(failure) }
    return .success(value)
  }

  /// A plain decimal (`PlainDecimal.value(of:)`).
  package static func decimal(_ text: some StringProtocol) -> Double? {
    PlainDecimal.value(of: String(text))
  }
}

/// Why a value didn't parse: a message fragment, lower-case, no full stop.
package struct ValueError: Error, ExpressibleByStringLiteral, ExpressibleByStringInterpolation {
  package var message: String
  package init(_ message: String) { self.message = message }
  package init(stringLiteral value: String) { self.message = value }
}
