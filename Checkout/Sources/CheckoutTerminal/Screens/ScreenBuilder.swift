import CheckoutAssets
import CheckoutComponents
import Foundation

/// A screen as a view tree, and what each of its elements does.
public struct BuiltScreen: Sendable {
  /// The screen's view tree, as ``LayoutEngine`` lays it out.
  public var view: ViewDescription
  /// Enter's action per element identifier.
  public var actions: [String: ScreenAction]
  /// The element that takes typed text wherever focus is: the bank search.
  public var typingTarget: String?
  /// Enter's action where the focused element has none of its own.
  public var defaultAction: ScreenAction?

  /// Where focus starts on this screen: the first element that does
  /// something other than leave it (back, cancel), else the first.
  public func initialFocus(in layout: Layout) -> String? {
    let order = layout.focusOrder
    return order.first { actions[$0].map { !$0.leavesScreen } ?? true } ?? order.first
  }
}

/// The default view of every checkout screen, built from the generated
/// strings and accessibility elements, with the merchant's customization
/// hooks applied where set: a hook replaces a whole screen, a section or
/// one component.
public enum ScreenBuilder {
  /// `screen` as a view tree in `context`'s locale, with the merchant's
  /// hooks applied, and the action of each element Enter acts on.
  public static func build(_ screen: CheckoutScreen, context: ScreenContext) -> BuiltScreen {
    let t = context.localizer
    switch screen {
    case .splash:
      let status = A11y.Splash.loadingIndicator
      return BuiltScreen(view: context.checkout.splash?() ?? splash(status, Strings.Checkout.loading, t), actions: [:])

    case .loading:
      let status = A11y.Splash.paymentMethodsLoadingIndicator
      let view = context.checkout.loading?() ?? splash(status, Strings.Checkout.loadingPaymentMethods, t)
      return BuiltScreen(view: view, actions: [:])

    case .paymentMethods(let state):
      return paymentMethods(state, context: context)

    case .cardForm(let state, let presentation):
      return cardForm(state, presentation: presentation, context: context)

    case .bankSelector(let state, let method, let leadingAction):
      return bankSelector(state, method: method, leadingAction: leadingAction, context: context)

    case .paymentMethod(let method, let view):
      // A method the renderer doesn't know, drawn from its own view
      // description: typing fills the focused text field, a button tells the
      // method it was pressed (the catalog's back and cancel leave), Enter
      // anywhere else submits it, Esc leaves it.
      let leaving: Set<String> = [A11y.BankRedirect.backButton.identifier, A11y.BankRedirect.cancelButton.identifier]
      var actions: [String: ScreenAction] = [:]
      for node in interactiveNodes(of: view) {
        switch node {
        case .field(let element, _, _):
          actions[element.identifier] = .editMethodField(method, element: element.identifier)
        case .button(let element, _, _) where leaving.contains(element.identifier):
          actions[element.identifier] = .leaveMethod(method)
        case .button(let element, _, _), .row(let element, _, _, _, _):
          actions[element.identifier] = .activateMethodElement(method, element: element.identifier)
        default: break
        }
      }
      return BuiltScreen(view: view, actions: actions, defaultAction: .activateMethodElement(method, element: nil))

    case .processing:
      let view =
        context.checkout.processing?()
        ?? .stack(
          .vertical,
          [
            .text(t(Strings.Checkout.processing), style: .title),
            .text(""),
            .status(A11y.Processing.indicator, text: t(Strings.Checkout.processingMessage)),
          ])
      return BuiltScreen(view: view, actions: [:])

    case .customerAction(let action):
      let title =
        action.kind == .redirect
        ? ViewDescription.header(A11y.CustomerAction.redirectTitle, text: t(Strings.Checkout.actionRedirectTitle))
        : .header(A11y.CustomerAction.challengeTitle, text: t(Strings.Checkout.actionChallengeTitle))
      let view: ViewDescription = .stack(
        .vertical,
        [
          title,
          .text(""),
          .status(A11y.CustomerAction.status, text: t(Strings.Checkout.actionMessage)),
          .text(""),
          .text(t(Strings.Checkout.actionOpenManually), style: .caption),
          // Wrapped, never cut short: the customer may have to type it.
          .container(A11y.CustomerAction.address, [.text(action.url.absoluteString)]),
          .text(""),
          .button(A11y.CustomerAction.cancelButton, title: t(Strings.Navigation.cancel)),
        ])
      return BuiltScreen(
        view: view,
        actions: [A11y.CustomerAction.cancelButton.identifier: .cancelCustomerAction])

    case .success(let result):
      let amount = AmountFormatting.format(
        minorUnits: result.amount, currency: result.currency, locale: t.locale)
      let view =
        context.checkout.success?(result)
        ?? .stack(
          .vertical,
          [
            .header(A11y.Success.title, text: t(Strings.Checkout.successTitle)),
            .status(A11y.Success.announcement, text: ""),
            .text(""),
            .container(
              A11y.Success.message(amount: amount, merchant: context.merchant),
              [.text(t(Strings.Checkout.successMessage(amount, context.merchant)))]),
            .text(""),
            receipt(result, context: context),
            .text(""),
            .button(A11y.Success.doneButton, title: t(Strings.Checkout.successDone)),
          ])
      return BuiltScreen(view: view, actions: [A11y.Success.doneButton.identifier: .done])

    case .failure(let error):
      var children: [ViewDescription] = [
        .header(A11y.Failure.title, text: t(Strings.Checkout.failureTitle)),
        .text(""),
        .status(A11y.Failure.announcement, text: t(error.message), style: .error),
      ]
      if let code = error.code {
        children.append(.container(A11y.Failure.errorCode(code: code), [.text(t(Strings.Checkout.errorCode(code)))]))
      }
      children += [
        .text(t(Strings.Checkout.failureMessage), style: .caption),
        .text(""),
        .stack(
          .horizontal,
          [
            .button(A11y.Failure.tryAgainButton, title: t(Strings.Checkout.failureTryAgain)),
            .button(A11y.Failure.chooseAnotherMethodButton, title: t(Strings.Checkout.failureChooseAnotherMethod)),
          ]),
        .text(""),
        .button(A11y.Failure.closeButton, title: t(Strings.Navigation.close)),
      ]
      let view = context.checkout.failure?(error) ?? .stack(.vertical, children)
      return BuiltScreen(
        view: view,
        actions: [
          A11y.Failure.tryAgainButton.identifier: .tryAgain,
          A11y.Failure.chooseAnotherMethodButton.identifier: .retry,
          A11y.Failure.closeButton.identifier: .close,
        ])
    }
  }

  /// What was paid, in the session's locale: the amount charged, the
  /// surcharge in it, the card (network and last four digits) or the
  /// method, the payment's reference and its status.
  static func receipt(_ result: PaymentResult, context: ScreenContext) -> ViewDescription {
    let t = context.localizer
    let money = { (minor: Int) in
      AmountFormatting.format(minorUnits: minor, currency: result.currency, locale: t.locale)
    }
    var lines: [ViewDescription] = [.text(t(Strings.Checkout.receiptAmount(money(result.amount))), style: .caption)]
    if result.surcharge > 0 {
      lines.append(.text(t(Strings.Checkout.receiptSurcharge(money(result.surcharge))), style: .caption))
    }
    if let network = result.network, let lastFour = result.lastFourDigits {
      lines.append(.text(t(Strings.Checkout.receiptCard(network.displayName, lastFour)), style: .caption))
    } else {
      lines.append(.text(t(Strings.Checkout.receiptMethod(context.name(of: result.method))), style: .caption))
    }
    lines.append(.text(t(Strings.Checkout.receiptReference(result.paymentID)), style: .caption))
    let status = result.status == .succeeded ? t(Strings.Checkout.receiptStatusSucceeded) : result.status.rawValue
    lines.append(.text(t(Strings.Checkout.receiptStatus(status)), style: .caption))
    return .container(A11y.Success.receipt, lines)
  }

  /// The fields, buttons and rows of a view, in drawing order.
  static func interactiveNodes(of view: ViewDescription) -> [ViewDescription] {
    switch view {
    case .field, .button, .row: [view]
    case .stack(_, let children), .container(_, let children), .list(_, let children):
      children.flatMap(interactiveNodes(of:))
    case .text, .header, .badge, .status, .image: []
    }
  }

  /// The splash screen, announcing what is loading.
  private static func splash(_ status: A11yElement, _ text: LocalizedString, _ t: Localizer) -> ViewDescription {
    .container(
      A11y.Splash.container,
      [.text(t(Strings.Checkout.title), style: .title), .text(""), .status(status, text: t(text))])
  }

  // MARK: Payment methods

  private static func paymentMethods(_ state: PaymentMethodSelectionState, context: ScreenContext) -> BuiltScreen {
    let t = context.localizer
    var actions: [String: ScreenAction] = [A11y.PaymentMethods.cancelButton.identifier: .cancelCheckout]
    for option in state.methods { actions[option.element(t).identifier] = .selectMethod(option.method) }
    if let first = state.methods.first {
      actions[A11y.PaymentMethods.payButton(amount: context.formattedAmount).identifier] =
        .payWithHighlightedMethod(otherwise: state.selected ?? first.method)
    }
    if let screen = context.paymentMethods.screen {
      return BuiltScreen(view: screen(state), actions: actions)
    }
    var body: [ViewDescription] = [
      .header(A11y.PaymentMethods.title, text: t(Strings.PaymentMethods.title)),
      .text(""),
    ]
    if state.methods.isEmpty {
      body += [
        .status(A11y.PaymentMethods.emptyState, text: t(Strings.PaymentMethods.empty), style: .body),
        .text(t(Strings.PaymentMethods.emptyMessage), style: .caption),
      ]
    } else {
      let rows = state.methods.map { option in
        context.paymentMethods.row?(option)
          ?? .row(option.element(t), title: option.name.text(in: t), subtitle: option.subtitle.text(in: t))
      }
      body += [
        .list(A11y.PaymentMethods.list, rows: rows),
        .text(""),
        .button(
          A11y.PaymentMethods.payButton(amount: context.formattedAmount),
          title: t(Strings.PaymentMethods.pay(context.formattedAmount))),
      ]
    }
    body += [.text(""), .button(A11y.PaymentMethods.cancelButton, title: t(Strings.Navigation.cancel))]
    return BuiltScreen(view: .container(A11y.PaymentMethods.container, body), actions: actions)
  }

  // MARK: Card form

  private static func cardForm(
    _ state: CardFormState, presentation: PresentationContext, context: ScreenContext
  ) -> BuiltScreen {
    let view = CardFormView(
      state, presentation: presentation, amount: context.amount, currency: context.currency,
      customization: context.cardForm, fieldPresentation: context.fieldPresentation, localizer: context.localizer)
    var actions: [String: ScreenAction] = [
      view.leadingElement.identifier: .cardLeadingAction, view.submitElement.identifier: .submitCard,
    ]
    for field in CardFormField.allCases { actions[field.element.identifier] = .editField(field) }
    for network in state.coBadgedChoices {
      actions[network.choiceElement.identifier] = .chooseNetwork(network)
    }
    return BuiltScreen(view: view.body, actions: actions)
  }

  // MARK: Bank selector

  private static func bankSelector(
    _ state: BankSelectorState, method: PaymentMethodType, leadingAction: BankSelectorLeadingAction,
    context: ScreenContext
  ) -> BuiltScreen {
    var actions: [String: ScreenAction] = [
      leadingAction.element.identifier: .bankLeadingAction,
      A11y.BankSelector.searchField.identifier: .editSearch,
      A11y.BankSelector.clearSearchButton.identifier: .clearSearch,
    ]
    for bank in state.banks { actions[bank.element.identifier] = .selectBank(bank) }
    let view = BankSelectorView(
      state, title: BankSelectorView.title(for: method), leadingAction: leadingAction,
      customization: context.bankSelector, localizer: context.localizer)
    // A replaced screen keeps typing into the search, as the default does.
    let types = context.bankSelector.screen != nil || view.showsSearch
    return BuiltScreen(
      view: view.body, actions: actions, typingTarget: types ? A11y.BankSelector.searchField.identifier : nil)
  }
}
