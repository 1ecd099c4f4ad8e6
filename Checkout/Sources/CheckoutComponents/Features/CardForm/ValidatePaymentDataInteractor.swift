/// Validates the card form's values as they are typed, under the rules the
/// session and the merchant set: which fields show, which are required,
/// each field's error, and the card's network.
protocol ValidatePaymentDataInteractor: Sendable {
  func visibleFields(country: String?) -> [ValidationService.Field]
  func isRequired(_ field: ValidationService.Field, country: String?) -> Bool
  func error(for field: ValidationService.Field, in form: ValidationService.Form) -> CardFormValidationError?
  func network(in form: ValidationService.Form) -> CardNetwork?
  /// The card's expiry month, once it can be read.
  func expiry(in form: ValidationService.Form) -> CalendarMonth?
}

struct DefaultValidatePaymentDataInteractor: ValidatePaymentDataInteractor {
  let service: ValidationService

  func visibleFields(country: String?) -> [ValidationService.Field] { service.visibleFields(country: country) }

  func isRequired(_ field: ValidationService.Field, country: String?) -> Bool {
    service.isRequired(field, country: country)
  }

  func error(for field: ValidationService.Field, in form: ValidationService.Form) -> CardFormValidationError? {
    service.error(for: field, in: form)
  }

  func network(in form: ValidationService.Form) -> CardNetwork? { service.network(in: form) }

  func expiry(in form: ValidationService.Form) -> CalendarMonth? { service.expiry(in: form) }
}
