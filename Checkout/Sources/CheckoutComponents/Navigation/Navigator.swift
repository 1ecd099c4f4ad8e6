import CheckoutDI

/// The checkout's navigation: a back stack of routes, changed by push,
/// replace and reset, and published as an `AsyncStream` of the current
/// route.
final class Navigator: Sendable {
  private let stack: LockedState<[CheckoutRoute]>
  private let broadcaster: StateBroadcaster<CheckoutRoute>

  init(root: CheckoutRoute) {
    stack = LockedState([root])
    broadcaster = StateBroadcaster(root)
  }

  /// The current route, then every change.
  var routes: AsyncStream<CheckoutRoute> { broadcaster.stream() }

  var current: CheckoutRoute { stack.withLock { $0.last ?? .splash } }

  /// The whole back stack, oldest first.
  var backStack: [CheckoutRoute] { stack.withLock { $0 } }

  /// Goes forward to `route`; back returns here.
  func push(_ route: CheckoutRoute) { change { $0.append(route) } }

  /// Swaps the current route for `route`, so back skips it.
  func replace(with route: CheckoutRoute) {
    change { stack in
      if stack.isEmpty { stack = [route] } else { stack[stack.count - 1] = route }
    }
  }

  /// Starts over at `route`.
  func reset(to route: CheckoutRoute) { change { $0 = [route] } }

  /// Goes back one route. Returns `false` at the root, where it stays.
  @discardableResult
  func back() -> Bool {
    var moved = false
    change { stack in
      guard stack.count > 1 else { return }
      stack.removeLast()
      moved = true
    }
    return moved
  }

  func finish() { broadcaster.finish() }

  private func change(_ body: (inout [CheckoutRoute]) -> Void) {
    let route = stack.withLock { stack -> CheckoutRoute? in
      let before = stack.last
      body(&stack)
      return stack.last == before && stack.count > 0 ? nil : stack.last
    }
    if let route { broadcaster.send(route) }
  }
}
