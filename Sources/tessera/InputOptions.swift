import ArgumentParser

/// Where the catalogs are, and what to read them with: the inputs of every
/// command that reads all the catalogs (`lint`, `generate`, `report`), as
/// one option group, declared once. The string catalogs' part is
/// ``CatalogLocationOptions``, which the localization commands share.
struct InputOptions: ParsableArguments {
  @Option(name: .customLong("tokens"), help: "The token catalogs' folder. (default: Tokens)")
  var tokensPath: String?

  /// Where the string catalogs and the configuration are, and the base locale.
  @OptionGroup var location: CatalogLocationOptions

  @Option(
    name: .customLong("accessibility"),
    help: "The accessibility catalog. (default: Accessibility.xml in the strings folder, when there is one)")
  var accessibilityPath: String?

  @Flag(
    inversion: .prefixedNo,
    help: ArgumentHelp(
      "Report keys missing from a regional locale (nl-BE) as warnings.",
      discussion: "A regional locale falls back to its language (nl), then to the base locale."))
  var allowRegionalFallback: Bool?

  @Option(
    help: ArgumentHelp(
      "A baseline of accepted findings; the findings it records are left out.",
      discussion: "Write it with `tessera lint --write-baseline FILE`. Overrides the configuration's baseline. "
        + "generate still stops on errors of rules the generated code depends on; report leaves the recorded "
        + "findings off its page.",
      valueName: "file"))
  var baseline: String?
}
