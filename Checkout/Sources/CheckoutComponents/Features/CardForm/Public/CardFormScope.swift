import CheckoutAssets

/// The card form: a state per field, network detection as the digits are
/// typed, the co-badged network choice, and submit once every required
/// field is valid. ``PaymentMethodScope/submit()`` pays with the card, and
/// does nothing unless ``CardFormState/isSubmitEnabled``.
public protocol CardFormScope: PaymentMethodScope<CardFormState> {
  /// The 3-D Secure challenge's lifecycle, when the card needs one.
  var threeDSecureEvents: AsyncStream<ThreeDSecureEvent> { get }
  /// Screen, section and field replacements.
  var customization: CardFormCustomization { get set }
  /// The merchant's label, placeholder and style for each field it changed.
  var fieldPresentation: [CardFormField: CardFormFieldPresentation] { get }

  /// Sets a field's text, as typed; the field is validated at once.
  func update(_ field: CardFormField, value: String)
  /// Chooses the network of a co-badged card; ignored for a network not
  /// among ``CardFormState/coBadgedChoices``.
  func selectNetwork(_ network: CardNetwork)
}

/// A field of the card form.
public enum CardFormField: String, Sendable, Hashable, CaseIterable {
  /// The card's fields, always shown but for the cardholder name, which
  /// ``CardFormConfiguration/cardholderName`` may hide.
  case cardNumber, expiryDate, cvv, cardholderName
  /// The billing-address fields, shown as ``CardFormConfiguration/billingAddress``
  /// says; hidden by default.
  case firstName, lastName, addressLine1, addressLine2, city, state, postalCode, country, email, phone

  /// The field's accessibility element.
  public var element: A11yElement {
    switch self {
    case .cardNumber: A11y.CardForm.cardNumberField
    case .expiryDate: A11y.CardForm.expiryDateField
    case .cvv: A11y.CardForm.cvvField
    case .cardholderName: A11y.CardForm.cardholderNameField
    case .firstName: A11y.CardForm.firstNameField
    case .lastName: A11y.CardForm.lastNameField
    case .addressLine1: A11y.CardForm.addressLine1Field
    case .addressLine2: A11y.CardForm.addressLine2Field
    case .city: A11y.CardForm.cityField
    case .state: A11y.CardForm.stateField
    case .postalCode: A11y.CardForm.postalCodeField
    case .country: A11y.CardForm.countryField
    case .email: A11y.CardForm.emailField
    case .phone: A11y.CardForm.phoneField
    }
  }

  /// The field's label.
  public var label: LocalizedString {
    switch self {
    case .cardNumber: Strings.CardForm.cardNumberLabel
    case .expiryDate: Strings.CardForm.expiryDateLabel
    case .cvv: Strings.CardForm.cvvLabel
    case .cardholderName: Strings.CardForm.cardholderNameLabel
    case .firstName: Strings.CardForm.firstNameLabel
    case .lastName: Strings.CardForm.lastNameLabel
    case .addressLine1: Strings.CardForm.addressLine1Label
    case .addressLine2: Strings.CardForm.addressLine2Label
    case .city: Strings.CardForm.cityLabel
    case .state: Strings.CardForm.stateLabel
    case .postalCode: Strings.CardForm.postalCodeLabel
    case .country: Strings.CardForm.countryLabel
    case .email: Strings.CardForm.emailLabel
    case .phone: Strings.CardForm.phoneLabel
    }
  }

  /// The field's placeholder.
  public var placeholder: LocalizedString {
    switch self {
    case .cardNumber: Strings.CardForm.cardNumberPlaceholder
    case .expiryDate: Strings.CardForm.expiryDatePlaceholder
    case .cvv: Strings.CardForm.cvvPlaceholder
    case .cardholderName: Strings.CardForm.cardholderNamePlaceholder
    case .firstName: Strings.CardForm.firstNamePlaceholder
    case .lastName: Strings.CardForm.lastNamePlaceholder
    case .addressLine1: Strings.CardForm.addressLine1Placeholder
    case .addressLine2: Strings.CardForm.addressLine2Placeholder
    case .city: Strings.CardForm.cityPlaceholder
    case .state: Strings.CardForm.statePlaceholder
    case .postalCode: Strings.CardForm.postalCodePlaceholder
    case .country: Strings.CardForm.countryPlaceholder
    case .email: Strings.CardForm.emailPlaceholder
    case .phone: Strings.CardForm.phonePlaceholder
    }
  }

  /// Whether the field holds card data that is never shown in text.
  var isSensitive: Bool { self == .cardNumber || self == .cvv }
}

/// One field's state. Its texts (`description`, `debugDescription`, its
/// mirror, so `dump` and `print` of a ``CardFormState`` too) mask a card
/// number, hide a CVV, and show only the length of the cardholder name and
/// of every billing field (`city: <9 characters>`): what a merchant logs of
/// the form never holds the customer's address, name or email.
public struct CardFormFieldState: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible,
  CustomReflectable
{
  /// The field this state is for.
  public var field: CardFormField
  /// The text as typed.
  public var value: String
  /// Whether the value passes every rule (an empty optional field does).
  public var isValid: Bool
  /// The error to show: a rule the value breaks, or, after a submit
  /// attempt, a required field left empty.
  public var error: CardFormValidationError?
  /// Whether the field must be filled in before paying: always for the card
  /// number, expiry date and CVV, for the others as the configuration, the
  /// session and the billing country say; `false` for a hidden field.
  public var isRequired: Bool
  /// Whether the form shows the field: the card number, expiry date and CVV
  /// always, the others unless they are configured hidden.
  public var isVisible: Bool

  /// A field's state with the given values; the card form makes its own.
  public init(
    field: CardFormField, value: String = "", isValid: Bool = false, error: CardFormValidationError? = nil,
    isRequired: Bool = true, isVisible: Bool = true
  ) {
    self.field = field
    self.value = value
    self.isValid = isValid
    self.error = error
    self.isRequired = isRequired
    self.isVisible = isVisible
  }

  private var shownValue: String {
    switch field {
    case .cardNumber: CardNumber.mask(value.filter(\.isNumber))
    case .cvv: String(repeating: "*", count: value.count)
    case .expiryDate: value
    default: value.count == 1 ? "<1 character>" : "<\(value.count) characters>"
    }
  }

  /// The field's name and its value as the type's texts show it (the card
  /// number masked, the CVV hidden, the expiry date as typed, any other
  /// field as its length only), then ` (invalid)` when it isn't valid.
  public var description: String {
    "\(field.rawValue): \(shownValue)\(isValid ? "" : " (invalid)")"
  }

  /// ``description`` with the type's name: `CardFormFieldState(city: <9 characters>)`.
  public var debugDescription: String { "CardFormFieldState(\(description))" }

  /// The state's properties for `dump` and debuggers, the value shown as
  /// in ``description``.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "field": field, "value": shownValue, "isValid": isValid, "error": error as Any, "isRequired": isRequired,
        "isVisible": isVisible,
      ], displayStyle: .struct)
  }
}

/// The card form's state.
public struct CardFormState: Sendable, Hashable {
  /// Every field, shown or not, in the form's order.
  public var fields: [CardFormFieldState]
  /// The networks the digits typed so far may belong to, most likely first.
  public var networkCandidates: [CardNetwork]
  /// The network the payment goes through: the chosen one for a
  /// co-badged card, else the detected one.
  public var network: CardNetwork?
  /// For a co-badged card, the networks the customer may choose from.
  public var coBadgedChoices: [CardNetwork]
  /// Whether ``PaymentMethodScope/submit()`` pays now: every field shown is
  /// valid, no payment is in flight, and the card hasn't paid already (a
  /// form pays at most once).
  public var isSubmitEnabled: Bool
  /// Whether a payment with the card is in flight, from submit to its
  /// outcome, a 3-D Secure challenge included; the default pay button is
  /// greyed out meanwhile.
  public var isSubmitting: Bool
  /// What the session adds for a card of ``network``, in minor units; 0
  /// for none.
  public var surcharge: Int
  /// What the pay button charges: the session's amount plus ``surcharge``.
  public var amount: Int

  /// A state with the given values; the card form makes its own.
  public init(
    fields: [CardFormFieldState] = [], networkCandidates: [CardNetwork] = [], network: CardNetwork? = nil,
    coBadgedChoices: [CardNetwork] = [], isSubmitEnabled: Bool = false, isSubmitting: Bool = false,
    surcharge: Int = 0, amount: Int = 0
  ) {
    self.surcharge = surcharge
    self.amount = amount
    self.fields = fields
    self.networkCandidates = networkCandidates
    self.network = network
    self.coBadgedChoices = coBadgedChoices
    self.isSubmitEnabled = isSubmitEnabled
    self.isSubmitting = isSubmitting
  }

  /// A field's state.
  public subscript(field: CardFormField) -> CardFormFieldState? {
    fields.first { $0.field == field }
  }

  /// The fields shown.
  public var visibleFields: [CardFormFieldState] { fields.filter(\.isVisible) }
}

/// The 3-D Secure challenge's lifecycle.
public enum ThreeDSecureEvent: Sendable, Hashable {
  /// In order: `willPresent` before the challenge's page opens, `didPresent`
  /// once the page says it shows, `willDismiss` when the challenge ends
  /// (close the web view showing it), and `didComplete` once the checkout has
  /// asked the server how the payment stands.
  case willPresent, didPresent, willDismiss, didComplete
}

/// Whether a field is shown, and whether it must be filled in.
public enum CardFormFieldRequirement: Sendable, Hashable {
  /// `hidden`: not shown; `optional`: shown, and may stay empty; `required`:
  /// shown, and the customer can't pay until it is filled in (the address
  /// line 2 is never required).
  case hidden, optional, required
}

/// How the card form is set up.
public struct CardFormConfiguration: Sendable, Hashable {
  /// The networks the merchant accepts.
  public var acceptedNetworks: Set<CardNetwork>
  /// Whether the cardholder's name is asked for, and must be given;
  /// required by default, and always when the session requires it.
  public var cardholderName: CardFormFieldRequirement
  /// The billing-address fields shown, and whether each is required; the
  /// others are hidden. A shown state field is required for US addresses.
  public var billingAddress: [CardFormField: CardFormFieldRequirement]
  /// Per-field label, placeholder and style overrides.
  public var fieldPresentation: [CardFormField: CardFormFieldPresentation]
  /// The billing country, an ISO 3166-1 alpha-2 code such as `NL`, until
  /// the customer gives another: the country field starts with it, and the
  /// postal code and state are checked against it while the field is
  /// hidden. `nil` takes the session's `customerCountry`, and so does a
  /// text that isn't an assigned code: it is trimmed and put in capitals
  /// (`" de"` is `DE`), and `"Germany"` is ignored.
  public var defaultCountry: String?
  /// The session's customer country, which the server stores when the
  /// client sends no country; set by ``applying(_:)``.
  var customerCountry: String?

  /// A configuration with the given values: by default every network
  /// accepted, the cardholder name required, and no billing field shown.
  public init(
    acceptedNetworks: Set<CardNetwork> = Set(CardNetwork.allCases),
    cardholderName: CardFormFieldRequirement = .required,
    billingAddress: [CardFormField: CardFormFieldRequirement] = [:],
    fieldPresentation: [CardFormField: CardFormFieldPresentation] = [:], defaultCountry: String? = nil
  ) {
    self.acceptedNetworks = acceptedNetworks
    self.cardholderName = cardholderName
    self.billingAddress = billingAddress
    self.fieldPresentation = fieldPresentation
    self.defaultCountry = defaultCountry
  }
}

/// A field's label, placeholder and style, where the merchant changes them.
///
/// A label or placeholder is a key of the checkout's catalogs
/// (`Strings.CardForm.postalCodeLabel`), or a merchant's own text with its
/// translations:
///
/// ```swift
/// CardFormFieldPresentation(label: LocalizedString(verbatim: "Postcode", translations: ["de": "Postleitzahl"]))
/// CardFormFieldPresentation(label: "Postcode", translations: ["de": "Postleitzahl"])
/// ```
public struct CardFormFieldPresentation: Sendable, Hashable {
  /// The label in place of ``CardFormField/label``; `nil` keeps the
  /// checkout's. The default view still adds "optional" to an optional
  /// field's label, unless the label says so already.
  public var label: LocalizedString?
  /// The placeholder in place of ``CardFormField/placeholder``; `nil` keeps
  /// the checkout's.
  public var placeholder: LocalizedString?
  /// A style name the renderer knows, such as "compact".
  public var style: String?

  /// Overrides with the checkout's strings or a `LocalizedString` of your
  /// own; `nil` keeps the checkout's label or placeholder.
  public init(label: LocalizedString? = nil, placeholder: LocalizedString? = nil, style: String? = nil) {
    self.label = label
    self.placeholder = placeholder
    self.style = style
  }

  /// A merchant's own label (and placeholder), with translations keyed by
  /// locale (`nl`, `nl-BE`); a locale without one shows its language's,
  /// then the text.
  public init(
    label: String, translations: [String: String] = [:], placeholder: String? = nil,
    placeholderTranslations: [String: String] = [:], style: String? = nil
  ) {
    self.label = LocalizedString(verbatim: label, translations: translations)
    self.placeholder = placeholder.map { LocalizedString(verbatim: $0, translations: placeholderTranslations) }
    self.style = style
  }
}

/// Replacements for the card form's parts; `nil` keeps the default.
public struct CardFormCustomization: Sendable {
  /// Replaces the whole screen, drawn from the form's state; the other hooks
  /// are then unused.
  public var screen: (@Sendable (CardFormState) -> ViewDescription)?
  /// The billing-address section.
  public var billingSection: (@Sendable (CardFormState) -> ViewDescription)?
  /// Replaces the view of each field shown (its label, text field and error),
  /// drawn from the field's state. Its `value` is the text as typed, the
  /// whole card number and CVV included: show the CVV as dots, as the
  /// default does, and keep both out of logs and analytics.
  public var field: (@Sendable (CardFormFieldState) -> ViewDescription)?
  /// Replaces the pay button, drawn from the form's state, whose
  /// ``CardFormState/amount`` is what it charges. The default is greyed out
  /// while ``CardFormState/isSubmitting``; a submit does nothing unless
  /// ``CardFormState/isSubmitEnabled``.
  public var submitButton: (@Sendable (CardFormState) -> ViewDescription)?

  /// Replacements for the given parts; `nil` keeps a part's default.
  public init(
    screen: (@Sendable (CardFormState) -> ViewDescription)? = nil,
    billingSection: (@Sendable (CardFormState) -> ViewDescription)? = nil,
    field: (@Sendable (CardFormFieldState) -> ViewDescription)? = nil,
    submitButton: (@Sendable (CardFormState) -> ViewDescription)? = nil
  ) {
    self.screen = screen
    self.billingSection = billingSection
    self.field = field
    self.submitButton = submitButton
  }
}
