import Foundation
import Testing

@testable import TesseraAccessibility
@testable import TesseraColor
@testable import TesseraCore
@testable import TesseraFoundation
@testable import TesseraStrings
@testable import TesseraTokens

/// `tessera convert`: `.lproj` tables to String Catalogs and back, what
/// each direction reports, and the package's own catalogs converted both
/// ways with `generate` giving the same Swift.
@Suite struct StringsConversionTests {
  static let packageStrings = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Strings")

  static func inputs(_ folder: URL) -> PipelineInputs {
    PipelineInputs(
      tokensDirectory: nil, stringsDirectory: folder.appendingPathComponent("Strings"), displayBase: folder,
      accessibilityFile: accessibility(folder))
  }

  /// The accessibility catalog, when the folder has one.
  static func accessibility(_ folder: URL) -> URL? {
    let file = folder.appendingPathComponent("Strings/Accessibility.xml")
    return FileManager.default.fileExists(atPath: file.path) ? file : nil
  }

  static func generated(_ folder: URL) -> [String: String] {
    let result = TesseraPipeline(inputs: inputs(folder)).generate()
    #expect(result.errorCount == 0, "\(result.diagnostics)")
    return Dictionary(uniqueKeysWithValues: result.files.map { ($0.name, $0.contents) })
  }

  static func convert(_ folder: URL, to format: StringsConverter.Format, extractionState: String? = nil) throws
    -> StringsConverter.Conversion
  {
    let conversion = try StringsConverter(inputs: inputs(folder), extractionState: extractionState).plan(to: format)
    try conversion.apply()
    return conversion
  }

  /// Every entry of every locale, as the model holds it, with its comment.
  static func contents(_ folder: URL) -> [String] {
    var loader = StringsCatalogLoader()
    loader.readsEveryComment = true
    let (catalog, _) = loader.load(directory: folder.appendingPathComponent("Strings"), displayBase: folder)
    func text(_ content: LocalizedEntry.Content) -> String {
      switch content {
      case .text(let value): return value
      case .plural(let formatKey, let variables):
        let forms = variables.map { variable in
          let forms = variable.forms.keys.sorted().map { "\($0.rawValue)=\(variable.forms[$0]?.text ?? "")" }
          return "\(variable.name):\(variable.valueSpecifier) \(forms.joined(separator: " "))"
        }
        return ([formatKey] + forms).joined(separator: " | ")
      }
    }
    return catalog.locales.flatMap { locale in
      locale.tables.values.flatMap { table in
        table.entries.values.map {
          "\(locale.identifier) \(table.name) \($0.key) \(text($0.content)) \($0.comment ?? "-")"
        }
      }
    }.sorted()
  }

  @Test func thePackagesCatalogsConvertBothWaysWithByteIdenticalSwift() throws {
    let scratch = try Scratch([:])
    try FileManager.default.createDirectory(at: scratch.url, withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: Self.packageStrings, to: scratch.url.appendingPathComponent("Strings"))
    let original = Self.generated(scratch.url)
    let originalContents = Self.contents(scratch.url)
    #expect(original.count >= 3)

    // Every key of a .strings table has an accessor, as a manual key does (the CLI's default to xcstrings).
    let toCatalogs = try Self.convert(scratch.url, to: .xcstrings, extractionState: "manual")
    #expect(toCatalogs.diagnostics.isEmpty, "\(toCatalogs.diagnostics)")
    #expect(toCatalogs.tables.count == 7)
    let strings = scratch.url.appendingPathComponent("Strings")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: strings.path).sorted().first == "Accessibility.xcstrings")
    #expect(!FileManager.default.fileExists(atPath: strings.appendingPathComponent("en.lproj").path))
    #expect(Self.generated(scratch.url) == original)
    let catalogs = toCatalogs.changes.map(\.bytes)

    let back = try Self.convert(scratch.url, to: .strings, extractionState: "manual")
    #expect(back.diagnostics.isEmpty, "\(back.diagnostics)")
    #expect(Self.generated(scratch.url) == original)
    #expect(Self.contents(scratch.url) == originalContents)

    // Catalog, tables, catalog: the same bytes.
    #expect(try Self.convert(scratch.url, to: .xcstrings, extractionState: "manual").changes.map(\.bytes) == catalogs)
  }

  @Test func lprojTablesBecomeACatalogAsXcodeWritesIt() throws {
    let scratch = try Scratch([
      "Strings/en.lproj/Checkout.strings": """
      /* The pay button. */
      "pay" = "Pay %@";

      "OK" = "OK";
      """,
      "Strings/en.lproj/Checkout.stringsdict": stringsdict([
        ("items", "%#@count@", [("count", "lld", [("one", "%lld item"), ("other", "%lld items")])]),
        ("bags", "%@ has %#@bags@", [("bags", "d", [("one", "%d bag"), ("other", "%d bags")])]),
      ]),
      "Strings/de.lproj/Checkout.strings": """
      /* Der Bezahlknopf. */
      "pay" = "%@ zahlen";

      "extra" = "Nur hier";
      """,
    ])
    let conversion = try StringsConverter(inputs: Self.inputs(scratch.url)).plan(to: .xcstrings)
    #expect(
      conversion.diagnostics.map { "\($0.location) \($0.rule): \($0.message)" } == [
        "Strings/de.lproj/Checkout.strings:2:1 convert-not-expressible: The 'de' comment of 'pay' differs from the "
          + "base locale's, and a String Catalog keeps one comment per key (the base locale's), so it is left out; "
          + "move what it says into the base locale's comment.",
        "Strings/de.lproj/Checkout.strings:4:1 convert-not-expressible: 'extra' is in 'de' but not in the base "
          + "locale 'en', and a String Catalog's keys are its source language's, so it is left out; add it to the "
          + "base locale, or remove it.",
      ])
    #expect(conversion.changes.map(\.displayPath) == ["Strings/Checkout.xcstrings"])
    #expect(
      conversion.removals.map(\.displayPath) == [
        "Strings/de.lproj/Checkout.strings", "Strings/en.lproj/Checkout.strings",
        "Strings/en.lproj/Checkout.stringsdict",
      ])
    let json = String(decoding: try #require(conversion.changes.first).bytes, as: UTF8.self)
    #expect(
      json == """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "bags" : {
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "%@ has %#@bags@"
                  },
                  "substitutions" : {
                    "bags" : {
                      "argNum" : 2,
                      "formatSpecifier" : "d",
                      "variations" : {
                        "plural" : {
                          "one" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%arg bag"
                            }
                          },
                          "other" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%arg bags"
                            }
                          }
                        }
                      }
                    }
                  }
                }
              }
            },
            "items" : {
              "localizations" : {
                "en" : {
                  "variations" : {
                    "plural" : {
                      "one" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld item"
                        }
                      },
                      "other" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld items"
                        }
                      }
                    }
                  }
                }
              }
            },
            "OK" : {

            },
            "pay" : {
              "comment" : "The pay button.",
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "%@ zahlen"
                  }
                },
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Pay %@"
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """)
    // With --extraction-state manual, every key says so.
    let manual = try StringsConverter(inputs: Self.inputs(scratch.url), extractionState: "manual").plan(to: .xcstrings)
    let manualJSON = String(decoding: try #require(manual.changes.first).bytes, as: UTF8.self)
    #expect(manualJSON.components(separatedBy: "\"extractionState\" : \"manual\"").count == 5)
  }

  static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Back" : {
          "comment" : "Goes back -- one screen.",
          "extractionState" : "manual"
        },
        "items" : {
          "comment" : "A count -- of items.",
          "extractionState" : "stale",
          "localizations" : {
            "de" : {
              "variations" : {
                "plural" : {
                  "one" : {
                    "stringUnit" : {
                      "state" : "needs_review",
                      "value" : "%lld Artikel"
                    }
                  },
                  "other" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%lld Artikel"
                    }
                  }
                }
              }
            },
            "en" : {
              "variations" : {
                "plural" : {
                  "one" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%lld item"
                    }
                  },
                  "other" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%lld items"
                    }
                  }
                }
              }
            }
          }
        },
        "title" : {
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "new",
                "value" : "Checkout"
              }
            },
            "en" : {
              "variations" : {
                "device" : {
                  "ipad" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "Complete your order"
                    }
                  },
                  "other" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "Checkout"
                    }
                  }
                }
              }
            }
          },
          "shouldTranslate" : false
        }
      },
      "version" : "1.0"
    }
    """

  @Test func aCatalogBecomesLprojTablesAndSaysWhatTheyCantHold() throws {
    let scratch = try Scratch(["Strings/Checkout.xcstrings": Self.catalog])
    let conversion = try StringsConverter(inputs: Self.inputs(scratch.url)).plan(to: .strings)
    #expect(
      conversion.diagnostics.map { "\($0.location) \($0.rule) \($0.subject ?? ""): \($0.message)" } == [
        "Strings/Checkout.xcstrings:6:27 convert-not-expressible Back: 'Back': a .strings table has no place for "
          + "its extractionState 'manual', so it is left out.",
        "Strings/Checkout.xcstrings:8:5 convert-not-expressible items: The comment of 'items' holds '--', a "
          + "carriage return or a control character, or ends with '-', which an XML comment can't, so its "
          + ".stringsdict entries are written without it.",
        "Strings/Checkout.xcstrings:10:27 convert-not-expressible items: 'items': a .strings table has no place for "
          + "its extractionState 'stale', so it is left out.",
        "Strings/Checkout.xcstrings:17:29 convert-not-expressible items: The 'de' localization of 'items' is in the "
          + "state 'needs_review', which a .lproj table can't record, so it is written as translated.",
        "Strings/Checkout.xcstrings:54:23 convert-not-expressible title: The 'de' localization of 'title' is not "
          + "translated yet (state new), and a .lproj table has only translations, so it is left out.",
        "Strings/Checkout.xcstrings:61:24 convert-not-expressible title: The 'en' localization of 'title' varies by "
          + "device (ipad), which .lproj tables can't express, so only its 'other' form is written.",
        "Strings/Checkout.xcstrings:77:27 convert-not-expressible title: 'title': a .strings table has no place for "
          + "shouldTranslate: false (every locale is then checked for it), so it is left out.",
      ])
    let files = Dictionary(
      uniqueKeysWithValues: conversion.changes.map { ($0.displayPath, String(decoding: $0.bytes, as: UTF8.self)) })
    #expect(
      files.keys.sorted() == [
        "Strings/de.lproj/Checkout.stringsdict", "Strings/en.lproj/Checkout.strings",
        "Strings/en.lproj/Checkout.stringsdict",
      ])
    #expect(
      files["Strings/en.lproj/Checkout.strings"] == """
        /* Goes back -- one screen. */
        "Back" = "Back";

        "title" = "Checkout";

        """)
    #expect(files["Strings/en.lproj/Checkout.stringsdict"]?.contains("\t<key>items</key>") == true)
    #expect(files["Strings/en.lproj/Checkout.stringsdict"]?.contains("<!--") == false)
    #expect(files["Strings/de.lproj/Checkout.stringsdict"]?.contains("<string>%#@count@</string>") == true)
    #expect(conversion.removals.map(\.displayPath) == ["Strings/Checkout.xcstrings"])
  }

  /// A localization under a name that isn't a locale identifier would name
  /// the folder written to: it is left out, and nothing is written outside.
  @Test func aLocaleThatIsNotAnIdentifierNeverNamesAFolder() throws {
    let scratch = try Scratch([
      "Strings/Checkout.xcstrings": """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "pay" : {
            "localizations" : {
              "../../x" : { "stringUnit" : { "state" : "translated", "value" : "Owned" } },
              "en" : { "stringUnit" : { "state" : "translated", "value" : "Pay" } }
            }
          }
        },
        "version" : "1.0"
      }
      """
    ])
    let conversion = try StringsConverter(inputs: Self.inputs(scratch.url)).plan(to: .strings)
    #expect(conversion.changes.map(\.displayPath) == ["Strings/en.lproj/Checkout.strings"])
    #expect(
      conversion.diagnostics.map { "\($0.location) \($0.rule): \($0.message)" } == [
        "Strings/Checkout.xcstrings:6:9 convert-not-expressible: The '../../x' localization of 'pay' is under "
          + "'../../x', which is not a locale identifier and can't name a .lproj folder, so it is left out; name "
          + "the locale as Xcode does, such as de or pt-BR."
      ])
  }

  @Test func aCatalogWithAnErrorIsNotConvertedAndAnUnknownTableIsNamed() throws {
    let scratch = try Scratch(["Strings/Checkout.xcstrings": "{ \"version\" : \"1.0\", }"])
    let conversion = try StringsConverter(inputs: Self.inputs(scratch.url)).plan(to: .strings)
    #expect(conversion.changes.isEmpty && conversion.removals.isEmpty)
    #expect(conversion.diagnostics.map(\.rule) == [.xcstringsSyntax])

    let good = try Scratch(["Strings/en.lproj/Checkout.strings": "\"a\" = \"b\";"])
    #expect(throws: StringsConverter.UnknownTable(name: "Cart", candidates: ["Checkout"])) {
      try StringsConverter(inputs: Self.inputs(good.url)).plan(to: .xcstrings, tables: ["Cart"])
    }
    #expect(throws: StringsConverter.UnknownTable(name: "Checkout", candidates: [])) {
      try StringsConverter(inputs: Self.inputs(good.url)).plan(to: .strings, tables: ["Checkout"])
    }
  }

  /// Real catalogs, when `TESSERA_XCSTRINGS_CORPUS` names a folder of them
  /// (checked on IceCubesApp's, CubeTime's and HiPixel's): converted to
  /// `.lproj` tables and back, a catalog is a fixed point; converting it
  /// again reports nothing and gives the same tables and the same catalog.
  @Test func corpusCatalogsReachAFixedPoint() throws {
    guard let folder = ProcessInfo.processInfo.environment["TESSERA_XCSTRINGS_CORPUS"] else { return }
    let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".xcstrings") }
    for name in names.sorted() {
      let text = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
      let scratch = try Scratch(["Strings/Localizable.xcstrings": text])
      var inputs = Self.inputs(scratch.url)
      inputs.maximumFileSize = 64 * 1024 * 1024
      let firstTables = try StringsConverter(inputs: inputs).plan(to: .strings)
      try firstTables.apply()
      let firstCatalog = try StringsConverter(inputs: inputs).plan(to: .xcstrings)
      #expect(firstCatalog.diagnostics.isEmpty, "\(name): \(firstCatalog.diagnostics.prefix(3))")
      try firstCatalog.apply()
      let secondTables = try StringsConverter(inputs: inputs).plan(to: .strings)
      #expect(secondTables.diagnostics.isEmpty, "\(name): \(secondTables.diagnostics.prefix(3))")
      #expect(secondTables.changes == firstTables.changes, "\(name)")
      try secondTables.apply()
      let secondCatalog = try StringsConverter(inputs: inputs).plan(to: .xcstrings)
      #expect(secondCatalog.changes.map(\.bytes) == firstCatalog.changes.map(\.bytes), "\(name)")
    }
  }

  /// What review found: App Shortcuts keys leave as a whole, an argNum the
  /// reader never checked can't crash, a control character never reaches a
  /// .stringsdict, one locale is one folder, and `%%arg` is text.
  @Test func hostileCatalogsAreReportedNotWritten() throws {
    let scratch = try Scratch([
      "Strings/Checkout.xcstrings": #"""
      {
        "sourceLanguage" : "en",
        "strings" : {
          "brand" : {
            "localizations" : {
              "de" : { "stringUnit" : { "state" : "translated", "value" : "%#@n@" },
                "substitutions" : { "n" : { "argNum" : 1e30, "formatSpecifier" : "d",
                  "variations" : { "plural" : { "other" : { "stringUnit" : { "value" : "%arg" } } } } } } },
              "en" : { "stringUnit" : { "state" : "translated", "value" : "Brand" } }
            },
            "shouldTranslate" : false
          },
          "bell" : {
            "localizations" : {
              "en" : { "variations" : { "plural" : {
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld \u0007" } } } } }
            }
          },
          "percent" : {
            "localizations" : {
              "en" : { "stringUnit" : { "state" : "translated", "value" : "%#@n@" },
                "substitutions" : { "n" : { "argNum" : 1, "formatSpecifier" : "lld",
                  "variations" : { "plural" : { "other" : { "stringUnit" : { "value" : "%arg of %%arg" } } } } } } },
              "pt-BR" : { "stringUnit" : { "state" : "translated", "value" : "Um" } },
              "pt_BR" : { "stringUnit" : { "state" : "translated", "value" : "Dois" } }
            }
          },
          "phrase" : {
            "localizations" : {
              "en" : { "stringSet" : { "state" : "translated", "values" : [ "Pay" ] } }
            }
          }
        },
        "version" : "1.0"
      }
      """#
    ])
    let conversion = try StringsConverter(inputs: Self.inputs(scratch.url)).plan(to: .strings)
    #expect(
      conversion.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.subject ?? ""): \($0.message)" } == [
        "7:50 brand: The 'de' localization of 'brand': the argNum of 'n' is not a whole number from 1 to 1000, so "
          + "this localization is left out.",
        "11:27 brand: 'brand': a .strings table has no place for shouldTranslate: false (every locale is then "
          + "checked for it), so it is left out.",
        "13:5 bell: The 'en' plural entry of 'bell' holds U+0007, a control character XML 1.0 (and so a "
          + ".stringsdict) can't carry, so it is left out; write it another way.",
        "25:9 percent: The 'pt_BR' localization of 'percent' is under 'pt_BR', the locale 'pt-BR' is too, and one "
          + ".lproj folder holds a locale, so it is left out; keep one spelling.",
        "30:32 phrase: 'phrase' holds a stringSet (App Shortcuts phrases), which .lproj tables can't hold, so the "
          + "key is left out.",
      ])
    let files = Dictionary(
      uniqueKeysWithValues: conversion.changes.map { ($0.displayPath, String(decoding: $0.bytes, as: UTF8.self)) })
    #expect(
      files.keys.sorted() == [
        "Strings/en.lproj/Checkout.strings", "Strings/en.lproj/Checkout.stringsdict",
        "Strings/pt-BR.lproj/Checkout.strings",
      ])
    #expect(files["Strings/en.lproj/Checkout.strings"] == "\"brand\" = \"Brand\";\n")
    #expect(files["Strings/en.lproj/Checkout.stringsdict"]?.contains("<string>%lld of %%arg</string>") == true)
  }

  /// A target that is already there (here `Base.lproj`, which the loader
  /// skips) is never written over: the conversion is refused.
  @Test func anExistingTargetRefusesTheConversion() throws {
    let scratch = try Scratch([
      "Strings/Checkout.xcstrings": """
      { "sourceLanguage" : "en", "strings" : { "a" : { "localizations" : {
        "Base" : { "stringUnit" : { "state" : "translated", "value" : "A" } } } } }, "version" : "1.0" }
      """,
      "Strings/Base.lproj/Checkout.strings": "\"mine\" = \"Mine\";\n",
    ])
    let conversion = try StringsConverter(inputs: Self.inputs(scratch.url)).plan(to: .strings)
    #expect(conversion.changes.isEmpty && conversion.removals.isEmpty)
    #expect(
      conversion.diagnostics.filter { $0.severity == .error }.map { "\($0.location) \($0.rule): \($0.message)" } == [
        "Strings/Base.lproj/Checkout.strings:1:1 strings-table-conflict: Converting would write "
          + "Strings/Base.lproj/Checkout.strings, which is already there; move it away or delete it, then convert "
          + "again."
      ])
  }

  /// Xcode's forms write the count with its position (`%1$lld`); the
  /// `.stringsdict` value type is `lld` all the same, and such an entry is a
  /// plural variation again. A variable the format key doesn't hold is reported.
  @Test func theCountsValueTypeHasNoPositionAndAnUnplacedVariableIsReported() throws {
    #expect(XCStringsPlurals.valueSpecifier(of: "%1$-5lld") == "lld")
    #expect(XCStringsPlurals.valueSpecifier(of: "%.2f") == "f")
    #expect(XCStringsPlurals.pluralSpecifier(other: "%1$lld items in %2$@").specifier == "lld")
    let scratch = try Scratch([
      "Strings/en.lproj/Checkout.stringsdict": stringsdict([
        ("items", "%#@count@", [("count", "lld", [("other", "%1$lld items in %2$@")])]),
        ("files", "%#@a@", [("a", "d", [("other", "%d files")]), ("b", "d", [("other", "%d folders")])]),
      ])
    ])
    let conversion = try StringsConverter(inputs: Self.inputs(scratch.url)).plan(to: .xcstrings)
    let json = String(decoding: try #require(conversion.changes.first).bytes, as: UTF8.self)
    #expect(json.contains("\"items\" : {\n      \"localizations\" : {\n        \"en\" : {\n          \"variations\""))
    #expect(!json.contains("\"b\" : {"))
    #expect(
      conversion.diagnostics.map { "\($0.location) \($0.rule): \($0.message)" } == [
        "Strings/en.lproj/Checkout.stringsdict:19:3 convert-not-expressible: The variable 'b' of 'files' in 'en' is "
          + "not in its format key (it is nested in another variable's form, or unused), and a String Catalog's "
          + "substitutions stand only in the text, so it is left out."
      ])
  }

  /// A `.strings` value a `.stringsdict` entry shadows, and a catalog comment
  /// a `.strings` comment can't keep, are reported.
  @Test func shadowedValuesAndUnkeepableCommentsAreReported() throws {
    let tables = try Scratch([
      "Strings/en.lproj/Checkout.strings": "\"items\" = \"Items\";\n",
      "Strings/en.lproj/Checkout.stringsdict": stringsdict([
        ("items", "%#@count@", [("count", "lld", [("other", "%lld items")])])
      ]),
    ])
    let toCatalog = try StringsConverter(inputs: Self.inputs(tables.url)).plan(to: .xcstrings)
    #expect(
      toCatalog.diagnostics.map { "\($0.location) \($0.rule): \($0.message)" } == [
        "Strings/en.lproj/Checkout.strings:1:1 convert-not-expressible: 'items' in 'en' is in both the .strings and "
          + "the .stringsdict file; the plural entry wins, as in Foundation, and a String Catalog holds one, so the "
          + ".strings value is left out."
      ])
    let catalog = try Scratch([
      "Strings/Checkout.xcstrings": """
      { "sourceLanguage" : "en", "strings" : { "a" : { "comment" : "ends */ here" } }, "version" : "1.0" }
      """
    ])
    let toTables = try StringsConverter(inputs: Self.inputs(catalog.url)).plan(to: .strings)
    #expect(
      toTables.diagnostics.map { "\($0.location) \($0.rule): \($0.message)" } == [
        "Strings/Checkout.xcstrings:1:62 convert-not-expressible: The comment of 'a' holds '*/', '/*', a control "
          + "character or white space at an end, which a .strings comment can't keep as it is, so it is written "
          + "changed."
      ])
  }
}
