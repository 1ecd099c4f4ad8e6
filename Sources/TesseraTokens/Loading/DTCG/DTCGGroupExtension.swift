import TesseraColor
import TesseraFoundation

/// A group's `$extends` (format 2025.10): the group takes every token and
/// property of the group it names, its own members replacing those at the
/// same path, group by group down the tree (the format's deep merge, which
/// it defines as JSON Schema's `$ref` with siblings).
///
/// The target is written as an alias, `"{button}"`, or a JSON Pointer,
/// `"#/button"`, and must be a group of the same file or of another token
/// file read with it: another source of the resolution (whose sources behave
/// as one document), or without a resolver another file of the tokens folder
/// in the same mode or shared. A target that is a token or
/// isn't there, a chain that comes back to a group on it, and a
/// group whose `$type` differs from the type of the tokens it extends are
/// `dtcg-extends` errors at the `$extends` (or `$type`) that says so. The
/// tokens it brings from this file keep the place they are written, so what
/// Tessera reports about one points there; those from another file point to
/// the `$extends` that brought them.
extension DTCGDocumentReader {
  /// How many members `$extends` may copy into one document, nested groups
  /// counted: far more than a design system extends, and a stop to groups
  /// that each double the last.
  package static let maximumExtension = 100_000

  /// `written`'s members with those of the group its `$extends` names
  /// beneath them; `nil` when it can't be followed (reported). `extending`
  /// gains the group, for the groups below it.
  package mutating func extendedMembers(
    _ extends: JSONValue.Member, of written: [JSONValue.Member], path: TokenPath, extending: inout [TokenPath]
  ) -> [JSONValue.Member]? {
    extending.append(path)
    guard let base = target(of: extends.value, from: path, extending: extending) else { return nil }
    // The type the extended tokens have: the base's own, or the one it inherits from its groups.
    let baseType = base.members["$type"]?.string ?? inheritedType(of: base.path, in: base.document)
    if let ownType = written.first(where: { $0.key == "$type" }), let own = ownType.value.string,
      let baseType, own != baseType
    {
      error(
        .dtcgExtends,
        "Group '\(path)' is of type '\(own)' but extends {\(base.path)}, whose tokens are of type '\(baseType)'; "
          + "a group and the group it extends have one type, so remove one $type or extend a group of '\(own)'.",
        at: location(ownType.value), subject: path)
      return nil
    }
    var inherited = base.members
    if baseType != nil, inherited["$type"] == nil {
      inherited.append(
        JSONValue.Member(
          key: "$type", keyOffset: extends.keyOffset,
          value: JSONValue(kind: .string(baseType ?? ""), offset: extends.value.offset)))
    }
    let merged = merge(inherited, under: written.filter { $0.key != "$extends" && $0.key != "$ref" })
    guard extensionBudget >= 0 else {
      if extensionBudget > -Self.maximumExtension {
        extensionBudget = -Self.maximumExtension
        error(
          .dtcgExtends,
          "The $extends of this file copy more than \(Self.maximumExtension) tokens and groups; they probably "
            + "extend one another over and over. Extend each group from one base.", at: location(extends),
          subject: path)
      }
      return nil
    }
    return merged
  }

  /// The group `value` names, with its own `$extends` followed, or `nil` (reported).
  private mutating func target(of value: JSONValue, from path: TokenPath, extending: [TokenPath]) -> (
    path: TokenPath, members: [JSONValue.Member], document: JSONValue
  )? {
    var segments: [String]?
    if let text = value.string {
      if let pointer = JSONPointer(fragment: text) {
        segments = pointer.segments
      } else if text.hasPrefix("{"), text.hasSuffix("}"), text.count >= 2,
        let alias = TokenPath(parsing: text.dropFirst().dropLast())
      {
        segments = alias.segments
      }
    }
    guard let segments, !segments.isEmpty else {
      error(
        .dtcgExtends,
        "$extends of '\(path)' is \(value.string.map { "'\($0)'" } ?? value.kindName); write the group it extends "
          + "as an alias, \"{group.name}\", or a JSON Pointer, \"#/group/name\".", at: location(value), subject: path)
      return nil
    }
    let targetPath = TokenPath(segments)
    let pointer = JSONPointer(segments: segments)
    var document = root
    var found = pointer.evaluate(in: root)
    if found == nil {
      // Another source of the resolution, the last one that has it, as the merged document would.
      for outer in outerRoots.reversed() {
        guard let foreign = pointer.evaluate(in: outer) else { continue }
        document = outer
        // Its offsets are another file's: what is reported of its tokens points to this $extends.
        found = foreign.relocated(to: value.offset)
        break
      }
    }
    guard let found else {
      error(
        .dtcgExtends,
        "$extends of '\(path)' names {\(targetPath)}, which is not a group of this file"
          + (outerRoots.isEmpty ? "" : " or of the token files read with it") + "; fix the path or add the group.",
        at: location(value), subject: path)
      return nil
    }
    guard let members = found.members, !Self.isToken(members) else {
      error(
        .dtcgExtends,
        "$extends of '\(path)' names {\(targetPath)}, which is \(found.members == nil ? found.kindName : "a token"); "
          + "a group extends a group, so name the group that holds it.", at: location(value), subject: path)
      return nil
    }
    // A group that extends one holding it, or a chain back to a group on it, never ends.
    if let holder = extending.first(where: { $0.segments.starts(with: segments) && $0 != targetPath }),
      !extending.contains(targetPath)
    {
      error(
        .dtcgExtends,
        "$extends of '\(path)' names {\(targetPath)}, which holds '\(holder)', so extending it never ends; extend "
          + "a group beside it instead.", at: location(value), subject: path)
      return nil
    }
    if let start = extending.firstIndex(where: { $0.segments.starts(with: segments) }) {
      // Told from the group whose $extends is reported.
      var members = Array(extending[start...])
      if let own = members.firstIndex(of: path) { members = Array(members[own...] + members[..<own]) }
      let chain = (members + [members[0]]).map(\.description).joined(separator: " → ")
      error(
        .dtcgExtends,
        "$extends of '\(path)' leads back to itself: \(chain); a group can't extend itself or a group that "
          + "holds or extends it.", at: location(value), subject: path)
      return nil
    }
    extensionBudget -= Self.count(members)
    guard extensionBudget >= 0 else { return (targetPath, [], document) }
    if let further = members.first(where: { $0.key == "$extends" }) ?? members.first(where: { $0.key == "$ref" }) {
      var chain = extending
      guard let base = extendedMembers(further, of: members, path: targetPath, extending: &chain) else { return nil }
      return (targetPath, base, document)
    }
    return (targetPath, members, document)
  }

  /// The `$type` the group at `path` of `document` inherits from the groups that hold it, if any.
  private func inheritedType(of path: TokenPath, in document: JSONValue) -> String? {
    var node = document
    var found = document["$type"]?.string
    for segment in path.segments.dropLast() {
      guard let next = node[segment] else { break }
      if let type = next["$type"]?.string { found = type }
      node = next
    }
    return found
  }

  /// `base`'s members with `own` over them: a group in both merged the same
  /// way, anything else of `own` replacing that of `base` whole.
  private func merge(_ base: [JSONValue.Member], under own: [JSONValue.Member]) -> [JSONValue.Member] {
    var merged = base
    for member in own {
      guard let index = merged.firstIndex(where: { $0.key == member.key }) else {
        merged.append(member)
        continue
      }
      if !member.key.hasPrefix("$"), let ownMembers = member.value.members, !Self.isToken(ownMembers),
        let baseMembers = merged[index].value.members, !Self.isToken(baseMembers)
      {
        var combined = member
        combined.value = JSONValue(kind: .object(merge(baseMembers, under: ownMembers)), offset: member.value.offset)
        merged[index] = combined
      } else {
        merged[index] = member
      }
    }
    return merged
  }

  /// How many members `members` holds, nested ones counted.
  private static func count(_ members: [JSONValue.Member]) -> Int {
    members.reduce(members.count) { total, member in total + (member.value.members.map(count) ?? 0) }
  }
}
