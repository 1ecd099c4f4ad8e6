/// Writes a ``JSONValue`` as Xcode writes a String Catalog (`.xcstrings`),
/// so that reading a catalog Xcode wrote and writing it back gives the same
/// bytes.
///
/// Xcode's layout, as found in the catalogs of shipping apps:
/// - two spaces of indentation per level, one member or element a line;
/// - `" : "` between a key and its value, `,` at the end of every member
///   but the last;
/// - an object's members sorted by ``XcodeKeyOrder`` (the writer sorts, so
///   the order of the value's members doesn't matter);
/// - an empty object or array as its brackets around one empty line:
///   `{` newline newline indentation `}`;
/// - strings escape `"` and `\`, write `\b \f \n \r \t` for those control
///   characters and `\u00XX` (lowercase hex) for the others; `/` and every
///   non-ASCII character are written as they are;
/// - numbers as they were written in the file they were read from;
/// - no newline after the closing brace.
package struct JSONWriter: Sendable {
  /// How members are ordered.
  package enum MemberOrder: Sendable {
    /// Sorted as Xcode sorts them: ``XcodeKeyOrder``.
    case xcode
    /// In the order the value holds them.
    case asGiven
  }

  package var memberOrder: MemberOrder

  package init(memberOrder: MemberOrder = .xcode) {
    self.memberOrder = memberOrder
  }

  /// The text of `value`, without a final newline.
  package func write(_ value: JSONValue) -> String {
    var output = ""
    write(value, indent: 0, into: &output)
    return output
  }

  private func write(_ value: JSONValue, indent: Int, into output: inout String) {
    switch value.kind {
    case .object(let members):
      let ordered = memberOrder == .xcode ? members.sorted { XcodeKeyOrder.precedes($0.key, $1.key) } : members
      open("{", isEmpty: ordered.isEmpty, into: &output)
      for (index, member) in ordered.enumerated() {
        output += String(repeating: "  ", count: indent + 1)
        Self.writeString(member.key, into: &output)
        output += " : "
        write(member.value, indent: indent + 1, into: &output)
        output += index + 1 < ordered.count ? ",\n" : "\n"
      }
      output += String(repeating: "  ", count: indent) + "}"
    case .array(let elements):
      open("[", isEmpty: elements.isEmpty, into: &output)
      for (index, element) in elements.enumerated() {
        output += String(repeating: "  ", count: indent + 1)
        write(element, indent: indent + 1, into: &output)
        output += index + 1 < elements.count ? ",\n" : "\n"
      }
      output += String(repeating: "  ", count: indent) + "]"
    case .string(let text):
      Self.writeString(text, into: &output)
    case .number(_, let text):
      output += text
    case .bool(let flag):
      output += flag ? "true" : "false"
    case .null:
      output += "null"
    }
  }

  /// An opening bracket and its newline; an empty container has one more.
  private func open(_ bracket: String, isEmpty: Bool, into output: inout String) {
    output += isEmpty ? bracket + "\n\n" : bracket + "\n"
  }

  /// `text` as a JSON string literal, escaped as Xcode escapes it.
  package static func writeString(_ text: String, into output: inout String) {
    output += "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\u{08}": output += "\\b"
      case "\u{0C}": output += "\\f"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case "\u{00}"..."\u{1F}":
        output += "\\u" + TextEncoding.hex(scalar.value, uppercase: false)
      default: output.unicodeScalars.append(scalar)
      }
    }
    output += "\""
  }
}
