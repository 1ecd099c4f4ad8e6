import Foundation

/// A bank the customer can pay through with iDEAL or Dotpay.
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
