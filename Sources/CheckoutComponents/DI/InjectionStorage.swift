/// The process-wide state behind ``InjectedValues``: overrides installed
/// through its static subscripts, and the default values read so far.
struct InjectionStorage: Sendable {
  /// Values that replace keys' defaults, by key type.
  var overrides: [ObjectIdentifier: any Sendable] = [:]
  /// Keys' default values, read once and kept, by key type.
  var defaults: [ObjectIdentifier: any Sendable] = [:]
}
