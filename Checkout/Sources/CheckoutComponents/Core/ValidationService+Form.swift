extension ValidationService {
  /// The values of the card form as typed, and the customer's choice of
  /// network for a co-badged card.
  ///
  /// Its texts and its mirror mask the card number as ``CardNumber`` does
  /// and show neither the security code nor the cardholder's details.
  struct Form: Sendable, Hashable {
    var cardNumber = ""
    var expiryDate = ""
    var cvv = ""
    var cardholderName = ""
    /// The network the customer chose for a co-badged card, if any.
    var selectedNetwork: CardNetwork?
    /// The billing fields' values; a missing value is an empty one.
    var billing: [ValidationRulesFactory.BillingField: String] = [:]
    /// The billing country when the country field is empty or hidden: the
    /// session's customer country.
    var defaultCountry: String?

    /// The billing country, an ISO 3166-1 alpha-2 code such as `GB`: the
    /// country typed, else the default one.
    var country: String? {
      if let typed = billing[.country], !typed.allSatisfy(\.isWhitespace) { return typed }
      return defaultCountry
    }
  }
}

extension ValidationService.Form: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
  /// The masked card number, without the digits that aren't shown.
  private var maskedCardNumber: String {
    CardNumber.mask(DigitText.cardDigits(from: cardNumber) ?? "")
  }

  var description: String {
    "Form(cardNumber: \(maskedCardNumber), selectedNetwork: \(selectedNetwork?.rawValue ?? "none"))"
  }

  var debugDescription: String { description }

  var customMirror: Mirror {
    Mirror(
      self, children: ["cardNumber": maskedCardNumber, "selectedNetwork": selectedNetwork as Any],
      displayStyle: .struct)
  }
}
