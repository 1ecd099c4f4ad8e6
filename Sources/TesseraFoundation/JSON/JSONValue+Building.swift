/// Building ``JSONValue``s in code, for a writer's output (a String Catalog
/// made from `.strings` tables): values built here have no place in a file,
/// so their offsets are 0.
extension JSONValue {
  /// An object with `members` in the order given; ``JSONWriter`` sorts them.
  package static func object(_ members: [(key: String, value: JSONValue)]) -> JSONValue {
    JSONValue(kind: .object(members.map { Member(key: $0.key, keyOffset: 0, value: $0.value) }), offset: 0)
  }

  package static func array(_ elements: [JSONValue]) -> JSONValue {
    JSONValue(kind: .array(elements), offset: 0)
  }

  package static func string(_ text: String) -> JSONValue {
    JSONValue(kind: .string(text), offset: 0)
  }

  /// An integer, written in decimal as Xcode writes `argNum`.
  package static func integer(_ value: Int) -> JSONValue {
    JSONValue(kind: .number(Double(value), text: String(value)), offset: 0)
  }

  package static func bool(_ value: Bool) -> JSONValue {
    JSONValue(kind: .bool(value), offset: 0)
  }
}
