import TesseraColor
import TesseraFoundation

// The design-token rules: the catalog format, aliases, the two modes, Swift
// names and WCAG contrast.

extension RuleDescription {
  package static let tokenSchema = RuleDescription(
    id: .tokenSchema, name: "Token schema",
    summary: "A token file breaks the catalog format: an unknown element or attribute, a bad name or mode.",
    rationale: """
      The format is small and strict so that a typo can't quietly drop a token: an attribute Tessera \
      didn't know (`mdoe`, `vlaue`) would otherwise be ignored, and its file or token generated without \
      it. The message says what the element takes. Fix the spelling; give every group and token a `name` \
      of letters, digits, `-` and `_`; put `mode="light"` or `mode="dark"` on the root, or no mode for \
      tokens both modes share.
      """,
    triggering: [
      RuleExample(
        "`mode` is misspelt.", reportsAt: "Tokens/dark.xml", line: 1,
        .tokens(
          "dark.xml",
          """
          <tokens mdoe="dark">
            <token name="gap" type="dimension" value="8"/>
          </tokens>
          """))
    ],
    nonTriggering: [
      RuleExample(
        "A shared catalog needs no mode.",
        .tokens(
          "spacing.xml",
          """
          <tokens>
            <token name="gap" type="dimension" value="8"/>
          </tokens>
          """))
    ])

  package static let tokenUnknownType = RuleDescription(
    id: .tokenUnknownType, name: "Unknown token type",
    summary: "A token's type is unknown, or neither it nor its group declares one.",
    rationale: """
      The type decides how the value is read and which Swift type the token becomes, so a token without \
      a known type can't be generated. The message suggests the nearest known type. Use one of `color`, \
      `dimension`, `number`, `font-family`, `font-weight`, `typography`, `duration` and `opacity`, on the \
      token or on a group, whose tokens inherit it.
      """,
    triggering: [
      RuleExample(
        "British spelling.", reportsAt: "Tokens/colors.xml", line: 2,
        .tokens(
          "colors.xml",
          """
          <tokens>
            <token name="ink" type="colour" value="#1C1C1E"/>
          </tokens>
          """))
    ],
    nonTriggering: [
      RuleExample(
        "The token takes its group's type.",
        .tokens(
          "colors.xml",
          """
          <tokens>
            <group name="color" type="color">
              <token name="ink" value="#1C1C1E"/>
            </group>
          </tokens>
          """))
    ])

  package static let tokenInvalidValue = RuleDescription(
    id: .tokenInvalidValue, name: "Invalid token value",
    summary: "A token's value is not valid for its type, such as `#12345G` for a colour.",
    rationale: """
      A value that doesn't parse would reach the app as a wrong colour or size, or stop the generated \
      code from compiling. The message says what the type takes: `#RGB`, `#RGBA`, `#RRGGBB` or \
      `#RRGGBBAA` for a colour; points for a dimension; 1–1000 or a name such as `semibold` for a font \
      weight; `ms` or `s` for a duration; 0–1 or a percentage for an opacity. An alias is the whole value, \
      a dotted path in braces.
      """,
    triggering: [
      RuleExample(
        "`G` is not a hexadecimal digit.", reportsAt: "Tokens/colors.xml", line: 2,
        .tokens(
          "colors.xml",
          """
          <tokens>
            <token name="ink" type="color" value="#12345G"/>
          </tokens>
          """))
    ],
    nonTriggering: [
      RuleExample(
        "Six hexadecimal digits.",
        .tokens(
          "colors.xml",
          """
          <tokens>
            <token name="ink" type="color" value="#123456"/>
          </tokens>
          """))
    ])

  package static let tokenDuplicate = RuleDescription(
    id: .tokenDuplicate, name: "Duplicate token",
    summary: "A token is defined twice in the same mode, or both shared and in a mode.",
    rationale: """
      Two definitions of one path leave it unclear which value the app gets, and a path both shared and \
      themed has no single property to be. The diagnostic is at the second definition, with a note at \
      the first. Remove one of them or rename it; to give a shared token a dark variant, move it into \
      both mode files.
      """,
    triggering: [
      RuleExample(
        "`gap` is defined twice.", reportsAt: "Tokens/spacing.xml", line: 3,
        .tokens(
          "spacing.xml",
          """
          <tokens>
            <token name="gap" type="dimension" value="8"/>
            <token name="gap" type="dimension" value="12"/>
          </tokens>
          """))
    ],
    nonTriggering: [
      RuleExample(
        "Two names for two values.",
        .tokens(
          "spacing.xml",
          """
          <tokens>
            <token name="gap" type="dimension" value="8"/>
            <token name="gap-large" type="dimension" value="12"/>
          </tokens>
          """))
    ])

  package static let tokenUnresolvedAlias = RuleDescription(
    id: .tokenUnresolvedAlias, name: "Unresolved alias",
    summary: "An alias names a token that does not exist where it can see.",
    rationale: """
      Aliases are resolved at build time, so one that names nothing has no value. A themed token sees its \
      own mode's tokens and the shared ones; a shared token sees only shared ones. The message suggests \
      the nearest path. Fix the path, dotted from the root (`{color.brand.primary}`), or define the token \
      it names.
      """,
    triggering: [
      RuleExample(
        "`{inc}` for `{ink}`.", reportsAt: "Tokens/colors.xml", line: 3,
        .tokens(
          "colors.xml",
          """
          <tokens>
            <token name="ink" type="color" value="#1C1C1E"/>
            <token name="text" type="color" value="{inc}"/>
          </tokens>
          """))
    ],
    nonTriggering: [
      RuleExample(
        "The alias names a shared token.",
        .tokens(
          "colors.xml",
          """
          <tokens>
            <token name="ink" type="color" value="#1C1C1E"/>
            <token name="text" type="color" value="{ink}"/>
          </tokens>
          """))
    ])

  package static let tokenAliasCycle = RuleDescription(
    id: .tokenAliasCycle, name: "Alias cycle",
    summary: "Aliases form a cycle; the message lists the whole chain.",
    rationale: """
      A cycle such as `a → b → a` has no value to resolve to. It is reported once, at the token whose \
      path sorts first, and the message lists every token on the way round. Give one of them a value of \
      its own: usually the one meant to name a colour of the palette.
      """,
    triggering: [
      RuleExample(
        "`accent` and `primary` name each other.", reportsAt: "Tokens/colors.xml", line: 3,
        .tokens(
          "colors.xml",
          """
          <tokens>
            <token name="primary" type="color" value="{accent}"/>
            <token name="accent" type="color" value="{primary}"/>
          </tokens>
          """))
    ],
    nonTriggering: [
      RuleExample(
        "The chain ends at a value.",
        .tokens(
          "colors.xml",
          """
          <tokens>
            <token name="primary" type="color" value="{accent}"/>
            <token name="accent" type="color" value="#0A84FF"/>
          </tokens>
          """))
    ])

  package static let tokenAliasTypeMismatch = RuleDescription(
    id: .tokenAliasTypeMismatch, name: "Alias type mismatch",
    summary: "An alias points at a token of another type.",
    rationale: """
      A token's type is its Swift type: a colour that aliases a dimension has no colour to be. The same \
      holds for a typography token's fields, each of which must reach a token of its own type. Point the \
      alias at a token of the declared type, or leave out the alias's `type` to take its target's.
      """,
    triggering: [
      RuleExample(
        "A colour aliases a dimension.", reportsAt: "Tokens/base.xml", line: 3,
        .tokens(
          "base.xml",
          """
          <tokens>
            <token name="gap" type="dimension" value="8"/>
            <token name="ink" type="color" value="{gap}"/>
          </tokens>
          """))
    ],
    nonTriggering: [
      RuleExample(
        "An alias without a type takes its target's.",
        .tokens(
          "base.xml",
          """
          <tokens>
            <token name="gap" type="dimension" value="8"/>
            <token name="gutter" value="{gap}"/>
          </tokens>
          """))
    ])

  package static let tokenParity = RuleDescription(
    id: .tokenParity, name: "Token parity",
    summary: "A themed token exists in one mode but not the other, or with a different type.",
    rationale: """
      The generated theme has one property per themed token, and each mode must give it a value of one \
      type: a dark theme that defines 16 of 92 tokens would otherwise fall back to light colours, or to \
      nothing. The diagnostic is at the token that exists, and the message names both modes' files. Add \
      the token to the other mode with the same type, or move it to a shared file if it doesn't change \
      with the mode.
      """,
    triggering: [
      RuleExample(
        "`paper` is in light mode only.", reportsAt: "Tokens/light.xml", line: 3,
        .tokens(
          "light.xml",
          """
          <tokens mode="light">
            <token name="ink" type="color" value="#1C1C1E"/>
            <token name="paper" type="color" value="#FFFFFF"/>
          </tokens>
          """),
        .tokens(
          "dark.xml",
          """
          <tokens mode="dark">
            <token name="ink" type="color" value="#F2F2F7"/>
          </tokens>
          """))
    ],
    nonTriggering: [
      RuleExample(
        "Both modes define both tokens.",
        .tokens(
          "light.xml",
          """
          <tokens mode="light">
            <token name="ink" type="color" value="#1C1C1E"/>
            <token name="paper" type="color" value="#FFFFFF"/>
          </tokens>
          """),
        .tokens(
          "dark.xml",
          """
          <tokens mode="dark">
            <token name="ink" type="color" value="#F2F2F7"/>
            <token name="paper" type="color" value="#000000"/>
          </tokens>
          """))
    ])

  package static let tokenNameCollision = RuleDescription(
    id: .tokenNameCollision, name: "Token name collision",
    summary: "Two token or group paths would produce the same Swift name, or a reserved one.",
    rationale: """
      Every path becomes a Swift name (`text-primary` becomes `textPrimary`), and two paths with one name, \
      a path that is both a token and a group, or a group named like a type the generated code declares \
      would not compile. The diagnostic is at the second path, with a note at the first. Rename one, or \
      nest it in a group: `text.primary`.
      """,
    triggering: [
      RuleExample(
        "Both become `textPrimary`.", reportsAt: "Tokens/colors.xml", line: 3,
        .tokens(
          "colors.xml",
          """
          <tokens>
            <token name="text-primary" type="color" value="#1C1C1E"/>
            <token name="textPrimary" type="color" value="#3A3A3C"/>
          </tokens>
          """))
    ],
    nonTriggering: [
      RuleExample(
        "A group keeps the names apart: `text.primary`.",
        .tokens(
          "colors.xml",
          """
          <tokens>
            <group name="text" type="color">
              <token name="primary" value="#1C1C1E"/>
            </group>
          </tokens>
          """))
    ])

  package static let contrastTooLow = RuleDescription(
    id: .contrastTooLow, name: "Contrast too low",
    summary: "A declared foreground/background pair is below its WCAG contrast minimum in some mode.",
    rationale: """
      Text and controls that don't stand out from their background are hard or impossible to read for \
      people with low vision, and in bright light for everyone. Each `<pair>` is measured in both modes \
      with WCAG 2.x relative luminance, a translucent foreground composited over its background first, \
      and nothing is rounded before the comparison, so 4.499 fails 4.5. The message gives the ratio, the \
      minimum and the mode. Darken or lighten a colour until the pair passes, or declare the minimum the \
      use needs (`large-text` for text of 18 pt, or 14 pt bold, and up).
      """,
    isAdjustable: true,
    triggering: [
      RuleExample(
        "#777777 on white is 4.48:1; body text needs 4.5:1.", reportsAt: "Tokens/colors.xml", line: 5,
        .tokens(
          "colors.xml",
          """
          <tokens>
            <token name="ink" type="color" value="#777777"/>
            <token name="paper" type="color" value="#FFFFFF"/>
            <contrast>
              <pair foreground="ink" background="paper" minimum="text"/>
            </contrast>
          </tokens>
          """))
    ],
    nonTriggering: [
      RuleExample(
        "#767676 on white is 4.54:1.",
        .tokens(
          "colors.xml",
          """
          <tokens>
            <token name="ink" type="color" value="#767676"/>
            <token name="paper" type="color" value="#FFFFFF"/>
            <contrast>
              <pair foreground="ink" background="paper" minimum="text"/>
            </contrast>
          </tokens>
          """))
    ])

  package static let contrastInvalidPair = RuleDescription(
    id: .contrastInvalidPair, name: "Invalid contrast pair",
    summary:
      "A contrast pair names a missing or non-colour token, has a bad minimum, or a translucent background "
      + "with no backdrop.",
    rationale: """
      A pair that can't be measured checks nothing, so it is an error rather than a silent pass. Name \
      colour tokens by their dotted paths; give `minimum` as `text` (4.5), `large-text` or `ui` (3), \
      `aaa` (7), `aaa-large-text` (4.5) or a ratio from 1 to 21; and give a translucent background a \
      `backdrop`, the opaque colour it is drawn over.
      """,
    triggering: [
      RuleExample(
        "There is no `ink` token.", reportsAt: "Tokens/colors.xml", line: 4,
        .tokens(
          "colors.xml",
          """
          <tokens>
            <token name="paper" type="color" value="#FFFFFF"/>
            <contrast>
              <pair foreground="ink" background="paper" minimum="text"/>
            </contrast>
          </tokens>
          """))
    ],
    nonTriggering: [
      RuleExample(
        "Both tokens exist and are colours.",
        .tokens(
          "colors.xml",
          """
          <tokens>
            <token name="ink" type="color" value="#1C1C1E"/>
            <token name="paper" type="color" value="#FFFFFF"/>
            <contrast>
              <pair foreground="ink" background="paper" minimum="text"/>
            </contrast>
          </tokens>
          """))
    ])
}

extension RuleDescription {
  /// Every rule this file describes: the token rules, which ``RuleCatalog`` gathers.
  package static let tokenRules: [RuleDescription] = [
    .tokenSchema, .tokenUnknownType, .tokenInvalidValue, .tokenDuplicate, .tokenUnresolvedAlias, .tokenAliasCycle,
    .tokenAliasTypeMismatch, .tokenParity, .tokenNameCollision, .contrastTooLow, .contrastInvalidPair,
  ]
}
