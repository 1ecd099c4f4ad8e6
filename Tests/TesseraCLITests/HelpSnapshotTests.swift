import Foundation
import Testing

/// `tessera --help` and each subcommand's help, at 80 columns, as snapshots
/// (swift-argument-parser keeps its own the same way): a change to an option
/// or a text shows up in review, and nothing is wider than 80 columns or
/// breaks an example across lines.
///
/// To accept a deliberate change, run with `TESSERA_RECORD_GOLDEN=1` and
/// review the diff of `Tests/HelpSnapshots`.
@Suite struct HelpSnapshotTests {
  static let snapshots = CLITests.packageRoot.appendingPathComponent("Tests/HelpSnapshots")

  static let commands: [[String]] = [
    [], ["init"], ["lint"], ["generate"], ["contrast"], ["inspect"], ["inspect", "strings"], ["rules"],
    ["export-localizations"], ["import-localizations"], ["convert"], ["report"],
  ]

  @Test(arguments: commands) func helpIsItsSnapshot(_ command: [String]) async throws {
    let run = try await runTessera(command + ["--help"], in: CLITests.packageRoot, environment: ["COLUMNS": "80"])
    #expect(run.status == 0)
    let name = (["tessera"] + command).joined(separator: "-") + ".txt"
    let file = Self.snapshots.appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["TESSERA_RECORD_GOLDEN"] == "1" {
      try FileManager.default.createDirectory(at: Self.snapshots, withIntermediateDirectories: true)
      try Data(run.output.utf8).write(to: file)
    }
    let snapshot = try String(contentsOf: file, encoding: .utf8)
    #expect(run.output == snapshot, "\(name) differs; run with TESSERA_RECORD_GOLDEN=1 and review the diff")
  }

  /// Every line fits 80 columns, and an example is never wrapped: within an
  /// EXAMPLES block each line is indented, where a wrapped one would start
  /// at the margin.
  @Test(arguments: commands) func helpFitsEightyColumns(_ command: [String]) async throws {
    let run = try await runTessera(command + ["--help"], in: CLITests.packageRoot, environment: ["COLUMNS": "80"])
    var inExamples = false
    for line in run.output.split(separator: "\n", omittingEmptySubsequences: false) {
      #expect(line.count <= 80, "\(command): \(line)")
      if line == "EXAMPLES:" {
        inExamples = true
      } else if line.isEmpty {
        inExamples = false
      } else if inExamples {
        #expect(line.hasPrefix("  "), "\(command): an example wraps at '\(line)'")
      }
    }
  }
}
