import TesseraFoundation

/// How one locale's localization of a String Catalog key reads.
package enum XCStringsLocalization {
  /// The entry, arguments and all.
  case entry(LocalizedEntry)
  /// A localization still in the `new` state, at that state: the locale
  /// lacks the key.
  case new(SourceLocation)
  /// Nothing could be read; the reason has been reported.
  case unreadable
  /// A `stringSet`, at its start: App Shortcuts phrases, not a string.
  case stringSet(SourceLocation)
}

/// Reads one locale's localization of one key: its `stringUnit` or
/// `variations` (plural, device, or plural within device), and its
/// `substitutions`, into a ``LocalizedEntry``.
package struct XCStringsLocalizationReader {
  /// The device classes Xcode's String Catalog editor offers.
  package static let devices: Set<String> = [
    "iphone", "ipad", "ipod", "mac", "applewatch", "appletv", "applevision", "other",
  ]

  package let key: String
  package let locale: String
  package let isSource: Bool
  /// Where the first string unit in the `new` state, and the first in
  /// `needs_review`, say so.
  private var firstNew: SourceLocation?
  private var firstNeedingReview: SourceLocation?
  /// Whether a string unit is in the `stale` state.
  private var sawStale = false
  /// The substitutions, `%#@name@`, as plural variables, and the argument each stands for.
  private var substitutions: [(variable: PluralVariable, argNum: Int?)] = []

  package init(key: String, locale: String, isSource: Bool) {
    self.key = key
    self.locale = locale
    self.isSource = isSource
  }

  /// The localization, for the middle of a message.
  private var subject: String { Self.subject(key: key, locale: locale) }

  /// The localization of `key` in `locale`, for the middle of a message.
  private static func subject(key: String, locale: String) -> String {
    "the '\(locale)' localization of '\(key)'"
  }
  /// The localization, to start a message.
  private var capitalizedSubject: String { "The '\(locale)' localization of '\(key)'" }

  package mutating func read(
    _ value: JSONValue, keyLocation: SourceLocation, builder: inout XCStringsBuilder
  ) -> XCStringsLocalization {
    guard let fields = builder.object(value, capitalizedSubject) else { return .unreadable }

    if let set = fields["stringSet"], fields["stringUnit"] == nil, fields["variations"] == nil {
      return .stringSet(builder.location(set))
    }
    if let value = fields["substitutions"] {
      guard readSubstitutions(value, builder: &builder) else { return .unreadable }
    }
    var main: (content: LocalizedEntry.Content, location: SourceLocation)?
    var devices: [DeviceForm] = []
    if let variations = fields["variations"] {
      guard let read = readVariations(variations, allowDevices: true, builder: &builder) else { return .unreadable }
      main = (read.content, read.location)
      devices = read.devices
    } else if let unit = fields["stringUnit"] {
      // Copies for the message, which is only built when reported.
      let (key, locale) = (self.key, self.locale)
      guard
        let (text, location) = readStringUnit(
          unit, "The stringUnit of \(Self.subject(key: key, locale: locale))", builder: &builder)
      else {
        return .unreadable
      }
      main = (content(text), location)
    }
    guard let main else {
      builder.schemaError(
        "\(capitalizedSubject) has neither a stringUnit nor variations; add \"stringUnit\" : { \"state\" : \"translated\", "
          + "\"value\" : \"…\" }.", at: value)
      return .unreadable
    }

    if !isSource, let firstNew { return .new(firstNew) }
    if let firstNeedingReview {
      builder.table.diagnostics.append(
        .warning(
          .xcstringsNeedsReview,
          "\(capitalizedSubject) needs review; check the translation and mark it reviewed in Xcode's String Catalog editor "
            + "(its state becomes translated).", at: firstNeedingReview, subject: key))
    }

    var diagnostics: [Diagnostic] = []
    // The key's own placeholders (`%lld items`) say what its callers pass; a source text may leave one out.
    let keyArguments = XCStringsBuilder.keyArguments(key)
    let reportsGaps = isSource && keyArguments == nil
    var entry = Self.entry(
      main.content, key: key, table: builder.table.name, at: (keyLocation, main.location), reportsGaps: reportsGaps,
      &diagnostics)
    let passed = keyArguments ?? entry.arguments
    var usable: [DeviceForm] = []
    for device in devices {
      let form = Self.entry(
        device.content, key: key, table: builder.table.name, at: (keyLocation, device.location),
        reportsGaps: reportsGaps, &diagnostics)
      let safe = TranslationUse.readsSafely(form.arguments, given: passed)
      if safe { usable.append(device) }
      if !form.arguments.hasSameTypes(as: entry.arguments) {
        diagnostics.append(
          .error(
            .stringsFormatMismatch,
            "The \(device.device) form of '\(key)' in '\(locale)' takes \(form.arguments.signature), but its other "
              + "form takes \(entry.arguments.signature); every device's form takes the same arguments"
              + (safe
                ? "."
                : ". It is left out of the compiled table, so the \(device.device) shows the other form until it is fixed."),
            at: device.location, subject: key))
      }
    }
    entry.deviceForms = usable
    entry.progress = firstNeedingReview != nil ? .needsReview : sawStale ? .stale : .translated
    builder.table.diagnostics +=
      isSource ? diagnostics : diagnostics.map { $0.leavingTranslationOut(in: locale, base: builder.baseLocale) }
    return .entry(entry)
  }

  /// The entry `content` makes, its placeholders read as a `.strings` value's or a `.stringsdict` entry's are.
  private static func entry(
    _ content: LocalizedEntry.Content, key: String, table: String,
    at locations: (key: SourceLocation, value: SourceLocation), reportsGaps: Bool, _ diagnostics: inout [Diagnostic]
  ) -> LocalizedEntry {
    switch content {
    case .text(let value):
      return StringsCatalogLoader.entry(
        StringsFileEntry(key: key, value: value, keyLocation: locations.key, valueLocation: locations.value),
        table: table, reportsGaps: reportsGaps, diagnostics: &diagnostics)
    case .plural(let formatKey, let variables):
      return StringsCatalogLoader.entry(
        StringsDictEntry(
          key: key, formatKey: formatKey, variables: variables, keyLocation: locations.key,
          valueLocation: locations.value), table: table, reportsGaps: reportsGaps, diagnostics: &diagnostics)
    }
  }

  /// A text as an entry's content: a plural entry when it uses substitutions,
  /// each `%#@name@` reading its `argNum`.
  private func content(_ text: String) -> LocalizedEntry.Content {
    let used = substitutions.filter { XCStringsPlurals.contains("@\($0.variable.name)@", in: text) }
    guard !used.isEmpty else { return .text(text) }
    let argumentNumbers = Dictionary(used.compactMap { used in used.argNum.map { (used.variable.name, $0) } }) {
      first, _ in first
    }
    return .plural(
      formatKey: XCStringsPlurals.formatKey(text, argumentNumbers: argumentNumbers), variables: used.map(\.variable))
  }

  /// A `variations` object: `plural`, or (when `allowDevices`) `device`.
  private mutating func readVariations(
    _ value: JSONValue, allowDevices: Bool, builder: inout XCStringsBuilder
  ) -> (content: LocalizedEntry.Content, location: SourceLocation, devices: [DeviceForm])? {
    guard let members = builder.object(value, "The variations of \(subject)") else { return nil }
    guard members.count == 1, let variation = members.first,
      variation.key == "plural" || (allowDevices && variation.key == "device")
    else {
      builder.schemaError(
        "The variations of \(subject) hold \(members.map { "'\($0.key)'" }.joined(separator: ", ")); Tessera reads "
          + (allowDevices ? "one of 'plural' and 'device'" : "'plural' only, here") + ".", at: value)
      return nil
    }
    if variation.key == "plural" {
      guard let plural = readPlural(variation, builder: &builder) else { return nil }
      return (plural.content, plural.location, [])
    }
    return readDevices(variation, builder: &builder)
  }

  /// A `plural` variation: its forms, chosen by the first argument.
  private mutating func readPlural(
    _ member: JSONValue.Member, builder: inout XCStringsBuilder
  ) -> (content: LocalizedEntry.Content, location: SourceLocation)? {
    guard let forms = readForms(member, transform: { $0 }, builder: &builder), let other = forms[.other] else {
      return nil
    }
    let (specifier, type) = XCStringsPlurals.pluralSpecifier(other: other.text)
    let variable = PluralVariable(
      name: XCStringsPlurals.pluralVariable, valueSpecifier: specifier, valueType: type, forms: forms,
      location: builder.location(member))
    return (.plural(formatKey: XCStringsPlurals.pluralFormatKey, variables: [variable]), other.location)
  }

  /// The forms of a plural variation by category, with `other` required.
  private mutating func readForms(
    _ member: JSONValue.Member, transform: (String) -> String, builder: inout XCStringsBuilder
  ) -> [PluralCategory: PluralForm]? {
    guard let members = builder.object(member.value, "The plural variation of \(subject)") else { return nil }
    var forms: [PluralCategory: PluralForm] = [:]
    for form in members {
      guard let category = PluralCategory(rawValue: form.key) else {
        builder.table.diagnostics.append(
          .error(
            .xcstringsSchema,
            "'\(form.key)' is not a plural category; CLDR's are zero, one, two, few, many and other.",
            at: builder.location(form), subject: key))
        continue
      }
      let (key, locale) = (self.key, self.locale)
      guard
        let unit = readUnitHolder(
          form.value, "The \(form.key) form of \(Self.subject(key: key, locale: locale))", builder: &builder)
      else {
        continue
      }
      forms[category] = PluralForm(text: transform(unit.text), location: unit.location)
    }
    guard forms[.other] != nil else {
      builder.schemaError(
        "The plural variation of \(subject) has no 'other' form; add one, for every count without a form of "
          + "its own.", at: member.value)
      return nil
    }
    return forms
  }

  /// A `device` variation: the `other` form, and the other devices' forms.
  private mutating func readDevices(
    _ member: JSONValue.Member, builder: inout XCStringsBuilder
  ) -> (content: LocalizedEntry.Content, location: SourceLocation, devices: [DeviceForm])? {
    guard let members = builder.object(member.value, "The device variation of \(subject)") else { return nil }
    var other: (content: LocalizedEntry.Content, location: SourceLocation)?
    var devices: [DeviceForm] = []
    for device in members {
      if !Self.devices.contains(device.key) {
        builder.table.diagnostics.append(
          .warning(
            .xcstringsSchema,
            "'\(device.key)' is not a device Xcode names (\(Self.devices.sorted().joined(separator: ", "))), so no "
              + "device ever chooses this form; rename or remove it.", at: builder.location(device), subject: key))
      }
      let what = "The \(device.key) form of \(subject)"
      guard let fields = builder.object(device.value, what) else { continue }
      let form: (content: LocalizedEntry.Content, location: SourceLocation)
      if let variations = fields["variations"] {
        guard let read = readVariations(variations, allowDevices: false, builder: &builder) else { continue }
        form = (read.content, read.location)
      } else if let unit = fields["stringUnit"] {
        guard let (text, location) = readStringUnit(unit, "The stringUnit of " + what, builder: &builder) else {
          continue
        }
        form = (content(text), location)
      } else {
        builder.schemaError("\(what) has neither a stringUnit nor variations; add a stringUnit.", at: device.value)
        continue
      }
      if device.key == "other" {
        other = form
      } else {
        devices.append(DeviceForm(device: device.key, content: form.content, location: form.location))
      }
    }
    if other == nil, let fallback = XCStringsPlurals.fallbackDevice(among: devices.map(\.device)),
      let index = devices.firstIndex(where: { $0.device == fallback })
    {
      // Xcode accepts a variation without `other`; every device without a form shows the fallback's.
      let form = devices.remove(at: index)
      other = (form.content, form.location)
      builder.table.diagnostics.append(
        .warning(
          .xcstringsSchema,
          "The device variation of \(subject) has no 'other' form, so a device without a form of its own "
            + "(\(Self.devices.subtracting(devices.map(\.device) + [fallback, "other"]).sorted().joined(separator: ", "))) "
            + "shows the \(fallback) form; add an 'other' form to choose what they show.",
          at: builder.location(member.value), subject: key))
    }
    guard let other else {
      builder.schemaError(
        "The device variation of \(subject) has no form; add an 'other' form, for every device.", at: member.value)
      return nil
    }
    return (other.content, other.location, devices)
  }

  /// `substitutions`: each a plural variable standing for argument `argNum`,
  /// `%arg` in its forms standing for that argument. `false` when one can't
  /// be read.
  private mutating func readSubstitutions(_ value: JSONValue, builder: inout XCStringsBuilder) -> Bool {
    guard let members = builder.object(value, "The substitutions of \(subject)") else { return false }
    for member in members {
      let what = "The substitution '\(member.key)' of \(subject)"
      guard let fields = builder.object(member.value, what) else { return false }
      // Without an argNum, `%#@name@` reads the argument its place gives it, as in a `.stringsdict`.
      var argNum: Double?
      if let argValue = fields["argNum"] {
        guard let number = argValue.number, number >= 1, number <= 1_000, number == number.rounded() else {
          builder.schemaError(
            "The argNum of \(Self.lowercasingFirst(what)) is not a whole number from 1; write the number of the "
              + "argument it stands for, such as \"argNum\" : 1, or leave it out to read the argument its place "
              + "in the text gives it.", at: argValue)
          return false
        }
        argNum = number
      }
      guard let specifierValue = fields["formatSpecifier"] else {
        builder.schemaError("\(what) has no formatSpecifier; add one, such as \"lld\" for an Int.", at: member.value)
        return false
      }
      guard let specifier = builder.string(specifierValue, "The formatSpecifier of '\(member.key)'") else {
        return false
      }
      guard let type = FormatStringParser.valueType(ofSpecifier: specifier) else {
        builder.schemaError(
          "'\(specifier)' is not a format specifier; write one such as lld, d, u or f, without the %.",
          at: specifierValue)
        return false
      }
      guard let variationsValue = fields["variations"], let variations = variationsValue.members,
        let plural = variations.first(where: { $0.key == "plural" })
      else {
        builder.schemaError(
          "\(what) has no plural variation; add \"variations\" : { \"plural\" : { … } }.", at: member.value)
        return false
      }
      guard
        let forms = readForms(
          plural, transform: { XCStringsPlurals.stringsDictForm($0, specifier: specifier) }, builder: &builder)
      else { return false }
      let variable = PluralVariable(
        name: member.key, valueSpecifier: specifier, valueType: type, forms: forms, location: builder.location(member))
      substitutions.append((variable, argNum.map { Int($0) }))
    }
    return true
  }

  /// A node that must hold a `stringUnit` (a plural form), and its text.
  private mutating func readUnitHolder(
    _ value: JSONValue, _ what: @autoclosure () -> String, builder: inout XCStringsBuilder
  ) -> (text: String, location: SourceLocation)? {
    guard let fields = builder.object(value, what()) else { return nil }
    guard let unit = fields["stringUnit"] else {
      builder.schemaError("\(what()) has no stringUnit; add \"stringUnit\" : { \"value\" : \"…\" }.", at: value)
      return nil
    }
    return readStringUnit(unit, "The stringUnit of " + Self.lowercasingFirst(what()), builder: &builder)
  }

  /// `text` with its first letter lower case, for the middle of a sentence.
  private static func lowercasingFirst(_ text: String) -> String {
    text.prefix(1).lowercased() + text.dropFirst()
  }

  /// A `stringUnit`: its `value`, and its `state`, remembered.
  private mutating func readStringUnit(
    _ value: JSONValue, _ what: @autoclosure () -> String, builder: inout XCStringsBuilder
  ) -> (text: String, location: SourceLocation)? {
    guard let fields = builder.object(value, what()) else { return nil }
    if let stateValue = fields["state"],
      let state = builder.string(stateValue, "The state in " + Self.lowercasingFirst(what()))
    {
      switch state {
      case "translated": break
      case "stale": sawStale = true
      case "new": firstNew = firstNew ?? builder.location(stateValue)
      case "needs_review": firstNeedingReview = firstNeedingReview ?? builder.location(stateValue)
      default:
        builder.table.diagnostics.append(
          .warning(
            .xcstringsSchema,
            "'\(state)' is not a state Tessera knows (new, needs_review, translated, stale); it is read as "
              + "translated.", at: builder.location(stateValue), subject: key))
      }
    }
    guard let text = fields["value"] else {
      builder.schemaError("\(what()) has no value; add \"value\" : \"…\" with the text.", at: value)
      return nil
    }
    guard let string = builder.string(text, "The value of " + Self.lowercasingFirst(what())) else {
      return nil
    }
    return (string, builder.location(text))
  }
}
