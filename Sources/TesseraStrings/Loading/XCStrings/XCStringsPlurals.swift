import TesseraFoundation

/// How a String Catalog's plural variations and substitutions read as the
/// `.stringsdict` entries they mean, and back: one place for the reader and
/// for `tessera convert`, so that what one writes the other reads the same.
///
/// - A `plural` variation of a key is the entry `%#@count@` whose one
///   variable, `count`, has the variation's forms, with the specifier of
///   the `other` form's first argument (``pluralSpecifier(other:)``).
/// - A substitution `name` is the variable of that name; in its forms,
///   `%arg` stands for `%` and its `formatSpecifier`, and `%#@name@` in the
///   key's text reads argument `argNum` (``formatKey(_:argumentNumbers:)``).
package enum XCStringsPlurals {
  /// The variable a plural variation becomes, and its format key.
  package static let pluralVariable = "count"
  package static let pluralFormatKey = "%#@count@"
  /// What stands for a substitution's own argument in its forms.
  package static let argument = "%arg"

  /// The specifier (without `%`) and type of a plural variation's count:
  /// those of the first placeholder of its `other` form that reads the
  /// first argument, or `lld` and `Int`, as Xcode writes a count.
  package static func pluralSpecifier(other: String) -> (specifier: String, type: FormatValueType) {
    let first = FormatStringParser.parse(other).placeholders.first { $0.position == 1 && $0.role == .value }
    guard let first else { return ("lld", .int) }
    return (valueSpecifier(of: first.specifier), first.type)
  }

  /// What `NSStringFormatValueTypeKey` holds for a placeholder: its length
  /// modifier and conversion, without `%`, position, flags, width or
  /// precision (`%1$-5lld` → `lld`).
  package static func valueSpecifier(of specifier: String) -> String {
    var characters = Array(specifier)
    guard let conversion = characters.popLast() else { return specifier }
    var length: [Character] = []
    while let last = characters.last, "hlqLjzt".contains(last) {
      length.insert(last, at: 0)
      characters.removeLast()
    }
    return String(length + [conversion])
  }

  /// `text` with each `%#@name@` written with the position `argumentNumbers`
  /// gives it (`%2$#@name@`) where, as written, it would read another
  /// argument. Variables already written with a position are left alone.
  package static func formatKey(_ text: String, argumentNumbers: [String: Int]) -> String {
    let parsed = FormatStringParser.parse(text) { argumentNumbers[$0] == nil ? nil : .int }
    var bytes = Array(text.utf8)
    for placeholder in parsed.placeholders.reversed() {
      guard placeholder.role == .variable, !placeholder.isPositional, let name = placeholder.variable,
        let argNum = argumentNumbers[name], argNum != placeholder.position
      else { continue }
      bytes.replaceSubrange(placeholder.range, with: Array("%\(argNum)$#@\(name)@".utf8))
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// A `.stringsdict` form as a substitution's form: each placeholder
  /// written `%` and `specifier` becomes `%arg`.
  package static func substitutionForm(_ text: String, specifier: String) -> String {
    let written = "%" + specifier
    var bytes = Array(text.utf8)
    for placeholder in FormatStringParser.parse(text).placeholders.reversed() where placeholder.specifier == written {
      bytes.replaceSubrange(placeholder.range, with: Array(argument.utf8))
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// A substitution's form as a `.stringsdict` form: `%arg` becomes `%` and
  /// `specifier`.
  package static func stringsDictForm(_ text: String, specifier: String) -> String {
    guard contains(argument, in: text) else { return text }
    // `%%` is a percent sign, so `%%arg` is the text "%arg", not the argument.
    var output: [UInt8] = []
    let bytes = Array(text.utf8)
    let needle = Array(argument.utf8)
    var index = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "%"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "%") {
        output += [bytes[index], bytes[index + 1]]
        index += 2
      } else if index + needle.count <= bytes.count, bytes[index..<(index + needle.count)].elementsEqual(needle) {
        output += ("%" + specifier).utf8
        index += needle.count
      } else {
        output.append(bytes[index])
        index += 1
      }
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// Whether `text` holds `part`, by UTF-8 bytes.
  package static func contains(_ part: String, in text: String) -> Bool {
    let needle = Array(part.utf8)
    guard let first = needle.first else { return true }
    return text.utf8.withContiguousStorageIfAvailable { bytes in
      var index = 0
      while index + needle.count <= bytes.count {
        if bytes[index] == first, bytes[index..<(index + needle.count)].elementsEqual(needle) { return true }
        index += 1
      }
      return false
    } ?? text.contains(part)
  }

  /// The device form every device without its own shows: `other`, or, in a
  /// variation that lacks it (Xcode accepts one), `iphone`, else the first
  /// device in Xcode's order.
  package static func fallbackDevice(among devices: [String]) -> String? {
    if devices.contains("other") { return "other" }
    if devices.contains("iphone") { return "iphone" }
    return devices.min { XcodeKeyOrder.precedes($0, $1) }
  }
}
