import TesseraFoundation

/// What a translation's placeholders must be, given its source, read with
/// ``FormatStringParser``.
package enum PlaceholderAgreement: Sendable, Hashable {
  /// A `.strings` value: the same arguments, position by position, as the
  /// source. Order may change with `%n$`.
  case sameAsSource
  /// A `.stringsdict` format key: the same arguments as the source, each
  /// `%#@name@` naming one of the entry's variables, of the given types.
  case formatKey(variables: [String: FormatValueType])
  /// A plural form, which stands where its variable stood in the format
  /// key (its first sequential placeholder reads `firstPosition`). It may
  /// leave out any argument (`one` often says "one" instead of `%d`), but
  /// each one it uses must have the type the source entry gives it.
  case pluralForm(firstPosition: Int, entryTypes: [Int: FormatValueType])

  /// Why `target` can't stand for `source`, in words, or `nil` when it can.
  package func mismatch(source: String, target: String) -> String? {
    let theirs: FormatArguments
    let ours: [Int: FormatValueType]
    switch self {
    case .sameAsSource:
      theirs = FormatStringParser.parse(target)
      ours = FormatStringParser.parse(source).typesByPosition
    case .formatKey(let variables):
      theirs = FormatStringParser.parse(target) { variables[$0] }
      let sourceArguments = FormatStringParser.parse(source) { variables[$0] }
      ours = sourceArguments.typesByPosition
      let used = Set(theirs.placeholders.compactMap(\.variable))
      if let unknown = used.subtracting(variables.keys).sorted().first {
        return "the translation uses the variable '\(unknown)', which the entry doesn't have"
      }
      let needed = Set(sourceArguments.placeholders.compactMap(\.variable))
      if let dropped = needed.subtracting(used).sorted().first {
        return "the translation drops the variable '\(dropped)' (%#@\(dropped)@)"
      }
    case .pluralForm(let firstPosition, let entryTypes):
      theirs = FormatStringParser.parse(target, firstPosition: firstPosition, checkingGaps: false)
      if let invalid = theirs.issues.first(where: { $0.kind == .invalid }) { return invalid.message }
      let differences = theirs.typesByPosition.keys.sorted().compactMap { position -> String? in
        guard let type = theirs.typesByPosition[position] else { return nil }
        guard let expected = entryTypes[position] else {
          return "the translation adds position \(position) (\(type)), which the source doesn't have"
        }
        return type == expected
          ? nil : "position \(position) is \(type) in the translation but \(expected) in the source"
      }
      return differences.isEmpty ? nil : differences.joined(separator: "; ")
    }
    if let invalid = theirs.issues.first(where: { $0.kind == .invalid }) { return invalid.message }
    let positions = Set(theirs.typesByPosition.keys).union(ours.keys).sorted()
    let differences = positions.compactMap { position -> String? in
      switch (theirs.typesByPosition[position], ours[position]) {
      case (let a?, let b?) where a != b: "position \(position) is \(a) in the translation but \(b) in the source"
      case (nil, let b?): "the translation lacks position \(position) (\(b))"
      case (let a?, nil): "the translation adds position \(position) (\(a)), which the source doesn't have"
      default: nil
      }
    }
    return differences.isEmpty ? nil : differences.joined(separator: "; ")
  }
}
