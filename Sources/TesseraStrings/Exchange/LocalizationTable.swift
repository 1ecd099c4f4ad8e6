import TesseraFoundation

/// A table translators work on through XLIFF: one `<file>` of an export,
/// and the files its translations are written back into.
///
/// Each file Tessera reads a locale's strings from is one table, as each is
/// one `<file>` in Xcode's export: ``StringsFileTable`` for a `.strings`
/// file, ``StringsDictTable`` for a `.stringsdict` file and
/// ``StringCatalogTable`` for a String Catalog (`.xcstrings`), which holds
/// every locale in its one file. Export and import see only this protocol,
/// so another format is one more conformance.
package protocol LocalizationTable: Sendable {
  /// The XLIFF `<file original>`: the path of the base locale's file.
  var original: String { get }
  /// The units an export lists, in a stable order.
  var units: [TranslationUnit] { get }
  /// The unit `id` names, when the table has it: any unit an export lists,
  /// and any other the table accepts (a plural category the target
  /// language doesn't use but a translator may add, such as `zero`).
  func unit(withID id: String) -> TranslationUnit?
  /// What writing `translations` (text by unit id, every id one of the
  /// table's) into the target locale does: the files that change, with
  /// their new bytes, and problems that kept a file from being written.
  func writing(_ translations: [String: String]) -> ([CatalogFileChange], [Diagnostic])
  /// The same, for a table that records review: the ids in `needingReview`
  /// are written as awaiting review (the translator's `needs-review-…`
  /// state). A table that can't record it writes them as translated.
  func writing(
    _ translations: [String: String], needingReview: Set<String>
  ) -> ([CatalogFileChange], [Diagnostic])
}

extension LocalizationTable {
  package func writing(
    _ translations: [String: String], needingReview: Set<String>
  ) -> ([CatalogFileChange], [Diagnostic]) {
    writing(translations)
  }
}
