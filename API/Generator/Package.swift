// swift-tools-version: 6.1
// The OpenAPI generator, pinned, in a package of its own: only
// `Scripts/generate-api.sh` and CI build it. Consumers of Tessera build the
// committed output and never the generator.
import PackageDescription

let package = Package(
  name: "TesseraAPIGenerator",
  dependencies: [
    .package(url: "https://github.com/apple/swift-openapi-generator", exact: "1.14.3")
  ]
)
