import CheckoutAssets
import CheckoutComponents
import Foundation

/// The interactive checkout: reads the scopes' state into a screen, keeps
/// the focus, and turns keys into the scopes' actions. It draws nothing:
/// ``frame(width:height:)`` gives a cell buffer that a terminal, a script
/// or a test shows.
///
/// Keys: Tab and the down and right arrows move focus forward, Shift-Tab
/// and the up and left arrows back; Enter activates; Esc goes back or
/// cancels; typing edits the focused field (on the bank selector, the
/// search); Ctrl-C quits.
public final class CheckoutSession {
  /// The checkout shown: where each screen's state comes from, and where
  /// the keys' actions go.
  public let scope: any CheckoutScope
  /// What the screens' texts depend on. The amount, currency and merchant
  /// stay as given; the locale, the method names and the customization
  /// hooks are taken from ``scope`` again before each layout.
  public var context: ScreenContext
  /// The focused element's identifier.
  public private(set) var focused: String?
  private var viewport = Viewport(height: 24)
  private var shownScreen: String?

  /// Opens a required action's page: the system browser, in the demo.
  /// `nil` opens nothing; the address is on the screen to open by hand.
  public var openURL: (@Sendable (URL) -> Void)?
  /// The payment whose page was opened last, so each opens once by itself.
  private var openedAction: String?
  /// A payment started from a key, running while more keys come: Esc must
  /// reach the checkout while it waits for a bank's page.
  private let payments = PaymentTasks()

  /// Whether a payment started here is still running, short of waiting
  /// for the customer on a bank's page or a challenge.
  public var isPaying: Bool {
    if case .customerAction = scope.currentRoute { return false }
    return payments.isRunning
  }

  /// A session on `scope`, nothing drawn and nothing focused yet;
  /// `openURL` opens a required action's page, if given.
  public init(scope: any CheckoutScope, context: ScreenContext, openURL: (@Sendable (URL) -> Void)? = nil) {
    self.scope = scope
    self.context = context
    self.openURL = openURL
  }

  /// Opens the page of a required action the first time its screen shows.
  public func openCustomerActionIfNeeded() {
    guard case .customerAction(let action) = scope.currentRoute, openedAction != action.paymentID else { return }
    openedAction = action.paymentID
    openURL?(action.url)
  }

  /// Whether the checkout has closed.
  public var isFinished: Bool { scope.currentState == .dismissed }

  /// How a run ended, for the exit status.
  public enum Ending: Sendable, Hashable {
    /// `paid`: a payment went through during the run; `open`: the checkout is
    /// still open (a script ran out first); `closedWithoutPayment`: it
    /// closed with no payment; `interrupted`: the user quit (Ctrl-C, Ctrl-D,
    /// or the end of input).
    case paid, open, closedWithoutPayment, interrupted
  }

  private var sawPayment = false
  private var interrupted = false
  /// The method whose row had the focus last: what Pay on the list pays with.
  private var highlightedMethod: PaymentMethodType?
  /// The method last shown, and how: what Try again goes back to.
  private var lastMethod: (method: PaymentMethodType, context: PresentationContext)?

  /// How the checkout ended, or that it is still open.
  public var ending: Ending {
    if case .success = scope.currentState { sawPayment = true }
    if sawPayment { return .paid }
    if interrupted { return .interrupted }
    return isFinished ? .closedWithoutPayment : .open
  }

  /// The screen the scopes are on now; `nil` once dismissed.
  public var screen: CheckoutScreen? {
    switch scope.currentRoute {
    case .splash: return .splash
    case .loading: return .loading
    case .paymentMethodSelection: return .paymentMethods(scope.paymentMethodSelection.currentState)
    case .paymentMethod(.card, let presentation):
      guard let card = scope.paymentMethod((any CardFormScope).self) else { return nil }
      return .cardForm(card.currentState, context: presentation)
    case .paymentMethod(let method, _):
      if let bank = scope.paymentMethod(method) as? any BankSelectorScope {
        return .bankSelector(bank.currentState, method: method, leadingAction: bank.leadingAction)
      }
      return scope.paymentMethodView(method).map { .paymentMethod(method, view: $0) }
    case .processing: return .processing
    case .customerAction(let action): return .customerAction(action)
    case .success:
      if case .success(let result) = scope.currentState { return .success(result) }
      return .processing
    case .failure:
      if case .failure(let error) = scope.currentState { return .failure(error) }
      return .processing
    }
  }

  /// The current screen built and laid out at `width`, with the focus
  /// settled on an element that is there.
  public func layout(width: Int) -> (built: BuiltScreen, layout: Layout)? {
    guard let screen else { return nil }
    adoptScopes()
    let built = ScreenBuilder.build(screen, context: context)
    var layout = LayoutEngine.layout(built.view, width: width, focused: focused)
    let order = layout.focusOrder
    let screenKey = Self.key(of: screen)
    if screenKey != shownScreen || focused.map({ !order.contains($0) }) ?? true {
      let initial = built.initialFocus(in: layout)
      let changed = initial != focused
      if screenKey != shownScreen { viewport.top = 0 }
      shownScreen = screenKey
      focused = initial
      if changed { layout = LayoutEngine.layout(built.view, width: width, focused: focused) }
    }
    return (built, layout)
  }

  /// Takes the locale and the merchant's customization hooks from the
  /// scopes, where the merchant sets them, so a hook set at any time is
  /// drawn from the next frame on.
  private func adoptScopes() {
    if case .paymentMethod(let method, let presentation) = scope.currentRoute { lastMethod = (method, presentation) }
    context.localizer = scope.localizer
    context.checkout = scope.customization
    context.paymentMethods = scope.paymentMethodSelection.customization
    for option in scope.paymentMethodSelection.currentState.methods { context.methodNames[option.method] = option.name }
    if let card = scope.paymentMethod((any CardFormScope).self) {
      context.cardForm = card.customization
      context.fieldPresentation = card.fieldPresentation
    }
    if let bank = bankScope { context.bankSelector = bank.customization }
  }

  /// The frame to show in a `width` × `height` terminal, and the cursor.
  public func frame(width: Int, height: Int) -> (frame: CellBuffer, cursor: (column: Int, row: Int)?)? {
    guard let (_, layout) = layout(width: width) else { return nil }
    viewport = Viewport(top: viewport.top, height: height).scrolled(toShow: layout, focused: focused)
    return (viewport.frame(of: layout), viewport.cursor(of: layout))
  }

  /// The screen as a screen reader presents it.
  public func transcript(width: Int) -> [String] {
    guard let (_, layout) = layout(width: width) else { return [] }
    return ScreenReaderTranscript.lines(for: layout, localizer: scope.localizer, focused: focused)
  }

  /// Acts on a key. Returns `false` when the user quit.
  public func handle(_ key: KeyEvent, width: Int) async -> Bool {
    if case .success = scope.currentState { sawPayment = true }
    guard let (built, layout) = layout(width: width) else { return false }
    let order = layout.focusOrder
    switch key {
    case .interrupt:
      interrupted = true
      return false
    case .tab, .down, .right:
      moveFocus(by: 1, in: order, actions: built.actions)
    case .shiftTab, .up, .left:
      moveFocus(by: -1, in: order, actions: built.actions)
    case .enter:
      guard let action = focused.flatMap({ built.actions[$0] }) ?? built.defaultAction else { return true }
      await perform(action, order: order, actions: built.actions)
    case .escape:
      await escape()
    case .character(let character):
      edit(built: built, layout: layout) { $0.append(character) }
    case .backspace:
      edit(built: built, layout: layout) { if !$0.isEmpty { $0.removeLast() } }
    }
    return true
  }

  // MARK: Actions

  private func moveFocus(by step: Int, in order: [String], actions: [String: ScreenAction]) {
    guard !order.isEmpty else { return }
    let index = focused.flatMap { order.firstIndex(of: $0) } ?? (step > 0 ? -1 : order.count)
    focused = order[(index + step + order.count) % order.count]
    if let focused, case .selectMethod(let method)? = actions[focused] {
      highlightedMethod = method
    }
  }

  private func perform(_ action: ScreenAction, order: [String], actions: [String: ScreenAction]) async {
    switch action {
    case .selectMethod(let method):
      await scope.paymentMethodSelection.select(method)
    case .payWithHighlightedMethod(let otherwise):
      await scope.paymentMethodSelection.select(highlightedMethod ?? otherwise)
    case .tryAgain:
      await scope.retry()
      guard let lastMethod else { return }
      if lastMethod.context == .direct {
        await scope.present(lastMethod.method)
      } else {
        await scope.paymentMethodSelection.select(lastMethod.method)
      }
    case .cancelCheckout:
      await scope.paymentMethodSelection.cancel()
    case .back:
      await scope.back()
    case .cardLeadingAction:
      await scope.paymentMethod((any CardFormScope).self)?.dismiss()
    case .editField, .editMethodField:
      moveFocus(by: 1, in: order, actions: actions)
    case .editSearch:
      // Enter in the search goes to the first bank that matches.
      focused =
        order.first { identifier in
          if case .selectBank? = actions[identifier] { return true }
          return false
        } ?? focused
    case .chooseNetwork(let network):
      scope.paymentMethod((any CardFormScope).self)?.selectNetwork(network)
    case .submitCard:
      guard let card = scope.paymentMethod((any CardFormScope).self) else { return }
      payments.start { await card.submit() }
    case .leaveMethod(let method):
      await scope.paymentMethod(method)?.dismiss()
    case .activateMethodElement(let method, let element):
      // A button may pay, which runs while more keys come.
      guard let method = scope.paymentMethod(method) else { return }
      payments.start { await method.activate(element) }
    case .clearSearch:
      bankScope?.search(query: "")
      focused = A11y.BankSelector.searchField.identifier
    case .selectBank(let bank):
      // Choosing a bank continues to it: the selection, then the payment.
      guard let bankScope, (try? await bankScope.selectBank(bank)) != nil else { return }
      payments.start { await bankScope.submit() }
    case .bankLeadingAction:
      await bankScope?.dismiss()
    case .retry:
      await scope.retry()
    case .cancelCustomerAction:
      await scope.cancelCustomerAction()
    case .close, .done:
      await scope.dismiss()
    }
  }

  private func escape() async {
    switch screen {
    case .paymentMethods: await scope.paymentMethodSelection.cancel()
    case .cardForm: await scope.paymentMethod((any CardFormScope).self)?.dismiss()
    case .bankSelector: await bankScope?.dismiss()
    case .paymentMethod(let method, _): await scope.paymentMethod(method)?.dismiss()
    case .failure, .success: await scope.dismiss()
    case .customerAction: await scope.cancelCustomerAction()
    case .splash, .loading, .processing, nil: break
    }
  }

  /// Applies an edit to the search (on the bank selector), to the focused
  /// card-form field, or to the focused text field of a method drawn from
  /// its own view, whose scope gets the field's new text.
  private func edit(built: BuiltScreen, layout: Layout, _ change: (inout String) -> Void) {
    if built.typingTarget != nil, let bank = bankScope {
      var query = bank.currentState.searchQuery
      change(&query)
      bank.search(query: query)
      return
    }
    if let focused, case .editMethodField(let method, let element)? = built.actions[focused],
      let scope = scope.paymentMethod(method)
    {
      var value = layout.elements.first { $0.element.identifier == element }?.fieldValue ?? ""
      change(&value)
      scope.updateField(element, value: value)
      return
    }
    guard let focused, case .editField(let field)? = built.actions[focused],
      let card = scope.paymentMethod((any CardFormScope).self)
    else { return }
    var value = card.currentState[field]?.value ?? ""
    change(&value)
    card.update(field, value: value)
  }

  private var bankScope: (any BankSelectorScope)? {
    guard case .paymentMethod(let method, _) = scope.currentRoute else { return nil }
    return scope.paymentMethod(method) as? any BankSelectorScope
  }

  /// What identifies a screen for focus: the route, not its state.
  private static func key(of screen: CheckoutScreen) -> String {
    switch screen {
    case .bankSelector(_, let method, _): "bank_selector.\(method.identifier)"
    case .paymentMethod(let method, _): "payment_method.\(method.identifier)"
    default: screen.name
    }
  }
}

/// The payments a session started, counted while they run.
private final class PaymentTasks: @unchecked Sendable {
  // `@unchecked`: `running` is only reached under `lock` (an `NSLock`, not
  // `Mutex`, which needs macOS 15 and iOS 18).
  private let lock = NSLock()
  private var running = 0

  var isRunning: Bool { lock.withLock { running > 0 } }

  func start(_ payment: @escaping @Sendable () async -> Void) {
    lock.withLock { running += 1 }
    Task {
      await payment()
      self.lock.withLock { self.running -= 1 }
    }
  }
}
