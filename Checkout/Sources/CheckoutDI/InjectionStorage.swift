/// The process-wide state behind ``InjectedValues``: overrides installed
/// through its static subscript, and a cell per key for its default value.
struct InjectionStorage: Sendable {
  /// Values that replace keys' defaults, by key type.
  var overrides: [ObjectIdentifier: any Sendable] = [:]
  /// Keys' default values, each computed once, by key type.
  private var defaults: [ObjectIdentifier: DefaultValueCell] = [:]

  /// The cell for the default value of the key `id`, made empty if the key
  /// has none yet.
  mutating func defaultCell(for id: ObjectIdentifier) -> DefaultValueCell {
    if let cell = defaults[id] { return cell }
    let cell = DefaultValueCell()
    defaults[id] = cell
    return cell
  }

  /// Some value of type `Value` stored for any key, override or computed
  /// default: what ``InjectedValues/reset(_:)`` sets on a scratch instance
  /// to learn a key path's key.
  func anyValue<Value>(of type: Value.Type) -> Value? {
    for value in overrides.values { if let value = value as? Value { return value } }
    for cell in defaults.values { if let value = cell.computedValue as? Value { return value } }
    return nil
  }

  /// Forgets the override and the default value of the key `id`.
  mutating func forget(_ id: ObjectIdentifier) {
    overrides[id] = nil
    defaults[id] = nil
  }
}
