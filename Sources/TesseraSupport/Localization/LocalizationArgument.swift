// Support code: `tessera generate` copies this file into the generated LocalizationSupport.swift,
// from its first declaration on (see `SupportSource` in TesseraFoundation).

/// An argument of a localized string.
public enum LocalizationArgument: Sendable, Hashable {
  case string(String)
  case int(Int)
  case uint(UInt)
  case double(Double)
  case character(Character)
}
