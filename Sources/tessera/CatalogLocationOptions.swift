import ArgumentParser

/// Where the string catalogs and the configuration are, and which locale is
/// the base: the options every command that reads string catalogs shares
/// (`lint`, `generate`, `report`, `export-localizations`,
/// `import-localizations` and `convert`), declared once.
struct CatalogLocationOptions: ParsableArguments {
  @Option(name: .customLong("strings"), help: "The string catalogs' folder. (default: Strings)")
  var stringsPath: String?

  @Option(
    help: "The base locale: the one every other locale must match, and translations are made from. (default: en)")
  var baseLocale: String?

  @Option(
    name: .customLong("config"),
    help: ArgumentHelp(
      "The configuration file. (default: tessera.yml or .tessera.yml in the current folder, when there is one)",
      discussion: "Options given here win over the file's."))
  var configPath: String?

  @Flag(
    help: ArgumentHelp(
      "Read only the catalogs the options and the configuration name.",
      discussion: "Without it, Tokens/, Strings/ and tessera.yml are looked for in the current folder. Build "
        + "plugins use it, since their current folder is not the package's."))
  var noDefaultPaths = false
}
