// Support code: `tessera generate` copies this file into the generated LocalizationSupport.swift,
// from its first declaration on (see `SupportSource` in TesseraFoundation).

import Foundation

/// A string to show, not yet in any language: an entry of the string
/// catalogs and its arguments, or a text of the app's own with its
/// translations (``init(verbatim:translations:)``). A ``Localizer`` turns
/// it into text.
public struct LocalizedString: Sendable, Hashable, CustomDebugStringConvertible {
  /// The table, such as `CardForm`; empty for a verbatim text.
  public let table: String
  /// The key in the table; a verbatim text's own text.
  public let key: String
  /// The arguments, in position order.
  public let arguments: [LocalizationArgument]
  /// The entry's row in the compiled tables; -1 for a verbatim text.
  let row: Int
  /// A verbatim text's translations, by normalized locale identifier
  /// (`nl-be`); `nil` for an entry of the catalogs.
  let translations: [String: String]?

  init(row: Int, table: String, key: String, arguments: [LocalizationArgument] = []) {
    self.row = row
    self.table = table
    self.key = key
    self.arguments = arguments
    translations = nil
  }

  /// A text that is not in the string catalogs, such as a label of an
  /// app's own screen, with its translations.
  ///
  /// `translations` maps a locale identifier (`nl`, `nl-BE`, `pt_BR`) to
  /// the text in it. A ``Localizer`` shows the translation of its locale,
  /// else of its language, else `text`; the text is shown as it is, never
  /// read as a format.
  ///
  /// ```swift
  /// let label = LocalizedString(verbatim: "Gift card code", translations: ["nl": "Cadeaukaartcode"])
  /// ```
  public init(verbatim text: String, translations: [String: String] = [:]) {
    row = -1
    table = ""
    key = text
    arguments = []
    var normalized: [String: (identifier: String, text: String)] = [:]
    for (identifier, translated) in translations {
      let name = LocalizedString.normalizedLocale(identifier)
      // `nl_BE` and `nl-BE` name one locale: the smaller identifier wins, whatever the order.
      if let kept = normalized[name], kept.identifier < identifier { continue }
      normalized[name] = (identifier, translated)
    }
    self.translations = normalized.mapValues { $0.text }
  }

  /// Whether the text is an entry of the string catalogs, rather than a
  /// verbatim text.
  public var isCatalogued: Bool { translations == nil }

  /// The text in `locale`: its translation, its language's, or the text.
  func verbatimText(in locale: String) -> String {
    guard let translations else { return key }
    var parts = LocalizedString.normalizedLocale(locale).split(separator: "-")
    while !parts.isEmpty {
      if let translated = translations[parts.joined(separator: "-")] { return translated }
      parts.removeLast()
    }
    return key
  }

  /// `nl-be` for `nl_BE`: lowercased, with hyphens.
  static func normalizedLocale(_ identifier: String) -> String {
    identifier.replacingOccurrences(of: "_", with: "-").lowercased()
  }

  /// The string of `key` in `table`, found by its key rather than through
  /// an accessor: for a String Catalog key that Xcode extracted from code
  /// (`Text("Delete")`), which has no accessor unless `accessors: all` is
  /// set in `tessera.yml`, or any key named at run time. It is found in
  /// every compiled locale as an accessor's string is. A key the tables
  /// don't have shows itself, formatted with `arguments`, as Foundation
  /// shows a key it can't find.
  ///
  /// ```swift
  /// localize(LocalizedString("Delete"))
  /// localize(LocalizedString("%lld items", arguments: [.int(3)]))
  /// localize(LocalizedString("title", table: "Onboarding"))
  /// ```
  public init(_ key: String, table: String = "Localizable", arguments: [LocalizationArgument] = []) {
    self.init(row: TesseraKeyIndex.row(table: table, key: key) ?? -1, table: table, key: key, arguments: arguments)
  }

  /// `Table.key`, followed by the arguments when there are any, or `verbatim("text")` for a
  /// verbatim text.
  public var debugDescription: String {
    if !isCatalogued { return "verbatim(\(key.debugDescription))" }
    return arguments.isEmpty ? "\(table).\(key)" : "\(table).\(key)\(arguments)"
  }
}

/// Turns ``LocalizedString`` values into text for one locale.
///
/// A lookup tries the locale, then its language (`nl-BE`, then `nl`),
/// then the base locale. Plural forms are chosen by the CLDR rules of
/// the locale the text came from, and numbers are formatted for the
/// requested locale. A String Catalog's device variations are chosen by
/// ``device``. There is no global state: pass the value around.
public struct Localizer: Sendable {
  /// The identifier asked for.
  public let locale: String
  /// The device whose forms of device-varied text are shown, where a key
  /// has one; every other key, and every other device, shows `other`.
  public let device: LocalizationDevice
  /// The compiled locales a lookup tries, in order.
  public let fallbackChain: [String]
  private let tables: [TesseraCompiledLocale]
  private let formatting: Locale

  /// A localizer for `locale`, such as `de`, `nl-BE` or `pt_BR`, on
  /// `device`. An unknown locale falls back to the base locale.
  public init(locale: String, device: LocalizationDevice = .other) {
    self.locale = locale
    self.device = device
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
    if !string.isCatalogued { return string.verbatimText(in: locale) }
    for table in tables {
      let messages = table.messages
      guard string.row >= 0, string.row < messages.count else { continue }
      var message = messages[string.row]
      if case .devices(let other, let forms) = message {
        message = forms.first { $0.device == device.rawValue }?.message ?? other
      }
      switch message {
      case .missing, .devices:
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
    // A key no table has shows itself, as Foundation shows it.
    guard !string.arguments.isEmpty else { return string.key }
    var formatter = TesseraFormatter(arguments: string.arguments, locale: formatting)
    return formatter.format(string.key)
  }

  /// The text of `string` in this locale.
  public func callAsFunction(_ string: LocalizedString) -> String { self.string(string) }
}

/// A compiled entry of one locale.
indirect enum TesseraMessage: Sendable {
  case missing
  case text(String)
  case plural(String, [TesseraPluralVariable])
  /// A String Catalog's device variation: the `other` form, and the forms
  /// of particular devices.
  case devices(TesseraMessage, [TesseraDeviceForm])
}

/// A compiled device form: the device's name, such as `ipad`, and its text.
struct TesseraDeviceForm: Sendable {
  let device: String
  let message: TesseraMessage
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

  /// The table's text, as generated.
  var encoded: String { table().encoded }
}

/// The row of every key of the base locale's tables, by table and key, for
/// ``LocalizedString/init(_:table:arguments:)``: read from the base
/// locale's table text the first time a key is looked up.
enum TesseraKeyIndex {
  static func row(table: String, key: String) -> Int? { rows[table]?[key] }

  private static let rows: [String: [String: Int]] = {
    guard let base = TesseraStringTables.locales.first(where: { $0.identifier == TesseraStringTables.baseLocale })
    else { return [:] }
    var encoded = base.encoded
    return encoded.withUTF8 { TesseraMessageTable.keys($0) }
  }()
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
/// - `  @device = text` or `  @device => format` (then its forms) after a
///   row is that row's form for one device; the row is the `other` form.
///
/// Keys, variable names and text escape `\\`, `\n`, `\r`, `\t` and
/// `\u{…}`; keys escape `=`, and names escape `.`, `=` and `@`, so the
/// first `=` or `.` of a line is always the separator.
struct TesseraMessageTable: Sendable {
  let messages: [TesseraMessage]
  /// The text it was decoded from (a literal of the generated code).
  let encoded: String

  init(encoded: String) {
    self.encoded = encoded
    var encoded = encoded
    messages = encoded.withUTF8 { Self.decode($0) }
  }

  /// The row of each key in `bytes`, a table's text, by table and key: a
  /// row is a line that starts neither with a space (a form) nor with `[`
  /// (a table), and its key is what comes before its first `=`, unescaped.
  static func keys(_ bytes: UnsafeBufferPointer<UInt8>) -> [String: [String: Int]] {
    var rows: [String: [String: Int]] = [:]
    var table = ""
    var row = 0
    var start = 0
    while start < bytes.count {
      var end = start
      while end < bytes.count, bytes[end] != Byte.newline { end += 1 }
      defer { start = end + 1 }
      guard end > start, bytes[start] != Byte.space else { continue }
      let line = UnsafeBufferPointer(rebasing: bytes[start..<end])
      if line[0] == Byte.bracket {
        table = unescape(UnsafeBufferPointer(rebasing: line[1..<max(1, line.count - 1)]))
        continue
      }
      var keyEnd = line.firstIndex(of: Byte.equals) ?? line.count
      if keyEnd < line.count, keyEnd > 0, line[keyEnd - 1] == Byte.space { keyEnd -= 1 }
      let key = unescape(UnsafeBufferPointer(rebasing: line[0..<keyEnd]))
      if rows[table]?[key] == nil { rows[table, default: [:]][key] = row }
      row += 1
    }
    return rows
  }

  private static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> [TesseraMessage] {
    var messages: [TesseraMessage] = []
    // The message being read: a text, or a plural format and its variables.
    var text: String?
    var pluralFormat: String?
    var variables: [TesseraPluralVariable] = []
    var forms: [String?] = Array(repeating: nil, count: 6)
    var variableName: String?
    // Whose message it is: a device's (`  @ipad = …`), or the row's own.
    var device: String?
    var inRow = false
    var own: TesseraMessage?
    var deviceForms: [TesseraDeviceForm] = []

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
    func finishMessage() {
      finishVariable()
      let message: TesseraMessage? = pluralFormat.map { .plural($0, variables) } ?? text.map { .text($0) }
      if let device {
        if let message { deviceForms.append(TesseraDeviceForm(device: device, message: message)) }
      } else {
        own = message
      }
      text = nil
      pluralFormat = nil
      variables = []
      device = nil
    }
    func finishRow() {
      finishMessage()
      guard inRow else { return }
      let message = own ?? .missing
      messages.append(deviceForms.isEmpty ? message : .devices(message, deviceForms))
      own = nil
      deviceForms = []
      inRow = false
    }

    var start = 0
    while start < bytes.count {
      var end = start
      while end < bytes.count, bytes[end] != Byte.newline { end += 1 }
      defer { start = end + 1 }
      guard end > start else { continue }
      if bytes[start] == Byte.space {
        guard inRow, end - start > 2 else { continue }
        let line = UnsafeBufferPointer(rebasing: bytes[(start + 2)..<end])
        if line[0] == Byte.at {
          // `  @device = text` or `  @device => format`: the row's form for a device.
          guard let sign = line.firstIndex(of: Byte.equals) else { continue }
          finishMessage()
          var nameEnd = sign
          if nameEnd > 1, line[nameEnd - 1] == Byte.space { nameEnd -= 1 }
          device = unescape(UnsafeBufferPointer(rebasing: line[1..<nameEnd]))
          if sign + 1 < line.count, line[sign + 1] == Byte.greater {
            pluralFormat = unescape(value(after: sign + 1, in: line))
          } else {
            text = unescape(value(after: sign, in: line))
          }
          continue
        }
        // `  variable.category = text`: a form of the plural message above.
        guard pluralFormat != nil else { continue }
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
        let form = unescape(value(after: sign, in: line))
        switch category {
        case "zero": forms[0] = form
        case "one": forms[1] = form
        case "two": forms[2] = form
        case "few": forms[3] = form
        case "many": forms[4] = form
        default: forms[5] = form
        }
        continue
      }
      if bytes[start] == Byte.bracket { continue }
      finishRow()
      inRow = true
      let line = UnsafeBufferPointer(rebasing: bytes[start..<end])
      // `key` alone is missing: the row's message stays nil.
      guard let sign = line.firstIndex(of: Byte.equals) else { continue }
      if sign + 1 < line.count, line[sign + 1] == Byte.greater {
        pluralFormat = unescape(value(after: sign + 1, in: line))
      } else {
        text = unescape(value(after: sign, in: line))
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
    static let at: UInt8 = 0x40
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
