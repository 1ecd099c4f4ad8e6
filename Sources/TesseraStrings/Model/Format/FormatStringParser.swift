import TesseraFoundation

/// Parses printf-style format strings as Foundation's `String(format:)`
/// reads them.
///
/// The grammar is `%` [`n$`] [flags `-+ #0'`] [width: digits, `*` or `*n$`]
/// [`.` precision: digits, `*` or `*n$`] [length `hh h l ll L q j z t`]
/// conversion, plus `%%` for a percent sign and, in `.stringsdict` format
/// keys, `%#@name@` (optionally `%n$#@name@`) for a plural variable. Widths
/// and precisions may have any number of digits.
///
/// A `%` followed by a space and a letter (`80% of trips`), a `%` at the end,
/// or a `%` before a character no conversion starts with is not a placeholder:
/// it is reported as suspicious, since Foundation would eat or misprint it.
package enum FormatStringParser {
  /// Parses `string`.
  /// - Parameters:
  ///   - firstPosition: the position the first sequential placeholder reads,
  ///     for a plural form that stands where its variable stood.
  ///   - variableType: the type of each `%#@name@` variable's argument, or
  ///     `nil` when variables are not allowed here (then `%#@` is an error).
  ///   - checkingGaps: whether a position below the highest that nothing
  ///     reads is an issue; not in a plural form, whose variable's own
  ///     argument it may leave out ("%2$@ follower").
  package static func parse(
    _ string: String, firstPosition: Int = 1, variableType: ((String) -> FormatValueType?)? = nil,
    checkingGaps: Bool = true
  ) -> FormatArguments {
    // Most strings hold no placeholder at all: nothing to scan or collect.
    guard string.utf8.contains(UInt8(ascii: "%")) else {
      return FormatArguments(placeholders: [], typesByPosition: [:], issues: [])
    }
    var scanner = FormatScanner(bytes: Array(string.utf8), nextSequential: firstPosition, variableType: variableType)
    scanner.run()
    return FormatArguments.collect(
      scanner.placeholders, issues: scanner.issues, firstPosition: checkingGaps ? firstPosition : 0)
  }

  /// The type a `.stringsdict` `NSStringFormatValueTypeKey` names, such as
  /// `d`, `ld`, `lu`, `f` or `@`.
  package static func valueType(ofSpecifier specifier: String) -> FormatValueType? {
    let parsed = parse("%" + specifier)
    guard parsed.issues.isEmpty, parsed.placeholders.count == 1, let only = parsed.placeholders.first,
      only.range == 0..<specifier.utf8.count + 1
    else { return nil }
    return only.type
  }
}

extension FormatArguments {
  /// Merges placeholders into types by position, reporting contradictions.
  package static func collect(
    _ placeholders: [FormatPlaceholder], issues: [FormatIssue], firstPosition: Int, checkMixing: Bool = true
  ) -> FormatArguments {
    var issues = issues
    guard !placeholders.isEmpty || !issues.isEmpty else {
      return FormatArguments(placeholders: [], typesByPosition: [:], issues: [])
    }
    var types: [Int: FormatValueType] = [:]
    // The first placeholder at each position, by index: most strings have a few.
    var firstUse: [Int: Int] = [:]
    for (index, placeholder) in placeholders.enumerated() {
      if let first = firstUse[placeholder.position] {
        let existing = placeholders[first]
        if existing.type != placeholder.type {
          issues.append(
            FormatIssue(
              kind: .invalid,
              message: "position \(placeholder.position) is used as both \(existing.type) (\(existing.specifier)) "
                + "and \(placeholder.type) (\(placeholder.specifier)); give it one type",
              offset: placeholder.range.lowerBound))
        }
      } else {
        firstUse[placeholder.position] = index
        types[placeholder.position] = placeholder.type
      }
    }
    // Apple's formatter numbers an unnumbered placeholder with the next position of a count of its own, which a
    // numbered one never moves: "%@, are you there? %1$@?" reads one argument, twice. The count is kept in
    // __CFStringAppendFormatCore (swift-corelibs-foundation, Sources/CoreFoundation/CFString.c), where only a spec
    // without `n$` takes `argNum++`: `if (-1 == specs[curSpec].mainArgNum) specs[curSpec].mainArgNum = argNum++;`.
    // The scanner counts the same way; mixing the two styles is legal, so it is a warning that says how it reads.
    let positional = placeholders.first { $0.isPositional && $0.role != .variable }
    let unnumbered = placeholders.filter { !$0.isPositional && $0.role != .variable }
    if checkMixing, let positional, let sequential = unnumbered.first {
      let readings = unnumbered.prefix(4).map { "\($0.specifier) reads argument \($0.position)" }
      issues.append(
        FormatIssue(
          kind: .mixed,
          message: "numbered (\(positional.specifier)) and unnumbered (\(sequential.specifier)) placeholders are "
            + "mixed; Apple's formatter gives each unnumbered one the next argument of its own count, whatever the "
            + "numbered ones say, so \(readings.joined(separator: ", "))\(unnumbered.count > 4 ? ", …" : ""). "
            + "Number every placeholder (%1$@) to say which argument each reads",
          offset: max(positional.range.lowerBound, sequential.range.lowerBound)))
    }
    // Gaps only count in a whole string (read from the first argument); 0 asks for none.
    if let highest = types.keys.max(), firstPosition == 1 {
      let gaps = (1...highest).filter { types[$0] == nil }
      if !gaps.isEmpty {
        let list = gaps.map { "\($0)" }.joined(separator: ", ")
        issues.append(
          FormatIssue(
            kind: .gap,
            message: "position\(gaps.count == 1 ? "" : "s") \(list) of \(highest) "
              + "\(gaps.count == 1 ? "is" : "are") never used, so its type is unknown; "
              + "use every position from 1 to \(highest), or renumber",
            offset: 0))
      }
    }
    // Kept with the catalog's entries: in an array of its own size, not one grown by appending.
    let exact =
      placeholders.capacity > placeholders.count ? placeholders.withUnsafeBufferPointer(Array.init) : placeholders
    return FormatArguments(placeholders: exact, typesByPosition: types, issues: issues)
  }
}

/// The scanner behind ``FormatStringParser``.
private struct FormatScanner {
  let bytes: [UInt8]
  var nextSequential: Int
  let variableType: ((String) -> FormatValueType?)?
  var index = 0
  var placeholders: [FormatPlaceholder] = []
  var issues: [FormatIssue] = []

  init(bytes: [UInt8], nextSequential: Int, variableType: ((String) -> FormatValueType?)?) {
    self.bytes = bytes
    self.nextSequential = nextSequential
    self.variableType = variableType
  }

  private static let percent = UInt8(ascii: "%")
  private static let dollar = UInt8(ascii: "$")
  /// No argument list is that long; bigger numbers are typos, and capping
  /// them keeps arithmetic safe.
  private static let maximumPosition = 999
  /// The length modifiers, longest first where one starts another.
  private static let lengthModifiers = ["hh", "ll", "h", "l", "L", "q", "j", "z", "t"].map { Array($0.utf8) }

  mutating func run() {
    while index < bytes.count {
      guard bytes[index] == Self.percent else {
        index += 1
        continue
      }
      let start = index
      index += 1
      if index < bytes.count, bytes[index] == Self.percent {
        index += 1
        continue
      }
      if !readSpecifier(from: start) {
        // Not a placeholder: rescan from just after the '%'.
        index = start + 1
      }
    }
  }

  private func isDigit(_ offset: Int) -> Bool {
    offset < bytes.count && bytes[offset] >= UInt8(ascii: "0") && bytes[offset] <= UInt8(ascii: "9")
  }

  private func isLetter(_ offset: Int) -> Bool {
    guard offset < bytes.count else { return false }
    let byte = bytes[offset] | 0x20
    return (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || bytes[offset] >= 0x80
  }

  /// Reads digits at the cursor as a number, saturating.
  private mutating func readNumber() -> Int? {
    guard isDigit(index) else { return nil }
    var value = 0
    while isDigit(index) {
      value = min(value * 10 + Int(bytes[index] - UInt8(ascii: "0")), 1_000_000)
      index += 1
    }
    return value
  }

  /// `n$` at the cursor, if present.
  private mutating func readPosition() -> Int? {
    let saved = index
    if let number = readNumber(), index < bytes.count, bytes[index] == Self.dollar {
      index += 1
      return number
    }
    index = saved
    return nil
  }

  private func text(_ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  private mutating func suspicious(at start: Int, _ message: String) {
    issues.append(FormatIssue(kind: .suspiciousPercent, message: message, offset: start))
  }

  /// Reports the `%` at `start` as prose that `String(format:)` would read as a placeholder, up to the
  /// end of the word at `word`; `false`, as ``readSpecifier(from:)`` returns for it.
  private mutating func prose(from start: Int, wordAt word: Int) -> Bool {
    var end = word + 1
    while end < bytes.count, isLetter(end) { end += 1 }
    suspicious(
      at: start, "'\(text(start..<end))' reads as a placeholder to String(format:); write '%%' for a percent sign")
    return false
  }

  /// Reads one specifier whose `%` is at `start`. Returns `false`, having
  /// reported it, when the `%` starts no placeholder.
  private mutating func readSpecifier(from start: Int) -> Bool {
    // `80% of trips`: a space flag before a letter is prose, not `% o`.
    if index < bytes.count, bytes[index] == UInt8(ascii: " "), isLetter(index + 1) {
      return prose(from: start, wordAt: index + 1)
    }
    let explicitPosition = readPosition()
    if explicitPosition == 0 {
      issues.append(
        FormatIssue(
          kind: .invalid, message: "'\(text(start..<index))' has position 0; positions start at 1", offset: start))
    }

    // A `.stringsdict` variable: `%#@name@`. Digits before it without a `$` (`%1#@count@`, as
    // shipping catalogs write it) are a width to CFString (`__CFParseFormatSpec`), which a
    // variable ignores: it takes the next argument in turn.
    if explicitPosition == nil {
      let saved = index
      if readNumber() == nil || !startsVariable(at: index) { index = saved }
    }
    if startsVariable(at: index) {
      return readVariable(from: start, explicitPosition: explicitPosition)
    }

    // Flags.
    let flagsStart = index
    while index < bytes.count, "-+ #0'".utf8.contains(bytes[index]) { index += 1 }
    // `%0 cores`, `%0 a`: flags with a space, then a letter, are prose too, as `% o` is above.
    if explicitPosition == nil, bytes[flagsStart..<index].contains(UInt8(ascii: " ")), isLetter(index) {
      return prose(from: start, wordAt: index)
    }
    // Width, then precision: digits, or `*` taking an argument of its own.
    var widths: [(position: Int?, offset: Int)] = []
    readWidth(into: &widths)
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      readWidth(into: &widths)
    }
    // Length modifier.
    for modifier in Self.lengthModifiers
    where index + modifier.count <= bytes.count && bytes[index..<index + modifier.count].elementsEqual(modifier) {
      index += modifier.count
      break
    }
    guard index < bytes.count else {
      suspicious(
        at: start,
        "'\(text(start..<index))' at the end of the string is not a placeholder; write '%%' for a percent sign")
      return false
    }
    let conversion = bytes[index]
    index += 1
    let specifier = text(start..<index)
    let type: FormatValueType
    if let known = FormatValueType.of(conversion: conversion) {
      type = known
    } else {
      switch conversion {
      case UInt8(ascii: "s"), UInt8(ascii: "S"):
        issues.append(
          FormatIssue(
            kind: .invalid,
            message: "'\(specifier)' takes a C string pointer, which a Swift String is not; use %@", offset: start))
        type = .string
      case UInt8(ascii: "p"):
        issues.append(
          FormatIssue(
            kind: .invalid, message: "'\(specifier)' prints a memory address; no user-facing string should",
            offset: start))
        type = .uint
      case UInt8(ascii: "n"):
        issues.append(
          FormatIssue(
            kind: .invalid, message: "'\(specifier)' writes through a pointer argument; remove it", offset: start))
        type = .int
      default:
        suspicious(
          at: start,
          "'\(specifier)' is not a placeholder (no conversion '\(text(index - 1..<index))'); "
            + "write '%%' for a percent sign")
        return false
      }
    }

    // `*` widths read their own Int arguments, before the value's.
    for width in widths {
      let position = width.position ?? takeSequential()
      placeholders.append(
        FormatPlaceholder(
          specifier: "*", position: clamp(position), isPositional: width.position != nil, type: .int, role: .width,
          range: width.offset..<width.offset + 1))
    }
    let position = explicitPosition ?? takeSequential()
    placeholders.append(
      FormatPlaceholder(
        specifier: specifier, position: clamp(position), isPositional: explicitPosition != nil, type: type,
        range: start..<index))
    return true
  }

  /// Whether `#@` (a `.stringsdict` variable's start) stands at `offset`.
  private func startsVariable(at offset: Int) -> Bool {
    offset + 1 < bytes.count && bytes[offset] == UInt8(ascii: "#") && bytes[offset + 1] == UInt8(ascii: "@")
  }

  /// Digits, or a `*` (optionally `*n$`) recorded in `widths`.
  private mutating func readWidth(into widths: inout [(position: Int?, offset: Int)]) {
    guard index < bytes.count, bytes[index] == UInt8(ascii: "*") else {
      _ = readNumber()
      return
    }
    let offset = index
    index += 1
    widths.append((readPosition(), offset))
  }

  private mutating func readVariable(from start: Int, explicitPosition: Int?) -> Bool {
    index += 2
    let nameStart = index
    while index < bytes.count, bytes[index] != UInt8(ascii: "@"), bytes[index] != Self.percent {
      index += 1
    }
    guard index < bytes.count, bytes[index] == UInt8(ascii: "@"), index > nameStart else {
      issues.append(
        FormatIssue(
          kind: .invalid,
          message: "'\(text(start..<index))' is an unterminated variable; write %#@name@", offset: start))
      return true
    }
    let name = text(nameStart..<index)
    index += 1
    let specifier = text(start..<index)
    guard let variableType else {
      issues.append(
        FormatIssue(
          kind: .invalid,
          message: "'\(specifier)' is a .stringsdict variable, which only a plural entry's format key may use",
          offset: start))
      return true
    }
    let position = explicitPosition ?? takeSequential()
    placeholders.append(
      FormatPlaceholder(
        specifier: specifier, position: clamp(position), isPositional: explicitPosition != nil,
        type: variableType(name) ?? .int, role: .variable, variable: name, range: start..<index))
    return true
  }

  private mutating func takeSequential() -> Int {
    defer { nextSequential += 1 }
    return nextSequential
  }

  private func clamp(_ position: Int) -> Int {
    min(max(position, 1), Self.maximumPosition)
  }
}
