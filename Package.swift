// swift-tools-version: 6.1
import PackageDescription

/// The files of `Sources/TesseraSupport` that TesseraFoundation embeds, by name: one symlink each in
/// `Sources/TesseraFoundation/Support/Embedded`. `SupportSource` says which generated file each goes into.
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
    .plugin(name: "TesseraPlugin", targets: ["TesseraPlugin"]),
    .plugin(name: "TesseraCommand", targets: ["TesseraCommand"]),
  ],
  // The compiler's dependencies, and nothing else: an app that applies the plugin resolves these
  // two. The checkout runtime, its terminal and the sandbox server, with their HTTP, OpenAPI and
  // SQLite stacks, are the nested package in `Checkout/`, which depends on this one.
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
    // What the compiler stands on, knowing no catalog kind: source text and the file-access port,
    // diagnostics and rule ids, the hardened XML and JSON readers, the Swift model and renderer, output
    // and hashing. Nothing in it can name a kind's type: that would not compile.
    // It embeds the support code's text (through the symlinks in Support/Embedded) to copy it into
    // the output, and compiles the token value types it shares with the output (Support/Shared).
    .target(
      name: "TesseraFoundation",
      dependencies: ["CLibXML2"],
      resources: supportSections.map { .embedInCode("Support/Embedded/\($0).swift") }
    ),
    // Colour math, on the foundation: RGBA, WCAG contrast, CSS Color 4's colour spaces and gamut mapping
    // to sRGB, which the tokens and the report use.
    .target(name: "TesseraColor", dependencies: ["TesseraFoundation"]),
    // One target per catalog kind, on the foundation: its model, loading, resolution, checks with their
    // rules, emission and conversion. A kind can't name the pipeline, the configuration, the cache or the
    // report above it, nor another kind but the strings the accessibility catalog calls.
    .target(name: "TesseraTokens", dependencies: ["TesseraFoundation", "TesseraColor", "CLibXML2"]),
    .target(name: "TesseraStrings", dependencies: ["TesseraFoundation", "CLibXML2"]),
    .target(name: "TesseraAccessibility", dependencies: ["TesseraFoundation", "TesseraStrings"]),
    // The compiler: each kind's stage, cache record and report section, the pipeline that runs the
    // stages, the configuration, the input cache, the rule catalog and the report. No argument parsing,
    // no printing. It re-exports the targets below it.
    .target(
      name: "TesseraCore",
      dependencies: [
        "TesseraFoundation", "TesseraColor", "TesseraTokens", "TesseraStrings", "TesseraAccessibility", "CLibXML2",
        .product(name: "Yams", package: "Yams"),
      ]
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
    // The committed output of `tessera generate` for this package's own catalogs: the checkout's
    // strings, tokens and accessibility elements. Here, beside the compiler that writes it and the
    // tests that read it; the runtime in `Checkout/` uses it as this package's product. It depends
    // on nothing.
    .target(name: "CheckoutAssets", path: "Generated"),
    // What the test targets share: blocking work (a process, a pipe, a socket) off the cooperative
    // threads, which every test and the in-process servers share.
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .testTarget(
      name: "TesseraCoreTests",
      dependencies: [
        "TesseraCore", "TesseraFoundation", "TesseraColor", "TesseraTokens", "TesseraStrings", "TesseraAccessibility",
        "CheckoutAssets", "TestSupport",
      ],
      exclude: ["Fixtures"]
    ),
    .testTarget(
      name: "TesseraColorTests",
      dependencies: ["TesseraColor"]
    ),
    // The foundation's own tests: they can reach nothing above it.
    .testTarget(
      name: "TesseraFoundationTests",
      dependencies: ["TesseraFoundation", "TestSupport"]
    ),
    .testTarget(
      name: "TesseraSupportTests",
      dependencies: ["TesseraSupport"]
    ),
    .testTarget(
      name: "TesseraCLITests",
      dependencies: [
        "tessera", "TesseraCore", "TesseraFoundation", "TesseraTokens", "TesseraStrings", "TesseraAccessibility",
        "TestSupport",
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
