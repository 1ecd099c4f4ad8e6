/// Faults the server injects into its answers, for resilience tests.
///
/// Faults are keyed by the contract's operation ids (`createClientSession`, `getConfiguration`,
/// `listBanks`, `tokenizeCard`, `createPayment`, `getPayment`, `resumePayment`) and can be changed
/// while the server runs with ``SandboxServer/setFaults(_:)``. A fault with a count applies to that
/// many requests of its operation, then the operation behaves normally again.
///
/// ```swift
/// var faults = SandboxFaults()
/// faults.inject(.status(503), into: "createPayment", count: 1)
/// server.setFaults(faults)
/// ```
public struct SandboxFaults: Sendable, Equatable {
  /// How a request goes wrong.
  public enum Kind: Sendable, Equatable {
    /// Never answers, and does no work, until the server stops.
    case hang
    /// Does the work (a payment is committed to the database), then never answers until the
    /// server stops.
    case hangAfterCommit
    /// Answers with this status (a 5xx) and a problem-details body, without doing the work.
    case status(Int)
    /// Answers `200` with `application/json` whose body is not JSON, without doing the work.
    case malformedJSON
    /// Answers `200` with `text/html`, without doing the work.
    case wrongContentType
    /// Does the work, declares the answer's full length, sends the first half of its body, then
    /// drops the connection.
    case truncatedBody
  }

  /// One operation's fault.
  public struct Fault: Sendable, Equatable {
    /// What goes wrong.
    public var kind: Kind
    /// How many more requests it applies to; nil for every request.
    public var count: Int?

    /// A fault for `count` requests, or for every request when `count` is nil.
    public init(_ kind: Kind, count: Int? = nil) {
      self.kind = kind
      self.count = count
    }
  }

  /// The fault of each operation id.
  public var faults: [String: Fault]

  /// No faults.
  public init() {
    faults = [:]
  }

  /// These faults, by operation id.
  public init(_ faults: [String: Fault]) {
    self.faults = faults
  }

  /// Sets the fault of an operation, for `count` requests or, when nil, for every request.
  public mutating func inject(_ kind: Kind, into operationID: String, count: Int? = nil) {
    faults[operationID] = Fault(kind, count: count)
  }

  /// The fault that applies to the next request of an operation, counting that request against it.
  mutating func take(for operationID: String) -> Kind? {
    guard let fault = faults[operationID] else { return nil }
    guard let count = fault.count else { return fault.kind }
    if count <= 1 {
      faults[operationID] = nil
      return count == 1 ? fault.kind : nil
    }
    faults[operationID]?.count = count - 1
    return fault.kind
  }
}
