/// The runtime the generated string accessors use, emitted once as
/// `LocalizationSupport.swift`: `LocalizedString`, `Localizer`, the plural
/// selection and the printf formatter.
///
/// It needs Foundation only for `Locale` and number formatting, so it
/// runs on Linux without `Bundle`: the tables are compiled in.
enum LocalizationSupportSource {
  static func declarations(access: String) -> String {
    access == "public" ? template : template.replacingOccurrences(of: "public ", with: access + " ")
  }

  private static let template = #"""
    /// An argument of a localized string.
    public enum LocalizationArgument: Sendable, Hashable {
      case string(String)
      case int(Int)
      case uint(UInt)
      case double(Double)
      case character(Character)
    }

    /// A string to show, not yet in any language: an entry of the string
    /// catalogs and its arguments. A ``Localizer`` turns it into text.
    public struct LocalizedString: Sendable, Hashable, CustomDebugStringConvertible {
      /// The table, such as `CardForm`.
      public let table: String
      /// The key in the table.
      public let key: String
      /// The arguments, in position order.
      public let arguments: [LocalizationArgument]
      /// The entry's row in the compiled tables.
      let row: Int

      init(row: Int, table: String, key: String, arguments: [LocalizationArgument] = []) {
        self.row = row
        self.table = table
        self.key = key
        self.arguments = arguments
      }

      public var debugDescription: String {
        arguments.isEmpty ? "\(table).\(key)" : "\(table).\(key)\(arguments)"
      }
    }

    /// Turns ``LocalizedString`` values into text for one locale.
    ///
    /// A lookup tries the locale, then its language (`nl-BE`, then `nl`),
    /// then the base locale. Plural forms are chosen by the CLDR rules of
    /// the locale the text came from, and numbers are formatted for the
    /// requested locale. There is no global state: pass the value around.
    public struct Localizer: Sendable {
      /// The identifier asked for.
      public let locale: String
      /// The compiled locales a lookup tries, in order.
      public let fallbackChain: [String]
      private let tables: [TesseraCompiledLocale]
      private let formatting: Locale

      /// A localizer for `locale`, such as `de`, `nl-BE` or `pt_BR`. An
      /// unknown locale falls back to the base locale.
      public init(locale: String) {
        self.locale = locale
        let wanted = locale.replacingOccurrences(of: "_", with: "-").lowercased()
        var parts = wanted.split(separator: "-").map(String.init)
        var chain: [TesseraCompiledLocale] = []
        while !parts.isEmpty {
          let candidate = parts.joined(separator: "-")
          if let table = TesseraStringTables.locales.first(where: { $0.identifier.lowercased() == candidate }),
            !chain.contains(where: { $0.identifier == table.identifier })
          {
            chain.append(table)
          }
          parts.removeLast()
        }
        if let base = TesseraStringTables.locales.first(where: { $0.identifier == TesseraStringTables.baseLocale }),
          !chain.contains(where: { $0.identifier == base.identifier })
        {
          chain.append(base)
        }
        tables = chain
        fallbackChain = chain.map(\.identifier)
        formatting = Locale(identifier: locale)
      }

      /// The base locale, whose keys every other locale has.
      public static var baseLocale: String { TesseraStringTables.baseLocale }

      /// Every compiled locale, pseudo-locales included.
      public static var availableLocales: [String] { TesseraStringTables.locales.map(\.identifier) }

      /// The text of `string` in this locale.
      public func string(_ string: LocalizedString) -> String {
        for table in tables {
          let messages = table.messages
          guard string.row >= 0, string.row < messages.count else { continue }
          switch messages[string.row] {
          case .missing:
            continue
          case .text(let format):
            var formatter = TesseraFormatter(arguments: string.arguments, locale: formatting)
            return formatter.format(format)
          case .plural(let format, let variables):
            var formatter = TesseraFormatter(arguments: string.arguments, locale: formatting)
            formatter.variables = variables
            formatter.pluralRules = table.pluralRules
            return formatter.format(format)
          }
        }
        return string.key
      }

      /// The text of `string` in this locale.
      public func callAsFunction(_ string: LocalizedString) -> String { self.string(string) }
    }

    /// A compiled entry of one locale.
    enum TesseraMessage: Sendable {
      case missing
      case text(String)
      case plural(String, [TesseraPluralVariable])
    }

    /// A compiled `.stringsdict` variable: its forms by CLDR category.
    struct TesseraPluralVariable: Sendable {
      let name: String
      let zero: String?
      let one: String?
      let two: String?
      let few: String?
      let many: String?
      let other: String

      func form(_ category: TesseraPluralCategory) -> String {
        switch category {
        case .zero: zero ?? other
        case .one: one ?? other
        case .two: two ?? other
        case .few: few ?? other
        case .many: many ?? other
        case .other: other
        }
      }
    }

    /// One compiled locale: its plural rules, and its entries by row,
    /// decoded from the generated table the first time they are needed.
    struct TesseraCompiledLocale: Sendable {
      let identifier: String
      let pluralRules: @Sendable (TesseraPluralOperands) -> TesseraPluralCategory
      private let table: @Sendable () -> TesseraMessageTable

      /// `messages` returns the decoded table: a `static let`, which Swift
      /// initializes once, on first use, whichever thread gets there first.
      init(
        identifier: String, pluralRules: @escaping @Sendable (TesseraPluralOperands) -> TesseraPluralCategory,
        messages: @escaping @Sendable () -> TesseraMessageTable
      ) {
        self.identifier = identifier
        self.pluralRules = pluralRules
        self.table = messages
      }

      /// The entries, by row.
      var messages: [TesseraMessage] { table().messages }
    }

    /// One locale's entries, decoded from the text `tessera generate` writes:
    /// a line per row, in row order, so that a translation is one line of a
    /// diff. The text is data, not code, so the compiler checks it in time
    /// proportional to its length however many rows it holds.
    ///
    /// - `[Table]` names the table of the rows below it; it is not a row.
    /// - `key = text` is a row with text.
    /// - `key => format` is a plural row; each of its forms follows on a line
    ///   of its own, indented by two spaces: `  variable.category = text`.
    /// - `key` alone is a row this locale has no text for.
    ///
    /// Keys, variable names and text escape `\\`, `\n`, `\r`, `\t` and
    /// `\u{…}`; keys escape `=`, and names escape `.` and `=`, so the first
    /// `=` or `.` of a line is always the separator.
    struct TesseraMessageTable: Sendable {
      let messages: [TesseraMessage]

      init(encoded: String) {
        var encoded = encoded
        messages = encoded.withUTF8 { Self.decode($0) }
      }

      private static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> [TesseraMessage] {
        var messages: [TesseraMessage] = []
        var pluralFormat: String?
        var variables: [TesseraPluralVariable] = []
        var forms: [String?] = Array(repeating: nil, count: 6)
        var variableName: String?

        func finishVariable() {
          if let name = variableName {
            variables.append(
              TesseraPluralVariable(
                name: name, zero: forms[0], one: forms[1], two: forms[2], few: forms[3], many: forms[4],
                other: forms[5] ?? ""))
          }
          variableName = nil
          forms = Array(repeating: nil, count: 6)
        }
        func finishRow() {
          finishVariable()
          if let format = pluralFormat { messages.append(.plural(format, variables)) }
          pluralFormat = nil
          variables = []
        }

        var start = 0
        while start < bytes.count {
          var end = start
          while end < bytes.count, bytes[end] != Byte.newline { end += 1 }
          defer { start = end + 1 }
          guard end > start else { continue }
          if bytes[start] == Byte.space {
            // `  variable.category = text`: a form of the plural row above.
            guard pluralFormat != nil, end - start > 2 else { continue }
            let line = UnsafeBufferPointer(rebasing: bytes[(start + 2)..<end])
            guard let dot = line.firstIndex(of: Byte.dot), let sign = line.firstIndex(of: Byte.equals),
              dot < sign
            else { continue }
            let name = unescape(UnsafeBufferPointer(rebasing: line[..<dot]))
            if name != variableName {
              finishVariable()
              variableName = name
            }
            var categoryEnd = sign
            if categoryEnd > dot + 1, line[categoryEnd - 1] == Byte.space { categoryEnd -= 1 }
            let category = String(decoding: UnsafeBufferPointer(rebasing: line[(dot + 1)..<categoryEnd]), as: UTF8.self)
            let text = unescape(value(after: sign, in: line))
            switch category {
            case "zero": forms[0] = text
            case "one": forms[1] = text
            case "two": forms[2] = text
            case "few": forms[3] = text
            case "many": forms[4] = text
            default: forms[5] = text
            }
            continue
          }
          if bytes[start] == Byte.bracket { continue }
          finishRow()
          let line = UnsafeBufferPointer(rebasing: bytes[start..<end])
          guard let sign = line.firstIndex(of: Byte.equals) else {
            messages.append(.missing)
            continue
          }
          if sign + 1 < line.count, line[sign + 1] == Byte.greater {
            pluralFormat = unescape(value(after: sign + 1, in: line))
          } else {
            messages.append(.text(unescape(value(after: sign, in: line))))
          }
        }
        finishRow()
        return messages
      }

      /// What follows `index` and the one space after it.
      private static func value(after index: Int, in line: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        var start = index + 1
        if start < line.count, line[start] == Byte.space { start += 1 }
        return UnsafeBufferPointer(rebasing: line[min(start, line.count)...])
      }

      /// `text` with its escapes replaced by what they stand for.
      private static func unescape(_ text: UnsafeBufferPointer<UInt8>) -> String {
        guard text.contains(Byte.backslash) else { return String(decoding: text, as: UTF8.self) }
        var output: [UInt8] = []
        output.reserveCapacity(text.count)
        var index = 0
        while index < text.count {
          let byte = text[index]
          index += 1
          guard byte == Byte.backslash, index < text.count else {
            output.append(byte)
            continue
          }
          let escaped = text[index]
          index += 1
          switch escaped {
          case Byte.n: output.append(Byte.newline)
          case Byte.r: output.append(Byte.carriageReturn)
          case Byte.t: output.append(Byte.tab)
          case Byte.u:
            var scalar: UInt32 = 0
            var cursor = index + 1
            while cursor < text.count, text[cursor] != Byte.closeBrace, let digit = hexValue(text[cursor]) {
              scalar = scalar &<< 4 | digit
              cursor += 1
            }
            if index < text.count, text[index] == Byte.openBrace, cursor < text.count,
              text[cursor] == Byte.closeBrace, let value = Unicode.Scalar(scalar)
            {
              output.append(contentsOf: String(Character(value)).utf8)
              index = cursor + 1
            } else {
              output.append(contentsOf: [Byte.backslash, escaped])
            }
          default: output.append(escaped)
          }
        }
        return String(decoding: output, as: UTF8.self)
      }

      private static func hexValue(_ byte: UInt8) -> UInt32? {
        let value = UInt32(byte)
        switch byte {
        case 0x30...0x39: return value - 0x30
        case 0x61...0x66: return value - 0x61 + 10
        case 0x41...0x46: return value - 0x41 + 10
        default: return nil
        }
      }

      /// The ASCII bytes the text form uses, named once: comparisons with
      /// plain `UInt8` constants cost the type checker next to nothing.
      private enum Byte {
        static let tab: UInt8 = 0x09
        static let newline: UInt8 = 0x0A
        static let carriageReturn: UInt8 = 0x0D
        static let space: UInt8 = 0x20
        static let dot: UInt8 = 0x2E
        static let equals: UInt8 = 0x3D
        static let greater: UInt8 = 0x3E
        static let bracket: UInt8 = 0x5B
        static let backslash: UInt8 = 0x5C
        static let n: UInt8 = 0x6E
        static let r: UInt8 = 0x72
        static let t: UInt8 = 0x74
        static let u: UInt8 = 0x75
        static let openBrace: UInt8 = 0x7B
        static let closeBrace: UInt8 = 0x7D
      }
    }

    /// A CLDR plural category.
    enum TesseraPluralCategory: Sendable {
      case zero, one, two, few, many, other
    }

    /// The CLDR plural operands of a number (UTS #35): the absolute value
    /// `n`, its integer digits `i`, the count of visible fraction digits
    /// with (`v`) and without (`w`) trailing zeros, those digits with (`f`)
    /// and without (`t`) trailing zeros, and the compact exponent `e`.
    struct TesseraPluralOperands: Sendable {
      let n: Double
      let i: Int
      let v: Int
      let w: Int
      let f: Int
      let t: Int
      let e: Int

      init(n: Double, i: Int, v: Int = 0, w: Int = 0, f: Int = 0, t: Int = 0, e: Int = 0) {
        self.n = n
        self.i = i
        self.v = v
        self.w = w
        self.f = f
        self.t = t
        self.e = e
      }

      init(_ value: Int) {
        let magnitude = value.magnitude > UInt(Int.max) ? Int.max : Int(value.magnitude)
        self.init(n: Double(magnitude), i: magnitude)
      }

      init(_ value: Double) {
        let magnitude = value.isFinite ? abs(value) : 0
        if magnitude == magnitude.rounded(.towardZero), magnitude < 1e15 {
          self.init(Int(magnitude))
          return
        }
        let integer = magnitude < 9e18 ? Int(magnitude) : Int.max
        // The fraction digits of the shortest decimal that reads back as this
        // Double; Swift writes 0.00001 as "1e-05", so the exponent moves the point.
        let text = "\(magnitude)"
        let parts = text.split(separator: "e", maxSplits: 1)
        let mantissa = parts.first ?? ""
        let exponent = parts.count == 2 ? Int(parts[1]) ?? 0 : 0
        let dot = mantissa.firstIndex(of: ".") ?? mantissa.endIndex
        let digits = mantissa.filter { $0 != "." }
        let point = mantissa.distance(from: mantissa.startIndex, to: dot) + exponent
        let fraction: Substring =
          point <= 0
          ? Substring(String(repeating: "0", count: min(-point, 18)) + digits)
          : digits.count > point ? Substring(digits.dropFirst(point)) : ""
        let visible = fraction.prefix(18)
        let trimmed = String(visible.reversed().drop { $0 == "0" }.reversed())
        self.init(
          n: magnitude, i: integer, v: visible.count, w: trimmed.count, f: Int(visible) ?? 0, t: Int(trimmed) ?? 0)
      }

      init(_ argument: LocalizationArgument?) {
        switch argument {
        case .int(let value): self.init(value)
        case .uint(let value): self.init(Int(clamping: value))
        case .double(let value): self.init(value)
        case .string(let text): self.init(Int(text) ?? 0)
        case .character, nil: self.init(0)
        }
      }

      var isZero: Bool { n == 0 }

      /// CLDR's `n % modulus`: the fraction is kept, so 12.5 % 10 is 2.5.
      func n(modulo modulus: Double) -> Double { n.truncatingRemainder(dividingBy: modulus) }

      /// CLDR's `n = a..b`: true only for a whole number in the range.
      static func whole(_ value: Double, in range: ClosedRange<Double>) -> Bool {
        range.contains(value) && value.rounded(.towardZero) == value
      }
    }

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
        let plain = !spec.flags.contains(UInt8(ascii: "+")) && !spec.flags.contains(UInt8(ascii: " "))
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
        var format = "%" + String(decoding: spec.flags.filter { $0 != UInt8(ascii: "-") && $0 != UInt8(ascii: "0") && $0 != UInt8(ascii: "'") }, as: UTF8.self)
        if let precision { format += ".\(min(max(precision, 0), 60))" }
        format += length + String(UnicodeScalar(spec.conversion == UInt8(ascii: "D") ? UInt8(ascii: "d") : spec.conversion == UInt8(ascii: "U") ? UInt8(ascii: "u") : spec.conversion == UInt8(ascii: "O") ? UInt8(ascii: "o") : spec.conversion))
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
    """#
}
