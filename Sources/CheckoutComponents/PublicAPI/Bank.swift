import CheckoutAssets
import Foundation

/// A bank the customer can pay through with iDEAL, Dotpay or EPS.
public struct Bank: Sendable, Hashable, Identifiable {
  public var id: String
  public var name: String
  public var iconURL: URL?
  /// A disabled bank is shown, marked unavailable, and can't be chosen.
  public var isDisabled: Bool

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
