import Foundation
import Testing

@testable import CheckoutComponents

/// A class with identity, so tests can tell instances apart; `serial` is
/// the number of the factory call that created it.
final class InstanceProbe: Sendable {
  let serial: Int

  init(serial: Int) {
    self.serial = serial
  }
}

/// Counts factory calls from any thread or task.
final class FactoryCallCounter: Sendable {
  private let count = LockedState(0)

  /// How many calls were counted.
  var value: Int { count.withLock { $0 } }

  /// Counts a call and returns its number, starting at 1.
  func next() -> Int {
    count.withLock { count in
      count += 1
      return count
    }
  }
}

/// A value type registered in scope tests; `text` says who made it.
struct ScopeLabel: Sendable, Equatable {
  let text: String
}

/// Two types whose factories resolve each other.
struct CycleA: Sendable {}
struct CycleB: Sendable {}
struct CycleRoot: Sendable {}

/// Suspends each arriving task until `count` tasks have arrived.
actor ArrivalBarrier {
  private let count: Int
  private var waiting: [CheckedContinuation<Void, Never>] = []

  init(count: Int) {
    self.count = count
  }

  /// Returns once `count` tasks in all have called it.
  func arrive() async {
    await withCheckedContinuation { continuation in
      waiting.append(continuation)
      if waiting.count == count {
        for waiter in waiting { waiter.resume() }
        waiting = []
      }
    }
  }
}

extension Repositories {
  /// Every repository answered by one ``MockRepositories``.
  static func mocks(_ repositories: MockRepositories = MockRepositories()) -> Repositories {
    Repositories(
      configuration: repositories, paymentMethods: repositories, banks: repositories, tokenization: repositories,
      payments: repositories)
  }
}

extension CheckoutConfiguration {
  /// A configuration for checkouts on mock repositories: the URL is never called.
  static func forMocks() throws -> CheckoutConfiguration {
    CheckoutConfiguration(apiBaseURL: try #require(URL(string: "https://pay.invalid/v1")))
  }
}

/// A payment-methods interactor that offers what a test says.
struct StubGetPaymentMethods: GetPaymentMethodsInteractor {
  let methods: [PaymentMethodType]

  func execute() async throws(CheckoutError) -> [PaymentMethodType] { methods }
}
