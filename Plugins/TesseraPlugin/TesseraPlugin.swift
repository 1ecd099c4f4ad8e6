import Foundation
import PackagePlugin

/// The build-tool plugin: applied to a target, it compiles the target's
/// catalogs into Swift on every build that changed them.
///
/// It declares every catalog file and the `tessera` tool as inputs, and the
/// generated files (fixed names, in the plugin's work folder) as outputs, so
/// an unchanged rebuild doesn't run it. A catalog error fails the build
/// with `path:line:col: error: … [rule-id]`.
@main
struct TesseraPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    guard let target = target as? SourceModuleTarget,
      let layout = CatalogLayout(folder: target.directoryURL)
    else { return [] }
    let tool = try context.tool(named: "tessera")
    let output = context.pluginWorkDirectoryURL.appendingPathComponent("Generated")
    return [
      .buildCommand(
        displayName: "Tessera: compiling the catalogs of \(target.name)",
        executable: tool.url,
        arguments: ["generate", "--quiet"] + layout.arguments + ["--output", output.path],
        inputFiles: layout.inputFiles + [tool.url],
        outputFiles: layout.outputFileNames.map { output.appendingPathComponent($0) })
    ]
  }
}
