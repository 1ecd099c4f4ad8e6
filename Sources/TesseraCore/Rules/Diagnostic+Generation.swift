import TesseraAccessibility
import TesseraColor
import TesseraFoundation
import TesseraStrings
import TesseraTokens

extension Diagnostic {
  /// Whether the diagnostic stops `generate`: an error whose output would
  /// be wrong (``guardsGeneration``, else its rule's). Every other finding
  /// is reported, and `generate` still writes complete code.
  public var stopsGeneration: Bool {
    severity == .error && (guardsGeneration ?? RuleCatalog.description(of: rule).guardsGeneration)
  }

  /// The diagnostic as `generate` reports it: an error that doesn't stop
  /// generation is a warning there (and stays an error to `lint`, the
  /// gate), since a build tool that prints errors while it succeeds fails
  /// Xcode's build all the same. Under `strict`, unchanged.
  public func asReportedByGenerate(strict: Bool) -> Diagnostic {
    guard !strict, severity == .error, !stopsGeneration else { return self }
    var reported = self
    reported.severity = .warning
    return reported
  }
}

extension DiagnosticBag {
  /// Whether an error stops generation (`Diagnostic.stopsGeneration`):
  /// one whose rule the generated code depends on, whether a baseline
  /// records it or not. Other errors are reported, and code is emitted.
  package var stopsGeneration: Bool {
    ordered.contains(where: \.stopsGeneration)
  }
}
