// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "Tessera",
  platforms: [.macOS(.v13), .iOS(.v16)],
  products: [
    .executable(name: "tessera", targets: ["tessera"]),
    .executable(name: "tessera-bench", targets: ["tessera-bench"]),
    .library(name: "TesseraCore", targets: ["TesseraCore"]),
    .library(name: "CheckoutAssets", targets: ["CheckoutAssets"]),
    .library(name: "CheckoutComponents", targets: ["CheckoutComponents"]),
    .library(name: "CheckoutTerminal", targets: ["CheckoutTerminal"]),
    .executable(name: "checkout", targets: ["checkout"]),
    .plugin(name: "TesseraPlugin", targets: ["TesseraPlugin"]),
    .plugin(name: "TesseraCommand", targets: ["TesseraCommand"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
  ],
  targets: [
    // libxml2, through pkg-config. The shim header wraps what Swift 6 can't import.
    .systemLibrary(
      name: "CLibXML2",
      pkgConfig: "libxml-2.0",
      providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
    ),
    // The compiler: load → model → resolve → check → emit. No argument parsing, no printing.
    .target(
      name: "TesseraCore",
      dependencies: ["CLibXML2", .product(name: "Yams", package: "Yams")]
    ),
    // The command-line interface over TesseraCore.
    .executableTarget(
      name: "tessera",
      dependencies: [
        "TesseraCore",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // Benchmarks: Tessera against its baselines, in one process. Run with -c release.
    .executableTarget(
      name: "tessera-bench",
      dependencies: [
        "TesseraCore",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // The build-tool plugin: compiles a target's catalogs on every build that changed them.
    .plugin(
      name: "TesseraPlugin",
      capability: .buildTool(),
      dependencies: ["tessera"]
    ),
    // `swift package tessera lint` and `swift package --allow-writing-to-package-directory tessera generate`.
    // It declares no permission, so lint needs none; the flag opens the package folder to generate.
    .plugin(
      name: "TesseraCommand",
      capability: .command(
        intent: .custom(verb: "tessera", description: "Lint the catalogs, or generate Swift from them.")
      ),
      dependencies: ["tessera"]
    ),
    // The committed output of `tessera generate` for this package's own catalogs.
    .target(name: "CheckoutAssets", path: "Generated"),
    // The checkout runtime: scopes, validation, DI, navigation and the sandbox backend, on the generated assets.
    .target(
      name: "CheckoutComponents",
      dependencies: ["CheckoutAssets"]
    ),
    // The terminal renderer: view tree → layout → cell buffer → diff, on the public runtime API and the assets.
    .target(
      name: "CheckoutTerminal",
      dependencies: ["CheckoutComponents", "CheckoutAssets"]
    ),
    // The interactive demo, its scripted mode, and `checkout audit`.
    .executableTarget(
      name: "checkout",
      dependencies: [
        "CheckoutTerminal",
        "CheckoutComponents",
        "CheckoutAssets",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .testTarget(
      name: "TesseraCoreTests",
      dependencies: ["TesseraCore", "CheckoutAssets"],
      exclude: ["Fixtures"]
    ),
    .testTarget(
      name: "CheckoutComponentsTests",
      dependencies: ["CheckoutComponents", "CheckoutAssets"]
    ),
    .testTarget(
      name: "CheckoutTerminalTests",
      dependencies: ["CheckoutTerminal", "CheckoutComponents", "CheckoutAssets", "checkout"],
      exclude: ["Frames"]
    ),
    .testTarget(
      name: "TesseraCLITests",
      dependencies: ["tessera", "TesseraCore"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
