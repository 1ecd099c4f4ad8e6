import Foundation
import Testing

@testable import TesseraAccessibility
@testable import TesseraColor
@testable import TesseraCore
@testable import TesseraFoundation
@testable import TesseraStrings
@testable import TesseraTokens

/// The generic wrapper any stage runs through its part of a cache record
/// (``CachedStage``), on a stage of the test's own: it reads a file its key
/// covers and one it doesn't, reports a warning and emits one Swift file.
@Suite struct CachedStageTests {
  /// The stage's folder: `covered.txt` (in the key), `extra.txt` (read
  /// beyond it) and `Generated/`, where its file is written.
  final class Project {
    let scratch: Scratch
    var covered: URL { scratch.url.appendingPathComponent("covered.txt") }
    var extra: URL { scratch.url.appendingPathComponent("extra.txt") }
    var output: URL { scratch.url.appendingPathComponent("Generated") }
    /// How many times the stage ran.
    var runs = 0

    init() throws {
      scratch = try Scratch(["covered.txt": "covered\n", "extra.txt": "extra\n", "Generated/.keep": ""])
    }

    var key: InputFingerprint {
      var key = InputFingerprint(command: "generate", tool: "test")
      key.addFile(covered)
      return key
    }

    func stage(recorded: Result<StageRecordPart, InputCache.Miss>) -> CachedStage {
      CachedStage(key: key, recorded: recorded, output: output, assetCatalog: nil)
    }

    /// Runs the stage through `cached`, reading through a recording port.
    func run(_ cached: CachedStage, needsFiles: Bool = true) -> (CachedStage.Run, [Diagnostic], [String]) {
      let log = ReadLog()
      var diagnostics = DiagnosticBag()
      let run = cached.run(
        needsFiles: needsFiles, port: .recording(into: log), maximumFileSize: 1 << 20, into: &diagnostics
      ) { port, diagnostics in
        runs += 1
        let reader = CatalogFileReader(maximumFileSize: 1 << 20, files: port)
        for url in [covered, extra] { _ = reader.read(url, displayPath: url.lastPathComponent) }
        diagnostics.append(.warning(.stringsEmptyValue, "A finding.", at: .start(of: "covered.txt")))
        return StageProducts(files: [GeneratedFile(name: "Out.swift", contents: "let out = 1\n")])
      }
      return (run, diagnostics.sorted, log.stamps.map { URL(fileURLWithPath: $0.path).lastPathComponent })
    }

    /// Writes the stage's file where a run that made the record wrote it.
    func writeOutput(_ text: String = "let out = 1\n") throws {
      try Data(text.utf8).write(to: output.appendingPathComponent("Out.swift"))
    }
  }

  @Test func aMissRunsTheStageAndRecordsWhatItReadBeyondItsKey() throws {
    let project = try Project()
    let (run, diagnostics, reads) = project.run(project.stage(recorded: .failure(.noRecord)))
    #expect(project.runs == 1)
    #expect(run.trace == "miss (no cache file)")
    #expect(!run.changedDuringRun)
    #expect(run.part.key == project.key.digest)
    #expect(run.part.diagnostics.map(\.message) == ["A finding."])
    #expect(run.part.dependencies.map { URL(fileURLWithPath: $0.path).lastPathComponent } == ["extra.txt"])
    #expect(run.part.files?.map(\.name) == ["Out.swift"])
    #expect(run.products.files.map(\.contents) == ["let out = 1\n"])
    #expect(diagnostics.map(\.message) == ["A finding."])
    #expect(reads == ["covered.txt", "extra.txt"])
  }

  @Test func aHitReplaysWithoutRunningTheStage() throws {
    let project = try Project()
    let part = project.run(project.stage(recorded: .failure(.noRecord))).0.part
    try project.writeOutput()
    let (run, diagnostics, reads) = project.run(project.stage(recorded: .success(part)))
    #expect(project.runs == 1)
    #expect(run.trace == "hit")
    #expect(run.part == part)
    #expect(run.products.files == [GeneratedFile(name: "Out.swift", contents: "let out = 1\n")])
    #expect(diagnostics.map(\.message) == ["A finding."])
    // What the stage would have read: the file its key covers, and the one beyond it.
    #expect(reads == ["covered.txt", "extra.txt"])
  }

  @Test func whatTheRecordCantVouchForIsAMiss() throws {
    let project = try Project()
    let part = project.run(project.stage(recorded: .failure(.noRecord))).0.part

    // Its key: the file it covers changed.
    try Data("covered, edited\n".utf8).write(to: project.covered)
    #expect(project.run(project.stage(recorded: .success(part))).0.trace == "miss (inputs changed)")
    let edited = project.run(project.stage(recorded: .failure(.noRecord))).0.part

    // A file read beyond the key changed.
    try Data("extra, edited\n".utf8).write(to: project.extra)
    #expect(
      project.run(project.stage(recorded: .success(edited))).0.trace
        == "miss (\(project.extra.standardizedFileURL.path) changed)")
    let current = project.run(project.stage(recorded: .failure(.noRecord))).0.part

    // The file it wrote, changed in the output folder.
    try project.writeOutput("let out = 2\n")
    let outputPath = project.output.appendingPathComponent("Out.swift").path
    #expect(project.run(project.stage(recorded: .success(current))).0.trace == "miss (output \(outputPath) changed)")
    #expect(project.runs == 6)
  }

  @Test func filesNeverWrittenAreAMissOnlyWhenTheRunWritesFiles() throws {
    let project = try Project()
    // Under lint, the part records no files.
    let part = project.run(project.stage(recorded: .failure(.noRecord)), needsFiles: false).0.part
    #expect(part.files == nil)
    #expect(project.run(project.stage(recorded: .success(part)), needsFiles: false).0.trace == "hit")
    #expect(
      project.run(project.stage(recorded: .success(part)), needsFiles: true).0.trace
        == "miss (its files were never written)")
    #expect(project.runs == 2)
  }
}
