/// A catalog that has passed its checks: the hand-off from a stage's check
/// to its emit.
///
/// Only a stage's `check` makes one, and only when no stage of the run has
/// reported an error (apart from those a baseline accepts, whose rules
/// don't guard generation), so an emitter, which assumes a catalog without
/// errors (no unresolved alias, no name collision, no missing base locale),
/// never sees one that has them.
struct Checked<Catalog> {
  /// The catalog, as its checks saw it.
  let catalog: Catalog

  /// The checked catalog, or `nil` when `diagnostics` holds an error
  /// (see ``DiagnosticBag/hasErrors``).
  static func passing(_ catalog: Catalog, _ diagnostics: DiagnosticBag) -> Checked? {
    diagnostics.hasErrors ? nil : Checked(catalog: catalog)
  }
}
