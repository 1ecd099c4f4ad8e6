import Foundation
import TesseraCore
import TesseraFoundation
import TestSupport
import Testing

/// `tessera generate` killed at any point leaves each generated file as it
/// was or complete and new, and its output never depends on the order the
/// catalog files were created in.
@Suite struct RobustWritingTests {
  /// A scratch folder, removed when the test ends.
  private func scratch() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-writing-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Token and string catalogs large enough that writing takes a while:
  /// `tokens` colours per mode and `locales` locales of `keys` keys. Every
  /// value carries `version`, so two versions generate different bytes.
  private func writeCorpus(in folder: URL, version: Int, tokens: Int = 1_500, locales: Int = 16, keys: Int = 250)
    throws
  {
    let manager = FileManager.default
    try manager.createDirectory(at: folder.appendingPathComponent("Tokens"), withIntermediateDirectories: true)
    for mode in ["light", "dark"] {
      var xml = "<tokens mode=\"\(mode)\">\n<group name=\"color\" type=\"color\">\n"
      for index in 0..<tokens {
        let value = String(format: "#%06X", (index * 7_919 + version * 104_729 + mode.count) % 0x100_0000)
        xml += "<token name=\"c\(index)\" value=\"\(value)\" description=\"Colour \(index), version \(version).\"/>\n"
      }
      xml += "</group>\n</tokens>\n"
      try Data(xml.utf8).write(to: folder.appendingPathComponent("Tokens/\(mode).xml"))
    }
    let languages = ["en"] + (1..<locales).map { "l\($0)" }
    for language in languages {
      let lproj = folder.appendingPathComponent("Strings/\(language).lproj")
      try manager.createDirectory(at: lproj, withIntermediateDirectories: true)
      var text = ""
      for key in 0..<keys {
        text += "\"key_\(key)\" = \"Version \(version) of key \(key) in \(language), for %@.\";\n"
      }
      try Data(text.utf8).write(to: lproj.appendingPathComponent("Big.strings"))
    }
  }

  /// Every file in `folder`, by name.
  private func contents(of folder: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
      files[name] = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path)
    }
    return files
  }

  private func replace(_ folder: URL, with files: [String: Data]) throws {
    try? FileManager.default.removeItem(at: folder)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (name, bytes) in files { try bytes.write(to: folder.appendingPathComponent(name)) }
  }

  private static func generateProcess(output: String, in folder: URL) -> Process {
    let process = Process()
    process.executableURL = CLITests.binary
    process.arguments = [
      "generate", "--no-default-paths", "--tokens", "Tokens", "--strings", "Strings", "--output", output,
    ]
    process.currentDirectoryURL = folder
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    return process
  }

  @Test func aKilledGenerateLeavesEveryFileOldOrCompleteAndNew() async throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let generated = folder.appendingPathComponent("Generated")

    try writeCorpus(in: folder, version: 1)
    #expect(
      try await runTessera(
        ["generate", "--no-default-paths", "--tokens", "Tokens", "--strings", "Strings"], in: folder
      )
      .status == 0)
    let old = try contents(of: generated)
    #expect(
      old.keys.sorted() == [
        "DesignTokenTypes.swift", "DesignTokens.swift", "LocalizationSupport.swift", "StringTables.swift",
        "Strings.swift",
      ])

    // The new version, generated in full elsewhere: what a finished run writes, and how long it takes.
    try writeCorpus(in: folder, version: 2)
    let start = Date()
    let completeStatus = try await blocking {
      let complete = Self.generateProcess(output: "Expected", in: folder)
      try spawn(complete)
      complete.waitUntilExit()
      return complete.terminationStatus
    }
    let duration = Date().timeIntervalSince(start)
    #expect(completeStatus == 0)
    let new = try contents(of: folder.appendingPathComponent("Expected"))
    #expect(new.keys.sorted() == old.keys.sorted())
    #expect(new.keys.filter { new[$0] != old[$0] }.count >= 3)  // StringTables, Strings and DesignTokens change.

    // Kill runs at points spread over a run, most of them near its end, where the files are written;
    // then runs killed the moment the folder shows them writing: a temporary file, or a file replaced.
    // (Checked by hand: most of the last six stop it mid-write, leaving a hidden temporary file.)
    let fractions = [0.5, 0.8, 0.9, 0.95, 1.0, 1.05]
    let triggers: [Trigger] =
      fractions.map { .after(duration * $0) } + Array(repeating: .temporaryFile, count: 3)
      + Array(repeating: .replacedFile, count: 3)
    for trigger in triggers {
      try replace(generated, with: old)
      let inodes = try Self.inodes(in: generated)
      // Off the cooperative threads: this waits, and watches the folder without pausing.
      try await blocking {
        let run = Self.generateProcess(output: "Generated", in: folder)
        try spawn(run)
        switch trigger {
        case .after(let seconds):
          usleep(useconds_t(seconds * 1_000_000))
        case .temporaryFile:
          while run.isRunning,
            !(try FileManager.default.contentsOfDirectory(atPath: generated.path))
              .contains(where: { $0.hasSuffix(OutputWriter.temporarySuffix) })
          {}
        case .replacedFile:
          while run.isRunning, try Self.inodes(in: generated).allSatisfy({ inodes[$0.key] == $0.value }) {}
        }
        kill(run.processIdentifier, SIGKILL)
        run.waitUntilExit()
      }

      let after = try contents(of: generated)
      for (name, bytes) in after {
        if let before = old[name] {
          #expect(bytes == before || bytes == new[name], "\(name) is partial after a kill \(trigger)")
        } else {
          // Only a hidden temporary file may be left, and never as Swift.
          #expect(name.hasPrefix(".") && name.hasSuffix(OutputWriter.temporarySuffix), "\(name) left behind")
        }
      }
      #expect(Set(after.keys).isSuperset(of: old.keys), "a file vanished after a kill \(trigger)")
    }
  }

  /// When a run is killed.
  private enum Trigger: CustomStringConvertible, Sendable {
    case after(TimeInterval)
    case temporaryFile
    case replacedFile

    var description: String {
      switch self {
      case .after(let seconds): "after \(Int(seconds * 1_000)) ms"
      case .temporaryFile: "as a temporary file appeared"
      case .replacedFile: "as a file was replaced"
      }
    }
  }

  /// Each file's inode number, which a rename over it changes.
  private static func inodes(in folder: URL) throws -> [String: Int] {
    var numbers: [String: Int] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
      let attributes = try? FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(name).path)
      numbers[name] = (attributes?[.systemFileNumber] as? NSNumber)?.intValue
    }
    return numbers
  }

  /// The package's own catalogs, copied file by file in `order`, then generated.
  private func generateCopy(of names: [String], order: [String]) async throws -> [String: Data] {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    for name in order {
      let destination = folder.appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.copyItem(at: CLITests.packageRoot.appendingPathComponent(name), to: destination)
    }
    let result = try await runTessera(["generate", "--quiet"], in: folder)
    #expect(result.status == 0, "\(result.output)")
    return try contents(of: folder.appendingPathComponent("Generated"))
  }

  @Test func outputIsByteIdenticalWhateverOrderTheFilesWereCreatedIn() async throws {
    let root = CLITests.packageRoot
    var names: [String] = []
    for folder in ["Tokens", "Strings"] {
      let enumerator = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)
      while let path = enumerator?.nextObject() as? String {
        var isDirectory: ObjCBool = false
        let url = root.appendingPathComponent("\(folder)/\(path)")
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
          names.append("\(folder)/\(path)")
        }
      }
    }
    names.sort()
    #expect(names.count >= 30)
    let expected = try await generateCopy(of: names, order: names)
    #expect(expected.count == 7)
    let interleaved =
      names.indices.filter { $0 % 2 == 1 }.map { names[$0] } + names.indices.filter { $0 % 2 == 0 }.map { names[$0] }
    for order in [Array(names.reversed()), interleaved] {
      let output = try await generateCopy(of: names, order: order)
      #expect(output.keys.sorted() == expected.keys.sorted())
      for (name, bytes) in expected { #expect(output[name] == bytes, "\(name) differs") }
    }
  }
}
