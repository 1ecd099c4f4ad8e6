import ArgumentParser
import Foundation

/// Where a benchmark writes its corpora, whether it keeps them, and how it
/// prints its report: the options every corpus benchmark shares.
struct WorkOptions: ParsableArguments {
  @Option(help: "Where to write the corpora. (default: a new temporary folder, removed afterwards)")
  var workDirectory: String?

  @Flag(help: "Keep the corpora after the run.")
  var keep = false

  @Flag(help: "Print JSON.")
  var json = false

  /// The work folder, emptied and created; `prefix` names a temporary one.
  func makeFolder(prefix: String) throws -> URL {
    let work = URL(
      fileURLWithPath: workDirectory ?? NSTemporaryDirectory() + "\(prefix)-\(getpid())", isDirectory: true)
    try? FileManager.default.removeItem(at: work)
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    return work
  }

  /// Removes the work folder unless asked to keep it.
  func cleanUp(_ work: URL) {
    if !keep { try? FileManager.default.removeItem(at: work) }
  }

  /// Prints `report` as JSON, or `table` as text.
  func print<Report: Encodable>(_ report: Report, table: () -> String) throws {
    if json {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      Swift.print(String(decoding: try encoder.encode(report), as: UTF8.self))
    } else {
      Swift.print(table())
    }
  }
}
