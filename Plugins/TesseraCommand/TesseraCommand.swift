import Foundation
import PackagePlugin

/// The command plugin: `swift package tessera lint` and
/// `swift package --allow-writing-to-package-directory tessera generate`.
///
/// With catalogs at the package's root (or a `tessera.yml` there), it runs
/// `tessera` there with the arguments given, writing `Generated/` beside
/// them. Otherwise it runs once for each target with catalogs, writing into
/// the target's `Generated/` folder.
@main
struct TesseraCommand: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let tool = try context.tool(named: "tessera")
    guard let subcommand = arguments.first else {
      Diagnostics.error("Name a command: swift package tessera lint, or tessera generate.")
      return
    }
    let rest = Array(arguments.dropFirst())
    let root = context.package.directoryURL
    if CatalogLayout(folder: root) != nil {
      try run(tool.url, [subcommand] + rest, in: root)
      return
    }
    var ran = false
    for target in context.package.targets {
      guard let target = target as? SourceModuleTarget, let layout = CatalogLayout(folder: target.directoryURL)
      else { continue }
      ran = true
      var arguments = [subcommand] + layout.arguments + rest
      if subcommand == "generate" {
        arguments += ["--output", target.directoryURL.appendingPathComponent(SharedFacts.DefaultLayout.output).path]
      }
      print("Tessera: \(subcommand) \(target.name)")
      try run(tool.url, arguments, in: root)
    }
    if !ran {
      Diagnostics.warning("No catalogs found: no Tokens/, Strings/ or tessera.yml in the package or a target.")
    }
  }

  /// Runs the tool with its output passed through; a failure fails the command.
  private func run(_ tool: URL, _ arguments: [String], in folder: URL) throws {
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    process.currentDirectoryURL = folder
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      if process.terminationStatus == 2, arguments.first == "generate" {
        Diagnostics.remark(
          "If the package folder could not be written, run: swift package --allow-writing-to-package-directory "
            + "tessera generate")
      }
      throw TesseraCommandError(status: process.terminationStatus)
    }
  }
}

struct TesseraCommandError: Error, CustomStringConvertible {
  var status: Int32
  var description: String {
    status == 1 ? "tessera found errors in the catalogs." : "tessera failed (exit \(status))."
  }
}
