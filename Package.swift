// swift-tools-version: 6.1
import PackageDescription

/// The files of `Sources/TesseraSupport` that TesseraCore embeds, by name: one symlink each in
/// `Sources/TesseraCore/Support/Embedded`. `SupportSource` says which generated file each goes into.
/// Written out, not listed from the folder: SwiftPM caches a manifest by its own bytes, so a listing
/// would go stale. `SupportSourceTests` checks this list against the links.
let supportSections = [
  "LocalizationArgument", "LocalizationDevice", "Localizer", "PluralOperands", "Formatter",
  "RGBAColor", "Typography", "CubicBezier", "StrokeStyle", "Border", "Shadow", "Gradient", "Transition",
  "TokenValues",
  "A11yRole", "A11yElement",
]

let package = Package(
  name: "Tessera",
  platforms: [.macOS(.v13), .iOS(.v16)],
  products: [
    .executable(name: "tessera", targets: ["tessera"]),
    .executable(name: "tessera-bench", targets: ["tessera-bench"]),
    .library(name: "TesseraCore", targets: ["TesseraCore"]),
    .library(name: "CheckoutAssets", targets: ["CheckoutAssets"]),
    .library(name: "CheckoutComponents", targets: ["CheckoutComponents"]),
    .library(name: "CheckoutLoopback", targets: ["CheckoutLoopback"]),
    .library(name: "CheckoutTerminal", targets: ["CheckoutTerminal"]),
    .executable(name: "checkout", targets: ["checkout"]),
    .executable(name: "checkout-bench", targets: ["checkout-bench"]),
    .library(name: "CheckoutSandbox", targets: ["CheckoutSandbox"]),
    .executable(name: "checkout-sandbox", targets: ["checkout-sandbox"]),
    .plugin(name: "TesseraPlugin", targets: ["TesseraPlugin"]),
    .plugin(name: "TesseraCommand", targets: ["TesseraCommand"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    // The checkout's API client: the runtime the generated code calls, and its URLSession transport.
    .package(url: "https://github.com/apple/swift-openapi-runtime", from: "1.8.0"),
    .package(url: "https://github.com/apple/swift-openapi-urlsession", from: "1.1.0"),
    // The checkout's logger (retries, refused bridge messages, abandoned pages): silent unless the
    // host app hands the checkout its own. 1.16 for the log handlers' `log(event:)`.
    .package(url: "https://github.com/apple/swift-log", from: "1.16.0"),
    // The sandbox server: HTTP, the generated handlers on its router, and SQLite storage.
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.0.0"),
    .package(url: "https://github.com/hummingbird-project/swift-openapi-hummingbird", from: "2.0.0"),
    // HTTP/1 request parts for the sandbox's header deadline: already in Hummingbird's graph.
    .package(url: "https://github.com/apple/swift-nio-extras", from: "1.20.0"),
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.0.0"),
  ],
  targets: [
    // libxml2, through pkg-config. The shim header wraps what Swift 6 can't import.
    .systemLibrary(
      name: "CLibXML2",
      pkgConfig: "libxml-2.0",
      providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
    ),
    // The compiler: load → model → resolve → check → emit. No argument parsing, no printing.
    // It embeds the support code's text (through the symlinks in Support/Embedded) to copy it into
    // the output, and compiles the sections it shares with the output (the symlinks in Support/Shared).
    .target(
      name: "TesseraCore",
      dependencies: ["CLibXML2", .product(name: "Yams", package: "Yams")],
      resources: supportSections.map { .embedInCode("Support/Embedded/\($0).swift") }
    ),
    // The support code the generated files need, as ordinary Swift: compiled and tested here, copied
    // into the output by TesseraCore. StandIns/ stands in for the generated code it refers to.
    .target(name: "TesseraSupport"),
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
    // The payment API's types, generated once from `API/checkout-api.yaml` (`Scripts/generate-api.sh`)
    // for the client in CheckoutComponents and the handlers in CheckoutSandbox; `package`, so no wire
    // type leaves this package.
    .target(
      name: "CheckoutAPI",
      dependencies: [.product(name: "OpenAPIRuntime", package: "swift-openapi-runtime")]
    ),
    // The checkout runtime: scopes, validation, DI, navigation and the API client, on the generated assets.
    // It depends on nothing server-side.
    .target(
      name: "CheckoutComponents",
      dependencies: [
        "CheckoutAPI",
        "CheckoutAssets",
        .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
        .product(name: "OpenAPIURLSession", package: "swift-openapi-urlsession"),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
    // The web bridge's loopback listener (RFC 8252) for terminal and desktop hosts, on Hummingbird,
    // apart from the runtime so that a phone app, whose web view carries the bridge, links no server.
    .target(
      name: "CheckoutLoopback",
      dependencies: [
        "CheckoutComponents",
        "CheckoutAssets",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
    // The sandbox payment server: the same OpenAPI contract on Hummingbird, stored in SQLite, and
    // the third-party pages of its payments, whose text comes from the generated strings. It reads
    // card numbers with the runtime's card rules (`CardIssuance`), so the two can't disagree.
    .target(
      name: "CheckoutSandbox",
      dependencies: [
        "CheckoutAPI",
        "CheckoutAssets",
        "CheckoutComponents",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "OpenAPIHummingbird", package: "swift-openapi-hummingbird"),
        .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "HummingbirdCore", package: "hummingbird"),
        .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
      ]
    ),
    // `swift run checkout-sandbox --port 8080`.
    .executableTarget(
      name: "checkout-sandbox",
      dependencies: [
        "CheckoutSandbox",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
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
        "CheckoutLoopback",
        "CheckoutSandbox",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // Benchmarks of the checkout runtime: per-keystroke work, and the SDK's
    // overhead per API call against the sandbox server. Run with -c release.
    .executableTarget(
      name: "checkout-bench",
      dependencies: [
        "CheckoutComponents",
        "CheckoutAssets",
        "CheckoutSandbox",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
        .product(name: "OpenAPIURLSession", package: "swift-openapi-urlsession"),
      ]
    ),
    // What the test targets share: blocking work (a process, a pipe, a socket) off the cooperative
    // threads, which every test and the in-process servers share.
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .testTarget(
      name: "TesseraCoreTests",
      dependencies: ["TesseraCore", "CheckoutAssets", "TestSupport"],
      exclude: ["Fixtures"]
    ),
    .testTarget(
      name: "CheckoutComponentsTests",
      dependencies: [
        "CheckoutComponents", "CheckoutAPI", "CheckoutAssets", .product(name: "Logging", package: "swift-log"),
      ]
    ),
    // The sandbox server over HTTP on 127.0.0.1: the contract, authorization, storage; and the
    // `checkout-sandbox` executable, built beside the tests, run as a process.
    .testTarget(
      name: "CheckoutSandboxTests",
      dependencies: [
        "CheckoutSandbox", "checkout-sandbox", "TestSupport", .product(name: "GRDB", package: "GRDB.swift"),
      ]
    ),
    // The checkout against the real sandbox server on 127.0.0.1: payments, resilience, privacy.
    .testTarget(
      name: "CheckoutIntegrationTests",
      dependencies: [
        "CheckoutComponents", "CheckoutAssets", "CheckoutSandbox", "CheckoutLoopback", "TestSupport",
        .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
    .testTarget(
      name: "CheckoutTerminalTests",
      dependencies: ["CheckoutTerminal", "CheckoutComponents", "CheckoutAssets", "checkout", "TestSupport"],
      exclude: ["Frames"]
    ),
    .testTarget(
      name: "TesseraSupportTests",
      dependencies: ["TesseraSupport"]
    ),
    .testTarget(
      name: "TesseraCLITests",
      dependencies: ["tessera", "TesseraCore", "TestSupport"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
