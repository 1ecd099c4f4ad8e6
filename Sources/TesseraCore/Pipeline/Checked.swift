import TesseraAccessibility
import TesseraColor
import TesseraFoundation
import TesseraStrings
import TesseraTokens

/// A catalog that has passed its checks: the hand-off from a stage's check
/// to its emit.
///
/// Only a stage's `check` makes one, and only when no stage of the run has
/// reported an error that stops generation (`Diagnostic.stopsGeneration`),
/// so an emitter, which assumes a catalog without those (no unresolved
/// alias, no name collision, no missing base locale, no invalid base
/// placeholder), never sees one that has them. It does see the findings
/// that don't stop generation: a translation missing, or left out of its
/// locale's table for placeholders that don't match the base.
struct Checked<Catalog> {
  /// The catalog, as its checks saw it.
  let catalog: Catalog

  /// The checked catalog, or `nil` when `diagnostics` holds an error that
  /// stops generation (see `DiagnosticBag.stopsGeneration`).
  static func passing(_ catalog: Catalog, _ diagnostics: DiagnosticBag) -> Checked? {
    diagnostics.stopsGeneration ? nil : Checked(catalog: catalog)
  }
}
