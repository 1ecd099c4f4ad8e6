/// Card details on their way to tokenization: the only model that holds the
/// card number and the CVV, and it never prints them.
struct CardDetails: Sendable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
  var number: String
  var expiryMonth: Int
  var expiryYear: Int
  var cvv: String
  var cardholderName: String
  /// The network to process on: the customer's choice on a co-badged card.
  var network: CardNetwork?

  /// Never the number or the CVV.
  var description: String { "CardDetails(number: \(CardNumber.mask(number.filter(\.isNumber))), cvv: ***)" }
  var debugDescription: String { description }
  var customMirror: Mirror {
    Mirror(self, children: ["number": CardNumber.mask(number.filter(\.isNumber)), "cvv": "***"])
  }
}
