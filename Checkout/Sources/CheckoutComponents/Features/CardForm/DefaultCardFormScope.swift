import CheckoutDI
import Foundation

/// The card form: validates each field as it is typed, detects the network
/// from the digits, offers the co-badged choice, shows the network's
/// surcharge, and pays through the card-payment interactor.
final class DefaultCardFormScope: CardFormScope, ManagedPaymentMethodScope {
  private let context: PaymentMethodContext
  let fieldPresentation: [CardFormField: CardFormFieldPresentation]
  private let validation: any ValidatePaymentDataInteractor
  private let processPayment: any ProcessCardPaymentInteractor
  private let surcharges: [CardNetwork: Int]
  private let track: @Sendable (AnalyticsEvent) -> Void
  private let form = LockedState(ValidationService.Form())
  private let submitAttempted = LockedState(false)
  /// Set once the payment went through: the form pays at most once.
  private let paid = LockedState(false)
  private let broadcaster = StateBroadcaster(CardFormState())
  private let threeDSecure = StateBroadcaster<ThreeDSecureEvent?>(nil, replaysCurrent: false)
  private let acceptedNetworks: Set<CardNetwork>
  /// The session's customer country: the one the server stores when no
  /// country is sent.
  private let customerCountry: String?
  private let customizationStorage = LockedState(CardFormCustomization())

  init(
    configuration: CardFormConfiguration, surcharges: [CardNetwork: Int] = [:], context: PaymentMethodContext,
    validation: any ValidatePaymentDataInteractor, processPayment: any ProcessCardPaymentInteractor,
    track: @escaping @Sendable (AnalyticsEvent) -> Void
  ) {
    self.context = context
    fieldPresentation = configuration.fieldPresentation
    acceptedNetworks = configuration.acceptedNetworks
    customerCountry = configuration.customerCountry
    self.surcharges = surcharges
    self.validation = validation
    self.processPayment = processPayment
    self.track = track
    // The country field starts with the session's customer country.
    let country = configuration.defaultCountry
    form.withLock { form in
      form.defaultCountry = country
      if configuration.billingAddress[.country].map({ $0 != .hidden }) ?? false, let country {
        form.billing[.country] = country
      }
    }
    publish()
  }

  var paymentMethod: PaymentMethodType { context.paymentMethod }
  var presentationContext: PresentationContext { context.presentationContext }
  /// The session's amount before any surcharge, and its currency.
  var amount: Int { context.amount }
  var currency: String { context.currency }

  /// The form has nothing to load: it keeps what the customer typed.
  func start() async {}

  func finish() {
    broadcaster.finish()
    threeDSecure.finish()
  }

  var state: AsyncStream<CardFormState> { broadcaster.stream() }
  var currentState: CardFormState { broadcaster.value }

  var threeDSecureEvents: AsyncStream<ThreeDSecureEvent> {
    let events = threeDSecure.stream()
    return AsyncStream { continuation in
      let task = Task {
        for await event in events {
          if let event { continuation.yield(event) }
        }
        continuation.finish()
      }
      continuation.onTermination = { _ in task.cancel() }
    }
  }

  var customization: CardFormCustomization {
    get { customizationStorage.withLock { $0 } }
    set { customizationStorage.withLock { $0 = newValue } }
  }

  func update(_ field: CardFormField, value: String) {
    form.withLock { form in
      defer { publish(form) }
      switch field {
      case .cardNumber:
        form.cardNumber = value
        // A choice made for another card doesn't carry over.
        if let selected = form.selectedNetwork,
          !CardNetworkDetector.coBadgedNetworks(forDigits: value).contains(selected)
        {
          form.selectedNetwork = nil
        }
      case .expiryDate: form.expiryDate = value
      case .cvv: form.cvv = value
      case .cardholderName: form.cardholderName = value
      default:
        if let billing = field.billingField { form.billing[billing] = value }
      }
    }
  }

  func selectNetwork(_ network: CardNetwork) {
    form.withLock { form in
      guard currentState.coBadgedChoices.contains(network) else { return }
      form.selectedNetwork = network
      publish(form)
    }
  }

  func submit() async {
    submitAttempted.withLock { $0 = true }
    publish()
    // One submit at a time: the check and the change are one step, and the
    // card paid with is the one the state was computed from.
    let card = form.withLock { values -> CardDetails? in
      guard let card = cardDetails(values) else { return nil }
      let started = broadcaster.transition { state in
        guard state.isSubmitEnabled, !state.isSubmitting, !paid.withLock({ $0 }) else { return false }
        state.isSubmitting = true
        state.isSubmitEnabled = false
        return true
      }
      return started ? card : nil
    }
    guard let card else { return }
    guard await context.paymentStarted() else {
      broadcaster.update { $0.isSubmitting = false }
      publish()
      return
    }
    track(.paymentSubmitted(method: paymentMethod))
    defer {
      broadcaster.update { $0.isSubmitting = false }
      publish()
    }
    let events = threeDSecure
    let context = context
    do {
      let result = try await processPayment.execute(card) { event in
        events.send(event)
        await context.threeDSecure(event)
      }
      paid.withLock { $0 = true }
      await context.paymentSucceeded(result)
    } catch {
      await context.paymentFailed(error)
    }
  }

  func dismiss() async { await context.dismiss() }

  /// Recomputes the state from the form's values. The form's lock is held
  /// while the state is published, so concurrent edits publish in order.
  private func publish() {
    form.withLock { values in publish(values) }
  }

  private func publish(_ values: ValidationService.Form) {
    let showRequired = submitAttempted.withLock { $0 }
    let visible = Set(validation.visibleFields(country: values.country))
    var fields: [CardFormFieldState] = []
    var allValid = true
    for field in CardFormField.allCases {
      let key = field.validationField
      let value = values.value(of: field)
      let isVisible = visible.contains(key)
      let error = isVisible ? validation.error(for: key, in: values) : nil
      let isRequired = isVisible && validation.isRequired(key, country: values.country)
      if isVisible, error != nil { allValid = false }
      // A required field's emptiness shows once the customer tried to pay.
      let shown = value.isEmpty && !showRequired ? nil : error
      fields.append(
        CardFormFieldState(
          field: field, value: value, isValid: isVisible && error == nil, error: shown, isRequired: isRequired,
          isVisible: isVisible))
    }
    let digits = values.cardNumber
    // Only networks the merchant accepts can be chosen; one is no choice.
    let accepted = CardNetworkDetector.coBadgedNetworks(forDigits: digits).filter(acceptedNetworks.contains)
    let coBadged = accepted.count > 1 ? accepted : []
    let network = validation.network(in: values)
    let candidates = CardNetworkDetector.candidates(forDigits: digits)
    let isPaid = paid.withLock { $0 }
    let surcharge = network.flatMap { surcharges[$0] } ?? 0
    broadcaster.update { state in
      let isSubmitting = state.isSubmitting
      state = CardFormState(
        fields: fields, networkCandidates: candidates, network: network, coBadgedChoices: coBadged,
        isSubmitEnabled: allValid && !isSubmitting && !isPaid, isSubmitting: isSubmitting, surcharge: surcharge,
        amount: context.amount + surcharge)
    }
  }

  /// The card, ready for tokenizing, when the form is complete, with the
  /// billing fields the form shows and the customer filled in: never a
  /// hidden field's value, nor an empty one. With the country field hidden
  /// or empty, the country the address was checked against is sent when it
  /// isn't the session's customer country (the merchant's
  /// `defaultCountry`), since the server would store that one.
  private func cardDetails(_ values: ValidationService.Form) -> CardDetails? {
    guard let expiry = validation.expiry(in: values) else { return nil }
    var billing: [ValidationRulesFactory.BillingField: String] = [:]
    for case .billing(let field) in validation.visibleFields(country: values.country) {
      let value = (values.billing[field] ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
      if !value.isEmpty { billing[field] = field == .country ? CountryCode.normalized(value) ?? value : value }
    }
    if !billing.isEmpty, billing[.country] == nil, let country = values.country.flatMap(CountryCode.normalized),
      country != customerCountry
    {
      billing[.country] = country
    }
    return CardDetails(
      number: values.cardNumber.filter(\.isNumber), expiryMonth: expiry.month, expiryYear: expiry.year,
      cvv: values.cvv.filter(\.isNumber), cardholderName: values.cardholderName,
      network: validation.network(in: values),
      billingAddress: billing)
  }
}

extension CardFormField {
  /// The validation service's name for the field.
  var validationField: ValidationService.Field {
    switch self {
    case .cardNumber: .cardNumber
    case .expiryDate: .expiryDate
    case .cvv: .cvv
    case .cardholderName: .cardholderName
    default: billingField.map(ValidationService.Field.billing) ?? .cardholderName
    }
  }

  /// The billing field it is, if it is one.
  var billingField: ValidationRulesFactory.BillingField? {
    ValidationRulesFactory.BillingField(rawValue: rawValue)
  }
}

extension ValidationService.Form {
  func value(of field: CardFormField) -> String {
    switch field {
    case .cardNumber: cardNumber
    case .expiryDate: expiryDate
    case .cvv: cvv
    case .cardholderName: cardholderName
    default: field.billingField.flatMap { billing[$0] } ?? ""
    }
  }
}

extension ValidationService {
  /// Whether `field` must be filled in for an address in `country`.
  func isRequired(_ field: Field, country: String?) -> Bool {
    switch field {
    case .cardNumber, .expiryDate, .cvv: true
    case .cardholderName: rules.configuration.cardholderName == .required
    case .billing(let billing): rules.configuration.requirement(for: billing, country: country) == .required
    }
  }
}

extension CardFormConfiguration {
  /// The validation rules' view of the configuration.
  var validation: ValidationRulesFactory.Configuration {
    func requirement(_ value: CardFormFieldRequirement) -> ValidationRulesFactory.Requirement {
      switch value {
      case .hidden: .hidden
      case .optional: .optional
      case .required: .required
      }
    }
    var configuration = ValidationRulesFactory.Configuration()
    configuration.acceptedNetworks = acceptedNetworks
    configuration.cardholderName = requirement(cardholderName)
    for (field, value) in billingAddress {
      if let billing = field.billingField { configuration.billingFields[billing] = requirement(value) }
    }
    return configuration
  }
}
