import CheckoutAssets

/// The card form's default screen: the view description the card method
/// gives for its state, with the merchant's hooks applied where set (the
/// whole screen, the billing section, a field, the submit button).
public struct CardFormView: Sendable {
  /// The leading button: cancel when presented directly, else back.
  public let leadingElement: A11yElement
  /// The pay button, labelled with what it charges.
  public let submitElement: A11yElement
  /// The screen.
  public let body: ViewDescription

  /// The screen for `state`, reached in `presentation`, selling `amount`
  /// minor units of `currency` before any surcharge.
  public init(
    _ state: CardFormState, presentation: PresentationContext, amount: Int, currency: String,
    customization: CardFormCustomization = CardFormCustomization(),
    fieldPresentation: [CardFormField: CardFormFieldPresentation] = [:], localizer t: Localizer
  ) {
    let leading =
      presentation == .direct
      ? (A11y.CardForm.cancelButton, Strings.Navigation.cancel) : (A11y.CardForm.backButton, Strings.Navigation.back)
    // A detected network's surcharge is in the amount the button pays.
    let payAmount = AmountFormatting.format(
      minorUnits: state.surcharge > 0 ? state.amount : amount, currency: currency, locale: t.locale)
    leadingElement = leading.0
    submitElement = A11y.CardForm.submitButton(amount: payAmount)
    if let screen = customization.screen {
      body = screen(state)
      return
    }

    func fieldView(_ fieldState: CardFormFieldState) -> ViewDescription {
      if let custom = customization.field?(fieldState) { return custom }
      let presentation = fieldPresentation[fieldState.field]
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
            A11y.CardForm.fieldError(field: fieldState.field.elementName, message: message), text: message,
            style: .error))
      }
      return .stack(.vertical, children)
    }

    let visible = state.visibleFields
    let cardFields: Set<CardFormField> = [.cardNumber, .expiryDate, .cvv, .cardholderName]
    var body: [ViewDescription] = [
      .stack(.horizontal, [.button(leading.0, title: t(leading.1))]),
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
            .button(network.choiceElement, title: (state.network == network ? "● " : "○ ") + network.displayName)
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
      if let section = customization.billingSection {
        body.append(section(state))
      } else {
        body.append(.header(A11y.CardForm.billingAddressTitle, text: t(Strings.CardForm.billingAddressTitle)))
        let pairable: Set<CardFormField> = [.firstName, .lastName, .city, .postalCode, .state, .country]
        var index = 0
        while index < billing.count {
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
      customization.submitButton?(state)
        ?? .button(submitElement, title: t(Strings.CardForm.submit(payAmount)), isEnabled: !state.isSubmitting))
    self.body = .container(A11y.CardForm.container, body)
  }
}

extension CardFormField {
  /// The field's element name without the screen's prefix, as the field
  /// error's identifier uses it: `card_number_field`.
  public var elementName: String {
    let identifier = element.identifier
    let prefix = "checkout_components_card_form_"
    return identifier.hasPrefix(prefix) ? String(identifier.dropFirst(prefix.count)) : identifier
  }
}
