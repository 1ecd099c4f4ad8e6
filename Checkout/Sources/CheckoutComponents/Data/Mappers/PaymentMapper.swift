import CheckoutAPI
import Foundation

/// Wire payments, tokens and banks → domain models.
enum PaymentMapper {
  static func map(_ wire: Components.Schemas.Payment) throws(CheckoutError) -> PaymentRecord {
    let status: PaymentStatus
    switch wire.status {
    case .succeeded: status = .succeeded
    case .declined: status = .declined(map(wire.declineCode))
    case .pending:
      // A pending payment the customer can't act on is a broken answer.
      guard let action = wire.requiredAction, let url = URL(string: action.url), url.scheme != nil else {
        throw .invalidResponse
      }
      switch action._type {
      case .redirect: status = .actionRequired(.redirect(url))
      case .threeDSecureChallenge: status = .actionRequired(.threeDSecureChallenge(url))
      }
    }
    return PaymentRecord(
      id: wire.id, status: status, amount: Int(clamping: wire.amount), surcharge: Int(clamping: wire.surcharge ?? 0),
      currency: wire.currency, network: wire.network.flatMap(CardNetworkMapper.map),
      lastFourDigits: wire.lastFour.flatMap(lastFour))
  }

  /// Four ASCII digits, as the contract's `lastFour` is; anything else is dropped.
  static func lastFour(_ text: String) -> String? {
    text.count == 4 && text.allSatisfy({ $0.isASCII && $0.isNumber }) ? text : nil
  }

  /// A decline's reason → the error the customer sees.
  static func map(_ code: Components.Schemas.DeclineCode?) -> CheckoutError {
    switch code {
    case .doNotHonor, nil: .paymentDeclined
    case .addressVerificationFailed: .addressVerificationFailed
    case .insufficientFunds: .insufficientFunds
    case .expiredCard: .cardExpired
    case .authenticationFailed: .authenticationFailed
    case .cancelled: .paymentCancelled
    case .processingError: .unknown(code: "processing_error")
    }
  }

  static func map(_ wire: Components.Schemas.CardToken) -> PaymentToken {
    PaymentToken(
      value: wire.token, maskedNumber: wire.maskedNumber, network: wire.network.flatMap(CardNetworkMapper.map))
  }

  static func map(_ wire: Components.Schemas.Bank) -> Bank {
    Bank(id: wire.id, name: wire.name, iconURL: wire.iconUrl.flatMap(URL.init(string:)), isDisabled: wire.disabled)
  }

  static func map(_ request: PaymentRequest) throws(CheckoutError) -> Components.Schemas.PaymentRequest {
    switch request.source {
    case .card(let token):
      return .init(
        source: .card(.init(_type: "card", token: token.value, network: token.network.flatMap(CardNetworkMapper.map))))
    case .bank(let method, let bankID):
      guard let bankMethod = PaymentMethodMapper.bankMethod(method) else { throw .unknown(code: "invalid_request") }
      return .init(source: .bank(.init(_type: "bank", method: bankMethod, bankId: bankID)))
    }
  }
}
