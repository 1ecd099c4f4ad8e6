// swift-tools-version: 6.1
// A package that uses Tessera as another package would: through the
// build-tool plugin, by path. `.ci/run` builds it (Scripts/check-plugin-consumer.sh).
import PackageDescription

let package = Package(
  name: "PluginConsumer",
  dependencies: [
    .package(name: "Tessera", path: "../../..")
  ],
  targets: [
    .executableTarget(
      name: "App",
      exclude: ["Tokens", "Strings"],
      plugins: [.plugin(name: "TesseraPlugin", package: "Tessera")]
    )
  ],
  swiftLanguageModes: [.v6]
)
