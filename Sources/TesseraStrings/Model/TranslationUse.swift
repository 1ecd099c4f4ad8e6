import TesseraFoundation

/// Which translations the compiled tables hold: a translation that would
/// read an argument its callers don't pass, or as another type, is left
/// out of its locale's table, so the runtime shows the base text rather
/// than format with the wrong types. Its findings say so, and don't stop
/// `generate`.
package enum TranslationUse {
  /// Whether `translation`, beside the base locale's entry of its key, can
  /// be formatted safely with the arguments the base's callers pass
  /// (``LocalizedEntry/callArguments``): no invalid placeholder, and every
  /// position it reads is one they pass, of the type they pass. A
  /// translation may leave an argument out.
  package static func isUsable(_ translation: LocalizedEntry, base: LocalizedEntry) -> Bool {
    readsSafely(translation.arguments, given: base.callArguments)
  }

  /// Whether `arguments` read only what `given` passes, as its types.
  package static func readsSafely(_ arguments: FormatArguments, given: FormatArguments) -> Bool {
    guard !arguments.issues.contains(where: { $0.kind == .invalid }) else { return false }
    let passed = given.typesByPosition
    return arguments.positionTypes.allSatisfy { passed[$0.position] == $0.type }
  }

  /// The words a finding about an unusable translation ends with.
  package static func leftOut(locale: String, base: String) -> String {
    "'\(locale)' leaves this translation out of its compiled table, so it shows the '\(base)' text until it is fixed"
  }
}

extension Diagnostic {
  /// A finding in a translation, as its locale reports it: invalid
  /// placeholders (`strings-format-invalid`) leave the translation out of
  /// the compiled table, which the message says, and don't stop `generate`.
  /// Any other finding is unchanged.
  package func leavingTranslationOut(in locale: String, base: String) -> Diagnostic {
    guard rule == .stringsFormatInvalid, severity == .error else { return self }
    var changed = self
    changed.message =
      (message.hasSuffix(".") ? String(message.dropLast()) : message) + "; "
      + TranslationUse.leftOut(locale: locale, base: base) + "."
    changed.guardsGeneration = false
    return changed
  }
}
