// swift-tools-version: 6.1
// A package that uses Tessera as another package would: through the
// build-tool plugin, by path. `.ci/run` builds it (Scripts/check-plugin-consumer.sh),
// and TesseraCore's "Using Tessera in another package" shows the snippet below.
import PackageDescription

let package = Package(
  name: "PluginConsumer",
  // snippet: plugin-manifest
  dependencies: [
    .package(name: "Tessera", path: "../../..")  // or .package(url: "https://github.com/OWNER/Tessera", from: "0.1.0")
  ],
  targets: [
    .executableTarget(
      name: "App",
      exclude: ["Tokens", "Strings"],  // the catalogs are the plugin's inputs, not resources
      plugins: [.plugin(name: "TesseraPlugin", package: "Tessera")]
    )
  ],
  // end snippet
  swiftLanguageModes: [.v6]
)
