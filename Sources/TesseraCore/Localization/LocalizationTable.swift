/// A table translators work on through XLIFF: one `<file>` of an export,
/// and the files its translations are written back into.
///
/// Each file Tessera reads a locale's strings from is one table, as each is
/// one `<file>` in Xcode's export: ``StringsFileTable`` for a `.strings`
/// file, ``StringsDictTable`` for a `.stringsdict` file. Export and import
/// see only this protocol, so another format is one more conformance: a
/// String Catalog (`.xcstrings`) would list, for the target locale, a unit
/// for each key's `stringUnit` and each plural or substitution variation
/// (with the ids Xcode gives them), take its states from the catalog's, and
/// write back by setting those string units in the catalog's ``JSONValue``
/// and writing the one file with ``JSONWriter``.
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
  func writing(_ translations: [String: String]) -> ([LocalizationFileChange], [Diagnostic])
}
