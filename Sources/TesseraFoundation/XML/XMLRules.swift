// The rules every catalog file meets first: it must be read, and, for the
// XML catalogs, parsed.

extension RuleDescription {
  package static let xmlSyntax = RuleDescription(
    id: .xmlSyntax, name: "XML syntax",
    summary: "The file is not well-formed XML; the message and position are libxml2's.",
    rationale: """
      A catalog that doesn't parse can't be checked or compiled, so nothing else is reported for it and \
      nothing is generated. The position is where libxml2 noticed the problem, which can be after the \
      mistake: an element left open is reported where its parent closes. Close every element \
      (`<token …/>`), quote every attribute, write `&` and `<` in values as `&amp;` and `&lt;`, and save \
      the file as UTF-8 (or UTF-16 with a byte-order mark).
      """,
    triggering: [
      RuleExample(
        "The token is never closed; libxml2 notices at `</tokens>`.", reportsAt: "Tokens/spacing.xml", line: 3,
        .tokens(
          "spacing.xml",
          """
          <tokens>
            <token name="gap" type="dimension" value="8">
          </tokens>
          """))
    ],
    nonTriggering: [
      RuleExample(
        "The token closes itself.",
        .tokens(
          "spacing.xml",
          """
          <tokens>
            <token name="gap" type="dimension" value="8"/>
          </tokens>
          """))
    ])

  package static let xmlForbidden = RuleDescription(
    id: .xmlForbidden, name: "Forbidden XML",
    summary: "The file uses a DOCTYPE, an entity or an external reference, which catalogs may not.",
    rationale: """
      A document type declaration lets a file define entities that expand to gigabytes or pull in other \
      files and URLs, and a tool that runs on every build must not do either. Tessera never loads a DTD \
      or expands an entity, so it refuses such a file rather than read it differently from other XML \
      tools. Remove the `<!DOCTYPE …>` declaration and write each value out in full. (A `.stringsdict` \
      may keep the standard plist DOCTYPE; it is never loaded.)
      """,
    triggering: [
      RuleExample(
        "An entity stands for the brand colour.", reportsAt: "Tokens/brand.xml", line: 2,
        .tokens(
          "brand.xml",
          """
          <?xml version="1.0"?>
          <!DOCTYPE tokens [<!ENTITY brand "#0A84FF">]>
          <tokens>
            <token name="brand" type="color" value="&brand;"/>
          </tokens>
          """))
    ],
    nonTriggering: [
      RuleExample(
        "The value is written out; an alias shares it between tokens.",
        .tokens(
          "brand.xml",
          """
          <?xml version="1.0"?>
          <tokens>
            <token name="brand" type="color" value="#0A84FF"/>
            <token name="link" type="color" value="{brand}"/>
          </tokens>
          """))
    ])

  package static let fileTooLarge = RuleDescription(
    id: .fileTooLarge, name: "File too large",
    summary: "A catalog file is larger than the size limit: 32 MiB, or 1 MiB for `tessera.yml`.",
    rationale: """
      Every file is read whole into memory before it is parsed, so a size cap keeps a runaway or \
      malicious file (a generated dump, a device, a file that never ends) from exhausting the build \
      machine. Tessera reads at most one byte past the cap. No real catalog comes near it: split a file \
      that does into several, one per group or per table.
      """,
    triggering: [
      RuleExample(
        "A token catalog padded with spaces to 33 MiB.", reportsAt: "Tokens/spacing.xml", line: 1,
        RuleExample.File(
          path: "Tokens/spacing.xml", kind: .tokens,
          contents: .padded(
            """
            <tokens>
              <token name="gap" type="dimension" value="8"/>
            </tokens>

            """, size: 33 * 1024 * 1024)))
    ],
    nonTriggering: [
      RuleExample(
        "The same catalog without the padding.",
        .tokens(
          "spacing.xml",
          """
          <tokens>
            <token name="gap" type="dimension" value="8"/>
          </tokens>
          """))
    ])

  package static let fileUnreadable = RuleDescription(
    id: .fileUnreadable, name: "File unreadable",
    summary: "A catalog file could not be read: no permission, a folder, a FIFO or a device, or an I/O error.",
    rationale: """
      A file that can't be read says nothing about the catalogs, so it is reported as a failure of the \
      run (exit 2) rather than as a problem in them, and nothing is generated. The message gives the \
      system's reason. A FIFO, a socket or a device in a file's place is refused at once, never opened, \
      since opening one can wait for ever. Check the file's permissions, that the path names a file and \
      not a folder, and that the disk or network share is there.
      """,
    isInputFailure: true,
    triggering: [
      RuleExample(
        "`Strings/Accessibility.xml` is a folder.", reportsAt: "Strings/Accessibility.xml", line: 1,
        RuleExample.File(path: "Strings/Accessibility.xml", kind: .accessibility, contents: .folder))
    ],
    nonTriggering: [
      RuleExample(
        "`Strings/Accessibility.xml` is a file.",
        .accessibility(
          """
          <accessibility>
          </accessibility>
          """))
    ])

  package static let fileLink = RuleDescription(
    id: .fileLink, name: "Link not followed",
    summary: "A symbolic link in a catalog folder leads out of the project, back into itself, or nowhere.",
    rationale: """
      Links in a catalog folder are followed, to a folder or to a file, as Xcode's folders are (one locale \
      shared between targets is often a link). Three kinds are not. A link out of the project is never \
      followed, so a catalog can't read a file the project doesn't hold: an error when it is a catalog \
      or a `.lproj` folder, whose text the output would lack, a warning for any other folder. A link \
      back to a folder it is in would be walked for ever: it is skipped with a warning, since that \
      folder is read anyway. A link to nothing named like a catalog is a warning. Move what the link \
      points to into the project, or remove the link.
      """,
    triggering: [
      RuleExample(
        "German's table is a link to a file outside the project.",
        reportsAt: "Strings/de.lproj/Localizable.strings", line: 1,
        .strings(
          "en",
          """
          "title" = "Checkout";
          """),
        RuleExample.File(path: "Strings/de.lproj/Localizable.strings", kind: .strings, contents: .link("/etc/hosts")))
    ],
    nonTriggering: [
      RuleExample(
        "German's table is a link to a file inside the project.",
        .strings(
          "en",
          """
          "title" = "Checkout";
          """),
        RuleExample.File(
          path: "Shared/de.lproj/Localizable.strings", kind: .strings,
          contents: .text(
            """
            "title" = "Kasse";
            """)),
        RuleExample.File(
          path: "Strings/de.lproj/Localizable.strings", kind: .strings,
          contents: .link("../../Shared/de.lproj/Localizable.strings")))
    ])
}

extension RuleDescription {
  /// Every rule this file describes: the files and XML rules, which `RuleCatalog` gathers.
  package static let xmlRules: [RuleDescription] = [
    .xmlSyntax, .xmlForbidden, .fileTooLarge, .fileUnreadable, .fileLink,
  ]
}
