/// A billing address as the sandbox stores it with a card token and its payment: the fields the
/// client sent, and the session's customer country when the client sent none. It is never logged.
public struct SandboxBillingAddress: Codable, Sendable, Equatable {
  public var firstName: String?
  public var lastName: String?
  public var addressLine1: String?
  public var addressLine2: String?
  public var city: String?
  public var state: String?
  public var postalCode: String?
  /// An ISO 3166-1 alpha-2 code.
  public var country: String?
  public var email: String?
  public var phone: String?

  public init(
    firstName: String? = nil, lastName: String? = nil, addressLine1: String? = nil, addressLine2: String? = nil,
    city: String? = nil, state: String? = nil, postalCode: String? = nil, country: String? = nil,
    email: String? = nil, phone: String? = nil
  ) {
    self.firstName = firstName
    self.lastName = lastName
    self.addressLine1 = addressLine1
    self.addressLine2 = addressLine2
    self.city = city
    self.state = state
    self.postalCode = postalCode
    self.country = country
    self.email = email
    self.phone = phone
  }

  /// The postal code as address verification compares it: without spaces or hyphens, in capitals.
  var normalizedPostalCode: String? {
    postalCode.map { String($0.filter { $0 != " " && $0 != "-" }).uppercased() }
  }
}
