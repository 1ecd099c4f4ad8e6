/// A JSON value as read from a catalog, with the byte offset it starts at,
/// so that a diagnostic about it can name its line and column.
///
/// Objects keep their members in file order and the offset of each key, since
/// String Catalogs and DTCG token files are diagnosed by the key at fault.
package struct JSONValue: Sendable {
  /// What the value is.
  package enum Kind: Sendable {
    case object([Member])
    case array([JSONValue])
    case string(String)
    /// A number, and its text as written, so that a tool that rewrites the
    /// file can keep `1.0` as `1.0`.
    case number(Double, text: String)
    case bool(Bool)
    case null
  }

  /// A member of an object: its key, where the key starts, and its value.
  package struct Member: Sendable {
    package var key: String
    package var keyOffset: Int
    package var value: JSONValue

    /// Every stored property, as the memberwise initializer takes them.
    package init(key: String, keyOffset: Int, value: JSONValue) {
      self.key = key
      self.keyOffset = keyOffset
      self.value = value
    }
  }

  package var kind: Kind
  /// Where the value starts in the file, in bytes.
  package var offset: Int

  /// This value with every offset in it, its members' keys' included, moved to `offset`: a value from
  /// another file, placed where it is used in this one.
  package func relocated(to offset: Int) -> JSONValue {
    switch kind {
    case .object(let members):
      return JSONValue(
        kind: .object(
          members.map { Member(key: $0.key, keyOffset: offset, value: $0.value.relocated(to: offset)) }),
        offset: offset)
    case .array(let elements):
      return JSONValue(kind: .array(elements.map { $0.relocated(to: offset) }), offset: offset)
    default:
      return JSONValue(kind: kind, offset: offset)
    }
  }

  /// The members, when this is an object.
  package var members: [Member]? {
    if case .object(let members) = kind { return members }
    return nil
  }

  /// The value of member `key`, when this is an object that has it.
  package subscript(key: String) -> JSONValue? {
    members?[key]
  }

  /// The text, when this is a string.
  package var string: String? {
    if case .string(let text) = kind { return text }
    return nil
  }

  /// The number, when this is one.
  package var number: Double? {
    if case .number(let value, _) = kind { return value }
    return nil
  }

  /// The Boolean, when this is one.
  package var bool: Bool? {
    if case .bool(let value) = kind { return value }
    return nil
  }

  /// The elements, when this is an array.
  package var elements: [JSONValue]? {
    if case .array(let elements) = kind { return elements }
    return nil
  }

  /// What the value is, in words, for a message: `an object`, `a string`.
  package var kindName: String {
    switch kind {
    case .object: "an object"
    case .array: "an array"
    case .string: "a string"
    case .number: "a number"
    case .bool: "a Boolean"
    case .null: "null"
    }
  }

  /// Every stored property, as the memberwise initializer takes them.
  package init(kind: Kind, offset: Int) {
    self.kind = kind
    self.offset = offset
  }
}

extension [JSONValue.Member] {
  /// The value of the first member named `key`; a reader keeps no
  /// duplicate keys, so it is the only one.
  package subscript(key: String) -> JSONValue? {
    first { $0.key == key }?.value
  }
}
