import TesseraColor
import TesseraFoundation

// The rules of DTCG token files (format 2025.10) and of deprecated tokens.

extension RuleDescription {
  package static let tokenDeprecated = RuleDescription(
    id: .tokenDeprecated, name: "Deprecated token used",
    summary: "An alias refers to a token marked `$deprecated`.",
    rationale: """
      A design system deprecates a token before removing it, and says what to use instead. The warning is at \
      the alias, with the token's reason: point the alias at the token the reason names before the deprecated \
      one goes. A deprecated token nothing refers to is not reported: the generated property still works.
      """,
    severity: .warning, isAdjustable: true,
    triggering: [
      RuleExample(
        "`text` refers to the deprecated `ink`.", reportsAt: "Tokens/colors.tokens.json", line: 8,
        .dtcg(
          "colors.tokens.json",
          """
          {
            "$type": "color",
            "ink": {
              "$value": { "colorSpace": "srgb", "components": [0, 0, 0] },
              "$deprecated": "Use text-strong."
            },
            "text": {
              "$value": "{ink}"
            }
          }
          """))
    ],
    nonTriggering: [
      RuleExample(
        "The deprecated token is generated, but nothing refers to it.",
        .dtcg(
          "colors.tokens.json",
          """
          {
            "$type": "color",
            "ink": {
              "$value": { "colorSpace": "srgb", "components": [0, 0, 0] },
              "$deprecated": true
            }
          }
          """))
    ])

  package static let dtcgSyntax = RuleDescription(
    id: .dtcgSyntax, name: "DTCG syntax",
    summary: "A DTCG token file is not JSON Tessera reads: malformed, a duplicate key, invalid UTF-8, or too deep.",
    rationale: """
      A token file that doesn't parse can't be checked, so nothing else is reported for it and nothing is \
      generated. The position is the byte at fault. JSON permits a key twice in an object, but readers \
      disagree on which value wins, so it is an error with a note at the first; the file must be UTF-8, and \
      arrays and objects may nest 64 deep. The size cap is `file-too-large`'s.
      """,
    triggering: [
      RuleExample(
        "`gap` appears twice.", reportsAt: "Tokens/spacing.tokens.json", line: 4,
        .dtcg(
          "spacing.tokens.json",
          """
          {
            "$type": "dimension",
            "gap": { "$value": { "value": 8, "unit": "px" } },
            "gap": { "$value": { "value": 12, "unit": "px" } }
          }
          """))
    ],
    nonTriggering: [
      RuleExample(
        "Two names for two values.",
        .dtcg(
          "spacing.tokens.json",
          """
          {
            "$type": "dimension",
            "gap": { "$value": { "value": 8, "unit": "px" } },
            "gap-large": { "$value": { "value": 12, "unit": "px" } }
          }
          """))
    ])

  package static let dtcgSchema = RuleDescription(
    id: .dtcgSchema, name: "DTCG schema",
    summary: "A DTCG token file's JSON is not the format's shape: a wrong kind of value, a missing or unknown member.",
    rationale: """
      The format is read strictly so that nothing is dropped without a word: a misspelt `$vlaue` or a \
      dimension written `"16px"` (the 2025.10 format writes `{"value": 16, "unit": "px"}`) would otherwise \
      leave a token out or misread it. The message says what the member takes. Tools keep their own data in \
      `$extensions`, which Tessera ignores; a `$ref` in a token file points within it (`#/group/token/$value`), \
      and a token in another file is named by an alias, `{group.token}`.
      """,
    triggering: [
      RuleExample(
        "A dimension written as an array.", reportsAt: "Tokens/spacing.tokens.json", line: 3,
        .dtcg(
          "spacing.tokens.json",
          """
          {
            "$type": "dimension",
            "gap": { "$value": [8, "px"] }
          }
          """))
    ],
    nonTriggering: [
      RuleExample(
        "A value and a unit.",
        .dtcg(
          "spacing.tokens.json",
          """
          {
            "$type": "dimension",
            "gap": { "$value": { "value": 8, "unit": "px" } }
          }
          """))
    ])

  package static let dtcgSkippedToken = RuleDescription(
    id: .dtcgSkippedToken, name: "DTCG token left out",
    summary:
      "A DTCG token of a type or unit outside the format, or one whose alias leads to one; it is left out of the code.",
    rationale: """
      The format has thirteen types and the units `px`, `rem`, `ms` and `s`. Design systems also export \
      tokens outside it (`"$type": "string"`, a dimension in `em` or `dp`) for tools of their own. Such a \
      token's value can't be typed, so Tessera leaves it out, names it, and compiles the rest. A token whose \
      alias (its whole value or a part) leads to one has no value either: it is left out too, at its alias, \
      with the chain to the token left out. A zero length in a unit outside the format is zero in every unit, \
      so it is read (`dtcg-nonconforming-value`). Write it in the format, move it to a file Tessera doesn't read, or \
      turn the rule off; `--strict`, or `error` in `tessera.yml`, makes it fail the run.
      """,
    severity: .warning, isAdjustable: true,
    triggering: [
      RuleExample(
        "A string token.", reportsAt: "Tokens/brand.tokens.json", line: 2,
        .dtcg(
          "brand.tokens.json",
          """
          {
            "name": { "$type": "string", "$value": "Tessera" },
            "gap": { "$type": "dimension", "$value": { "value": 8, "unit": "px" } }
          }
          """)),
      RuleExample(
        "A letter spacing in em.", reportsAt: "Tokens/type.tokens.json", line: 2,
        .dtcg(
          "type.tokens.json",
          """
          {
            "tracking": { "$type": "dimension", "$value": { "value": 0.02, "unit": "em" } }
          }
          """)),
    ],
    nonTriggering: [
      RuleExample(
        "A dimension in rem.",
        .dtcg(
          "type.tokens.json",
          """
          {
            "tracking": { "$type": "dimension", "$value": { "value": 0.02, "unit": "rem" } }
          }
          """))
    ])

  package static let dtcgNonconformingValue = RuleDescription(
    id: .dtcgNonconformingValue, name: "DTCG value written outside the format",
    summary: "A DTCG value the format writes otherwise, whose meaning is certain: Tessera reads it, and warns.",
    rationale: """
      Exports write some values in forms the format doesn't define but whose meaning is not in doubt. A \
      colour's `hex` fallback is six digits, `#RRGGBB`, with alpha in `alpha`; some write three (`#fff`) or \
      eight (`#ffffff80`). Where those say the colour the components make, Tessera reads the components and \
      warns; where they say another colour, it is `token-invalid-value`, since one of the two was edited \
      alone. A typography's `lineHeight` is a number, a multiple of the font size; one written as a \
      dimension in `px` or `rem` is read as that length. Write the value as the warning says.
      """,
    severity: .warning, isAdjustable: true,
    triggering: [
      RuleExample(
        "Three digits for white.", reportsAt: "Tokens/colors.tokens.json", line: 4,
        .dtcg(
          "colors.tokens.json",
          """
          {
            "paper": {
              "$type": "color",
              "$value": { "colorSpace": "srgb", "components": [1, 1, 1], "hex": "#fff" }
            }
          }
          """))
    ],
    nonTriggering: [
      RuleExample(
        "Six digits.",
        .dtcg(
          "colors.tokens.json",
          """
          {
            "paper": {
              "$type": "color",
              "$value": { "colorSpace": "srgb", "components": [1, 1, 1], "hex": "#ffffff" }
            }
          }
          """))
    ])

  package static let dtcgExtends = RuleDescription(
    id: .dtcgExtends, name: "DTCG group extension",
    summary: "A group's `$extends` can't be followed: no such group, a token, a cycle, or a type conflict.",
    rationale: """
      `$extends` gives a group every token of another group, its own tokens replacing those at the same path. \
      It must name a group of the same file, as an alias (`"{button}"`) or a JSON Pointer (`"#/button"`); a \
      group can't extend itself, a group that holds it, or a group that leads back to it; and a group's \
      `$type` must be the type of the group it extends, or the tokens it brings would change type. The error \
      is at the `$extends` (or `$type`) at fault; the group's own tokens are still read.
      """,
    triggering: [
      RuleExample(
        "A group extends the group that holds it.", reportsAt: "Tokens/button.tokens.json", line: 7,
        .dtcg(
          "button.tokens.json",
          """
          {
            "button": {
              "$type": "dimension",
              "padding": { "$value": { "value": 8, "unit": "px" } },
              "large": {
                "gap": { "$value": { "value": 4, "unit": "px" } },
                "$extends": "{button}"
              }
            }
          }
          """))
    ],
    nonTriggering: [
      RuleExample(
        "A sibling extends the base group and overrides one token.",
        .dtcg(
          "button.tokens.json",
          """
          {
            "button": {
              "$type": "dimension",
              "padding": { "$value": { "value": 8, "unit": "px" } },
              "gap": { "$value": { "value": 4, "unit": "px" } }
            },
            "button-large": {
              "$extends": "{button}",
              "padding": { "$value": { "value": 16, "unit": "px" } }
            }
          }
          """))
    ])

  package static let dtcgOutOfGamut = RuleDescription(
    id: .dtcgOutOfGamut, name: "Colour outside sRGB",
    summary: "A DTCG colour lies outside sRGB, so the generated sRGB value is a gamut-mapped approximation.",
    rationale: """
      The generated colours and the contrast checks are sRGB. A colour in a wider space (`display-p3`, \
      `oklch`, …) beyond sRGB is mapped in as CSS Color 4 maps it: the same OKLCH lightness and hue with \
      less chroma, until clipping changes it by less than a just-noticeable difference. The warning names the \
      value it became; write an sRGB colour to choose it yourself. The value as written is in the generated \
      doc comment.
      """,
    severity: .warning, isAdjustable: true,
    triggering: [
      RuleExample(
        "Display P3's pure red.", reportsAt: "Tokens/colors.tokens.json", line: 4,
        .dtcg(
          "colors.tokens.json",
          """
          {
            "vivid": {
              "$type": "color",
              "$value": { "colorSpace": "display-p3", "components": [1, 0, 0] }
            }
          }
          """))
    ],
    nonTriggering: [
      RuleExample(
        "sRGB's red, written in Display P3.",
        .dtcg(
          "colors.tokens.json",
          """
          {
            "vivid": {
              "$type": "color",
              "$value": { "colorSpace": "display-p3", "components": [0.9175, 0.2003, 0.1386] }
            }
          }
          """))
    ])

  package static let dtcgHexMismatch = RuleDescription(
    id: .dtcgHexMismatch, name: "Colour hex disagrees",
    summary: "A DTCG colour's `hex` is not the colour its components make, so one of them was edited alone.",
    rationale: """
      The colour module makes `components` the colour and `hex` a fallback for tools that can't convert. \
      Tessera generates the components' colour; a `hex` more than two 8-bit steps away from it usually means \
      someone changed one and not the other, and whoever reads the hex sees a colour the app never shows. Fix \
      the one that is wrong. A colour already reported by `dtcg-out-of-gamut` is not checked, since tools map \
      such colours differently.
      """,
    severity: .warning, isAdjustable: true,
    triggering: [
      RuleExample(
        "Red components with a green hex.", reportsAt: "Tokens/colors.tokens.json", line: 4,
        .dtcg(
          "colors.tokens.json",
          """
          {
            "danger": {
              "$type": "color",
              "$value": { "colorSpace": "srgb", "components": [1, 0, 0], "hex": "#00FF00" }
            }
          }
          """))
    ],
    nonTriggering: [
      RuleExample(
        "An OKLCH colour with the hex its conversion rounds to.",
        .dtcg(
          "colors.tokens.json",
          """
          {
            "accent": {
              "$type": "color",
              "$value": { "colorSpace": "oklch", "components": [0.5603, 0.1634, 257.63], "hex": "#2D72D2" }
            }
          }
          """))
    ])

  package static let dtcgResolver = RuleDescription(
    id: .dtcgResolver, name: "DTCG resolver",
    summary:
      "A DTCG resolver can't be followed: a bad version or shape, or a `$ref` outside the package or to no file.",
    rationale: """
      The resolver says which token files make each mode, so one Tessera can't follow would leave tokens out \
      of a mode. It must be version `2025.10`; its `resolutionOrder` lists sets and modifiers, and the theme \
      modifier (`theme`, or `dtcg.modifier` in `tessera.yml`) has the contexts `light` and `dark`. A source's \
      `$ref` names a whole token file relative to the resolver, inside the package folder, so that a build \
      never reads files it doesn't own. A token file in the tokens folder that the resolver doesn't name is a \
      warning, since Tessera reads only what the resolver names.
      """,
    triggering: [
      RuleExample(
        "The dark context names a file outside the package.", reportsAt: "Tokens/theme.resolver.json", line: 8,
        .dtcg(
          "theme.resolver.json",
          """
          {
            "version": "2025.10",
            "resolutionOrder": [
              {
                "type": "modifier", "name": "theme",
                "contexts": {
                  "light": [{ "$ref": "light.tokens.json" }],
                  "dark": [{ "$ref": "../../shared/dark.tokens.json" }]
                }
              }
            ]
          }
          """),
        .dtcg("light.tokens.json", #"{ "gap": { "$type": "number", "$value": 8 } }"#))
    ],
    nonTriggering: [
      RuleExample(
        "Both contexts name files beside the resolver.",
        .dtcg(
          "theme.resolver.json",
          """
          {
            "version": "2025.10",
            "resolutionOrder": [
              {
                "type": "modifier", "name": "theme",
                "contexts": {
                  "light": [{ "$ref": "light.tokens.json" }],
                  "dark": [{ "$ref": "dark.tokens.json" }]
                }
              }
            ]
          }
          """),
        .dtcg("light.tokens.json", #"{ "gap": { "$type": "number", "$value": 8 } }"#),
        .dtcg("dark.tokens.json", #"{ "gap": { "$type": "number", "$value": 8 } }"#))
    ])
}

extension RuleDescription {
  /// Every rule this file describes: the DTCG rules, which ``RuleCatalog`` gathers.
  package static let dtcgRules: [RuleDescription] = [
    .tokenDeprecated, .dtcgSyntax, .dtcgSchema, .dtcgSkippedToken, .dtcgNonconformingValue, .dtcgExtends,
    .dtcgOutOfGamut, .dtcgHexMismatch, .dtcgResolver,
  ]
}
