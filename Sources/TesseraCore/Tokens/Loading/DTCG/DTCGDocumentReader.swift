/// Walks one DTCG document's groups and tokens, building definitions and
/// reporting as it goes; ``DTCGTokenReader`` is its entry point, and the
/// values are read in `DTCGValueReader.swift`.
struct DTCGDocumentReader {
  let source: SourceText
  let root: JSONValue
  let scope: TokenScope
  let remBase: Double
  var definitions: [TokenDefinition] = []
  var diagnostics: [Diagnostic] = []

  init(source: SourceText, root: JSONValue, scope: TokenScope, remBase: Double) {
    self.source = source
    self.root = root
    self.scope = scope
    self.remBase = remBase
  }

  /// What a group hands its members: a type and a deprecation.
  struct Inherited {
    /// `nil` for none; `.invalid` when the group's own was already reported.
    var type: InheritedType?
    var deprecation: String?
  }

  enum InheritedType {
    case known(DTCGType, name: String, location: SourceLocation)
    case invalid
  }

  static let tokenProperties: Set<String> = ["$value", "$type", "$description", "$deprecated", "$extensions"]
  static let groupProperties: Set<String> = ["$type", "$description", "$deprecated", "$extensions"]

  /// The line of the last location found: a document is read in order,
  /// so the next is most often on it or a few lines on.
  private var lineHint = 0

  mutating func location(_ value: JSONValue) -> SourceLocation {
    source.location(ofOffset: value.offset, hint: &lineHint)
  }

  mutating func location(_ member: JSONValue.Member) -> SourceLocation {
    source.location(ofOffset: member.keyOffset, hint: &lineHint)
  }

  mutating func error(_ rule: RuleID, _ message: String, at location: SourceLocation, subject: TokenPath? = nil) {
    diagnostics.append(.error(rule, message, at: location, subject: subject?.description))
  }

  mutating func schema(_ message: String, at value: JSONValue, subject: TokenPath? = nil) {
    error(.dtcgSchema, message, at: location(value), subject: subject)
  }

  mutating func readRoot() {
    guard let members = root.members else {
      schema(
        "The file holds \(root.kindName); a DTCG token file holds an object of groups and tokens, { … }.", at: root)
      return
    }
    readGroup(members, path: TokenPath([]), inherited: Inherited(), isRoot: true)
  }

  // MARK: - Groups

  private mutating func readGroup(
    _ members: [JSONValue.Member], path: TokenPath, inherited: Inherited, isRoot: Bool
  ) {
    var inherited = inherited
    let what = isRoot ? "The file" : "Group '\(path)'"
    // Properties first: a group's `$type` applies whichever order its members are in.
    for member in members where member.key.hasPrefix("$") {
      switch member.key {
      case "$type":
        inherited.type = readType(member.value, path: path)
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
      case "$root", "$extends":
        error(
          .dtcgUnsupportedType,
          "\(what) uses \(member.key), which Tessera does not read yet: "
            + (member.key == "$root"
              ? "a group can't have a value of its own in the generated theme; move it into a token of the group."
              : "copy the tokens of the group it extends into it."),
          at: location(member), subject: path)
      case "$value":
        break  // A member with $value is read as a token, never as a group.
      default:
        unknownProperty(member, of: what, allowed: Self.groupProperties, subject: path)
      }
    }
    for member in members where !member.key.hasPrefix("$") {
      guard TokenPath.isValidSegment(member.key) else {
        error(
          .dtcgSchema,
          "'\(member.key)' is not a name Tessera can generate; use letters, digits, '-' and '_', starting with a "
            + "letter or digit (DTCG names may not contain '.', '{' or '}').", at: location(member),
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
      if childMembers["$value"] != nil {
        readToken(member, members: childMembers, path: childPath, inherited: inherited)
      } else {
        readGroup(childMembers, path: childPath, inherited: inherited, isRoot: false)
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

  private mutating func readType(_ value: JSONValue, path: TokenPath) -> InheritedType {
    guard let name = value.string else {
      schema("$type of '\(path)' is \(value.kindName); write the type's name as a string.", at: value, subject: path)
      return .invalid
    }
    guard let type = DTCGType(name: name) else {
      error(
        .tokenUnknownType, DTCGType.unknownMessage(name, path: path.description), at: location(value), subject: path)
      return .invalid
    }
    return .known(type, name: name, location: location(value))
  }

  /// What `$deprecated` says: deprecated with a reason (empty for `true`),
  /// or not (`false`, which lifts a group's).
  struct Deprecated {
    var reason: String?
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
      case "$value": break
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
    guard let value = members["$value"] else { return }
    // DTCG has no opacity type: Tessera writes an opacity as a number marked in its own extension.
    if case .known(.supported(.number), let name, let typeLocation)? = type,
      members["$extensions"]?[DTCGResolverReader.extensionKey]?["type"]?.string == TokenType.opacity.rawValue
    {
      type = .known(.supported(.opacity), name: name, location: typeLocation)
    }
    let expression = readValue(value, path: path, type: type)
    definitions.append(
      TokenDefinition(
        path: path, declaredType: expression.declaredType, expression: expression.expression, scope: scope,
        description: description, location: location(member), valueLocation: location(value),
        deprecation: deprecation, sourceValue: expression.sourceValue))
  }

  /// What a token's `$value` reads as.
  struct ReadValue {
    var declaredType: TokenType?
    var expression: TokenExpression
    var sourceValue: String?
  }

  private mutating func readValue(_ written: JSONValue, path: TokenPath, type: InheritedType?) -> ReadValue {
    // A $ref to another token's $value is an alias; to anything else, that value.
    if case .reference(let target)? = tokenReference(written, path: path) {
      return ReadValue(declaredType: type?.tokenType, expression: .alias(target))
    }
    guard let value = dereferenced(written, path: path) else { return ReadValue(expression: .invalid) }
    switch alias(in: value, path: path) {
    case .alias(let target)?:
      return ReadValue(declaredType: type?.tokenType, expression: .alias(target))
    case .invalid?:
      return ReadValue(declaredType: type?.tokenType, expression: .invalid)
    case nil:
      break
    }
    switch type {
    case nil:
      error(
        .tokenUnknownType,
        "Token '\(path)' has no $type; add \"$type\" to it or to its group (one of "
          + "\(DTCGType.supportedNames.keys.sorted().joined(separator: ", "))).", at: location(written), subject: path)
      return ReadValue(expression: .invalid)
    case .invalid?:
      return ReadValue(expression: .invalid)
    case .known(.unsupported(let name), _, let typeLocation)?:
      error(
        .dtcgUnsupportedType,
        "Token '\(path)' is a \(name), a DTCG type Tessera can't express yet; remove it from the files Tessera "
          + "reads, or give Tessera a token of a type it has ("
          + DTCGType.supportedNames.keys.sorted().joined(separator: ", ") + ").", at: typeLocation, subject: path)
      return ReadValue(expression: .invalid)
    case .known(.supported(let tokenType), _, _)?:
      guard let (expression, sourceValue) = literal(value, as: tokenType, path: path) else {
        return ReadValue(declaredType: tokenType, expression: .invalid)
      }
      return ReadValue(declaredType: tokenType, expression: expression, sourceValue: sourceValue)
    }
  }
}

extension DTCGDocumentReader.InheritedType {
  /// The Tessera type, when it is one Tessera has.
  var tokenType: TokenType? {
    if case .known(.supported(let type), _, _) = self { return type }
    return nil
  }
}
