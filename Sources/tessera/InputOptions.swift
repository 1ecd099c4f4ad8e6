import ArgumentParser

/// Where the catalogs are, and what to read them with: the inputs of every
/// command that reads all the catalogs (`lint`, `generate`, `report`), as
/// one option group, declared once.
struct InputOptions: ParsableArguments {
  @Option(name: .customLong("tokens"), help: "The token catalogs' folder. (default: Tokens)")
  var tokensPath: String?

  @Option(name: .customLong("strings"), help: "The string catalogs' folder. (default: Strings)")
  var stringsPath: String?

  @Option(
    name: .customLong("accessibility"),
    help: "The accessibility catalog. (default: Accessibility.xml in the strings folder, when there is one)")
  var accessibilityPath: String?

  @Option(help: "The locale whose keys every other locale must have. (default: en)")
  var baseLocale: String?

  @Flag(
    inversion: .prefixedNo,
    help: ArgumentHelp(
      "Report keys missing from a regional locale (nl-BE) as warnings.",
      discussion: "A regional locale falls back to its language (nl), then to the base locale."))
  var allowRegionalFallback: Bool?

  @Option(
    name: .customLong("config"),
    help: ArgumentHelp(
      "The configuration file. (default: tessera.yml or .tessera.yml in the current folder, when there is one)",
      discussion: "Options given here win over the file's."))
  var configPath: String?

  @Option(
    help: ArgumentHelp(
      "A baseline of accepted findings; the findings it records are left out.",
      discussion: "Write it with `tessera lint --write-baseline FILE`. Overrides the configuration's baseline. "
        + "generate still stops on errors of rules the generated code depends on; report leaves the recorded "
        + "findings off its page.",
      valueName: "file"))
  var baseline: String?

  @Flag(
    help: ArgumentHelp(
      "Read only the catalogs the options and the configuration name.",
      discussion: "Without it, Tokens/, Strings/ and tessera.yml are looked for in the current folder. Build "
        + "plugins use it, since their current folder is not the package's."))
  var noDefaultPaths = false
}
