import CheckoutAssets
import Foundation

/// A bank the customer can pay through with iDEAL, Dotpay or EPS.
public struct Bank: Sendable, Hashable, Identifiable {
  /// The payment service's identifier for the bank: the payment goes through
  /// the bank with this id, and ``BankSelectorScope/selectBank(_:)`` looks the
  /// bank up by it.
  public var id: String
  /// The bank's name, as the payment service gives it: the row's title, and
  /// what the search matches.
  public var name: String
  /// The bank's logo, drawn before its name as a decorative image (the name
  /// says the same); `nil` when the service has none.
  public var iconURL: URL?
  /// A disabled bank is shown, marked unavailable, and can't be chosen.
  public var isDisabled: Bool

  /// A bank; the checkout makes them from the payment service's list.
  public init(id: String, name: String, iconURL: URL? = nil, isDisabled: Bool = false) {
    self.id = id
    self.name = name
    self.iconURL = iconURL
    self.isDisabled = isDisabled
  }
}

extension Bank {
  /// The row's accessibility element: a chooseable bank, or an unavailable one.
  public var element: A11yElement {
    isDisabled
      ? A11y.BankSelector.unavailableBankItem(bankId: id, bankName: name)
      : A11y.BankSelector.bankItem(bankId: id, bankName: name)
  }
}
