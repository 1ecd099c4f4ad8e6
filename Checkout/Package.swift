// swift-tools-version: 6.1
import PackageDescription

// The checkout: its runtime, the terminal that draws it, and the sandbox payment server, with the
// HTTP, OpenAPI and SQLite stacks they need. A package of its own, nested in Tessera's, so that an
// app that applies Tessera's plugin resolves only the compiler's two dependencies; this package
// depends on Tessera by path for the generated assets. From the repository's root:
// `swift test --package-path Checkout`, `swift run --package-path Checkout checkout`.

/// The runtime's generated strings, tokens and accessibility elements: `Generated/`, written by
/// `tessera generate`, compiled as the product `CheckoutAssets` of the package above.
let assets: Target.Dependency = .product(name: "CheckoutAssets", package: "Tessera")

let package = Package(
  name: "TesseraCheckout",
  platforms: [.macOS(.v13), .iOS(.v16)],
  products: [
    .library(name: "CheckoutComponents", targets: ["CheckoutComponents"]),
    .library(name: "CheckoutLoopback", targets: ["CheckoutLoopback"]),
    .library(name: "CheckoutTerminal", targets: ["CheckoutTerminal"]),
    .executable(name: "checkout", targets: ["checkout"]),
    .executable(name: "checkout-bench", targets: ["checkout-bench"]),
    .library(name: "CheckoutSandbox", targets: ["CheckoutSandbox"]),
    .executable(name: "checkout-sandbox", targets: ["checkout-sandbox"]),
  ],
  dependencies: [
    // Tessera, for `CheckoutAssets`. Named, so that `.product(package: "Tessera")` finds it whatever
    // the folder the repository was cloned into is called.
    .package(name: "Tessera", path: ".."),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
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
    // The payment API's types, generated once from `API/checkout-api.yaml` (`Scripts/generate-api.sh`)
    // for the client in CheckoutComponents and the handlers in CheckoutSandbox; `package`, so no wire
    // type leaves this package.
    .target(
      name: "CheckoutAPI",
      dependencies: [.product(name: "OpenAPIRuntime", package: "swift-openapi-runtime")]
    ),
    // The dependency-injection container the runtime is wired with: an actor with transient,
    // singleton and weak retention, cycle detection, child and mock containers, and `@Injected`
    // key paths. Its API is `package`: the runtime's, not an app's.
    .target(name: "CheckoutDI"),
    // The checkout runtime: scopes, validation, navigation and the API client, on the generated assets.
    // It depends on nothing server-side.
    .target(
      name: "CheckoutComponents",
      dependencies: [
        "CheckoutAPI",
        "CheckoutDI",
        assets,
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
        assets,
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
        assets,
        "CheckoutComponents",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "OpenAPIHummingbird", package: "swift-openapi-hummingbird"),
        .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "HummingbirdCore", package: "hummingbird"),
        .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
      ]
    ),
    // `swift run --package-path Checkout checkout-sandbox --port 8080` from the repository's root.
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
      dependencies: ["CheckoutComponents", assets]
    ),
    // The interactive demo, its scripted mode, and `checkout audit`.
    .executableTarget(
      name: "checkout",
      dependencies: [
        "CheckoutTerminal",
        "CheckoutComponents",
        assets,
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
        assets,
        "CheckoutSandbox",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
        .product(name: "OpenAPIURLSession", package: "swift-openapi-urlsession"),
      ]
    ),
    // What the test targets share, the same files as Tessera's `Tests/TestSupport` (symlinks): blocking
    // work (a process, a pipe, a socket) off the cooperative threads, which every test and the
    // in-process servers share.
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .testTarget(
      name: "CheckoutDITests",
      dependencies: ["CheckoutDI"]
    ),
    .testTarget(
      name: "CheckoutComponentsTests",
      dependencies: [
        "CheckoutComponents", "CheckoutAPI", "CheckoutDI", assets, .product(name: "Logging", package: "swift-log"),
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
        "CheckoutComponents", "CheckoutDI", assets, "CheckoutSandbox", "CheckoutLoopback", "TestSupport",
        .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
    .testTarget(
      name: "CheckoutTerminalTests",
      dependencies: ["CheckoutTerminal", "CheckoutComponents", assets, "checkout", "TestSupport"],
      exclude: ["Frames"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
