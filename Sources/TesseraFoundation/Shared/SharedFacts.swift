/// What the `tessera` tool, TesseraCore and both SwiftPM plugins must agree
/// on, written once.
///
/// TesseraFoundation compiles this file, and `Plugins/PluginsShared/SharedFacts.swift`
/// is a link to it, so each plugin compiles the same text: a plugin can't
/// depend on a library. It uses nothing but the standard library.
public enum SharedFacts {
  /// Tessera's version, as `tessera --version` and SARIF logs give it.
  public static let version = "0.1.0"

  /// The configuration file's names, looked for in this order.
  public static let configurationFileNames = ["tessera.yml", ".tessera.yml", "tessera.yaml", ".tessera.yaml"]

  /// Where a package's catalogs and generated code are when neither the
  /// options nor the configuration say, relative to the current folder (the
  /// tool) or to the target's folder (the plugins' catalogs). The build-tool
  /// plugin writes `Generated` in its own work folder; the command plugin,
  /// in the target's folder.
  public enum DefaultLayout {
    /// The token catalogs' folder.
    public static let tokens = "Tokens"
    /// The string catalogs' folder.
    public static let strings = "Strings"
    /// The accessibility catalog, in the strings folder.
    public static let accessibility = "Accessibility.xml"
    /// The folder `tessera generate` writes into.
    public static let output = "Generated"
  }

  /// The files `tessera generate` writes: fixed names, so a build plugin can
  /// declare them before the tool runs.
  public enum OutputFile {
    /// The theme type, with each appearance's values.
    public static let designTokens = "DesignTokens.swift"
    /// The value types the theme uses, such as `RGBAColor` and `Typography`.
    public static let designTokenTypes = "DesignTokenTypes.swift"
    /// The string accessors, in a namespace per table.
    public static let strings = "Strings.swift"
    /// Every locale's entries, the pseudo-locales, and each locale's CLDR
    /// plural rules.
    public static let stringTables = "StringTables.swift"
    /// `LocalizedString`, `Localizer` and the formatter.
    public static let localizationSupport = "LocalizationSupport.swift"
    /// The accessibility elements, in a namespace per screen.
    public static let accessibility = "Accessibility.swift"
    /// `A11yElement` and `A11yRole`.
    public static let accessibilityTypes = "AccessibilityTypes.swift"

    /// The files written for a package with token catalogs, string catalogs
    /// and an accessibility catalog (which needs the strings).
    public static func names(tokens: Bool, strings: Bool, accessibility: Bool) -> [String] {
      var names: [String] = []
      if tokens { names += [designTokens, designTokenTypes] }
      if strings { names += [Self.strings, stringTables, localizationSupport] }
      if strings, accessibility { names += [Self.accessibility, accessibilityTypes] }
      return names
    }
  }
}
