import Foundation
import TesseraAccessibility
import TesseraColor
import TesseraFoundation
import TesseraStrings
import TesseraTokens

/// Finds a run's inputs as `tessera` does in a folder: what was asked for
/// explicitly, over the configuration file, over the conventional layout.
///
/// The conventional layout is `Tokens/`, `Strings/`,
/// `Strings/Accessibility.xml`, `Generated/` and `tessera.yml` (or
/// `.tessera.yml`) in the folder; a conventional folder that isn't there is
/// skipped, with a note. A path in the configuration is relative to the
/// configuration file's folder; any other path is relative to the folder
/// the run is in.
///
/// ```swift
/// var request = InputResolution()
/// request.tokens = "Design/Tokens"
/// switch request.resolve(in: packageFolder) {
/// case .success(let resolved): TesseraPipeline(inputs: resolved.inputs).lint()
/// case .failure(let error): print(error.message)
/// }
/// ```
public struct InputResolution: Sendable {
  /// The token catalogs' folder, which must exist when named.
  public var tokens: String?
  /// The string catalogs' folder, which must exist when named.
  public var strings: String?
  /// The accessibility catalog, which must exist when named.
  public var accessibility: String?
  /// The output folder.
  public var output: String?
  /// The asset catalog to write the colour tokens to (a `.xcassets` folder).
  public var assetCatalog: String?
  /// Whether the asset catalog named is written. Off (the build-tool
  /// plugin's `--no-asset-catalog`), ``Resolved/assetCatalog`` is `nil`,
  /// but the generated `Theme` still gives the named catalog's asset names.
  public var writesAssetCatalog = true
  /// The locale whose keys every other locale must have.
  public var baseLocale: String?
  /// Whether keys missing from a regional locale are warnings.
  public var allowRegionalFallback: Bool?
  /// The configuration file, which must exist when named.
  public var configuration: String?
  /// The baseline file, which must exist when named.
  public var baseline: String?
  /// Whether the conventional layout is looked for. Build plugins turn it
  /// off, since their current folder is not the package's.
  public var usesDefaultPaths = true
  /// Whether to read the baseline; off when one is about to be written.
  public var readsBaseline = true
  /// The port the configuration and the baseline are read through: the
  /// input cache's commands record it, since a run depends on both.
  package var files: FileAccess = .direct

  /// A request that names nothing: every input comes from the configuration
  /// file or the conventional layout.
  public init() {}

  /// Where a run reads and writes.
  public struct Resolved: Sendable {
    /// What the pipeline reads: the catalogs found, with the configuration's
    /// options and baseline.
    public var inputs: PipelineInputs
    /// The folder the generated files go to.
    public var output: URL
    /// The asset catalog to write, if one is named and
    /// ``InputResolution/writesAssetCatalog``.
    public var assetCatalog: URL?
    /// What was skipped, such as `no Tokens/ folder here; skipping tokens.`
    public var notes: [String]
    /// Whether the configuration asks for `--strict` (`strict: true`).
    public var strict = false
  }

  /// Why the inputs can't be found. A run stops on any of these.
  public enum Failure: Error, Sendable, Equatable {
    /// The configuration file has problems.
    case configuration([Diagnostic])
    /// The baseline is missing or can't be read.
    case baseline(Diagnostic)
    /// A folder named explicitly does not exist or is a file.
    case folder(path: String, kind: String, exists: Bool)
    /// A file named explicitly does not exist or is a folder.
    case file(path: String, option: String)
    /// A file named explicitly is something other than a regular file
    /// (`kind`, such as "a FIFO (named pipe)"), which is never opened.
    case notRegularFile(path: String, option: String, kind: String)

    /// The diagnostics to report, for the failures that have them.
    public var diagnostics: [Diagnostic] {
      switch self {
      case .configuration(let diagnostics): diagnostics
      case .baseline(let diagnostic): [diagnostic]
      case .folder, .file, .notRegularFile: []
      }
    }

    /// What went wrong, as one line, for the failures without diagnostics.
    public var message: String {
      switch self {
      case .configuration(let diagnostics): diagnostics.map(\.message).joined(separator: " ")
      case .baseline(let diagnostic): diagnostic.message
      case .folder(let path, let kind, true):
        "\(path) is not a folder; --\(kind) names the folder that holds the catalogs."
      case .folder(let path, let kind, false): "the \(kind) folder \(path) does not exist."
      case .file(let path, let option): "the --\(option) file \(path) does not exist."
      case .notRegularFile(let path, let option, let kind):
        "the --\(option) file \(path) is \(kind), not a regular file, so Tessera doesn't open it; name a file."
      }
    }
  }

  /// The inputs of a run in `base`, with paths in diagnostics shown
  /// relative to `displayBase` (by default `base`).
  public func resolve(in base: URL, displayBase: URL? = nil) -> Result<Resolved, Failure> {
    // As a folder, so that relative paths resolve inside it even when `base` lacks its trailing slash.
    let folder = URL(fileURLWithPath: base.path, isDirectory: true)
    let context = Context(base: folder, displayBase: displayBase ?? folder)
    do {
      return .success(try resolve(context))
    } catch {
      return .failure(error)
    }
  }

  private struct Context {
    var base: URL
    var displayBase: URL
    var notes: [String] = []

    func url(_ path: String) -> URL {
      URL(fileURLWithPath: path, relativeTo: base).standardizedFileURL
    }
  }

  private func resolve(_ context: Context) throws(Failure) -> Resolved {
    var context = context
    let (configuration, folder) = try loadConfiguration(context)
    /// A path from the configuration, relative to its file's folder.
    func configured(_ path: String?) -> String? {
      guard let path, let folder else { return nil }
      return URL(fileURLWithPath: path, relativeTo: folder).standardizedFileURL.path
    }
    let defaults = SharedFacts.DefaultLayout.self
    let tokensFolder = try directory(
      tokens ?? configured(configuration.tokens), default: usesDefaultPaths ? defaults.tokens : nil, kind: "tokens",
      &context)
    let stringsFolder = try directory(
      strings ?? configured(configuration.strings), default: usesDefaultPaths ? defaults.strings : nil,
      kind: "strings", &context)
    var inputs = PipelineInputs(
      tokensDirectory: tokensFolder, stringsDirectory: stringsFolder, displayBase: context.displayBase,
      baseLocale: baseLocale ?? configuration.baseLocale ?? "en",
      regionalMissingKeySeverity: allowRegionalFallback ?? configuration.allowRegionalFallback ?? false
        ? .warning : .error,
      accessibilityFile: try accessibilityFile(
        accessibility ?? configured(configuration.accessibility), strings: stringsFolder, context))
    // The project links may lead into: the repository holding the configuration's folder (else the
    // folder the run is in), or that folder itself outside any repository.
    let project = folder ?? context.base
    inputs.projectRoot =
      CatalogSearch.repositoryRoot(containing: project.standardizedFileURL.path).map {
        URL(fileURLWithPath: $0)
      } ?? project
    inputs.generation = configuration.generation
    inputs.dtcg = DTCGOptions(
      resolver: configured(configuration.dtcgResolver).map { URL(fileURLWithPath: $0) },
      modifier: configuration.dtcgModifier ?? "theme", remBase: configuration.dtcgRemBase ?? 16,
      light: configuration.dtcgLight.compactMap(configured).map { URL(fileURLWithPath: $0) },
      dark: configuration.dtcgDark.compactMap(configured).map { URL(fileURLWithPath: $0) })
    inputs.dtcg.lightHighContrast = configuration.dtcgLightHighContrast.compactMap(configured).map {
      URL(fileURLWithPath: $0)
    }
    inputs.dtcg.darkHighContrast = configuration.dtcgDarkHighContrast.compactMap(configured).map {
      URL(fileURLWithPath: $0)
    }
    inputs.dtcg.contexts = configuration.dtcgContexts
    inputs.dtcg.appearanceNames = AppearanceNames(configured: configuration.appearances)
    inputs.ruleSettings = configuration.rules
    if readsBaseline, let path = baseline ?? configured(configuration.baseline) {
      switch Baseline.read(context.url(path), displayBase: context.displayBase, files: files) {
      case .success(let read): inputs.baseline = read
      case .failure(let diagnostic): throw Failure.baseline(diagnostic)
      }
    }
    let outputFolder = context.url(output ?? configured(configuration.output) ?? SharedFacts.DefaultLayout.output)
    let catalog = (assetCatalog ?? configured(configuration.assetCatalog)).map(context.url)
    inputs.generation.assetCatalog = catalog != nil
    return Resolved(
      inputs: inputs, output: outputFolder, assetCatalog: writesAssetCatalog ? catalog : nil, notes: context.notes,
      strict: configuration.strict ?? false)
  }

  /// The configuration file named, or found in the folder, and its
  /// folder; an empty configuration when there is none.
  private func loadConfiguration(_ context: Context) throws(Failure) -> (TesseraConfiguration, URL?) {
    let url: URL
    if let configuration {
      url = try existingFile(configuration, option: "config", context)
    } else if usesDefaultPaths, let found = TesseraConfiguration.find(in: context.base) {
      url = found
    } else {
      return (TesseraConfiguration(), nil)
    }
    let file = CatalogFile(url: url, displayPath: CatalogFile.displayPath(of: url, relativeTo: context.displayBase))
    let (loaded, diagnostics) = TesseraConfiguration.load(file, files: files)
    guard diagnostics.isEmpty else { throw Failure.configuration(diagnostics) }
    return (loaded, url.deletingLastPathComponent())
  }

  /// A catalog folder: the one named, which must exist, or the
  /// conventional one, skipped with a note when it isn't there.
  private func directory(
    _ explicit: String?, default name: String?, kind: String, _ context: inout Context
  ) throws(Failure) -> URL? {
    if let explicit { return try Self.existingFolder(explicit, kind: kind, in: context.base) }
    guard let name else { return nil }
    let url = context.url(name)
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue { return url }
    context.notes.append("no \(name)/ folder here; skipping \(kind).")
    return nil
  }

  /// The accessibility catalog: the one named, which must exist, or
  /// `Accessibility.xml` in the strings folder when it is there.
  private func accessibilityFile(_ explicit: String?, strings: URL?, _ context: Context) throws(Failure) -> URL? {
    if let explicit { return try existingFile(explicit, option: "accessibility", context) }
    guard let candidate = strings?.appendingPathComponent(SharedFacts.DefaultLayout.accessibility),
      FileManager.default.fileExists(atPath: candidate.path)
    else { return nil }
    return candidate
  }

  private func existingFile(_ path: String, option: String, _ context: Context) throws(Failure) -> URL {
    try Self.existingFile(path, option: option, in: context.base)
  }

  /// A folder named by an option, which must exist and be a folder.
  public static func existingFolder(_ path: String, kind: String, in base: URL) throws(Failure) -> URL {
    let url = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: base.path, isDirectory: true))
      .standardizedFileURL
    var isDirectory: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
    guard exists, isDirectory.boolValue else { throw Failure.folder(path: path, kind: kind, exists: exists) }
    return url
  }

  /// A file named by an option, which must exist and be a regular file
  /// (through a link): a FIFO or a device is refused at once, unopened.
  public static func existingFile(_ path: String, option: String, in base: URL) throws(Failure) -> URL {
    let url = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: base.path, isDirectory: true))
      .standardizedFileURL
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else {
      throw Failure.file(path: path, option: option)
    }
    if let kind = RegularFile.otherKind(atPath: url.path) {
      throw Failure.notRegularFile(path: path, option: option, kind: kind)
    }
    return url
  }
}
