import Testing

@testable import CheckoutComponents

/// Routes, the back stack, and the stream of route changes.
@Suite(.timeLimit(.minutes(1))) struct NavigatorTests {
  @Test func pushReplaceResetAndBack() {
    let navigator = Navigator(root: .splash)
    navigator.push(.loading)
    navigator.replace(with: .paymentMethodSelection)
    navigator.push(.paymentMethod(.ideal, .fromPaymentSelection))
    #expect(navigator.backStack == [.splash, .paymentMethodSelection, .paymentMethod(.ideal, .fromPaymentSelection)])
    #expect(navigator.back())
    #expect(navigator.current == .paymentMethodSelection)
    navigator.reset(to: .success)
    #expect(navigator.backStack == [.success])
    #expect(!navigator.back())
    #expect(navigator.current == .success)
  }

  @Test func routeChangesArePublishedInOrder() async {
    let navigator = Navigator(root: .splash)
    let routes = navigator.routes
    navigator.push(.loading)
    navigator.push(.loading)  // The same screen again is no change.
    navigator.reset(to: .paymentMethodSelection)
    navigator.push(.processing)
    navigator.back()
    navigator.finish()
    var seen: [CheckoutRoute] = []
    for await route in routes { seen.append(route) }
    #expect(seen == [.splash, .loading, .paymentMethodSelection, .processing, .paymentMethodSelection])
  }

  @Test func aLateSubscriberStartsAtTheCurrentRoute() async {
    let navigator = Navigator(root: .splash)
    navigator.push(.failure)
    #expect(await first(1, of: navigator.routes) == [.failure])
  }
}
