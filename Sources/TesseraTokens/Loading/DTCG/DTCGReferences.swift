import TesseraColor
import TesseraFoundation

/// The two ways a DTCG value refers to another: an alias, `"{group.token}"`,
/// the whole of a string; and a JSON Pointer, `{"$ref": "#/group/token/$value"}`,
/// within the same file.
extension DTCGDocumentReader {
  /// How many `$ref`s may lead one to another before Tessera calls it a cycle.
  package static let maximumReferenceDepth = 32

  package enum Reference {
    /// The token whose `$value` a `$ref` names: an alias to it.
    case reference(TokenPath)
  }

  package enum AliasParse {
    case alias(TokenPath)
    case invalid
  }

  /// The pointer of `{"$ref": "…"}`, when `value` is one; reports a `$ref`
  /// that isn't a pointer into this file.
  package mutating func pointer(of value: JSONValue, path: TokenPath) -> JSONPointer?? {
    guard let members = value.members, let reference = members["$ref"] else { return nil }
    guard members.count == 1 else {
      schema(
        "A $ref object holds only \"$ref\"; move the other members out of it.", at: value, subject: path)
      return .some(nil)
    }
    guard let text = reference.string else {
      schema("$ref is \(reference.kindName); write a JSON Pointer such as \"#/color/blue/$value\".", at: reference)
      return .some(nil)
    }
    guard let pointer = JSONPointer(fragment: text) else {
      schema(
        "'\(text)' is not a JSON Pointer into this file; a token file's $ref is a fragment such as "
          + "\"#/color/blue/$value\", and a token in another file is referred to by an alias, {color.blue}.",
        at: reference, subject: path)
      return .some(nil)
    }
    return .some(pointer)
  }

  /// An alias, when `value` is a `$ref` to a token's `$value` in this file.
  /// A malformed `$ref` is left to ``dereferenced(_:path:)`` to report.
  package func tokenReference(_ value: JSONValue, path: TokenPath) -> Reference? {
    guard let members = value.members, members.count == 1, let text = members["$ref"]?.string,
      let pointer = JSONPointer(fragment: text)
    else { return nil }
    guard pointer.segments.last == "$value", pointer.segments.count >= 2 else { return nil }
    let tokenSegments = Array(pointer.segments.dropLast())
    guard tokenSegments.allSatisfy(TokenPath.isValidSegment),
      let target = JSONPointer(segments: tokenSegments).evaluate(in: root)?.members, Self.isToken(target)
    else { return nil }
    return .reference(TokenPath(tokenSegments))
  }

  /// How many values the `$ref`s of one value may expand to: far more than
  /// any token needs, and a stop to references that multiply (an array of ten
  /// `$ref`s to an array of ten `$ref`s, thirty deep).
  package static let maximumExpansion = 10_000

  /// `value` with every `$ref` in it replaced by what it points to, or `nil`
  /// when one points nowhere, or they lead too deep or expand too far
  /// (reported).
  package mutating func dereferenced(_ value: JSONValue, path: TokenPath) -> JSONValue? {
    var budget = Self.maximumExpansion
    let expanded = expand(value, path: path, depth: 0, budget: &budget)
    if budget < 0 {
      schema(
        "The $refs in this value expand to more than \(Self.maximumExpansion) values; point them at the values "
          + "themselves.", at: value, subject: path)
    }
    return expanded
  }

  private mutating func expand(_ value: JSONValue, path: TokenPath, depth: Int, budget: inout Int) -> JSONValue? {
    budget -= 1
    guard budget >= 0 else { return nil }
    guard depth <= Self.maximumReferenceDepth else {
      schema(
        "$ref leads through more than \(Self.maximumReferenceDepth) references here; it probably points back to "
          + "itself. Point it at a value.", at: value, subject: path)
      return nil
    }
    switch pointer(of: value, path: path) {
    case .some(nil):
      return nil
    case .some(let pointer?):
      guard let target = pointer.evaluate(in: root) else {
        schema(
          "$ref '\(pointer)' points to nothing in this file; fix the pointer (each segment is a key, '~1' for '/').",
          at: value, subject: path)
        return nil
      }
      return expand(target, path: path, depth: depth + 1, budget: &budget)
    case nil:
      break
    }
    switch value.kind {
    case .object(let members):
      var resolved: [JSONValue.Member] = []
      for member in members {
        guard let inner = expand(member.value, path: path, depth: depth, budget: &budget) else { return nil }
        resolved.append(JSONValue.Member(key: member.key, keyOffset: member.keyOffset, value: inner))
      }
      return JSONValue(kind: .object(resolved), offset: value.offset)
    case .array(let elements):
      var resolved: [JSONValue] = []
      for element in elements {
        guard let inner = expand(element, path: path, depth: depth, budget: &budget) else { return nil }
        resolved.append(inner)
      }
      return JSONValue(kind: .array(resolved), offset: value.offset)
    default:
      return value
    }
  }

  /// `{group.token}` as the whole string is an alias; a brace anywhere else
  /// is invalid; anything else (`nil`) is a literal.
  package mutating func alias(in value: JSONValue, path: TokenPath) -> AliasParse? {
    // Bytes, not Characters: this runs on every string value of a file.
    guard var text = value.string,
      text.utf8.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") })
    else { return nil }
    // The path between the braces, byte by byte: a path is ASCII, so a
    // combining mark after `{` is no part of a brace but breaks the alias.
    if let target = text.withUTF8(TokenPath.init(bracedASCII:)) { return .alias(target) }
    error(
      .tokenInvalidValue,
      "'\(text)' is not a valid alias; an alias is the whole value, a dotted path in braces like {color.brand.primary}, "
        + "each name of letters, digits, '-', '_' and spaces.", at: location(value), subject: path)
    return .invalid
  }
}

extension JSONPointer {
  package init(segments: [String]) { self.segments = segments }
}
