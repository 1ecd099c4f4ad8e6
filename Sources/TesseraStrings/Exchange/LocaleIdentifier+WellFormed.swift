import TesseraFoundation

extension LocaleIdentifier {
  /// Whether `text` can be a locale identifier and so name a `.lproj`
  /// folder: ASCII letters and digits in subtags joined by `-` or `_`
  /// (`de`, `pt-BR`, `zh_Hant_TW`). A path such as `../x` never is, so a
  /// translated file's language can't send a write outside the catalog.
  package static func isWellFormed(_ text: String) -> Bool {
    let subtags = text.split(separator: "-", omittingEmptySubsequences: false).flatMap {
      $0.split(separator: "_", omittingEmptySubsequences: false)
    }
    return text.utf8.count <= 64
      && subtags.allSatisfy { subtag in
        !subtag.isEmpty && subtag.utf8.count <= 8
          && subtag.utf8.allSatisfy {
            $0 < 0x80 && ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A || $0 >= 0x30 && $0 <= 0x39)
          }
      }
  }
}
