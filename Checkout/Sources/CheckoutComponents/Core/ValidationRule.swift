/// A check of one field's value: `nil` when the value is valid, otherwise
/// the error to show.
struct ValidationRule<Value>: Sendable {
  let validate: @Sendable (Value) -> CardFormValidationError?

  /// A rule that checks values with `validate`.
  init(_ validate: @escaping @Sendable (Value) -> CardFormValidationError?) {
    self.validate = validate
  }

  /// The error for `value`, or `nil` when it is valid.
  func callAsFunction(_ value: Value) -> CardFormValidationError? {
    validate(value)
  }
}
