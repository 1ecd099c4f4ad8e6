import TesseraColor
import TesseraFoundation

/// What DTCG token files hold that an XML catalog can't, reported by token
/// as `convert-not-expressible` for `tessera convert --to xml`:
/// - `$deprecated` (XML has no deprecation);
/// - a colour's value in another space than sRGB, or in sRGB finer than 8
///   bits a channel (XML holds its sRGB hex),
///   and a font family's fallbacks after the first (XML holds one family):
///   both ``TokenDefinition/sourceValue``;
/// - `$extensions`, but for Tessera's own (`dev.tessera`: an opacity's
///   `type`, the resolver's `contrast`);
/// - a dimension in `rem` (XML holds points);
/// - a resolver's modifier that holds no appearances, of which only one
///   context is read.
package struct DTCGConversionLosses {
  package let modifier: String
  package let maximumFileSize: Int
  /// The names of appearances, which tell a modifier that holds them.
  package var appearanceNames = AppearanceNames()
  /// The context chosen for each modifier that holds no appearances
  /// (`dtcg.contexts`); else its default, else its first.
  package var contexts: [String: String] = [:]
  /// The display paths of the files converted (and removed after).
  package var converted: Set<String> = []
  package private(set) var diagnostics: [Diagnostic] = []
  /// Each file's group `$description`s, by display path, then group path,
  /// which XML groups carry as `description`.
  package private(set) var groupDescriptions: [String: [TokenPath: String]] = [:]

  package init(modifier: String, maximumFileSize: Int) {
    self.modifier = modifier
    self.maximumFileSize = maximumFileSize
  }

  private mutating func report(_ message: String, at location: SourceLocation, subject: String) {
    diagnostics.append(.warning(.convertNotExpressible, message, at: location, subject: subject))
  }

  /// The losses the model records: deprecations and source values.
  package mutating func report(_ definitions: [TokenDefinition]) {
    for definition in definitions {
      let path = definition.path.description
      if let reason = definition.deprecation {
        report(
          "'\(path)' is deprecated\(reason.isEmpty ? "" : " (\(reason))"), which an XML catalog can't record, so "
            + "it converts to an ordinary token and aliases to it are no longer token-deprecated; say so in its "
            + "description if users need to know.", at: definition.location, subject: path)
      }
      guard let source = definition.sourceValue else { continue }
      if case .literal(.fontFamily(let family)) = definition.expression {
        report(
          "'\(path)' lists the font families \(source); an XML catalog holds one family, so it converts to "
            + "'\(family)' and the fallbacks are left out.", at: definition.location, subject: path)
      } else if case .literal(.color(let color)) = definition.expression, source.hasPrefix("color(srgb ") {
        report(
          "'\(path)' is written \(source), finer than an XML catalog's hex, which has 8 bits a channel, so it "
            + "converts to \(color.hex) and the value as written leaves the generated doc comment.",
          at: definition.location, subject: path)
      } else if case .literal(.color(let color)) = definition.expression {
        report(
          "'\(path)' is written \(source); an XML catalog holds sRGB hex, so it converts to \(color.hex) and the "
            + "value as written leaves the generated doc comment.", at: definition.location, subject: path)
      }
    }
  }

  /// The losses only the file shows: `$extensions`, group descriptions and other modifiers.
  package mutating func scan(_ file: CatalogFile) {
    guard case .success(let bytes)? = file.read(maximumFileSize: maximumFileSize),
      case .success(let root) = JSONReader().read(bytes)
    else { return }
    let source = SourceText(displayPath: file.displayPath, bytes: bytes)
    if root["resolutionOrder"] != nil {
      scanResolver(root, source: source)
    } else {
      scanGroup(root, path: TokenPath([]), source: source)
    }
  }

  private mutating func scanGroup(_ value: JSONValue, path: TokenPath, source: SourceText) {
    guard let members = value.members else { return }
    let isToken = members["$value"] != nil
    let name = path.segments.isEmpty ? "the file" : "'\(path)'"
    if isToken, let value = members["$value"] { remUnits(in: value, of: path, source: source) }
    for member in members {
      switch member.key {
      case "$extensions":
        extensions(member, of: name, source: source, subject: path.description, own: isToken ? ["type"] : [])
      case "$description" where !isToken && !path.segments.isEmpty:
        if let text = member.value.string?.trimmingWhitespace, !text.isEmpty {
          groupDescriptions[source.displayPath, default: [:]][path] = text
        }
      case let key where !key.hasPrefix("$") && !isToken:
        scanGroup(member.value, path: path.appending(key), source: source)
      default: break
      }
    }
  }

  /// A dimension in `rem`, alone or in a composite (a typography's size, a
  /// shadow's offsets …): XML holds points, so the value no longer follows `dtcg.rem_base`.
  private mutating func remUnits(in value: JSONValue, of path: TokenPath, source: SourceText, field: String = "") {
    if let unit = value["unit"], unit.string == "rem", value["value"] != nil {
      let what = field.isEmpty ? "'\(path)'" : "The \(field) of '\(path)'"
      report(
        "\(what) is in rem, which an XML catalog doesn't have, so it converts to points at the rem base it was "
          + "read with and no longer follows dtcg.rem_base.", at: source.location(ofOffset: unit.offset),
        subject: path.description)
      return
    }
    switch value.kind {
    case .object(let members):
      for member in members { remUnits(in: member.value, of: path, source: source, field: member.key) }
    case .array(let elements):
      for element in elements { remUnits(in: element, of: path, source: source, field: field) }
    default: break
    }
  }

  private mutating func extensions(
    _ member: JSONValue.Member, of name: String, source: SourceText, subject: String, own: Set<String>
  ) {
    for vendor in member.value.members ?? [] {
      let kept = vendor.key == DTCGResolverReader.extensionKey
      let lost = kept ? (vendor.value.members ?? []).map(\.key).filter { !own.contains($0) } : [vendor.key]
      guard !lost.isEmpty else { continue }
      report(
        "The $extensions of \(name) hold \(kept ? "dev.tessera's " : "")\(lost.joined(separator: ", ")), which an "
          + "XML catalog can't carry, so it is left out; keep a copy if a tool needs it.",
        at: source.location(ofOffset: vendor.keyOffset), subject: subject)
    }
  }

  /// `reference`, relative to the folder `folder` (its path's segments),
  /// as a display path: `.` segments dropped and `..` taken back.
  package static func joined(_ folder: [String], _ reference: String) -> String {
    var segments = folder
    for segment in reference.split(separator: "/", omittingEmptySubsequences: true) {
      switch segment {
      case ".": continue
      case "..": if segments.isEmpty || segments.last == ".." { segments.append("..") } else { segments.removeLast() }
      default: segments.append(String(segment))
      }
    }
    return segments.joined(separator: "/")
  }

  private mutating func scanResolver(_ root: JSONValue, source: SourceText) {
    for member in root.members ?? [] where member.key == "$extensions" {
      extensions(member, of: "the resolver", source: source, subject: source.displayPath, own: ["contrast"])
    }
    for container in (root["sets"]?.members ?? []) + (root["modifiers"]?.members ?? []) {
      for member in container.value.members ?? [] where member.key == "$extensions" {
        extensions(member, of: "'\(container.key)'", source: source, subject: source.displayPath, own: ["contrast"])
      }
    }
    for modifier in root["modifiers"]?.members ?? [] {
      let contexts = modifier.value["contexts"]?.members ?? []
      guard contexts.allSatisfy({ appearanceNames.appearance(named: $0.key) == nil }) else { continue }
      let chosen = self.contexts[modifier.key] ?? modifier.value["default"]?.string ?? contexts.first?.key
      let read = chosen.map { ", '\($0)'," } ?? ""
      // The files only the other contexts name: not converted, so not removed, and read as shared tokens next time.
      let folder = source.displayPath.split(separator: "/").dropLast().map(String.init)
      var left: [String] = []
      for context in contexts where context.key != chosen {
        for source in context.value.elements ?? [] {
          guard let reference = source["$ref"]?.string, !reference.hasPrefix("#") else { continue }
          let path = Self.joined(folder, reference)
          if !converted.contains(path), !left.contains(path) { left.append(path) }
        }
      }
      let files =
        left.isEmpty
        ? ""
        : " Their files stay as they are (\(left.joined(separator: ", "))), and without the resolver the next run "
          + "reads them as shared tokens: move them out of the tokens folder, or delete them."
      report(
        "Modifier '\(modifier.key)' holds no appearances, and XML catalogs have only appearances, so only the "
          + "context Tessera reads of it\(read) converts, into every appearance; its other contexts are left out."
          + files, at: source.location(ofOffset: modifier.keyOffset), subject: modifier.key)
    }
    // Inline token trees of sets and contexts.
    for set in root["sets"]?.members ?? [] {
      for inline in set.value["sources"]?.elements ?? [] where inline["$ref"] == nil {
        scanGroup(inline, path: TokenPath([]), source: source)
      }
    }
  }
}
