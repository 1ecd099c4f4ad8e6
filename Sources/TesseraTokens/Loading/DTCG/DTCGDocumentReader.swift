import TesseraColor
import TesseraFoundation

/// Walks one DTCG document's groups and tokens, building definitions and
/// reporting as it goes; ``DTCGTokenReader`` is its entry point, the values
/// are read in `DTCGValueReader.swift` and `DTCGCompositeReader.swift`, and
/// a group's `$extends` is followed in `DTCGGroupExtension.swift`.
package struct DTCGDocumentReader {
  package let source: SourceText
  package let root: JSONValue
  package let scope: TokenScope
  package let remBase: Double
  package var definitions: [TokenDefinition] = []
  package var diagnostics: [Diagnostic] = []
  /// The tokens left out, each with why: a type or unit the format doesn't
  /// define (`dtcg-skipped-token`). An alias to one says so.
  package var skipped: [(path: TokenPath, reason: String)] = []
  /// Why the token being read is left out, once a part of its value turns
  /// out to be outside the format (a unit such as `em`); `nil` while it isn't.
  package var skipReason: String?
  /// Where the part that leaves the token out is written (a composite's
  /// unit), when the warning is better there than at the token.
  package var skipLocation: SourceLocation?
  /// How many more members `$extends` may copy into this document: a stop to
  /// groups that extend groups that extend groups, each copying the last.
  package var extensionBudget = Self.maximumExtension
  /// The `$type` of each group of this document that has one, by path: what the other sources of a
  /// resolver's sets inherit (``outerGroupTypes``).
  package var groupTypes: [TokenPath: InheritedType] = [:]
  /// The `$type`s of the groups of the other sources a resolver reads with this one, by path: a group
  /// without a `$type` of its own takes the one written there, as if the sources were one document.
  package var outerGroupTypes: [TokenPath: InheritedType] = [:]
  /// The documents of the other sources a resolver reads with this one, in its order: where a group's
  /// `$extends` finds a group this document lacks.
  package var outerRoots: [JSONValue] = []
  /// The part of a composite value being read (`offsetX of layer 2`), for
  /// a message about its shape; `nil` for a whole `$value`.
  package var part: String?

  package init(source: SourceText, root: JSONValue, scope: TokenScope, remBase: Double) {
    self.source = source
    self.root = root
    self.scope = scope
    self.remBase = remBase
  }

  /// What a group hands its members: a type and a deprecation.
  package struct Inherited {
    /// `nil` for none; `.invalid` when the group's own was already reported.
    package var type: InheritedType?
    package var deprecation: String?
  }

  package enum InheritedType {
    case known(TokenType, name: String, location: SourceLocation)
    /// A `$type` the format doesn't define: its tokens are left out.
    case unknown(name: String, location: SourceLocation)
    case invalid
  }

  package static let tokenProperties: Set<String> = [
    "$value", "$ref", "$type", "$description", "$deprecated", "$extensions",
  ]
  package static let groupProperties: Set<String> = [
    "$type", "$description", "$deprecated", "$extensions", "$extends", "$root",
  ]

  /// The line of the last location found: a document is read in order,
  /// so the next is most often on it or a few lines on.
  private var lineHint = 0

  package mutating func location(_ value: JSONValue) -> SourceLocation {
    source.location(ofOffset: value.offset, hint: &lineHint)
  }

  package mutating func location(_ member: JSONValue.Member) -> SourceLocation {
    source.location(ofOffset: member.keyOffset, hint: &lineHint)
  }

  package mutating func error(_ rule: RuleID, _ message: String, at location: SourceLocation, subject: TokenPath? = nil)
  {
    diagnostics.append(.error(rule, message, at: location, subject: subject?.description))
  }

  package mutating func schema(_ message: String, at value: JSONValue, subject: TokenPath? = nil) {
    error(.dtcgSchema, message, at: location(value), subject: subject)
  }

  package mutating func readRoot() {
    guard let members = root.members else {
      schema(
        "The file holds \(root.kindName); a DTCG token file holds an object of groups and tokens, { … }.", at: root)
      return
    }
    readGroup(members, path: TokenPath([]), inherited: Inherited(), isRoot: true, extending: [])
  }

  /// Whether a member is a token: an object with `$value`, or with `$ref`
  /// (the format's reference to another token or value, in place of `$value`).
  package static func isToken(_ members: [JSONValue.Member]) -> Bool {
    members["$value"] != nil || members["$ref"] != nil
  }

  /// Whether a member of a group is a token, ``isToken(_:)``, but for an
  /// object whose `$ref` names a group: that is a group extending it, as
  /// `$extends` does (the format gives the two as equivalent), and so is
  /// one with groups or tokens of its own beside `$ref`.
  package func isTokenObject(_ members: [JSONValue.Member]) -> Bool {
    guard members["$value"] == nil else { return true }
    guard let reference = members["$ref"] else { return false }
    if members.contains(where: { !$0.key.hasPrefix("$") }) { return false }
    if let text = reference.string, let pointer = JSONPointer(fragment: text),
      let target = pointer.evaluate(in: root)?.members, !Self.isToken(target)
    {
      return false
    }
    return true
  }

  // MARK: - Groups

  /// Reads a group; `extending` lists the groups whose `$extends` led here,
  /// by path, so a chain that comes back is a cycle.
  package mutating func readGroup(
    _ written: [JSONValue.Member], path: TokenPath, inherited: Inherited, isRoot: Bool, extending: [TokenPath]
  ) {
    var inherited = inherited
    var members = written
    var extending = extending
    let what = isRoot ? "The file" : "Group '\(path)'"
    // `$extends` first: the members it brings are read as this group's own, its own overriding them.
    // A group's `$ref` (JSON Schema's spelling, which the format gives as equivalent) extends as `$extends` does.
    let extendsKey = written.contains { $0.key == "$extends" } ? "$extends" : "$ref"
    if let extends = written.first(where: { $0.key == extendsKey }), !isRoot {
      if let extended = extendedMembers(extends, of: written, path: path, extending: &extending) {
        members = extended
      }
    } else if let extends = written.first(where: { $0.key == "$extends" }) {
      error(
        .dtcgExtends, "The file's root is no group another can extend or be extended; move $extends into a group.",
        at: location(extends), subject: path)
    }
    // Properties next: a group's `$type` applies whichever order its members are in.
    var hasOwnType = false
    for member in members where member.key.hasPrefix("$") {
      switch member.key {
      case "$type":
        inherited.type = readType(member.value, path: path)
        hasOwnType = true
      case "$deprecated":
        if let deprecated = readDeprecated(member.value, path: path) { inherited.deprecation = deprecated.reason }
      case "$description":
        if member.value.string == nil {
          schema(
            "\(what)'s $description is \(member.value.kindName); write it as a string.", at: member.value,
            subject: path)
        }
      case "$extensions":
        checkExtensions(member.value, path: path)
      case "$schema" where isRoot:
        break
      case "$extends", "$value", "$ref":
        break  // Followed above; a member with $value or $ref is read as a token, never as a group.
      case "$root":
        break  // Read as a token below.
      default:
        unknownProperty(member, of: what, allowed: Self.groupProperties, subject: path)
      }
    }
    // The same group's `$type` in another source of the resolver's sets, which read as one document.
    if hasOwnType {
      if let type = inherited.type { groupTypes[path] = type }
    } else if let type = outerGroupTypes[path] {
      inherited.type = type
    }
    if let rootToken = members.first(where: { $0.key == "$root" }) {
      let rootPath = path.appending(TokenPath.rootSegment)
      if isRoot {
        error(
          .dtcgSchema,
          "The file's root holds $root, but only a group has a token of its own; move it into a group.",
          at: location(rootToken), subject: path)
      } else if let tokenMembers = rootToken.value.members, Self.isToken(tokenMembers) {
        readToken(rootToken, members: tokenMembers, path: rootPath, inherited: inherited)
      } else {
        schema(
          "$root of '\(path)' is \(rootToken.value.kindName); a group's own token is an object with \"$value\", "
            + "such as {\"$value\": …}.", at: rootToken.value, subject: path)
      }
    }
    for member in members where !member.key.hasPrefix("$") {
      guard TokenPath.isValidSegment(member.key) else {
        error(
          .dtcgSchema,
          TokenPath.invalidSegmentReason(member.key), at: location(member),
          subject: path)
        continue
      }
      let childPath = path.appending(member.key)
      guard let childMembers = member.value.members else {
        schema(
          "'\(childPath)' is \(member.value.kindName); a group or token is an object, with the token's value in "
            + "\"$value\".", at: member.value, subject: childPath)
        continue
      }
      if isTokenObject(childMembers) {
        readToken(member, members: childMembers, path: childPath, inherited: inherited)
      } else {
        readGroup(childMembers, path: childPath, inherited: inherited, isRoot: false, extending: extending)
      }
    }
  }

  private mutating func unknownProperty(
    _ member: JSONValue.Member, of what: String, allowed: Set<String>, subject: TokenPath
  ) {
    var message = "\(what) has an unknown property '\(member.key)'"
    if let suggestion = Suggestion.closest(to: member.key, in: allowed.sorted()) {
      message += "; did you mean '\(suggestion)'?"
    } else {
      message += "; it takes \(allowed.sorted().joined(separator: ", ")), and anything else goes in $extensions."
    }
    error(.dtcgSchema, message, at: location(member), subject: subject)
  }

  package mutating func readType(_ value: JSONValue, path: TokenPath) -> InheritedType {
    guard let name = value.string else {
      schema("$type of '\(path)' is \(value.kindName); write the type's name as a string.", at: value, subject: path)
      return .invalid
    }
    guard let type = DTCGType.names[name] else { return .unknown(name: name, location: location(value)) }
    return .known(type, name: name, location: location(value))
  }

  /// What `$deprecated` says: deprecated with a reason (empty for `true`),
  /// or not (`false`, which lifts a group's).
  package struct Deprecated {
    package var reason: String?
  }

  /// `true`, `false` or a reason; `nil` when it is none of them (reported).
  private mutating func readDeprecated(_ value: JSONValue, path: TokenPath) -> Deprecated? {
    switch value.kind {
    case .bool(let flag): return Deprecated(reason: flag ? "" : nil)
    case .string(let reason): return Deprecated(reason: reason)
    default:
      schema(
        "$deprecated of '\(path)' is \(value.kindName); write true, false, or a string saying what to use instead.",
        at: value, subject: path)
      return nil
    }
  }

  private mutating func checkExtensions(_ value: JSONValue, path: TokenPath) {
    guard value.members == nil else { return }
    schema(
      "$extensions of '\(path)' is \(value.kindName); it is an object keyed by vendor, such as "
        + "{\"com.example\": { … }}.", at: value, subject: path)
  }

  // MARK: - Tokens

  private mutating func readToken(
    _ member: JSONValue.Member, members: [JSONValue.Member], path: TokenPath, inherited: Inherited
  ) {
    var type = inherited.type
    var description: String?
    var deprecation = inherited.deprecation
    for property in members {
      switch property.key {
      case "$value", "$ref": break
      case "$type": type = readType(property.value, path: path)
      case "$description":
        if let text = property.value.string {
          let trimmed = text.trimmingWhitespace
          description = trimmed.isEmpty ? nil : trimmed
        } else {
          schema(
            "$description of '\(path)' is \(property.value.kindName); write it as a string.", at: property.value,
            subject: path)
        }
      case "$deprecated":
        if let deprecated = readDeprecated(property.value, path: path) { deprecation = deprecated.reason }
      case "$extensions": checkExtensions(property.value, path: path)
      default:
        if property.key.hasPrefix("$") {
          unknownProperty(property, of: "Token '\(path)'", allowed: Self.tokenProperties, subject: path)
        } else {
          error(
            .dtcgSchema,
            "Token '\(path)' has a member '\(property.key)', but a token (an object with $value) holds no groups "
              + "or tokens; move it out of the token, or remove $value to make '\(path)' a group.",
            at: location(property), subject: path)
        }
      }
    }
    // A type the format doesn't define: the token is left out, and said so.
    if case .unknown(let name, _)? = type {
      skip(path, at: location(member), reason: DTCGType.unknownMessage(name, path: path.description))
      return
    }
    let written: JSONValue
    if let value = members["$value"] {
      if let reference = members.first(where: { $0.key == "$ref" }) {
        error(
          .dtcgSchema,
          "Token '\(path)' has both $value and $ref; a token's value is one or the other, so remove one.",
          at: location(reference), subject: path)
        return
      }
      written = value
    } else if let reference = members["$ref"] {
      // `"$ref": "#/base"`, in place of `$value`: the token refers to the whole token there, or to any value.
      written = tokenLevelReference(reference, members: members)
    } else {
      return
    }
    // DTCG has no opacity type: Tessera writes an opacity as a number marked in its own extension.
    if case .known(.number, let name, let typeLocation)? = type,
      members["$extensions"]?[DTCGResolverReader.extensionKey]?["type"]?.string == TokenType.opacity.rawValue
    {
      type = .known(.opacity, name: name, location: typeLocation)
    }
    skipReason = nil
    skipLocation = nil
    let reported = diagnostics.count
    let expression = readValue(written, path: path, type: type)
    if let reason = skipReason {
      skipReason = nil
      // A token left out is reported once: what else its value says makes no difference to the output.
      diagnostics.removeSubrange(reported...)
      skip(path, at: skipLocation ?? location(member), reason: reason)
      skipLocation = nil
      return
    }
    definitions.append(
      TokenDefinition(
        path: path, declaredType: expression.declaredType, expression: expression.expression, scope: scope,
        description: description, location: location(member), valueLocation: location(written),
        deprecation: deprecation, sourceValue: expression.sourceValue))
  }

  /// Leaves the token `path` out, with a `dtcg-skipped-token` warning at `location`.
  private mutating func skip(_ path: TokenPath, at location: SourceLocation, reason: String) {
    skipped.append((path, reason))
    diagnostics.append(.warning(.dtcgSkippedToken, reason, at: location, subject: path.description))
  }

  /// A token's `$ref` member in place of `$value`, as the value it stands
  /// for: `#/group/token` (the token) is the same as `#/group/token/$value`.
  private func tokenLevelReference(_ reference: JSONValue, members: [JSONValue.Member]) -> JSONValue {
    guard let text = reference.string, let pointer = JSONPointer(fragment: text), pointer.segments.last != "$value",
      let target = pointer.evaluate(in: root)?.members, Self.isToken(target)
    else {
      return JSONValue(
        kind: .object([JSONValue.Member(key: "$ref", keyOffset: reference.offset, value: reference)]),
        offset: reference.offset)
    }
    let toValue = JSONValue(kind: .string(pointer.description + "/$value"), offset: reference.offset)
    return JSONValue(
      kind: .object([JSONValue.Member(key: "$ref", keyOffset: reference.offset, value: toValue)]),
      offset: reference.offset)
  }

  /// What a token's `$value` reads as.
  package struct ReadValue {
    package var declaredType: TokenType?
    package var expression: TokenExpression
    package var sourceValue: String?
  }

  private mutating func readValue(_ written: JSONValue, path: TokenPath, type: InheritedType?) -> ReadValue {
    let declared = type?.tokenType
    // A $ref to another token's $value is an alias; to anything else, that value.
    if case .reference(let target)? = tokenReference(written, path: path) {
      return ReadValue(declaredType: declared, expression: .alias(target))
    }
    guard let value = dereferenced(written, path: path) else { return ReadValue(expression: .invalid) }
    switch alias(in: value, path: path) {
    case .alias(let target)?:
      return ReadValue(declaredType: declared, expression: .alias(target))
    case .invalid?:
      return ReadValue(declaredType: declared, expression: .invalid)
    case nil:
      break
    }
    switch type {
    case nil:
      error(
        .tokenUnknownType,
        "Token '\(path)' has no $type; add \"$type\" to it or to its group (one of "
          + "\(DTCGType.allNames.joined(separator: ", "))).", at: location(written), subject: path)
      return ReadValue(expression: .invalid)
    case .invalid?, .unknown?:
      return ReadValue(expression: .invalid)
    case .known(let tokenType, _, _)?:
      guard let (expression, sourceValue) = literal(value, as: tokenType, path: path) else {
        return ReadValue(declaredType: tokenType, expression: .invalid)
      }
      return ReadValue(declaredType: tokenType, expression: expression, sourceValue: sourceValue)
    }
  }
}

extension DTCGDocumentReader.InheritedType {
  /// The Tessera type, when the format defines it.
  package var tokenType: TokenType? {
    if case .known(let type, _, _) = self { return type }
    return nil
  }
}
