// Support code: `tessera generate` copies this file into the generated LocalizationSupport.swift,
// from its first declaration on (see `SupportSource` in TesseraFoundation).

import Foundation

/// Formats printf-style strings as `String(format:locale:)` does, with
/// numbers in the locale's digits and separators, without C varargs.
struct TesseraFormatter {
  let arguments: [LocalizationArgument]
  let locale: Locale
  var variables: [TesseraPluralVariable] = []
  var pluralRules: (@Sendable (TesseraPluralOperands) -> TesseraPluralCategory)?
  private var depth = 0

  init(arguments: [LocalizationArgument], locale: Locale) {
    self.arguments = arguments
    self.locale = locale
  }

  mutating func format(_ text: String, firstPosition: Int = 1) -> String {
    guard text.utf8.contains(UInt8(ascii: "%")) else { return text }
    let bytes = Array(text.utf8)
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count + 16)
    var next = firstPosition
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      guard byte == UInt8(ascii: "%") else {
        output.append(byte)
        index += 1
        continue
      }
      if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "%") {
        output.append(byte)
        index += 2
        continue
      }
      guard let spec = Spec.parse(bytes, at: index) else {
        output.append(byte)
        index += 1
        continue
      }
      index = spec.end
      if let name = spec.variable {
        let position = spec.position ?? next
        next = position + 1
        output += Array(expand(variable: name, position: position).utf8)
        continue
      }
      var width = spec.width
      if spec.widthFromArgument {
        let position = spec.widthPosition ?? next
        if spec.widthPosition == nil { next += 1 }
        width = integer(at: position)
      }
      var precision = spec.precision
      if spec.precisionFromArgument {
        let position = spec.precisionPosition ?? next
        if spec.precisionPosition == nil { next += 1 }
        precision = integer(at: position)
      }
      let position = spec.position ?? next
      if spec.position == nil { next += 1 }
      let argument = position >= 1 && position <= arguments.count ? arguments[position - 1] : nil
      let rendered = render(argument, spec: spec, precision: precision)
      output += Array(pad(rendered, width: width ?? 0, spec: spec).utf8)
    }
    return String(decoding: output, as: UTF8.self)
  }

  private mutating func expand(variable name: String, position: Int) -> String {
    guard depth < 4, let variable = variables.first(where: { $0.name == name }) else { return "" }
    let argument = position >= 1 && position <= arguments.count ? arguments[position - 1] : nil
    let operands = TesseraPluralOperands(argument)
    // Foundation uses a `zero` form for 0 in every language.
    let category: TesseraPluralCategory =
      operands.isZero && variable.zero != nil ? .zero : (pluralRules?(operands) ?? .other)
    depth += 1
    defer { depth -= 1 }
    return format(variable.form(category), firstPosition: position)
  }

  private func integer(at position: Int) -> Int? {
    guard position >= 1, position <= arguments.count else { return nil }
    switch arguments[position - 1] {
    case .int(let value): return value
    case .uint(let value): return Int(clamping: value)
    case .double(let value): return value.isFinite ? Int(max(min(value, 1e9), -1e9)) : nil
    case .string(let text): return Int(text)
    case .character: return nil
    }
  }

  private func render(_ argument: LocalizationArgument?, spec: Spec, precision: Int?) -> String {
    let plain =
      !spec.flags.contains(UInt8(ascii: "+")) && !spec.flags.contains(UInt8(ascii: " "))
      && !spec.flags.contains(UInt8(ascii: "#"))
    switch spec.conversion {
    case UInt8(ascii: "@"), UInt8(ascii: "s"), UInt8(ascii: "S"):
      let text = string(argument)
      guard let precision else { return text }
      return String(text.prefix(max(precision, 0)))
    case UInt8(ascii: "c"), UInt8(ascii: "C"):
      if case .character(let character) = argument { return String(character) }
      return String(string(argument).prefix(1))
    case UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "D"):
      let value = signed(argument)
      if plain, precision == nil { return value.formatted(.number.locale(locale)) }
      return cFormat(spec, precision: precision, length: "ll", value)
    case UInt8(ascii: "u"), UInt8(ascii: "U"):
      let value = unsigned(argument)
      if plain, precision == nil { return value.formatted(.number.locale(locale)) }
      return cFormat(spec, precision: precision, length: "ll", value)
    case UInt8(ascii: "o"), UInt8(ascii: "O"), UInt8(ascii: "x"), UInt8(ascii: "X"), UInt8(ascii: "p"):
      return cFormat(spec, precision: precision, length: "ll", unsigned(argument))
    case UInt8(ascii: "f"), UInt8(ascii: "F"):
      let value = double(argument)
      if plain, value.isFinite {
        return value.formatted(.number.locale(locale).precision(.fractionLength(min(max(precision ?? 6, 0), 30))))
      }
      return localizedDecimal(cFormat(spec, precision: precision, length: "", value))
    case UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "g"), UInt8(ascii: "G"), UInt8(ascii: "a"),
      UInt8(ascii: "A"):
      return localizedDecimal(cFormat(spec, precision: precision, length: "", double(argument)))
    default:
      return ""
    }
  }

  private func string(_ argument: LocalizationArgument?) -> String {
    switch argument {
    case .string(let text): text
    case .int(let value): String(value)
    case .uint(let value): String(value)
    case .double(let value): String(value)
    case .character(let character): String(character)
    case nil: ""
    }
  }

  private func signed(_ argument: LocalizationArgument?) -> Int {
    switch argument {
    case .int(let value): value
    case .uint(let value): Int(clamping: value)
    case .double(let value): value.isFinite ? Int(max(min(value, 9e18), -9e18)) : 0
    case .string(let text): Int(text) ?? 0
    case .character, nil: 0
    }
  }

  private func unsigned(_ argument: LocalizationArgument?) -> UInt {
    switch argument {
    case .int(let value): UInt(bitPattern: value)
    case .uint(let value): value
    case .double(let value): value.isFinite && value >= 0 ? UInt(min(value, 1.8e19)) : 0
    case .string(let text): UInt(text) ?? 0
    case .character, nil: 0
    }
  }

  private func double(_ argument: LocalizationArgument?) -> Double {
    switch argument {
    case .int(let value): Double(value)
    case .uint(let value): Double(value)
    case .double(let value): value
    case .string(let text): Double(text) ?? 0
    case .character, nil: 0
    }
  }

  /// One conversion through C's printf, in the C locale; width is
  /// applied afterwards.
  private func cFormat(_ spec: Spec, precision: Int?, length: String, _ value: any CVarArg) -> String {
    var format =
      "%"
      + String(
        decoding: spec.flags.filter { $0 != UInt8(ascii: "-") && $0 != UInt8(ascii: "0") && $0 != UInt8(ascii: "'") },
        as: UTF8.self)
    if let precision { format += ".\(min(max(precision, 0), 60))" }
    format +=
      length
      + String(
        UnicodeScalar(
          spec.conversion == UInt8(ascii: "D")
            ? UInt8(ascii: "d")
            : spec.conversion == UInt8(ascii: "U")
              ? UInt8(ascii: "u") : spec.conversion == UInt8(ascii: "O") ? UInt8(ascii: "o") : spec.conversion))
    return String(format: format, value)
  }

  private func localizedDecimal(_ text: String) -> String {
    guard let separator = locale.decimalSeparator, separator != "." else { return text }
    return text.replacingOccurrences(of: ".", with: separator)
  }

  private func pad(_ text: String, width: Int, spec: Spec) -> String {
    let missing = min(width, 4096) - text.count
    guard missing > 0 else { return text }
    if spec.flags.contains(UInt8(ascii: "-")) { return text + String(repeating: " ", count: missing) }
    let numeric = "dDiuUoOxXeEfFgGaA".utf8.contains(spec.conversion)
    if spec.flags.contains(UInt8(ascii: "0")), numeric {
      let sign = text.first.map { "+- ".contains($0) } == true ? String(text.prefix(1)) : ""
      return sign + String(repeating: "0", count: missing) + text.dropFirst(sign.count)
    }
    return String(repeating: " ", count: missing) + text
  }

  /// One parsed placeholder.
  struct Spec {
    var position: Int?
    var flags: [UInt8] = []
    var width: Int?
    var widthFromArgument = false
    var widthPosition: Int?
    var precision: Int?
    var precisionFromArgument = false
    var precisionPosition: Int?
    var conversion: UInt8 = 0
    var variable: String?
    var end = 0

    static func parse(_ bytes: [UInt8], at start: Int) -> Spec? {
      var spec = Spec()
      var index = start + 1
      func number() -> Int? {
        var value: Int?
        while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
          value = min((value ?? 0) * 10 + Int(bytes[index] - UInt8(ascii: "0")), 1_000_000)
          index += 1
        }
        return value
      }
      func position() -> Int? {
        let saved = index
        if let value = number(), index < bytes.count, bytes[index] == UInt8(ascii: "$") {
          index += 1
          return value
        }
        index = saved
        return nil
      }
      if index + 1 < bytes.count, bytes[index] == UInt8(ascii: " "),
        (bytes[index + 1] | 0x20 >= UInt8(ascii: "a") && bytes[index + 1] | 0x20 <= UInt8(ascii: "z"))
          || bytes[index + 1] >= 0x80
      {
        return nil
      }
      spec.position = position()
      // `%1#@count@`: CFString reads digits without a `$` as a width, which a variable ignores.
      if spec.position == nil {
        let saved = index
        let widthBeforeVariable =
          number() != nil && index + 1 < bytes.count && bytes[index] == UInt8(ascii: "#")
          && bytes[index + 1] == UInt8(ascii: "@")
        if !widthBeforeVariable { index = saved }
      }
      if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "#"), bytes[index + 1] == UInt8(ascii: "@") {
        index += 2
        let nameStart = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "@") { index += 1 }
        guard index < bytes.count else { return nil }
        spec.variable = String(decoding: bytes[nameStart..<index], as: UTF8.self)
        spec.end = index + 1
        return spec
      }
      while index < bytes.count, "-+ #0'".utf8.contains(bytes[index]) {
        spec.flags.append(bytes[index])
        index += 1
      }
      if index < bytes.count, bytes[index] == UInt8(ascii: "*") {
        index += 1
        spec.widthFromArgument = true
        spec.widthPosition = position()
      } else {
        spec.width = number()
      }
      if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
        index += 1
        if index < bytes.count, bytes[index] == UInt8(ascii: "*") {
          index += 1
          spec.precisionFromArgument = true
          spec.precisionPosition = position()
        } else {
          spec.precision = number() ?? 0
        }
      }
      while index < bytes.count, "hlLqjzt".utf8.contains(bytes[index]) { index += 1 }
      guard index < bytes.count, "@dDiuUoOxXeEfFgGaAcCsSp".utf8.contains(bytes[index]) else { return nil }
      spec.conversion = bytes[index]
      spec.end = index + 1
      return spec
    }
  }
}
