import CheckoutAssets
import CheckoutComponents
import Foundation

/// A screen as a view tree, and what each of its elements does.
public struct BuiltScreen: Sendable {
  public var view: ViewDescription
  /// Enter's action per element identifier.
  public var actions: [String: ScreenAction]
  /// The element that takes typed text wherever focus is: the bank search.
  public var typingTarget: String?

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
          ?? .row(option.element(t), title: t(option.name), subtitle: t(option.subtitle))
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
    let t = context.localizer
    let leading =
      presentation == .direct
      ? (A11y.CardForm.cancelButton, Strings.Navigation.cancel) : (A11y.CardForm.backButton, Strings.Navigation.back)
    // A detected network's surcharge is in the amount the button pays.
    let payAmount =
      state.surcharge > 0
      ? AmountFormatting.format(minorUnits: state.amount, currency: context.currency, locale: t.locale)
      : context.formattedAmount
    let submitElement = A11y.CardForm.submitButton(amount: payAmount)
    var actions: [String: ScreenAction] = [
      leading.0.identifier: .cardLeadingAction, submitElement.identifier: .submitCard,
    ]
    for field in CardFormField.allCases { actions[field.element.identifier] = .editField(field) }
    for network in state.coBadgedChoices {
      actions[network.choiceElement.identifier] = .chooseNetwork(network)
    }
    if let screen = context.cardForm.screen {
      return BuiltScreen(view: screen(state), actions: actions)
    }

    func fieldView(_ fieldState: CardFormFieldState) -> ViewDescription {
      if let custom = context.cardForm.field?(fieldState) { return custom }
      let presentation = context.fieldPresentation[fieldState.field]
      var label = t(presentation?.label ?? fieldState.field.label)
      let optional = t(Strings.CardForm.optional)
      // A label may already say so, as "Address line 2 (optional)" does.
      if !fieldState.isRequired, !label.localizedCaseInsensitiveContains(optional) { label += " · " + optional }
      let shown: String =
        switch fieldState.field {
        case .cvv: String(repeating: "•", count: fieldState.value.count)
        case .cardNumber: CardNumber(fieldState.value)?.formatted ?? fieldState.value
        default: fieldState.value
        }
      var children: [ViewDescription] = [
        .text(label, style: .caption),
        .field(
          fieldState.field.element, value: shown,
          placeholder: t(presentation?.placeholder ?? fieldState.field.placeholder)),
      ]
      if let error = fieldState.error {
        let message = t(error.message)
        children.append(
          .status(
            A11y.CardForm.fieldError(field: elementName(fieldState.field), message: message), text: message,
            style: .error))
      }
      return .stack(.vertical, children)
    }

    let visible = state.visibleFields
    let cardFields: Set<CardFormField> = [.cardNumber, .expiryDate, .cvv, .cardholderName]
    var body: [ViewDescription] = [
      .stack(
        .horizontal,
        [.button(leading.0, title: t(leading.1))]),
      .text(""),
      .header(A11y.CardForm.title, text: t(Strings.CardForm.title)),
      .text(""),
    ]
    if let number = state[.cardNumber], number.isVisible { body.append(fieldView(number)) }
    if let network = state.network {
      body.append(
        .stack(
          .horizontal,
          [
            .badge(network.badgeElement, text: network.displayName),
            .status(
              A11y.CardForm.networkDetected(networkName: network.displayName),
              text: t(Strings.CardForm.networkDetected(network.displayName))),
          ]))
    }
    if state.coBadgedChoices.count > 1 {
      let names = state.coBadgedChoices.map(\.displayName)
      body += [
        .text(""),
        .header(A11y.CardForm.networkChoiceTitle, text: t(Strings.CardForm.networkChoiceTitle)),
        .text(t(Strings.CardForm.networkChoiceMessage(names[0], names[1])), style: .caption),
        .stack(
          .horizontal,
          state.coBadgedChoices.map { network in
            .button(
              network.choiceElement,
              title: (state.network == network ? "● " : "○ ") + network.displayName)
          }),
        .text(""),
      ]
    }
    let pair = [state[.expiryDate], state[.cvv]].compactMap { $0 }.filter(\.isVisible)
    if !pair.isEmpty { body.append(.stack(.horizontal, pair.map(fieldView))) }
    if let name = state[.cardholderName], name.isVisible { body.append(fieldView(name)) }

    let billing = visible.filter { !cardFields.contains($0.field) }
    if !billing.isEmpty {
      body.append(.text(""))
      if let section = context.cardForm.billingSection {
        body.append(section(state))
      } else {
        body.append(.header(A11y.CardForm.billingAddressTitle, text: t(Strings.CardForm.billingAddressTitle)))
        var index = 0
        while index < billing.count {
          let pairable: Set<CardFormField> = [.firstName, .lastName, .city, .postalCode, .state, .country]
          if index + 1 < billing.count, pairable.contains(billing[index].field),
            pairable.contains(billing[index + 1].field)
          {
            body.append(.stack(.horizontal, [fieldView(billing[index]), fieldView(billing[index + 1])]))
            index += 2
          } else {
            body.append(fieldView(billing[index]))
            index += 1
          }
        }
      }
    }

    let errors = visible.filter { $0.error != nil }.count
    if errors > 0 {
      body += [
        .text(""),
        .status(
          A11y.CardForm.errorsSummary(count: errors), text: t(Strings.CardForm.errorsFound(count: errors)),
          style: .error),
      ]
    }
    body.append(.text(""))
    body.append(
      context.cardForm.submitButton?(state)
        ?? .button(
          submitElement, title: t(Strings.CardForm.submit(payAmount)),
          isEnabled: !state.isSubmitting))
    return BuiltScreen(view: .container(A11y.CardForm.container, body), actions: actions)
  }

  /// A field's element name without the screen's prefix, as the field
  /// error's identifier uses it: `card_number_field`.
  static func elementName(_ field: CardFormField) -> String {
    let identifier = field.element.identifier
    let prefix = "checkout_components_card_form_"
    return identifier.hasPrefix(prefix) ? String(identifier.dropFirst(prefix.count)) : identifier
  }

  // MARK: Bank selector

  private static func bankSelector(
    _ state: BankSelectorState, method: PaymentMethodType, leadingAction: BankSelectorLeadingAction,
    context: ScreenContext
  ) -> BuiltScreen {
    let t = context.localizer
    var actions: [String: ScreenAction] = [
      leadingAction.element.identifier: .bankLeadingAction,
      A11y.BankSelector.searchField.identifier: .editSearch,
      A11y.BankSelector.clearSearchButton.identifier: .clearSearch,
    ]
    for bank in state.banks { actions[bank.element.identifier] = .selectBank(bank) }
    if let screen = context.bankSelector.screen {
      return BuiltScreen(view: screen(state), actions: actions, typingTarget: A11y.BankSelector.searchField.identifier)
    }
    let title: LocalizedString =
      switch method {
      case .ideal: Strings.BankSelector.idealTitle
      case .dotpay: Strings.BankSelector.dotpayTitle
      case .card: Strings.BankSelector.title
      }
    var body: [ViewDescription] = [
      .stack(.horizontal, [.button(leadingAction.element, title: t(leadingAction.title))]),
      .text(""),
      .header(A11y.BankSelector.title, text: t(title)),
      .text(""),
    ]
    switch state.status {
    case .loading:
      body.append(.status(A11y.BankSelector.loadingIndicator, text: t(Strings.BankSelector.loading)))
    case .selected(let bank):
      body.append(
        .status(
          A11y.BankSelector.redirecting(bankName: bank.name), text: t(Strings.BankSelector.redirecting(bank.name))))
    case .ready:
      if !state.banks.isEmpty {
        var search: [ViewDescription] = [
          context.bankSelector.searchBar?(state.searchQuery)
            ?? .field(
              A11y.BankSelector.searchField, value: state.searchQuery,
              placeholder: t(Strings.BankSelector.searchPlaceholder))
        ]
        if !state.searchQuery.isEmpty {
          search.append(
            .button(A11y.BankSelector.clearSearchButton, title: t(Strings.Accessibility.bankSelectorClearSearchLabel)))
        }
        body.append(.stack(.horizontal, search))
        if !state.searchQuery.isEmpty {
          let count = state.filteredBanks.count
          body.append(
            .status(
              A11y.BankSelector.resultsCount(count: count), text: t(Strings.BankSelector.resultsCount(count: count))))
        }
        body.append(.text(""))
      }
      if let empty = state.emptyState {
        body.append(
          context.bankSelector.emptyState?(empty)
            ?? .stack(
              .vertical,
              [
                .status(empty.element, text: t(empty.title), style: .body),
                .text(t(empty.message), style: .caption),
              ]))
      } else {
        let rows = state.filteredBanks.map { bank in
          context.bankSelector.bankRow?(bank)
            ?? .row(
              bank.element, title: bank.name,
              subtitle: bank.isDisabled ? t(Strings.BankSelector.bankUnavailable) : nil, isEnabled: !bank.isDisabled)
        }
        body.append(.list(A11y.BankSelector.bankList, rows: rows))
      }
    }
    return BuiltScreen(
      view: .container(A11y.BankSelector.container, body), actions: actions,
      typingTarget: state.status == .ready && !state.banks.isEmpty ? A11y.BankSelector.searchField.identifier : nil)
  }
}
