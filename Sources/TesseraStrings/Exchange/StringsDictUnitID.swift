import TesseraFoundation

/// The ids Xcode's localization export gives the strings of a
/// `.stringsdict` entry: paths into its property list, each step a key and
/// the type of its value.
///
/// - the format key: `/<key>:dict/NSStringLocalizedFormatKey:dict/:string`;
/// - a plural form: `/<key>:dict/<variable>:dict/<category>:dict/:string`.
///
/// Nothing in a key is escaped, so an id is matched against the ids of the
/// table's own entries, never split.
package enum StringsDictUnitID {
  /// The id of an entry's format key.
  package static func formatKey(_ key: String) -> String {
    "/\(key):dict/\(StringsDictParser.formatKey):dict/:string"
  }

  /// The id of one form of one variable of an entry.
  package static func form(_ key: String, variable: String, category: String) -> String {
    "/\(key):dict/\(variable):dict/\(category):dict/:string"
  }
}
