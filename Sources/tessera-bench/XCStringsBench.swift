import ArgumentParser
import Foundation
import TesseraCore
import TesseraFoundation

/// `tessera-bench xcstrings`: reading a large String Catalog into the model,
/// positions and all, against Foundation's `JSONSerialization` building its
/// untyped tree from the same bytes.
struct XCStringsBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "xcstrings",
    abstract: "Tessera's String Catalog reader against JSONSerialization.",
    discussion: """
      Writes a synthetic catalog (deterministic from --seed): --keys keys in --locales locales, every fifth a \
      plural variation and every seventh a substitution with a plural inside. Times, in alternation: \
      Tessera's JSONReader alone (the tree with every offset), XCStringsReader (the tree, then every locale's \
      entries with placeholders parsed and states checked), and JSONSerialization.jsonObject. Prints the \
      median of --runs runs of each and the ratios; the target is the reader at least 2x faster than \
      JSONSerialization. Then times the real `tessera generate` on the catalog, full and no-op (build it \
      with `swift build -c release --product tessera`; --skip-generate skips this).
      """)

  @Option(help: "Keys in the synthetic catalog.")
  var keys = 10_000

  @Option(help: "Locales, the source language included.")
  var locales = 20

  @Option(help: "Timed runs of each reader; the median is reported.")
  var runs = 5

  @Option(help: "The seed of the synthetic corpus.")
  var seed: UInt64 = 42

  @Flag(help: "Print JSON.")
  var json = false

  @Flag(help: "Skip timing the real `tessera generate` (full, then no-op) on the catalog.")
  var skipGenerate = false

  @Option(help: "The tessera binary to time (default: the one beside tessera-bench).")
  var tessera: String?

  func run() throws {
    let identifiers = Array(XCStringsCorpus.locales.prefix(max(locales, 1)))
    let text = XCStringsCorpus.catalog(keys: keys, locales: identifiers, seed: seed)
    let bytes = Array(text.utf8)
    let data = Data(bytes)

    // Both must read the catalog, with the same keys, before either is timed.
    let ours = XCStringsReader().read(bytes, displayPath: "bench.xcstrings", table: "Bench")
    guard ours.diagnostics.isEmpty else {
      throw ValidationError("Tessera reported \(ours.diagnostics.count) problems: \(ours.diagnostics[0].message)")
    }
    let theirs = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    let theirKeys = (theirs?["strings"] as? [String: Any])?.count ?? 0
    guard ours.entries["en"]?.count == keys, theirKeys == keys, ours.locales.count == identifiers.count else {
      throw ValidationError("The readers disagree: \(ours.entries["en"]?.count ?? 0) against \(theirKeys) keys")
    }

    let tree = Timing.compare(runs: runs) {
      _ = try? JSONReader(maximumDepth: 32).read(bytes).get().offset
    } baseline: {
      _ = (try? JSONSerialization.jsonObject(with: data) as? [String: Any])?.count
    }
    let model = Timing.compare(runs: runs) {
      _ = XCStringsReader().read(bytes, displayPath: "bench.xcstrings", table: "Bench").entries.count
    } baseline: {
      _ = (try? JSONSerialization.jsonObject(with: data) as? [String: Any])?.count
    }
    let generate = skipGenerate ? nil : try measureGenerate(bytes)
    let size = bytes.count / (1 << 20)
    if json {
      print(
        """
        {"benchmark": "xcstrings", "keys": \(keys), "locales": \(identifiers.count), "bytes": \(bytes.count), \
        "runs": \(runs), "json_reader_ms": \(Timing.ms(tree.candidate)), \
        "xcstrings_reader_ms": \(Timing.ms(model.candidate)), \
        "json_serialization_ms": \(Timing.ms(model.baseline)), \
        "json_reader_ratio": \(String(format: "%.2f", tree.ratio)), \
        "xcstrings_reader_ratio": \(String(format: "%.2f", model.ratio)), \
        "generate_ms": \(generate.map { Timing.ms($0.full) } ?? "null"), \
        "no_op_generate_ms": \(generate.map { Timing.ms($0.noOp) } ?? "null")}
        """)
    } else {
      print("Reading a String Catalog of \(keys) keys x \(identifiers.count) locales (\(size) MiB), median of \(runs):")
      print("  Tessera JSONReader (tree, every offset)        \(Timing.ms(tree.candidate)) ms")
      print("  Tessera XCStringsReader (tree, then the model)  \(Timing.ms(model.candidate)) ms")
      print("  Foundation JSONSerialization (untyped tree)     \(Timing.ms(model.baseline)) ms")
      print("  JSONReader: \(String(format: "%.2f", tree.ratio))x JSONSerialization's speed")
      print(
        "  XCStringsReader: \(String(format: "%.2f", model.ratio))x JSONSerialization's speed (target: at least 2x)")
      if let generate {
        print("  tessera generate, full (subprocess, empty output folder)   \(Timing.ms(generate.full)) ms")
        print("  tessera generate, no-op (nothing to write)                 \(Timing.ms(generate.noOp)) ms")
      }
    }
  }

  /// The real `tessera generate` on the catalog alone: once into an empty
  /// output folder, then again with nothing to write. Medians of up to three
  /// runs each, in seconds.
  private func measureGenerate(_ bytes: [UInt8]) throws -> (full: Double, noOp: Double) {
    let binary = try TesseraBinary.locate(tessera)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-bench-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let strings = folder.appendingPathComponent("Strings")
    let tokens = folder.appendingPathComponent("Tokens")
    let output = folder.appendingPathComponent("Generated")
    try FileManager.default.createDirectory(at: strings, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: tokens, withIntermediateDirectories: true)
    try Data(bytes).write(to: strings.appendingPathComponent("Bench.xcstrings"))
    let arguments = [
      "generate", "--strings", strings.path, "--tokens", tokens.path, "--output", output.path, "--quiet",
    ]
    var fulls: [Double] = []
    for _ in 0..<min(max(runs, 1), 3) {
      try? FileManager.default.removeItem(at: output)
      fulls.append(try Subprocess.check(binary, arguments).seconds)
    }
    var noOps: [Double] = []
    for _ in 0..<min(max(runs, 1), 3) {
      noOps.append(try Subprocess.check(binary, arguments).seconds)
    }
    return (Timing.median(fulls), Timing.median(noOps))
  }
}

/// A synthetic String Catalog, written as Xcode writes one, the same for the
/// same seed on every machine.
enum XCStringsCorpus {
  /// Twenty locales; each one's plural forms are the categories CLDR gives it, so that the catalog passes
  /// every check and `generate` writes it.
  static let locales = [
    "en", "de", "nl", "sv", "da", "fi", "nb", "tr", "el", "hu", "et", "bg", "pl", "ru", "ja", "zh-Hans", "ko", "vi",
    "th", "id",
  ]

  static func catalog(keys: Int, locales: [String], seed: UInt64) -> String {
    var random = SplitMix64(seed: seed)
    let words = ["Pay", "card", "bank", "choose", "Zahlung", "Karte", "płatność", "paiement", "€", "😀"]
    func phrase() -> String {
      (0..<Int(random.next() % 5 + 2)).map { _ in words[Int(random.next() % UInt64(words.count))] }
        .joined(separator: " ")
    }
    func unit(_ value: String, indent: String) -> String {
      """
      \(indent)"stringUnit" : {
      \(indent)  "state" : "translated",
      \(indent)  "value" : "\(value)"
      \(indent)}
      """
    }
    func plural(_ stem: String, argument: String, locale: String, indent: String) -> String {
      let forms = (CLDRPlurals.ruleSet(for: locale)?.categoryNames ?? ["other"]).map { category in
        """
        \(indent)  "\(category)" : {
        \(unit("\(argument) \(stem) \(category)", indent: indent + "    "))
        \(indent)  }
        """
      }
      return """
        \(indent)"plural" : {
        \(forms.joined(separator: ",\n"))
        \(indent)}
        """
    }
    var members: [String] = []
    for index in 0..<keys {
      let key = "screen_\(index % 97)_element_\(index)"
      let localizations = locales.map { locale -> String in
        let body: String
        if index % 5 == 0 {
          body = """
                    "variations" : {
            \(plural(phrase(), argument: "%lld", locale: locale, indent: "            "))
                    }
            """
        } else if index % 7 == 0 {
          body = """
            \(unit("%1$@: %#@items@", indent: "          ")),
                    "substitutions" : {
                      "items" : {
                        "argNum" : 2,
                        "formatSpecifier" : "lld",
                        "variations" : {
            \(plural(phrase(), argument: "%arg", locale: locale, indent: "              "))
                        }
                      }
                    }
            """
        } else {
          body = unit(phrase(), indent: "          ")
        }
        return """
                  "\(locale)" : {
          \(body)
                  }
          """
      }
      members.append(
        """
            "\(key)" : {
              "comment" : "Context for entry \(index).",
              "extractionState" : "manual",
              "localizations" : {
        \(localizations.joined(separator: ",\n"))
              }
            }
        """)
    }
    return """
      {
        "sourceLanguage" : "en",
        "strings" : {
      \(members.joined(separator: ",\n"))
        },
        "version" : "1.0"
      }

      """
  }
}
