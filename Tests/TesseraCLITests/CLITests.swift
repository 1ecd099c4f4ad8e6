import Foundation
import Testing

/// Runs the built `tessera` binary as a user would.
@Suite struct CLITests {
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static var binary: URL {
    let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    return testBinary.appendingPathComponent("tessera")
  }

  private func run(_ arguments: [String], in directory: URL) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = Self.binary
    process.arguments = arguments
    process.currentDirectoryURL = directory
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  @Test func contrastPrintsTheRatioAndTheFailure() throws {
    let (status, output) = try run(["contrast", "#777777", "#FFFFFF"], in: Self.packageRoot)
    #expect(status == 0)
    #expect(output.contains("4.48:1"))
    #expect(output.contains("FAIL  4.50:1"))
  }

  @Test func deletingADarkColourIsAParityError() throws {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-cli-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    try FileManager.default.copyItem(at: Self.packageRoot.appendingPathComponent("Tokens"), to: scratch)
    let dark = scratch.appendingPathComponent("dark.xml")
    let lines = try String(contentsOf: dark, encoding: .utf8).components(separatedBy: "\n")
    let kept = lines.filter { !$0.contains("name=\"secondary\" value=\"#B4BAC4\"") }
    #expect(kept.count == lines.count - 1)
    try kept.joined(separator: "\n").write(to: dark, atomically: true, encoding: .utf8)
    let (status, output) = try run(["lint", "--tokens", "."], in: scratch)
    #expect(status == 1)
    #expect(output.contains("error: 'color.text.secondary' is defined in light mode"))
    #expect(output.contains("[token-parity]"))
  }

  @Test func missingExplicitFolderIsExit2() throws {
    let (status, _) = try run(["lint", "--tokens", "no-such-folder"], in: Self.packageRoot)
    #expect(status == 2)
  }
}
