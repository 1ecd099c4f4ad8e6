import Foundation
import Testing

@testable import TesseraAccessibility
@testable import TesseraColor
@testable import TesseraCore
@testable import TesseraFoundation
@testable import TesseraStrings
@testable import TesseraTokens

/// What `convert --to dtcg` writes holds to the rules the official 2025.10
/// JSON Schemas state (`format.json`, `resolver.json` and the files they
/// name, in the Design Tokens Community Group's repository): which members
/// each object may have, which are required, each type's value shape, and
/// the enums and ranges. The schemas themselves are not copied here; these
/// are their rules, checked on the package's own catalogs and on every
/// composite type. (During the work the same output was validated with the
/// schemas by Python's `jsonschema`.)
@Suite struct DTCGSchemaConformanceTests {
  /// A rule broken, at its JSON path.
  struct Violation: CustomStringConvertible {
    var path: String
    var rule: String
    var description: String { "\(path): \(rule)" }
  }

  /// The schemas' rules, applied to one document.
  struct SchemaRules {
    var violations: [Violation] = []

    mutating func fail(_ path: String, _ rule: String) { violations.append(Violation(path: path, rule: rule)) }

    mutating func only(_ value: JSONValue, _ allowed: Set<String>, required: [String] = [], at path: String) {
      guard let members = value.members else { return fail(path, "an object") }
      for member in members where !allowed.contains(member.key) { fail(path, "no member \(member.key)") }
      for key in required where members[key] == nil { fail(path, "requires \(key)") }
    }

    // MARK: Resolver (resolver.json, resolver/set.json, modifier.json, resolutionOrder.json)

    mutating func resolver(_ root: JSONValue) {
      only(
        root, ["$schema", "name", "version", "description", "sets", "modifiers", "resolutionOrder", "$defs"],
        required: ["version", "resolutionOrder"], at: "resolver")
      if root["version"]?.string != "2025.10" { fail("version", "const 2025.10") }
      for set in root["sets"]?.members ?? [] {
        only(set.value, ["description", "sources", "$extensions"], required: ["sources"], at: "sets.\(set.key)")
        sources(set.value["sources"], at: "sets.\(set.key).sources")
      }
      for modifier in root["modifiers"]?.members ?? [] {
        let path = "modifiers.\(modifier.key)"
        only(modifier.value, ["description", "contexts", "default", "$extensions"], required: ["contexts"], at: path)
        let contexts = modifier.value["contexts"]?.members ?? []
        if contexts.count < 2 { fail(path, "minProperties 2 contexts") }
        for context in contexts { sources(context.value, at: "\(path).contexts.\(context.key)") }
        if let name = modifier.value["default"]?.string, contexts[name] == nil { fail(path, "default names a context") }
      }
      guard let order = root["resolutionOrder"]?.elements, !order.isEmpty else {
        return fail("resolutionOrder", "minItems 1")
      }
      for item in order {
        guard let reference = item["$ref"]?.string else { continue }
        if reference.hasPrefix("#/resolutionOrder/") { fail("resolutionOrder", "no reference to itself") }
      }
    }

    mutating func sources(_ value: JSONValue?, at path: String) {
      guard let elements = value?.elements else { return fail(path, "an array") }
      for element in elements where element["$ref"]?.string == nil { fail(path, "reference objects") }
    }

    // MARK: Format (format.json, format/group.json, token.json, values/*.json)

    mutating func group(_ value: JSONValue, at path: String, type inherited: String?) {
      guard let members = value.members else { return fail(path, "a group is an object") }
      var type = inherited
      for member in members {
        let childPath = path.isEmpty ? member.key : "\(path).\(member.key)"
        switch member.key {
        case "$type":
          if DTCGType.names[member.value.string ?? ""] == nil { fail(childPath, "tokenType enum") }
          type = member.value.string
        case "$description": if member.value.string == nil { fail(childPath, "a string") }
        case "$extensions": if member.value.members == nil { fail(childPath, "an object") }
        case "$schema" where path.isEmpty: break
        case "$extends", "$deprecated", "$root": break
        default:
          if member.key.hasPrefix("$") || member.key.contains(".") || member.key.contains("{")
            || member.key.contains("}")
          {
            fail(childPath, "name ^[^${}.][^{}.]*$")
          } else if member.value["$value"] != nil {
            token(member.value, at: childPath, type: type)
          } else {
            group(member.value, at: childPath, type: type)
          }
        }
      }
    }

    mutating func token(_ value: JSONValue, at path: String, type inherited: String?) {
      only(value, ["$value", "$type", "$ref", "$description", "$extensions", "$deprecated"], at: path)
      let own = value["$type"]?.string
      guard let written = value["$value"], let type = own ?? inherited else { return fail(path, "a type") }
      if let text = written.string, text.hasPrefix("{") { return }
      // Without its own $type, a value must match exactly one value schema: a keyword string matches several.
      if own == nil, written.string != nil { fail(path, "a string value needs its own $type") }
      self.value(written, type: type, at: path)
    }

    /// A value of `type`, or a reference to one.
    mutating func value(_ value: JSONValue, type: String, at path: String) {
      if let text = value.string, text.hasPrefix("{"), text.hasSuffix("}") { return }
      switch type {
      case "color":
        only(value, ["colorSpace", "components", "alpha", "hex"], required: ["colorSpace", "components"], at: path)
        if ColorSpace(rawValue: value["colorSpace"]?.string ?? "") == nil { fail(path, "colorSpace enum") }
        if value["components"]?.elements?.count != 3 { fail(path, "three components") }
        if let alpha = value["alpha"]?.number, !(0...1).contains(alpha) { fail(path, "alpha 0…1") }
        if let hex = value["hex"] {
          let text = hex.string ?? ""
          if text.count != 7 || RGBA(hex: text) == nil { fail(path, "hex ^#[0-9a-fA-F]{6}$") }
        }
      case "dimension": unitValue(value, units: ["px", "rem"], at: path)
      case "duration": unitValue(value, units: ["ms", "s"], at: path)
      case "number": if value.number == nil { fail(path, "a number") }
      case "fontFamily":
        if value.string == nil, value.elements?.isEmpty != false { fail(path, "a name or names") }
      case "fontWeight":
        if let weight = value.number {
          if !(1...1000).contains(weight) { fail(path, "1…1000") }
        } else if DTCGFontWeight.names[value.string ?? ""] == nil {
          fail(path, "fontWeight enum")
        }
      case "cubicBezier":
        let numbers = value.elements?.compactMap(\.number) ?? []
        if numbers.count != 4 || !(0...1).contains(numbers[0]) || !(0...1).contains(numbers[2]) {
          fail(path, "[x1 0…1, y1, x2 0…1, y2]")
        }
      case "typography":
        let keys = ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"]
        only(value, Set(keys), required: keys, at: path)
        part(value["fontFamily"], "fontFamily", at: path)
        part(value["fontSize"], "dimension", at: path)
        part(value["fontWeight"], "fontWeight", at: path)
        part(value["letterSpacing"], "dimension", at: path)
        part(value["lineHeight"], "number", at: path)
      case "strokeStyle":
        if let keyword = value.string {
          if TokenStrokeStyle(keyword: keyword) == nil { fail(path, "strokeStyle enum") }
          return
        }
        only(value, ["dashArray", "lineCap"], required: ["dashArray", "lineCap"], at: path)
        if value["dashArray"]?.elements?.isEmpty != false { fail(path, "dashArray minItems 1") }
        for dash in value["dashArray"]?.elements ?? [] { part(dash, "dimension", at: path) }
        if TokenStrokeStyle.LineCap(rawValue: value["lineCap"]?.string ?? "") == nil { fail(path, "lineCap enum") }
      case "border":
        only(value, ["color", "width", "style"], required: ["color", "width", "style"], at: path)
        part(value["color"], "color", at: path)
        part(value["width"], "dimension", at: path)
        part(value["style"], "strokeStyle", at: path)
      case "transition":
        only(
          value, ["duration", "delay", "timingFunction"], required: ["duration", "delay", "timingFunction"], at: path)
        part(value["duration"], "duration", at: path)
        part(value["delay"], "duration", at: path)
        part(value["timingFunction"], "cubicBezier", at: path)
      case "shadow":
        for layer in value.elements ?? [value] {
          if let text = layer.string, text.hasPrefix("{") { continue }
          let keys = ["color", "offsetX", "offsetY", "blur", "spread"]
          only(layer, Set(keys + ["inset"]), required: keys, at: path)
          part(layer["color"], "color", at: path)
          for key in keys.dropFirst() { part(layer[key], "dimension", at: path) }
          if let inset = layer["inset"], inset.bool == nil { fail(path, "inset boolean") }
        }
      case "gradient":
        guard let stops = value.elements, !stops.isEmpty else { return fail(path, "gradient minItems 1") }
        for stop in stops {
          if let text = stop.string, text.hasPrefix("{") { continue }
          only(stop, ["color", "position"], required: ["color", "position"], at: path)
          part(stop["color"], "color", at: path)
          if let position = stop["position"]?.number, !(0...1).contains(position) { fail(path, "position 0…1") }
        }
      default:
        fail(path, "tokenType enum")
      }
    }

    mutating func part(_ value: JSONValue?, _ type: String, at path: String) {
      guard let value else { return }
      self.value(value, type: type, at: path)
    }

    mutating func unitValue(_ value: JSONValue, units: Set<String>, at path: String) {
      only(value, ["value", "unit"], required: ["value", "unit"], at: path)
      if value["value"]?.number == nil { fail(path, "value a number") }
      if !units.contains(value["unit"]?.string ?? "") { fail(path, "unit enum \(units.sorted())") }
    }
  }

  /// The files `convert --to dtcg` writes of `files`, each checked, with the violations found.
  private func convertedViolations(_ files: [String: String]) throws -> [String: [Violation]] {
    let scratch = try Scratch(files)
    let inputs = PipelineInputs(tokensDirectory: scratch.url.appendingPathComponent("Tokens"), displayBase: scratch.url)
    let conversion = TokensConverter(inputs: inputs).plan(to: .dtcg)
    #expect(conversion.diagnostics.allSatisfy { $0.severity != .error }, "\(conversion.diagnostics)")
    var found: [String: [Violation]] = [:]
    for change in conversion.changes {
      guard case .success(let root) = JSONReader().read(change.bytes) else {
        Issue.record("\(change.displayPath) is not JSON")
        continue
      }
      var rules = SchemaRules()
      if change.displayPath.hasSuffix(".resolver.json") {
        rules.resolver(root)
      } else {
        rules.group(root, at: "", type: nil)
      }
      found[change.displayPath] = rules.violations
    }
    return found
  }

  @Test func thePackagesTokensConvertToDocumentsTheSchemasAccept() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Tokens")
    var files: [String: String] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".xml") {
      files["Tokens/\(name)"] = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }
    let found = try convertedViolations(files)
    #expect(found.keys.sorted().contains("Tokens/tokens.resolver.json"))
    #expect(found.keys.count == 6)
    for (file, violations) in found { #expect(violations.isEmpty, "\(file): \(violations)") }
  }

  @Test func everyCompositeTypeConvertsToValuesTheSchemasAccept() throws {
    let found = try convertedViolations([
      "Tokens/base.xml": CompositeTokenTests.xml,
      "Tokens/light.xml": ##"<tokens mode="light"><token name="ink2" type="color" value="#00000080"/></tokens>"##,
      "Tokens/light-hc.xml":
        ##"<tokens mode="light-high-contrast"><token name="ink2" type="color" value="#000000"/></tokens>"##,
      "Tokens/pairs.xml": """
      <tokens><contrast>
        <pair foreground="ink2" background="color.paper" backdrop="color.paper" minimum="large-text" high-contrast-minimum="aaa"/>
      </contrast></tokens>
      """,
    ])
    #expect(found.keys.count == 4)
    for (file, violations) in found { #expect(violations.isEmpty, "\(file): \(violations)") }
  }

  /// The rules catch what the schemas refuse: the checker is no rubber stamp.
  @Test func theRulesRefuseWhatTheSchemasRefuse() {
    func violations(_ text: String, resolver: Bool = false) -> [String] {
      guard case .success(let root) = JSONReader().read(Array(text.utf8)) else { return ["not JSON"] }
      var rules = SchemaRules()
      if resolver { rules.resolver(root) } else { rules.group(root, at: "", type: nil) }
      return rules.violations.map(\.description)
    }
    #expect(
      violations(#"{"version": "2025.10", "resolutionOrder": [], "$extensions": {}}"#, resolver: true) == [
        "resolver: no member $extensions", "resolutionOrder: minItems 1",
      ])
    #expect(
      violations(
        #"{"t": {"$type": "typography", "$value": {"fontFamily": "A", "fontSize": {"value": 1, "unit": "px"}, "fontWeight": 400, "lineHeight": 1}}}"#
      )
        == ["t: requires letterSpacing"])
    #expect(
      violations(
        ##"{"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 1, 1], "hex": "#fff"}}}"##)
        == ["c: hex ^#[0-9a-fA-F]{6}$"])
    #expect(
      violations(#"{"g": {"$type": "strokeStyle", "s": {"$value": "dashed"}}}"#) == [
        "g.s: a string value needs its own $type"
      ])
  }
}
