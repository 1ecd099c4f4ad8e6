import TesseraFoundation
import TesseraStrings

// The accessibility rules: the catalog's format and identifiers, its
// labels and hints against the strings, and, under `lint --coverage` and
// `lint --sources`, what the UI and the code actually use.

extension RuleDescription {
  package static let a11ySchema = RuleDescription(
    id: .a11ySchema, name: "Accessibility schema",
    summary:
      "An unknown element, attribute, role or type, a bad name, or a name used twice in the accessibility catalog.",
    rationale: """
      The catalog becomes the `A11y` code, so an unknown role or parameter type, a misspelt attribute or \
      a name that can't be a Swift name would be dropped without a word or fail to compile. The message \
      suggests the nearest valid spelling. Use the roles and types the accessibility catalog format lists, snake_case names \
      for screens and elements and lowerCamelCase ones for parameters, each name once. A parameter that \
      neither the identifier nor a string uses is a warning.
      """,
    triggering: [
      RuleExample(
        "Roles are lowerCamelCase: `button`.", reportsAt: "Strings/Accessibility.xml", line: 3,
        .accessibility(
          """
          <accessibility>
            <screen name="cart">
              <element name="pay" role="Button" label="pay_label" hint="pay_hint"/>
            </screen>
          </accessibility>
          """),
        .strings(
          "en",
          """
          "pay_label" = "Pay";
          "pay_hint" = "Pays for the order.";
          """, table: "Accessibility"))
    ],
    nonTriggering: [
      RuleExample(
        "A known role.",
        .accessibility(
          """
          <accessibility>
            <screen name="cart">
              <element name="pay" role="button" label="pay_label" hint="pay_hint"/>
            </screen>
          </accessibility>
          """),
        .strings(
          "en",
          """
          "pay_label" = "Pay";
          "pay_hint" = "Pays for the order.";
          """, table: "Accessibility"))
    ])

  package static let a11yDuplicateID = RuleDescription(
    id: .a11yDuplicateID, name: "Duplicate identifier",
    summary: "Two elements produce the same identifier (templates compared symbolically); a possible overlap warns.",
    rationale: """
      UI tests and the coverage report find an element by its identifier, so two elements with one \
      identifier can't be told apart, and a test may tap the wrong one. Templates are compared \
      symbolically (`a_{bankId}_item` equals `a_{id}_item`); a literal identifier that a template can \
      produce (`a_{x}_item` and `a_list_item`) is a warning. The diagnostic is at the second element, \
      with a note at the first. Give one of them another name or identifier.
      """,
    triggering: [
      RuleExample(
        "Two elements named `pay` on one screen.", reportsAt: "Strings/Accessibility.xml", line: 4,
        .accessibility(
          """
          <accessibility>
            <screen name="cart">
              <element name="pay" role="button" label="pay_label" hint="pay_hint"/>
              <element name="pay" role="button" label="pay_label" hint="pay_hint"/>
            </screen>
          </accessibility>
          """),
        .strings(
          "en",
          """
          "pay_label" = "Pay";
          "pay_hint" = "Pays for the order.";
          """, table: "Accessibility"))
    ],
    nonTriggering: [
      RuleExample(
        "Two names, two identifiers.",
        .accessibility(
          """
          <accessibility>
            <screen name="cart">
              <element name="pay" role="button" label="pay_label" hint="pay_hint"/>
              <element name="cancel" role="button" label="cancel_label" hint="cancel_hint"/>
            </screen>
          </accessibility>
          """),
        .strings(
          "en",
          """
          "pay_label" = "Pay";
          "pay_hint" = "Pays for the order.";
          "cancel_label" = "Cancel";
          "cancel_hint" = "Returns to the shop.";
          """, table: "Accessibility"))
    ])

  package static let a11yInvalidID = RuleDescription(
    id: .a11yInvalidID, name: "Invalid identifier",
    summary: "An identifier with characters outside `a-z 0-9 _`, off the `<prefix>_<screen>_` form, or an undeclared "
      + "`{parameter}`.",
    rationale: """
      Identifiers are what UI tests and analytics match on, as plain strings on every platform, so they \
      keep to `a-z 0-9 _`; start with `<prefix>_<screen>_`, so that one screen's elements can't collide \
      with another's; stay under 256 bytes; and hold only `{parameters}` the element declares, of type \
      `String`, `Int` or `UInt`. Leave `identifier` out to get the conventional \
      `<prefix>_<screen>_<element>`, or fix the one written.
      """,
    triggering: [
      RuleExample(
        "An uppercase letter.", reportsAt: "Strings/Accessibility.xml", line: 3,
        .accessibility(
          """
          <accessibility>
            <screen name="cart">
              <element name="total" role="header" label="total_label" identifier="checkout_components_cart_Total"/>
            </screen>
          </accessibility>
          """),
        .strings(
          "en",
          """
          "total_label" = "Total";
          """, table: "Accessibility"))
    ],
    nonTriggering: [
      RuleExample(
        "The conventional identifier, written out.",
        .accessibility(
          """
          <accessibility>
            <screen name="cart">
              <element name="total" role="header" label="total_label" identifier="checkout_components_cart_total"/>
            </screen>
          </accessibility>
          """),
        .strings(
          "en",
          """
          "total_label" = "Total";
          """, table: "Accessibility"))
    ])

  package static let a11yMissingLabel = RuleDescription(
    id: .a11yMissingLabel, name: "Missing label",
    summary: "An interactive element or a status announcement has no label.",
    rationale: """
      Without a label VoiceOver reads a button as just "button", and a status announcement says nothing \
      at all. Buttons, text fields, secure fields, list items, links, toggles and statuses need one. Add \
      `label="key"` with a string that names the element.
      """,
    isAdjustable: true,
    triggering: [
      RuleExample(
        "A button with a hint and no label.", reportsAt: "Strings/Accessibility.xml", line: 3,
        .accessibility(
          """
          <accessibility>
            <screen name="cart">
              <element name="pay" role="button" hint="pay_hint"/>
            </screen>
          </accessibility>
          """),
        .strings(
          "en",
          """
          "pay_hint" = "Pays for the order.";
          """, table: "Accessibility"))
    ],
    nonTriggering: [
      RuleExample(
        "A button with both.",
        .accessibility(
          """
          <accessibility>
            <screen name="cart">
              <element name="pay" role="button" label="pay_label" hint="pay_hint"/>
            </screen>
          </accessibility>
          """),
        .strings(
          "en",
          """
          "pay_label" = "Pay";
          "pay_hint" = "Pays for the order.";
          """, table: "Accessibility"))
    ])

  package static let a11yMissingHint = RuleDescription(
    id: .a11yMissingHint, name: "Missing hint",
    summary: "An interactive element has no hint saying what using it does.",
    rationale: """
      A hint is what VoiceOver reads after a pause: what happens when the element is used ("Pays for the \
      order."). Without one, a user has to try the control to find out. Add `hint="key"` with a string \
      that says what it does.
      """,
    severity: .warning, isAdjustable: true,
    triggering: [
      RuleExample(
        "A button with a label and no hint.", reportsAt: "Strings/Accessibility.xml", line: 3,
        .accessibility(
          """
          <accessibility>
            <screen name="cart">
              <element name="pay" role="button" label="pay_label"/>
            </screen>
          </accessibility>
          """),
        .strings(
          "en",
          """
          "pay_label" = "Pay";
          """, table: "Accessibility"))
    ],
    nonTriggering: [
      RuleExample(
        "A header needs no hint.",
        .accessibility(
          """
          <accessibility>
            <screen name="cart">
              <element name="title" role="header" label="title_label"/>
            </screen>
          </accessibility>
          """),
        .strings(
          "en",
          """
          "title_label" = "Your order";
          """, table: "Accessibility"))
    ])

  package static let a11yUnknownString = RuleDescription(
    id: .a11yUnknownString, name: "Unknown string",
    summary: "A label, hint or value key that the base locale's strings don't have.",
    rationale: """
      The generated element looks its text up by key at run time, so a key the base locale doesn't have \
      would have no text to read out. The message suggests the nearest key, and a key found in several \
      tables must name one (`Table/key`). Fix the key, or add the string to the base locale. (A key that \
      only another locale lacks is `strings-missing-key`'s.)
      """,
    triggering: [
      RuleExample(
        "`pay_lable` for `pay_label`.", reportsAt: "Strings/Accessibility.xml", line: 3,
        .accessibility(
          """
          <accessibility>
            <screen name="cart">
              <element name="pay" role="button" label="pay_lable" hint="pay_hint"/>
            </screen>
          </accessibility>
          """),
        .strings(
          "en",
          """
          "pay_label" = "Pay";
          "pay_hint" = "Pays for the order.";
          """, table: "Accessibility"))
    ],
    nonTriggering: [
      RuleExample(
        "Both keys are in the base locale.",
        .accessibility(
          """
          <accessibility>
            <screen name="cart">
              <element name="pay" role="button" label="pay_label" hint="pay_hint"/>
            </screen>
          </accessibility>
          """),
        .strings(
          "en",
          """
          "pay_label" = "Pay";
          "pay_hint" = "Pays for the order.";
          """, table: "Accessibility"))
    ])

  package static let a11yPlaceholderMismatch = RuleDescription(
    id: .a11yPlaceholderMismatch, name: "Accessibility placeholder mismatch",
    summary: "A label, hint or value string's placeholders don't match the arguments its element supplies.",
    rationale: """
      The element passes its arguments to the string's placeholders in order, so a missing argument, an \
      extra one or one of the wrong type would read out a wrong or empty value. Each argument names a \
      `<parameter>` whose type must be its placeholder's (`%@` String, `%d` Int). Pass one argument per \
      placeholder: `label="total_label(amount)"`.
      """,
    triggering: [
      RuleExample(
        "The string takes an amount; the element passes none.", reportsAt: "Strings/Accessibility.xml", line: 3,
        .accessibility(
          """
          <accessibility>
            <screen name="cart">
              <element name="total" role="status" label="total_label"/>
            </screen>
          </accessibility>
          """),
        .strings(
          "en",
          """
          "total_label" = "Total: %@";
          """, table: "Accessibility"))
    ],
    nonTriggering: [
      RuleExample(
        "The element declares the amount and passes it.",
        .accessibility(
          """
          <accessibility>
            <screen name="cart">
              <element name="total" role="status" label="total_label(amount)">
                <parameter name="amount" type="String"/>
              </element>
            </screen>
          </accessibility>
          """),
        .strings(
          "en",
          """
          "total_label" = "Total: %@";
          """, table: "Accessibility"))
    ])

  package static let a11yLabelStyle = RuleDescription(
    id: .a11yLabelStyle, name: "Label style",
    summary: "A label naming its control type or ending with a period, or a hint starting with \"Tap\" or \"Click\".",
    rationale: """
      Apple's guidance for VoiceOver: a label is a short name, without the control's type ("Pay", not \
      "Pay button": VoiceOver already says "button") and without a period; a hint says what happens \
      ("Pays for the order."), not the gesture, which differs with Switch Control or a keyboard. Only the \
      base locale is checked. The diagnostic is at the string, with a note at the element. Reword the \
      string.
      """,
    severity: .warning, isAdjustable: true,
    triggering: [
      RuleExample(
        "The label names the control type.", reportsAt: "Strings/en.lproj/Accessibility.strings", line: 1,
        .accessibility(
          """
          <accessibility>
            <screen name="cart">
              <element name="pay" role="button" label="pay_label" hint="pay_hint"/>
            </screen>
          </accessibility>
          """),
        .strings(
          "en",
          """
          "pay_label" = "Pay button";
          "pay_hint" = "Pays for the order.";
          """, table: "Accessibility"))
    ],
    nonTriggering: [
      RuleExample(
        "A short label; a hint that says what happens.",
        .accessibility(
          """
          <accessibility>
            <screen name="cart">
              <element name="pay" role="button" label="pay_label" hint="pay_hint"/>
            </screen>
          </accessibility>
          """),
        .strings(
          "en",
          """
          "pay_label" = "Pay";
          "pay_hint" = "Pays for the order.";
          """, table: "Accessibility"))
    ])

  package static let a11yUnused = RuleDescription(
    id: .a11yUnused, name: "Unused element",
    summary: "An element of the accessibility catalog that the UI never rendered (`--coverage`).",
    rationale: """
      Under `lint --coverage`, an element that no rendered identifier matches is either on a screen the \
      audit didn't reach or gone from the UI; either way nothing tests it. Render it in the audit that \
      writes the coverage file, or remove it from the catalog.
      """,
    severity: .warning, isAdjustable: true,
    triggering: [
      RuleExample(
        "The UI never rendered the total.", reportsAt: "Strings/Accessibility.xml", line: 4,
        command: .lintCoverage(file: "rendered.json"),
        .accessibility(
          """
          <accessibility>
            <screen name="cart">
              <element name="pay" role="button" label="pay_label" hint="pay_hint"/>
              <element name="total" role="header" label="total_label"/>
            </screen>
          </accessibility>
          """),
        .strings(
          "en",
          """
          "pay_label" = "Pay";
          "pay_hint" = "Pays for the order.";
          "total_label" = "Total";
          """, table: "Accessibility"),
        .coverage(
          """
          ["checkout_components_cart_pay"]
          """))
    ],
    nonTriggering: [
      RuleExample(
        "The UI rendered both elements.", command: .lintCoverage(file: "rendered.json"),
        .accessibility(
          """
          <accessibility>
            <screen name="cart">
              <element name="pay" role="button" label="pay_label" hint="pay_hint"/>
              <element name="total" role="header" label="total_label"/>
            </screen>
          </accessibility>
          """),
        .strings(
          "en",
          """
          "pay_label" = "Pay";
          "pay_hint" = "Pays for the order.";
          "total_label" = "Total";
          """, table: "Accessibility"),
        .coverage(
          """
          ["checkout_components_cart_pay", "checkout_components_cart_total"]
          """))
    ])

  package static let a11yUnknownID = RuleDescription(
    id: .a11yUnknownID, name: "Unknown identifier",
    summary: "An identifier the UI rendered that the accessibility catalog doesn't declare (`--coverage`).",
    rationale: """
      Under `lint --coverage`, an identifier the UI rendered that no element declares was typed by hand \
      rather than taken from `A11y`, or belongs to an element missing from the catalog: nothing here \
      checks its label or hint. The message suggests the nearest declared identifier. Build the view from \
      the catalog's element, or add the element.
      """,
    isAdjustable: true,
    triggering: [
      RuleExample(
        "The UI rendered a `tip` element the catalog lacks.", reportsAt: "rendered.json", line: 3,
        command: .lintCoverage(file: "rendered.json"),
        .accessibility(
          """
          <accessibility>
            <screen name="cart">
              <element name="pay" role="button" label="pay_label" hint="pay_hint"/>
            </screen>
          </accessibility>
          """),
        .strings(
          "en",
          """
          "pay_label" = "Pay";
          "pay_hint" = "Pays for the order.";
          """, table: "Accessibility"),
        .coverage(
          """
          [
            "checkout_components_cart_pay",
            "checkout_components_cart_tip"
          ]
          """))
    ],
    nonTriggering: [
      RuleExample(
        "Every rendered identifier is declared.", command: .lintCoverage(file: "rendered.json"),
        .accessibility(
          """
          <accessibility>
            <screen name="cart">
              <element name="pay" role="button" label="pay_label" hint="pay_hint"/>
            </screen>
          </accessibility>
          """),
        .strings(
          "en",
          """
          "pay_label" = "Pay";
          "pay_hint" = "Pays for the order.";
          """, table: "Accessibility"),
        .coverage(
          """
          [
            "checkout_components_cart_pay"
          ]
          """))
    ])

  package static let coverageInvalid = RuleDescription(
    id: .coverageInvalid, name: "Invalid coverage file",
    summary: "The `--coverage` file is not a JSON list of identifiers.",
    rationale: """
      The coverage file is written by the UI audit. One that isn't a list of identifier strings means the \
      audit failed or wrote something else, and checking the catalog against it would call every element \
      unused, so the run stops (exit 2). Write `["checkout_components_…", …]` or \
      `{"identifiers": […]}`.
      """,
    isInputFailure: true,
    triggering: [
      RuleExample(
        "`identifiers` is a string, not a list.", reportsAt: "rendered.json", line: 1,
        command: .lintCoverage(file: "rendered.json"),
        .accessibility(
          """
          <accessibility>
            <screen name="cart">
              <element name="pay" role="button" label="pay_label" hint="pay_hint"/>
            </screen>
          </accessibility>
          """),
        .strings(
          "en",
          """
          "pay_label" = "Pay";
          "pay_hint" = "Pays for the order.";
          """, table: "Accessibility"),
        .coverage(
          """
          {"identifiers": "checkout_components_cart_pay"}
          """))
    ],
    nonTriggering: [
      RuleExample(
        "A list under `identifiers`.", command: .lintCoverage(file: "rendered.json"),
        .accessibility(
          """
          <accessibility>
            <screen name="cart">
              <element name="pay" role="button" label="pay_label" hint="pay_hint"/>
            </screen>
          </accessibility>
          """),
        .strings(
          "en",
          """
          "pay_label" = "Pay";
          "pay_hint" = "Pays for the order.";
          """, table: "Accessibility"),
        .coverage(
          """
          {"identifiers": ["checkout_components_cart_pay"]}
          """))
    ])

  package static let stringsUnused = RuleDescription(
    id: .stringsUnused, name: "Unused string",
    summary: "A string no source reference and no accessibility element uses (`--sources`).",
    rationale: """
      Under `lint --sources`, a base key that no `Strings.…` reference in the Swift sources and no \
      accessibility element uses is text that translators keep paying for and nobody sees. References \
      are read from the source text, as the accessor chains `Strings.title` and \
      `Strings.CardForm.errors`. Remove the key from every locale, or use it.
      """,
    severity: .warning, isAdjustable: true,
    triggering: [
      RuleExample(
        "Nothing uses `subtitle`.", reportsAt: "Strings/en.lproj/Localizable.strings", line: 2,
        command: .lintSources(folder: "Sources"),
        .strings(
          "en",
          """
          "title" = "Checkout";
          "subtitle" = "Pay securely";
          """),
        .swift(
          "Sources/CheckoutView.swift",
          """
          let title = localizer(Strings.title)
          """))
    ],
    nonTriggering: [
      RuleExample(
        "The view uses both strings.", command: .lintSources(folder: "Sources"),
        .strings(
          "en",
          """
          "title" = "Checkout";
          "subtitle" = "Pay securely";
          """),
        .swift(
          "Sources/CheckoutView.swift",
          """
          let title = localizer(Strings.title)
          let subtitle = localizer(Strings.subtitle)
          """))
    ])
}

extension RuleDescription {
  /// Every rule this file describes: the accessibility rules, which ``RuleCatalog`` gathers.
  package static let accessibilityRules: [RuleDescription] = [
    .a11ySchema, .a11yDuplicateID, .a11yInvalidID, .a11yMissingLabel, .a11yMissingHint, .a11yUnknownString,
    .a11yPlaceholderMismatch, .a11yLabelStyle, .a11yUnused, .a11yUnknownID, .coverageInvalid, .stringsUnused,
  ]
}
