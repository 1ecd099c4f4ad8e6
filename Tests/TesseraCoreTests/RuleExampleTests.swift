import Testing

@testable import TesseraAccessibility
@testable import TesseraColor
@testable import TesseraCore
@testable import TesseraFoundation
@testable import TesseraStrings
@testable import TesseraTokens

/// Every example of every rule, run as the CLI runs its command in a
/// project folder: a triggering example is reported by its rule exactly
/// once, at the file and line it states; a non-triggering one not at all.
/// An example shows one thing, so no other rule reports anything in it.
@Suite struct RuleExampleTests {
  /// One example of one rule.
  struct Case: Sendable, CustomTestStringConvertible {
    var rule: RuleID
    var example: RuleExample
    var number: Int

    var testDescription: String {
      "\(rule) \(example.reportedAt == nil ? "passes" : "reports") #\(number): \(example.caption)"
    }
  }

  static let cases: [Case] = RuleCatalog.all.flatMap { rule in
    let examples = [rule.triggeringExamples, rule.nonTriggeringExamples]
    return examples.flatMap { list in
      list.enumerated().map { Case(rule: rule.id, example: $0.element, number: $0.offset + 1) }
    }
  }

  @Test(arguments: cases)
  func example(_ test: Case) throws {
    let project = try ExampleProject(test.example)
    defer { project.remove() }
    let diagnostics = project.run(test.example.command)
    let reported = diagnostics.filter { $0.rule == test.rule }.map { "\($0.location.file):\($0.location.line)" }
    if let location = test.example.reportedAt {
      #expect(reported == [location.description], "\(locations(diagnostics))")
    } else {
      #expect(reported.isEmpty, "\(locations(diagnostics))")
    }
    #expect(diagnostics.allSatisfy { $0.rule == test.rule }, "other rules report: \(locations(diagnostics))")
  }

  /// No rule goes without examples: every rule can be reached from a
  /// project's files, even an unreadable file (a folder where it should be)
  /// and a file over the size cap (padded to it).
  @Test func everyRuleHasATriggeringAndANonTriggeringExample() {
    for rule in RuleCatalog.all {
      #expect(!rule.triggeringExamples.isEmpty, "\(rule.id) has no triggering example")
      #expect(!rule.nonTriggeringExamples.isEmpty, "\(rule.id) has no non-triggering example")
      #expect(rule.triggeringExamples.allSatisfy { $0.reportedAt != nil }, "\(rule.id)")
      #expect(rule.nonTriggeringExamples.allSatisfy { $0.reportedAt == nil }, "\(rule.id)")
    }
  }

  /// A triggering example is reported in one of its own files, or at a
  /// folder that holds them (a locale's missing table, a missing base
  /// locale).
  @Test func theReportedFileIsTheExamplesOwn() {
    for rule in RuleCatalog.all {
      for example in rule.triggeringExamples {
        guard let location = example.reportedAt else { continue }
        #expect(
          example.files.contains { $0.path == location.file || $0.path.hasPrefix(location.file + "/") },
          "\(rule.id): \(location)")
        #expect(location.line >= 1)
      }
    }
  }

  /// Each example's files have distinct paths, and the kinds their paths
  /// say.
  @Test func filesHaveDistinctPathsAndTheirKinds() {
    for rule in RuleCatalog.all {
      for example in rule.triggeringExamples + rule.nonTriggeringExamples {
        let paths = example.files.map(\.path)
        #expect(Set(paths).count == paths.count, "\(rule.id): \(paths)")
        for file in example.files {
          let kind: RuleExample.File.Kind? =
            switch file.path.split(separator: ".").last {
            case "strings": .strings
            case "stringsdict": .stringsdict
            case "xcstrings": .xcstrings
            case "swift": .swift
            case "xliff": .xliff
            case "json" where file.path.hasSuffix(".tokens.json") || file.path.hasSuffix(".resolver.json"): .dtcg
            case "json": file.path == "tessera-baseline.json" ? .baseline : .coverage
            case "yml", "yaml": .configuration
            case "xml": file.path == "Strings/Accessibility.xml" ? .accessibility : .tokens
            default: nil
            }
          #expect(kind == file.kind, "\(rule.id): \(file.path) is \(file.kind)")
        }
      }
    }
  }
}
