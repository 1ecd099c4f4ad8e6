import Foundation
import Testing

@testable import CheckoutDI

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

/// An argument type for parameterized registrations: a payment method's kind, as the runtime passes one.
enum ExampleMethod: Sendable {
  case ideal, dotpay
}
