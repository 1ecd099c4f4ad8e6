/// Card details on their way to tokenization: the only model that holds the
/// card number and the CVV, and it never prints them, nor the billing
/// address.
struct CardDetails: Sendable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
  var number: String
  var expiryMonth: Int
  var expiryYear: Int
  var cvv: String
  var cardholderName: String
  /// The network to process on: the customer's choice on a co-badged card.
  var network: CardNetwork?
  /// The billing fields the form showed and the customer filled in, trimmed;
  /// no other.
  var billingAddress: [ValidationRulesFactory.BillingField: String] = [:]

  /// Never the number, the CVV or the address.
  var description: String {
    "CardDetails(number: \(CardNumber.mask(number.filter(\.isNumber))), cvv: ***, billing fields: \(billingAddress.count))"
  }
  var debugDescription: String { description }
  var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "number": CardNumber.mask(number.filter(\.isNumber)), "cvv": "***",
        "billingAddress": "\(billingAddress.count) fields",
      ])
  }
}
