import Foundation
import PackagePlugin

/// The build-tool plugin: applied to a target, it compiles the target's
/// catalogs into Swift on every build that changed them.
///
/// It declares every catalog file and the `tessera` tool as inputs, and the
/// generated files (fixed names, in the plugin's work folder) as outputs, so
/// an unchanged rebuild doesn't run it. A catalog error fails the build
/// with `path:line:col: error: … [rule-id]`.
///
/// It writes no asset catalog (`--no-asset-catalog`), even when the
/// target's `tessera.yml` names one. A build command's outputs must be
/// declared before it runs, and a catalog's colour sets are named by the
/// tokens; an output that isn't Swift becomes a resource of the target,
/// and an `.xcassets` resource is compiled only by Xcode's `actool` on
/// Apple platforms (SwiftPM on Linux has none). So the catalog is written
/// into the package by `tessera generate` or the command plugin, committed,
/// and listed among the target's resources, as Xcode expects. The Swift
/// the plugin generates still gives the colours' asset names
/// (`Theme.AssetNames`) when the configuration names a catalog.
@main
struct TesseraPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    guard let target = target as? SourceModuleTarget,
      let layout = CatalogLayout(folder: target.directoryURL)
    else { return [] }
    let tool = try context.tool(named: "tessera")
    let output = context.pluginWorkDirectoryURL.appendingPathComponent(SharedFacts.DefaultLayout.output)
    return [
      .buildCommand(
        displayName: "Tessera: compiling the catalogs of \(target.name)",
        executable: tool.url,
        arguments: ["generate", "--quiet", "--no-asset-catalog"] + layout.arguments + ["--output", output.path],
        inputFiles: layout.inputFiles + [tool.url],
        outputFiles: layout.outputFileNames.map { output.appendingPathComponent($0) })
    ]
  }
}
