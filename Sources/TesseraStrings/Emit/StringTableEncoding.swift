import TesseraFoundation

/// The text form of one locale's compiled entries in `StringTables.swift`:
/// a line per row, decoded at run time by the generated
/// `TesseraMessageTable` on the first lookup in that locale.
///
/// A catalog with thousands of keys is one string literal per locale
/// instead of thousands of enum cases, so the Swift compiler checks it in
/// time proportional to its length. Each row is still a line of its own, so
/// a changed translation is a one-line diff:
///
/// ```
/// [CardForm]
/// card_number_label = Kartennummer
/// errors_found => %#@count@
///   count.one = %d Fehler gefunden
///   count.other = %d Fehler gefunden
/// security_code_hint
/// checkout_title = Kasse
///   @ipad = Kasse auf dem iPad
/// ```
///
/// An indented `@device` line is the row's form for one device (a String
/// Catalog's device variation), followed by its own forms when it is plural;
/// a table without device variations has none, so its text is as it was.
///
/// A bare key is a row the locale has no text for. The generated decoder
/// documents the grammar; the two must agree, which the compile-and-run
/// tests of the emitted code check.
package enum StringTableEncoding {
  /// The lines of a locale: a `[Table]` line where the table changes, then
  /// a row (and a plural row's forms) per entry, in row order.
  package static func lines(_ rows: [(table: String, key: String, content: LocalizedEntry.Content?)]) -> [String] {
    lines(rows.map { (table: $0.table, key: $0.key, content: $0.content, devices: []) })
  }

  /// The lines of a locale whose rows may have forms for particular devices.
  package static func lines(
    _ rows: [(table: String, key: String, content: LocalizedEntry.Content?, devices: [DeviceForm])]
  ) -> [String] {
    var lines: [String] = []
    lines.reserveCapacity(rows.count + 16)
    var table: String?
    for row in rows {
      if row.table != table {
        table = row.table
        lines.append("[" + escape(row.table, also: [0x5D]) + "]")
      }
      let key = escapeKey(row.key)
      guard let content = row.content else {
        lines.append(key)
        continue
      }
      append(content, head: key, to: &lines)
      for device in row.devices {
        append(device.content, head: "  @" + escape(device.device, also: [0x3D]), to: &lines)
      }
    }
    return lines
  }

  /// The line of `content` starting with `head`, and its plural forms.
  private static func append(_ content: LocalizedEntry.Content, head: String, to lines: inout [String]) {
    switch content {
    case .text(let value):
      lines.append(value.isEmpty ? head + " =" : head + " = " + escape(value))
    case .plural(let formatKey, let variables):
      lines.append(formatKey.isEmpty ? head + " =>" : head + " => " + escape(formatKey))
      for variable in variables {
        var name = escape(variable.name, also: [0x2E, 0x3D])
        // A leading `@` would read as a device's line.
        if name.hasPrefix("@") { name = "\\u{40}" + name.dropFirst() }
        for category in PluralCategory.allCases {
          guard let form = variable.forms[category]?.text ?? (category == .other ? "" : nil) else { continue }
          lines.append("  " + name + "." + category.rawValue + (form.isEmpty ? " =" : " = " + escape(form)))
        }
      }
    }
  }

  /// A key for its line: escaped, with `=` escaped, never empty and never
  /// starting with a space or `[`, so that a row can't be read as anything else.
  package static func escapeKey(_ key: String) -> String {
    guard !key.isEmpty else { return "\\u{}" }
    var escaped = escape(key, also: [0x3D])
    if let first = escaped.utf8.first, first == 0x20 || first == 0x5B {
      escaped = (first == 0x20 ? "\\u{20}" : "\\u{5B}") + escaped.dropFirst()
    }
    return escaped
  }

  /// `text` with `\`, line breaks, tabs, other control characters, the
  /// invisible bidirectional controls and a trailing space written as
  /// escapes (`\\`, `\n`, `\r`, `\t`, `\u{…}`), and the ASCII bytes in `also`
  /// as `\u{…}`. What is left holds no line break and reads as it shows.
  package static func escape(_ text: String, also: [UInt8] = []) -> String {
    var text = text
    let needsWork = text.withUTF8 { Self.needsEscaping($0, also: also) }
    guard needsWork else { return text }
    var output = ""
    output.reserveCapacity(text.utf8.count + 8)
    let scalars = Array(text.unicodeScalars)
    for (index, scalar) in scalars.enumerated() {
      switch scalar.value {
      case 0x5C: output += "\\\\"
      case 0x0A: output += "\\n"
      case 0x0D: output += "\\r"
      case 0x09: output += "\\t"
      case 0x20 where index == scalars.count - 1: output += "\\u{20}"
      case let value where value < 0x80 && also.contains(UInt8(value)): output += SwiftName.unicodeEscape(value)
      case let value where SwiftName.isInvisibleControl(value): output += SwiftName.unicodeEscape(value)
      default: output.unicodeScalars.append(scalar)
      }
    }
    return output
  }

  /// Whether ``escape(_:also:)`` would change `bytes`, valid UTF-8: a
  /// trailing space, an ASCII byte it escapes, or the first bytes of an
  /// invisible control's encoding (U+0080–U+009F, U+061C, U+2000–U+207F,
  /// whose controls are a few, and U+FEFF). Most text, `€` and `’`
  /// included, needs no scalar-by-scalar pass.
  private static func needsEscaping(_ bytes: UnsafeBufferPointer<UInt8>, also: [UInt8]) -> Bool {
    if bytes.last == 0x20 { return true }
    func byte(_ offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }
    for index in bytes.indices {
      switch bytes[index] {
      case 0x00..<0x20, 0x5C, 0x7F: return true
      case 0xC2: if let next = byte(index + 1), (0x80...0x9F).contains(next) { return true }
      case 0xD8: if byte(index + 1) == 0x9C { return true }
      case 0xE2: if let next = byte(index + 1), next == 0x80 || next == 0x81 { return true }
      case 0xEF: if byte(index + 1) == 0xBB, byte(index + 2) == 0xBF { return true }
      case let ascii where ascii < 0x80 && also.contains(ascii): return true
      default: break
      }
    }
    return false
  }
}
