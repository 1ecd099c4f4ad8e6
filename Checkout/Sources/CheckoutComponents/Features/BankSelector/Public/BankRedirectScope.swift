import CheckoutAssets

/// A bank method without an issuer list, as iDEAL is since iDEAL 2.0: the
/// customer chooses the bank on the scheme's own page, not in the app.
///
/// The session decides which bank methods have a list (its configuration's
/// `issuerList`); a method without one gets this scope instead of a
/// ``BankSelectorScope``. Opening it, from the list or with
/// `checkout.present(.ideal)`, starts the payment at once: the checkout goes
/// straight to the scheme's page (`actionRequired`). ``PaymentMethodScope/submit()``
/// starts it again, after a failure for instance.
public protocol BankRedirectScope: PaymentMethodScope<BankRedirectState> {}

extension BankRedirectScope {
  /// `cancel` when the merchant opened the method directly, `back` when
  /// the customer came from the payment-method list.
  public var leadingAction: BankSelectorLeadingAction {
    switch dismissalMechanism {
    case .back: .back
    case .cancel: .cancel
    }
  }
}

/// The state of a bank method without an issuer list.
public struct BankRedirectState: Sendable, Hashable {
  /// Whether the payment has started: the scheme's page is opening.
  public var isRedirecting: Bool

  /// A state; by default, the one before the payment starts.
  public init(isRedirecting: Bool = false) {
    self.isRedirecting = isRedirecting
  }
}

/// The screen of a bank method without an issuer list, as the checkout
/// shows it while the scheme's page opens: its name, that the bank is
/// chosen on the scheme's page, and a button that opens it.
public struct BankRedirectView: Sendable {
  /// The screen.
  public let body: ViewDescription
  /// The elements of the leading button (back or cancel) and of the
  /// button that opens the scheme's page.
  public let leadingElement: A11yElement
  /// The button that opens the scheme's page, shown until the payment has
  /// started; then a status saying that the page is opening replaces it.
  public let continueElement: A11yElement

  /// The screen of `methodName` (a brand name, such as iDEAL) in `state`,
  /// left by `leadingAction`.
  public init(
    _ state: BankRedirectState, methodName: String, leadingAction: BankSelectorLeadingAction, localizer t: Localizer
  ) {
    leadingElement = leadingAction == .back ? A11y.BankRedirect.backButton : A11y.BankRedirect.cancelButton
    continueElement = A11y.BankRedirect.continueButton(methodName: methodName)
    var children: [ViewDescription] = [
      .stack(.horizontal, [.button(leadingElement, title: t(leadingAction.title))]),
      .text(""),
      .header(A11y.BankRedirect.title(methodName: methodName), text: t(Strings.BankSelector.schemeTitle(methodName))),
      .text(""),
      .text(t(Strings.BankSelector.schemeMessage(methodName)), style: .caption),
      .text(""),
    ]
    if state.isRedirecting {
      children.append(
        .status(
          A11y.BankRedirect.redirecting(methodName: methodName),
          text: t(Strings.BankSelector.schemeRedirecting(methodName))))
    } else {
      children.append(.button(continueElement, title: t(Strings.BankSelector.schemeContinue(methodName))))
    }
    body = .container(A11y.BankRedirect.container(methodName: methodName), children)
  }
}
