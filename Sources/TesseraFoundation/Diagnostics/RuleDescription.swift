/// A rule as data: what it reports, why, and examples that show it.
///
/// Each rule is described once, here, and everything else is made from the
/// description: `tessera rules` (text, JSON and Markdown), the README's rule
/// table, SARIF's `tool.driver.rules`, and the configuration's check of rule
/// ids and severities. A test runs every example through the same lint the
/// CLI runs.
public struct RuleDescription: Sendable, Hashable {
  /// The stable id, such as `token-parity`.
  public var id: RuleID
  /// A short name in sentence case, such as "Token parity".
  public var name: String
  /// One line saying what the rule reports.
  public var summary: String
  /// Why the rule matters and what fixes what it reports: a short paragraph.
  public var rationale: String
  /// The severity the rule reports at, unless `tessera.yml` sets another.
  public var severity: Diagnostic.Severity
  /// Whether `tessera.yml` may lower the rule or turn it off: only when the
  /// generated code doesn't depend on what it checks. Any rule may be
  /// raised to an error. The same fact decides whether its errors stop
  /// `generate`: see ``guardsGeneration``.
  public var isAdjustable: Bool
  /// Whether its errors mean the input could not be read rather than that
  /// it is wrong: the run stops with exit status 2.
  public var isInputFailure: Bool
  /// Projects the rule reports, each at the example's ``RuleExample/reportedAt``.
  public var triggeringExamples: [RuleExample]
  /// Projects the rule has nothing to say about.
  public var nonTriggeringExamples: [RuleExample]

  /// A rule described by these fields, `triggering` and `nonTriggering` being
  /// its examples. Unless told otherwise it reports errors, isn't adjustable
  /// and isn't an input failure.
  public init(
    id: RuleID, name: String, summary: String, rationale: String, severity: Diagnostic.Severity = .error,
    isAdjustable: Bool = false, isInputFailure: Bool = false, triggering: [RuleExample],
    nonTriggering: [RuleExample]
  ) {
    self.id = id
    self.name = name
    self.summary = summary
    self.rationale = rationale
    self.severity = severity
    self.isAdjustable = isAdjustable
    self.isInputFailure = isInputFailure
    self.triggeringExamples = triggering
    self.nonTriggeringExamples = nonTriggering
  }

  /// Whether the rule's errors guard what the emitters read, so that
  /// `generate` stops on them, even when a baseline records them: parse
  /// errors, invalid base placeholders, name collisions, unresolved
  /// aliases, the light/dark parity the theme type needs, the strings and
  /// identifiers the accessibility code calls. Code generated past one
  /// would not compile, or would not be what the catalog says. Every other
  /// error (a missing translation, a missing plural form, low contrast) is
  /// reported, and `generate` writes complete code past it; `lint` is the
  /// gate for those.
  ///
  /// It is the rules that are not ``isAdjustable``: a rule the
  /// configuration can't turn off, because the generated code depends on
  /// it, is one a baseline can't hide from `generate` either. `lint` hides
  /// any finding its baseline records. A diagnostic may answer for itself
  /// (``Diagnostic/guardsGeneration``).
  public var guardsGeneration: Bool { !isAdjustable }
}

/// A small project that shows a rule: its files, the `tessera` command run
/// in its folder, and, when the rule reports, the file and line it reports
/// at.
public struct RuleExample: Sendable, Hashable {
  /// A file of the example, at its path in the project's folder.
  public struct File: Sendable, Hashable {
    /// What the file is to Tessera.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
      /// A token catalog, `Tokens/<name>.xml`.
      case tokens
      /// A DTCG token file (`Tokens/<name>.tokens.json`) or resolver (`Tokens/<name>.resolver.json`).
      case dtcg
      /// A `.strings` table of a locale.
      case strings
      /// A `.stringsdict` table of a locale: its plural entries.
      case stringsdict
      /// A String Catalog, `Strings/<Table>.xcstrings`: a table in every locale.
      case xcstrings
      /// The accessibility catalog, `Strings/Accessibility.xml`.
      case accessibility
      /// The configuration, `tessera.yml`.
      case configuration
      /// The JSON list of rendered identifiers `lint --coverage` reads.
      case coverage
      /// Swift source: an app's, for `lint --sources`, or a generated file.
      case swift
      /// A baseline of accepted findings, `tessera-baseline.json`.
      case baseline
      /// An XLIFF 1.2 file for `import-localizations`.
      case xliff

      /// The language of a Markdown code block holding such a file.
      public var markdownLanguage: String {
        switch self {
        case .tokens, .stringsdict, .accessibility, .xliff: "xml"
        case .strings: "text"
        case .configuration: "yaml"
        case .coverage, .baseline, .xcstrings, .dtcg: "json"
        case .swift: "swift"
        }
      }
    }

    /// What is at the file's path.
    public enum Contents: Sendable, Hashable {
      /// The file's text.
      case text(String)
      /// The text, then spaces up to `size` bytes: a large file without
      /// spelling it out.
      case padded(String, size: Int)
      /// A folder where the file should be.
      case folder
      /// A symbolic link to this path, relative to the link's folder.
      case link(String)
    }

    /// The path in the project's folder, such as `Tokens/dark.xml`.
    public var path: String
    /// What the file is to Tessera, which also picks its Markdown code
    /// block's language.
    public var kind: Kind
    /// What is at the path: text, or a folder or link in its place.
    public var contents: Contents

    /// A file of `kind` at `path`, holding `contents`.
    public init(path: String, kind: Kind, contents: Contents) {
      self.path = path
      self.kind = kind
      self.contents = contents
    }

    /// A token catalog, `Tokens/<name>`.
    public static func tokens(_ name: String, _ text: String) -> File {
      File(path: "Tokens/\(name)", kind: .tokens, contents: .text(text))
    }

    /// A DTCG token file or resolver, `Tokens/<name>`.
    public static func dtcg(_ name: String, _ text: String) -> File {
      File(path: "Tokens/\(name)", kind: .dtcg, contents: .text(text))
    }

    /// The `.strings` table `table` of `locale`.
    public static func strings(_ locale: String, _ text: String, table: String = "Localizable") -> File {
      File(path: "Strings/\(locale).lproj/\(table).strings", kind: .strings, contents: .text(text))
    }

    /// The `.stringsdict` table `table` of `locale`.
    public static func stringsdict(_ locale: String, _ text: String, table: String = "Localizable") -> File {
      File(path: "Strings/\(locale).lproj/\(table).stringsdict", kind: .stringsdict, contents: .text(text))
    }

    /// The String Catalog of table `table`, `Strings/<table>.xcstrings`.
    public static func xcstrings(_ text: String, table: String = "Localizable") -> File {
      File(path: "Strings/\(table).xcstrings", kind: .xcstrings, contents: .text(text))
    }

    /// The accessibility catalog, `Strings/Accessibility.xml`.
    public static func accessibility(_ text: String) -> File {
      File(path: "Strings/Accessibility.xml", kind: .accessibility, contents: .text(text))
    }

    /// The configuration, `tessera.yml`.
    public static func configuration(_ text: String) -> File {
      File(path: "tessera.yml", kind: .configuration, contents: .text(text))
    }

    /// The rendered identifiers for `lint --coverage`, `rendered.json`.
    public static func coverage(_ text: String) -> File {
      File(path: "rendered.json", kind: .coverage, contents: .text(text))
    }

    /// A baseline, `tessera-baseline.json`.
    public static func baseline(_ text: String) -> File {
      File(path: "tessera-baseline.json", kind: .baseline, contents: .text(text))
    }

    /// An XLIFF file at `path`, for `import-localizations`.
    public static func xliff(_ path: String, _ text: String) -> File {
      File(path: path, kind: .xliff, contents: .text(text))
    }

    /// A Swift file at `path`.
    public static func swift(_ path: String, _ text: String) -> File {
      File(path: path, kind: .swift, contents: .text(text))
    }
  }

  /// The `tessera` command an example runs in its folder.
  public enum Command: Sendable, Hashable {
    /// `tessera lint`.
    case lint
    /// `tessera lint --coverage FILE`.
    case lintCoverage(file: String)
    /// `tessera lint --sources FOLDER`.
    case lintSources(folder: String)
    /// `tessera generate --check`.
    case generateCheck
    /// `tessera lint --baseline FILE`.
    case lintBaseline(file: String)
    /// `tessera import-localizations FILE`.
    case importLocalizations(file: String)
    /// `tessera convert --to FORMAT --dry-run`.
    case convert(to: String)

    /// The command's arguments, after `tessera`.
    public var arguments: [String] {
      switch self {
      case .lint: ["lint"]
      case .lintCoverage(let file): ["lint", "--coverage", file]
      case .lintSources(let folder): ["lint", "--sources", folder]
      case .generateCheck: ["generate", "--check"]
      case .lintBaseline(let file): ["lint", "--baseline", file]
      case .importLocalizations(let file): ["import-localizations", file]
      case .convert(let format): ["convert", "--to", format, "--dry-run"]
      }
    }

    /// The command line, such as `tessera lint --coverage rendered.json`.
    public var commandLine: String { (["tessera"] + arguments).joined(separator: " ") }
  }

  /// A line of a file of the example.
  public struct Location: Sendable, Hashable, CustomStringConvertible {
    /// A path in the project's folder: one of the example's files, or a
    /// folder for rules that report at one (`Strings/de.lproj`).
    public var file: String
    /// The 1-based line.
    public var line: Int

    /// Line `line` (1-based) of `file`.
    public init(file: String, line: Int) {
      self.file = file
      self.line = line
    }

    /// `file:line`, such as `Strings/de.lproj/Localizable.strings:3`.
    public var description: String { "\(file):\(line)" }
  }

  /// What the example shows, in a few words.
  public var caption: String
  /// The project's files, each at its path in the project's folder.
  public var files: [File]
  /// The `tessera` command run in the project's folder.
  public var command: Command
  /// Where the rule reports: set for a triggering example, `nil` for a
  /// non-triggering one.
  public var reportedAt: Location?

  /// An example the rule reports, once, at `line` of `file`.
  public init(_ caption: String, reportsAt file: String, line: Int, command: Command = .lint, _ files: File...) {
    self.caption = caption
    self.files = files
    self.command = command
    self.reportedAt = Location(file: file, line: line)
  }

  /// An example the rule has nothing to say about.
  public init(_ caption: String, command: Command = .lint, _ files: File...) {
    self.caption = caption
    self.files = files
    self.command = command
    self.reportedAt = nil
  }
}

/// A check, and the rule it reports.
///
