/// The payment backend the checkout talks to. The sandbox implementation
/// (``SandboxPaymentService``) runs in process and is the default.
protocol PaymentService: Sendable {
  /// The banks a bank-based method (iDEAL, Dotpay) offers.
  func banks(for method: PaymentMethodType) async throws(CheckoutError) -> [Bank]
  /// Exchanges card details for a single-use token; the card number goes
  /// no further than this call.
  func tokenize(_ card: CardDetails) async throws(CheckoutError) -> PaymentToken
  /// Creates a payment with a card token or a chosen bank.
  func createPayment(_ request: PaymentRequest) async throws(CheckoutError) -> PaymentOutcome
  /// Where a payment stands after a 3-D Secure challenge or a bank
  /// redirect: polled once the customer is back.
  func poll(paymentID: String) async throws(CheckoutError) -> PaymentOutcome
}

/// Card details on their way to tokenization.
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

/// A single-use card token: an opaque id, never the card number.
struct PaymentToken: Sendable, Hashable, CustomStringConvertible {
  var value: String
  /// The first six and last four digits, masked, for receipts.
  var maskedNumber: String

  var description: String { "PaymentToken(\(value), \(maskedNumber))" }
}

/// What a payment is for, and how it is paid.
struct PaymentRequest: Sendable, Hashable {
  enum Source: Sendable, Hashable {
    case card(PaymentToken)
    case bank(method: PaymentMethodType, bankID: String)
  }

  var source: Source
  var amount: Int
  var currency: String
}

/// Where a payment stands.
enum PaymentOutcome: Sendable, Hashable {
  case succeeded(paymentID: String)
  case failed(CheckoutError)
  /// The card needs a 3-D Secure challenge before it completes.
  case challengeRequired(paymentID: String)
  /// The customer continues at their bank's site.
  case redirect(paymentID: String, url: String)
}
