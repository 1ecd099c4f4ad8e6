import Foundation
import TestSupport
import Testing

@testable import TesseraAccessibility
@testable import TesseraColor
@testable import TesseraCore
@testable import TesseraFoundation
@testable import TesseraStrings
@testable import TesseraTokens

/// A temporary folder of catalog files, removed when the test ends.
final class Scratch {
  let url: URL

  init(_ files: [String: String]) throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-\(UUID().uuidString)")
    for (name, contents) in files {
      let file = url.appendingPathComponent(name)
      try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(contents.utf8).write(to: file)
    }
  }

  deinit { try? FileManager.default.removeItem(at: url) }

  /// Lints `Tokens/` in this folder, with paths shown relative to it.
  func lint() -> [Diagnostic] {
    TesseraPipeline(inputs: PipelineInputs(tokensDirectory: url.appendingPathComponent("Tokens"), displayBase: url))
      .lint().diagnostics
  }

  /// Lints `Strings/` in this folder, with paths shown relative to it.
  func lintStrings(regionalMissingKeySeverity: Diagnostic.Severity = .error) -> [Diagnostic] {
    stringsPipeline(regionalMissingKeySeverity: regionalMissingKeySeverity).lint().diagnostics
  }

  func stringsPipeline(regionalMissingKeySeverity: Diagnostic.Severity = .error) -> TesseraPipeline {
    TesseraPipeline(
      inputs: PipelineInputs(
        tokensDirectory: nil, stringsDirectory: url.appendingPathComponent("Strings"), displayBase: url,
        regionalMissingKeySeverity: regionalMissingKeySeverity))
  }

  /// Loads `Strings/` in this folder into a catalog.
  func stringsCatalog() -> (StringsCatalog, [Diagnostic]) {
    StringsCatalogLoader().load(directory: url.appendingPathComponent("Strings"), displayBase: url)
  }

  func generate() -> PipelineResult {
    TesseraPipeline(inputs: PipelineInputs(tokensDirectory: url.appendingPathComponent("Tokens"), displayBase: url))
      .generate()
  }
}

/// A light and a dark catalog holding `light` and `dark` as their bodies.
func themed(light: String, dark: String, shared: String? = nil) -> [String: String] {
  var files = [
    "Tokens/light.xml": "<tokens mode=\"light\">\n\(light)\n</tokens>\n",
    "Tokens/dark.xml": "<tokens mode=\"dark\">\n\(dark)\n</tokens>\n",
  ]
  if let shared { files["Tokens/base.xml"] = "<tokens>\n\(shared)\n</tokens>\n" }
  return files
}

/// The diagnostics as `file:line:col rule` strings, for exact assertions.
func locations(_ diagnostics: [Diagnostic]) -> [String] {
  diagnostics.map { "\($0.location) \($0.rule)" }
}

/// A `.stringsdict` file holding `entries`, each `(key, formatKey, variables)`
/// where a variable is `(name, valueType, [(category, text)])`.
func stringsdict(_ entries: [(String, String, [(String, String, [(String, String)])])]) -> String {
  var lines = [
    #"<?xml version="1.0" encoding="UTF-8"?>"#,
    #"<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">"#,
    #"<plist version="1.0">"#, "<dict>",
  ]
  for (key, format, variables) in entries {
    lines += [
      "  <key>\(key)</key>", "  <dict>", "    <key>NSStringLocalizedFormatKey</key>", "    <string>\(format)</string>",
    ]
    for (name, type, forms) in variables {
      lines += [
        "    <key>\(name)</key>", "    <dict>", "      <key>NSStringFormatSpecTypeKey</key>",
        "      <string>NSStringPluralRuleType</string>", "      <key>NSStringFormatValueTypeKey</key>",
        "      <string>\(type)</string>",
      ]
      for (category, text) in forms { lines += ["      <key>\(category)</key>", "      <string>\(text)</string>"] }
      lines.append("    </dict>")
    }
    lines.append("  </dict>")
  }
  lines += ["</dict>", "</plist>"]
  return lines.joined(separator: "\n") + "\n"
}

/// The Swift toolchain that runs the tests, for compile-and-run tests of
/// generated code.
enum Toolchain {
  static let swiftc: URL? = {
    var folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
    folders.append("/opt/swift/usr/bin")
    return folders.map { URL(fileURLWithPath: $0).appendingPathComponent("swiftc") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }()

  /// Compiles `files` and `main` as one Swift 6 program, warnings as
  /// errors, runs it, and returns what it printed.
  ///
  /// The compiler and the program run on a thread of their own, never on
  /// the cooperative pool: a test blocked for the seconds `swiftc` takes
  /// would otherwise hold one of its few threads, and starve other tests'
  /// timers (a 50 ms deadline firing 30 s late on a two-core machine).
  static func compileAndRun(_ files: [GeneratedFile], main: String) async throws -> String {
    let scratch = try Scratch(
      Dictionary(uniqueKeysWithValues: files.map { ($0.name, $0.contents) } + [("main.swift", main)]))
    let binary = scratch.url.appendingPathComponent("program")
    let sources =
      files.map { scratch.url.appendingPathComponent($0.name).path } + [
        scratch.url.appendingPathComponent("main.swift").path
      ]
    let compile = try await run(swiftc, ["-swift-version", "6", "-warnings-as-errors", "-o", binary.path] + sources)
    guard compile.status == 0 else {
      Issue.record("swiftc failed:\n\(compile.output)")
      return ""
    }
    return try await run(binary, []).output
  }

  private static func run(_ executable: URL?, _ arguments: [String]) async throws -> (status: Int32, output: String) {
    guard let executable else { throw CancellationError() }
    return try await withProcessSlot { try await blocking { try runBlocking(executable, arguments) } }
  }

  private static func runBlocking(_ executable: URL, _ arguments: [String]) throws -> (status: Int32, output: String) {
    let (status, output) = try runToEnd(executable, arguments, mergingStandardError: true)
    return (status, String(decoding: output, as: UTF8.self))
  }

}

/// Compares generated files with their committed `<name>.golden` files in
/// `folder`; with `TESSERA_RECORD_GOLDEN=1` set, records them first.
func expectGolden(
  _ files: [GeneratedFile], in folder: URL, sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws {
  for file in files {
    let golden = folder.appendingPathComponent(file.name + ".golden")
    if ProcessInfo.processInfo.environment["TESSERA_RECORD_GOLDEN"] != nil {
      try Data(file.contents.utf8).write(to: golden)
    }
    let expected = try String(contentsOf: golden, encoding: .utf8)
    #expect(
      file.contents == expected, "\(file.name) differs from \(golden.lastPathComponent)", sourceLocation: sourceLocation
    )
  }
}
