import Foundation
import TesseraCore
import TesseraFoundation

/// The corpus sizes of the scale benchmark.
enum CorpusSize: String, CaseIterable, Sendable {
  /// The repository's own catalogs, copied.
  case small
  /// 30,000 tokens per mode, 29,700 of them aliases in chains up to 100
  /// deep; 57 locales × 300 keys; 2,000 accessibility elements.
  case large
  /// 100,000 tokens per mode, 99,000 of them aliases; 40 locales × 5,000
  /// keys; 2,000 accessibility elements.
  case huge

  /// The synthetic shape, or `nil` for the repository's own catalogs.
  var shape: CorpusShape? {
    switch self {
    case .small: nil
    case .large:
      CorpusShape(
        tokensPerMode: 30_000, literalsPerMode: 300, maximumChainDepth: 100, locales: 57, keysPerLocale: 300,
        accessibilityElements: 2_000)
    case .huge:
      CorpusShape(
        tokensPerMode: 100_000, literalsPerMode: 1_000, maximumChainDepth: 100, locales: 40, keysPerLocale: 5_000,
        accessibilityElements: 2_000)
    }
  }
}

/// How big a synthetic corpus is.
struct CorpusShape: Sendable {
  var tokensPerMode: Int
  /// Tokens with a value of their own; every other token is an alias.
  var literalsPerMode: Int
  var maximumChainDepth: Int
  var locales: Int
  var keysPerLocale: Int
  var accessibilityElements: Int
  /// Whether the tokens also have a light and a dark high-contrast
  /// appearance (each changing a tenth of the colours and composites) and
  /// composite tokens (shadows, borders, gradients, transitions, stroke
  /// styles), a fifteenth as many as ``tokensPerMode``, in every appearance.
  var fourAppearances = false

  /// This shape with four appearances and composite tokens.
  var withFourAppearances: CorpusShape {
    var shape = self
    shape.fourAppearances = true
    return shape
  }
}

/// A corpus written to disk, and what it holds.
struct WrittenCorpus {
  var root: URL
  var tokens: URL
  var strings: URL
  var tokenFiles: [URL]
  var stringsFiles: [URL]
  var tokensPerMode: Int
  var aliasesPerMode: Int
  var deepestChain: Int
  var locales: Int
  var keysPerLocale: Int
  var accessibilityElements: Int
  /// The appearances the tokens declare: light and dark, or all four.
  var appearances = 2
  var tokenBytes: Int
  var stringsBytes: Int
}

/// Writes the scale benchmark's corpora: the same files for the same seed on
/// every machine.
struct ScaleCorpusWriter {
  var seed: UInt64

  /// Real languages CLDR has rules for, the base first: a shipping
  /// checkout SDK's spread, with regional variants that fall back.
  static let localeIdentifiers = [
    "en", "ar", "bg", "ca", "cs", "da", "de", "el", "es", "et", "fi", "fr", "he", "hi", "hr", "hu", "id", "it", "ja",
    "ko", "lt", "lv", "ms", "nb", "nl", "pl", "pt", "ro", "ru", "sk", "sl", "sr", "sv", "th", "tr", "uk", "vi",
    "zh-Hans",
    "zh-Hant", "es-MX", "fr-CA", "pt-PT", "en-GB", "af", "az", "bn", "cy", "eu", "fa", "fil", "ga", "gl", "is", "ka",
    "kk", "mk", "sq",
  ]

  static let words = [
    "Pay", "card", "bank", "choose", "your", "payment", "method", "expiry", "date", "security", "code", "Zahlung",
    "Karte", "wählen", "betalen", "kies", "płatność", "wybierz", "paiement", "carte", "€", "😀", "Überweisung",
    "saved", "details", "amount", "total", "order",
  ]

  /// Writes `size` under `root` (which must not exist yet).
  func write(_ size: CorpusSize, to root: URL, repository: URL) throws -> WrittenCorpus {
    try write(shape: size.shape, to: root, repository: repository)
  }

  /// Writes a corpus of `shape`, or a copy of the repository's catalogs when
  /// it is `nil`, under `root` (which must not exist yet). A shape with no
  /// tokens or no locales writes no token or string catalogs.
  func write(shape: CorpusShape?, to root: URL, repository: URL) throws -> WrittenCorpus {
    let manager = FileManager.default
    try manager.createDirectory(at: root, withIntermediateDirectories: true)
    let tokens = root.appendingPathComponent("Tokens")
    let strings = root.appendingPathComponent("Strings")
    var corpus = WrittenCorpus(
      root: root, tokens: tokens, strings: strings, tokenFiles: [], stringsFiles: [], tokensPerMode: 0,
      aliasesPerMode: 0, deepestChain: 0, locales: 0, keysPerLocale: 0, accessibilityElements: 0, tokenBytes: 0,
      stringsBytes: 0)
    if let shape {
      if shape.tokensPerMode > 0 {
        try manager.createDirectory(at: tokens, withIntermediateDirectories: true)
        try writeTokens(shape, to: tokens, into: &corpus)
      }
      if shape.locales > 0 {
        try manager.createDirectory(at: strings, withIntermediateDirectories: true)
        try writeStrings(shape, to: strings, into: &corpus)
      }
    } else {
      try manager.copyItem(at: repository.appendingPathComponent("Tokens"), to: tokens)
      try manager.copyItem(at: repository.appendingPathComponent("Strings"), to: strings)
      describeCopied(into: &corpus)
    }
    corpus.tokenFiles = Self.files(under: tokens, extensions: ["xml"])
    corpus.stringsFiles = Self.files(under: strings, extensions: ["strings"])
    corpus.tokenBytes = corpus.tokenFiles.reduce(0) { $0 + Self.size(of: $1) }
    corpus.stringsBytes = corpus.stringsFiles.reduce(0) { $0 + Self.size(of: $1) }
    return corpus
  }

  /// Every file under `folder` with one of `extensions`, sorted by path.
  static func files(under folder: URL, extensions: Set<String>) -> [URL] {
    guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
    return walker.compactMap { $0 as? URL }.filter { extensions.contains($0.pathExtension) }
      .sorted { $0.path < $1.path }
  }

  static func size(of url: URL) -> Int {
    ((try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? NSNumber)?.intValue ?? 0
  }

  private func describeCopied(into corpus: inout WrittenCorpus) {
    let tokenFiles = Self.files(under: corpus.tokens, extensions: ["xml"])
    let (catalog, _) = TokenCatalogLoader().load(tokenFiles.map { CatalogFile(url: $0, displayPath: $0.path) })
    let themed = catalog.definitions.filter { $0.scope == .themed(.light) }
    corpus.tokensPerMode = themed.count
    corpus.aliasesPerMode = themed.count {
      if case .alias = $0.expression { return true }
      return false
    }
    corpus.deepestChain = 1
    let localeFolders =
      (try? FileManager.default.contentsOfDirectory(atPath: corpus.strings.path))?.filter { $0.hasSuffix(".lproj") }
      ?? []
    corpus.locales = localeFolders.count
    let loader = StringsCatalogLoader()
    let (strings, _) = loader.load(directory: corpus.strings, displayBase: corpus.root)
    corpus.keysPerLocale = strings.base?.tables.values.reduce(0) { $0 + $1.entries.count } ?? 0
    let accessibility = corpus.strings.appendingPathComponent("Accessibility.xml")
    let (a11y, _) = AccessibilityCatalogLoader().load(CatalogFile(url: accessibility, displayPath: "Accessibility.xml"))
    corpus.accessibilityElements = a11y?.elements.count ?? 0
  }

  // MARK: - Tokens

  private struct Chain {
    var group: String
    var length: Int
    /// The alias path the first link points at.
    var target: String
    /// How many aliases deep `target` already is (0 for a literal).
    var targetDepth: Int
  }

  private enum LiteralKind: CaseIterable {
    case color, dimension, opacity, duration
  }

  private func literalKind(_ index: Int) -> LiteralKind {
    switch index % 10 {
    case 7: .dimension
    case 8: .opacity
    case 9: .duration
    default: .color
    }
  }

  private func literalPath(_ index: Int) -> (group: String, name: String) {
    switch literalKind(index) {
    case .color: ("color", String(format: "c%05d", index))
    case .dimension: ("dimension", String(format: "d%05d", index))
    case .opacity: ("opacity", String(format: "o%05d", index))
    case .duration: ("duration", String(format: "t%05d", index))
    }
  }

  private func writeTokens(_ shape: CorpusShape, to folder: URL, into corpus: inout WrittenCorpus) throws {
    var random = SplitMix64(seed: seed)
    // The chains: the first is exactly as deep as allowed, from a literal.
    let aliases = shape.tokensPerMode - shape.literalsPerMode
    var chains: [Chain] = []
    var total = 0
    var deepest = 0
    while total < aliases {
      var length =
        chains.isEmpty ? shape.maximumChainDepth : Int(random.next() % UInt64(shape.maximumChainDepth)) + 1
      length = min(length, aliases - total)
      let group = String(format: "chain-%05d", chains.count)
      var target = ""
      var targetDepth = 0
      if chains.count < 2 {
        // Chains 0 and 1 lead to the contrast pair's ink and paper.
        let (literalGroup, name) = literalPath(chains.count)
        target = "\(literalGroup).\(name)"
      } else if random.next() % 4 == 0,
        let earlier = chains.indices.randomElement(using: &random).map({ chains[$0] }),
        earlier.targetDepth + 1 + length <= shape.maximumChainDepth
      {
        // Branch off an earlier chain, at a link that keeps this one within the maximum depth.
        let room = shape.maximumChainDepth - length - earlier.targetDepth
        let link = Int(random.next() % UInt64(min(room, earlier.length)))
        target = "alias.\(earlier.group).\(String(format: "l-%03d", link))"
        targetDepth = earlier.targetDepth + link + 1
      } else {
        let literal = Int(random.next() % UInt64(shape.literalsPerMode))
        let (literalGroup, name) = literalPath(literal)
        target = "\(literalGroup).\(name)"
      }
      chains.append(Chain(group: group, length: length, target: target, targetDepth: targetDepth))
      deepest = max(deepest, targetDepth + length)
      total += length
    }

    // The same paths in both modes; the literals' values differ.
    let perFile = 3_000
    for mode in ["light", "dark"] {
      var modeRandom = SplitMix64(seed: seed &+ (mode == "light" ? 1 : 2))
      var literals = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!-- Synthetic: \(mode) literals. -->\n"
      literals += "<tokens mode=\"\(mode)\">\n"
      for kind in LiteralKind.allCases {
        let indices = (0..<shape.literalsPerMode).filter { literalKind($0) == kind }
        let group = literalPath(indices.first ?? 0).group
        let type: String
        switch kind {
        case .color: type = "color"
        case .dimension: type = "dimension"
        case .opacity: type = "opacity"
        case .duration: type = "duration"
        }
        literals += "  <group name=\"\(group)\" type=\"\(type)\">\n"
        for index in indices {
          let value: String
          switch (kind, index) {
          case (.color, 0): value = mode == "light" ? "#14161A" : "#F2F3F5"
          case (.color, 1): value = mode == "light" ? "#FFFFFF" : "#1A1C21"
          case (.color, _):
            value =
              String(format: "#%06X", Int(modeRandom.next() % 0x100_0000))
              + (index % 7 == 3 ? String(format: "%02X", Int(modeRandom.next() % 256)) : "")
          case (.dimension, _): value = "\(Int(modeRandom.next() % 64))"
          case (.opacity, _): value = String(format: "0.%02d", Int(modeRandom.next() % 100))
          case (.duration, _): value = "\(Int(modeRandom.next() % 900) + 50)ms"
          }
          let name = literalPath(index).name
          let description = index % 5 == 0 ? " description=\"Synthetic \(type) \(index).\"" : ""
          literals += "    <token name=\"\(name)\" value=\"\(value)\"\(description)/>\n"
        }
        literals += "  </group>\n"
      }
      literals += "</tokens>\n"
      try write(literals, to: folder.appendingPathComponent("\(mode)-literals.xml"))

      // The aliases, a whole chain per group, its links in shuffled order.
      var shuffle = SplitMix64(seed: seed &+ 3)
      var fileIndex = 0
      var body = ""
      var inFile = 0
      func flush() throws {
        guard inFile > 0 else { return }
        let text =
          "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!-- Synthetic: \(mode) aliases. -->\n"
          + "<tokens mode=\"\(mode)\">\n  <group name=\"alias\">\n\(body)  </group>\n</tokens>\n"
        try write(text, to: folder.appendingPathComponent(String(format: "\(mode)-aliases-%03d.xml", fileIndex)))
        fileIndex += 1
        body = ""
        inFile = 0
      }
      for chain in chains {
        body += "    <group name=\"\(chain.group)\">\n"
        for link in (0..<chain.length).shuffled(using: &shuffle) {
          let target = link == 0 ? chain.target : "alias.\(chain.group).\(String(format: "l-%03d", link - 1))"
          let description = link % 9 == 0 ? " description=\"Link \(link) of \(chain.group).\"" : ""
          body += "      <token name=\"\(String(format: "l-%03d", link))\" value=\"{\(target)}\"\(description)/>\n"
        }
        body += "    </group>\n"
        inFile += chain.length
        if inFile >= perFile { try flush() }
      }
      try flush()
    }

    // Shared tokens: typography on aliases.
    try write(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <!-- Synthetic: shared typography. -->
      <tokens>
        <group name="font">
          <token name="family" type="font-family" value="Inter" description="The typeface."/>
          <group name="weight" type="font-weight">
            <token name="regular" value="regular"/>
            <token name="bold" value="bold"/>
          </group>
        </group>
        <group name="text-style" type="typography">
          <token name="title" font-family="{font.family}" font-weight="{font.weight.bold}" font-size="24" line-height="32"/>
          <token name="body" font-family="{font.family}" font-weight="{font.weight.regular}" font-size="15" line-height="20"/>
        </group>
      </tokens>

      """, to: folder.appendingPathComponent("shared.xml"))

    // A few contrast pairs, through the deepest chain.
    let inkEnd = "alias.\(chains[0].group).\(String(format: "l-%03d", chains[0].length - 1))"
    let paperEnd = "alias.\(chains[1].group).\(String(format: "l-%03d", chains[1].length - 1))"
    try write(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <!-- Synthetic: contrast pairs. -->
      <tokens>
        <contrast>
          <pair foreground="color.c00000" background="color.c00001" minimum="text"/>
          <pair foreground="\(inkEnd)" background="\(paperEnd)" minimum="text"/>
          <pair foreground="\(inkEnd)" background="color.c00001" minimum="aaa"/>
          <pair foreground="color.c00000" background="\(paperEnd)" minimum="ui"/>
        </contrast>
      </tokens>

      """, to: folder.appendingPathComponent("contrast.xml"))

    corpus.tokensPerMode = shape.tokensPerMode
    corpus.aliasesPerMode = aliases
    corpus.deepestChain = deepest
    if shape.fourAppearances {
      let composites = shape.tokensPerMode / 15
      try writeComposites(shape, count: composites, to: folder)
      corpus.tokensPerMode += composites
      corpus.appearances = 4
    }
  }

  /// Composite tokens in light and dark, their colours and lengths aliases
  /// to the literals, and the two high-contrast appearances, each changing
  /// every tenth colour literal and every tenth composite: what a design
  /// system with elevation, borders and Increase Contrast exports.
  private func writeComposites(_ shape: CorpusShape, count: Int, to folder: URL) throws {
    // The literals of one kind, by their index among all literals.
    let colors = (0..<shape.literalsPerMode).filter { literalKind($0) == .color }
    let dimensions = (0..<shape.literalsPerMode).filter { literalKind($0) == .dimension }
    let durations = (0..<shape.literalsPerMode).filter { literalKind($0) == .duration }
    func path(_ index: Int) -> String { "{\(literalPath(index).group).\(literalPath(index).name)}" }
    func composite(_ index: Int, mode: String, random: inout SplitMix64) -> String {
      let ink = path(colors[(index * 7 + (mode.hasPrefix("dark") ? 3 : 0)) % colors.count])
      let length = path(dimensions[index % dimensions.count])
      let name = String(format: "k%05d", index)
      let offset = Int(random.next() % 16)
      switch index % 5 {
      case 0:
        return """
              <token name="\(name)" type="shadow">
                <layer color="\(ink)" offset-x="0" offset-y="\(offset)" blur="\(offset * 2)"/>
                <layer color="#0000001F" offset-x="0" offset-y="\(offset / 2)" blur="\(offset)" spread="-1"\(index % 3 == 0 ? " inset=\"true\"" : "")/>
              </token>

          """
      case 1:
        return "      <token name=\"\(name)\" type=\"border\" color=\"\(ink)\" width=\"\(length)\" "
          + (index % 2 == 0 ? "style=\"solid\"/>\n" : "dash-array=\"\(offset + 1), 2\" line-cap=\"round\"/>\n")
      case 2:
        return """
              <token name="\(name)" type="gradient">
                <stop color="\(ink)" position="0"/>
                <stop color="\(path(colors[(index + 1) % colors.count]))" position="0.\(offset % 9 + 1)"/>
                <stop color="#FFFFFF" position="1"/>
              </token>

          """
      case 3:
        return
          "      <token name=\"\(name)\" type=\"transition\" duration=\"\(path(durations[index % durations.count]))\" "
          + "delay=\"\(offset * 10)ms\" timing-function=\"0.2, 0, 0, 1\"/>\n"
      default:
        return "      <token name=\"\(name)\" type=\"stroke-style\" "
          + (index % 2 == 0 ? "value=\"dashed\"/>\n" : "dash-array=\"\(offset + 2), 1\" line-cap=\"butt\"/>\n")
      }
    }
    for mode in ["light", "dark", "light-high-contrast", "dark-high-contrast"] {
      var random = SplitMix64(seed: seed &+ UInt64(mode.utf8.count) &+ 11)
      let highContrast = mode.hasSuffix("high-contrast")
      var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!-- Synthetic: \(mode) composites. -->\n"
      text += "<tokens mode=\"\(mode)\">\n"
      if highContrast {
        // Every tenth colour literal, darker or lighter.
        text += "  <group name=\"\(literalPath(colors[0]).group)\" type=\"color\">\n"
        for index in colors where index >= 2 && index % 10 == 0 {
          text +=
            "    <token name=\"\(literalPath(index).name)\" value=\"\(String(format: "#%06X", Int(random.next() % 0x100_0000)))\"/>\n"
        }
        text += "  </group>\n"
      }
      text += "  <group name=\"composite\">\n"
      for index in 0..<count where !highContrast || index % 10 == 0 {
        text += composite(index, mode: mode, random: &random)
      }
      text += "  </group>\n</tokens>\n"
      try write(text, to: folder.appendingPathComponent("\(mode)-composites.xml"))
    }
  }

  // MARK: - Strings

  private struct KeySpec {
    var table: String
    var key: String
    /// 0: none; 1: `%@`; 2: `%1$@ … %2$d`; 3: escapes; 4: `%%`; 5: `%.2f`.
    var kind: Int
  }

  private func writeStrings(_ shape: CorpusShape, to folder: URL, into corpus: inout WrittenCorpus) throws {
    let labelCount = 25
    let namedLabelCount = 5
    let hintCount = 30
    let pluralCount = 10
    // The content tables share the rest, up to 100 keys each.
    let contentKeys = max(shape.keysPerLocale - labelCount - namedLabelCount - hintCount - pluralCount, 0)
    let tableCount = max((contentKeys + 99) / 100, 1)
    var specs: [KeySpec] = []
    for index in 0..<contentKeys {
      let table = String(format: "Screen%03d", index % tableCount + 1)
      let key = String(format: "screen%03d_item_%05d_text", index % tableCount + 1, index)
      specs.append(KeySpec(table: table, key: key, kind: index % 6))
    }
    let locales = Array(Self.localeIdentifiers.prefix(shape.locales))

    for (localeIndex, locale) in locales.enumerated() {
      var random = SplitMix64(seed: seed &+ 100 &+ UInt64(localeIndex))
      let lproj = folder.appendingPathComponent("\(locale).lproj")
      try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
      func words(_ count: Int) -> String {
        (0..<count).map { _ in Self.words[Int(random.next() % UInt64(Self.words.count))] }.joined(separator: " ")
      }

      var tables: [String: String] = [:]
      for spec in specs {
        var value = words(Int(random.next() % 8) + 2)
        switch spec.kind {
        case 1: value += " %@"
        case 2: value = "%1$@ " + value + " %2$d"
        case 3: value += " \\\"quoted\\\"\\n"
        case 4: value += " 100%%"
        case 5: value += " %.2f"
        default: break
        }
        tables[spec.table, default: "/* Synthetic \(locale) catalog. */\n"] +=
          "/* Context for \(spec.key). */\n\"\(spec.key)\" = \"\(value)\";\n\n"
      }
      var accessibility = "/* Synthetic \(locale) accessibility strings. */\n"
      for index in 0..<labelCount {
        accessibility += "\"accessibility_label_\(String(format: "%02d", index))\" = \"\(words(3)) \(index)\";\n"
      }
      for index in 0..<namedLabelCount {
        accessibility += "\"accessibility_named_label_\(String(format: "%02d", index))\" = \"%@, \(words(2))\";\n"
      }
      for index in 0..<hintCount {
        accessibility += "\"accessibility_hint_\(String(format: "%02d", index))\" = \"Opens \(words(4)) \(index).\";\n"
      }
      tables["Accessibility"] = accessibility
      for (table, text) in tables {
        try write(text, to: lproj.appendingPathComponent("\(table).strings"))
      }

      // Plurals, with the forms this locale's CLDR rules select.
      let categories = CLDRPlurals.ruleSet(for: locale)?.categoryNames ?? ["other"]
      var plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>

        """
      for index in 0..<pluralCount {
        plist += """
            <key>plurals_items_\(String(format: "%02d", index))</key>
            <dict>
              <key>NSStringLocalizedFormatKey</key>
              <string>%#@count@ \(words(2))</string>
              <key>count</key>
              <dict>
                <key>NSStringFormatSpecTypeKey</key>
                <string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key>
                <string>d</string>

          """
        for category in categories {
          plist += "        <key>\(category)</key>\n        <string>%d \(words(2))</string>\n"
        }
        plist += "      </dict>\n    </dict>\n"
      }
      plist += "</dict>\n</plist>\n"
      try write(plist, to: lproj.appendingPathComponent("Plurals.stringsdict"))
    }

    // The accessibility catalog: 20 elements a screen.
    let roles = [
      "container", "header", "button", "textField", "toggle", "link", "listItem", "status", "image", "button",
    ]
    var xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!-- Synthetic accessibility catalog. -->
      <accessibility prefix="checkout_components" table="Accessibility">

      """
    let perScreen = 20
    let screens = (shape.accessibilityElements + perScreen - 1) / perScreen
    var written = 0
    for screen in 0..<screens {
      let screenName = String(format: "screen_%03d", screen)
      xml += "  <screen name=\"\(screenName)\" description=\"Synthetic screen \(screen).\">\n"
      for element in 0..<perScreen where written < shape.accessibilityElements {
        written += 1
        let name = String(format: "element_%02d", element)
        let role = roles[element % roles.count]
        let label = String(format: "accessibility_label_%02d", (screen * 7 + element) % labelCount)
        let hint = String(format: "accessibility_hint_%02d", (screen * 3 + element) % hintCount)
        let interactive = ["button", "textField", "toggle", "link", "listItem"].contains(role)
        if element == perScreen - 1 {
          let named = String(format: "accessibility_named_label_%02d", screen % namedLabelCount)
          xml += """
                <element name="\(name)" role="listItem"
                         identifier="checkout_components_\(screenName)_{itemId}_item"
                         label="\(named)(itemName)" hint="\(hint)">
                  <parameter name="itemId" type="String"/>
                  <parameter name="itemName" type="String" description="The item's name."/>
                </element>

            """
        } else {
          xml +=
            "    <element name=\"\(name)\" role=\"\(role)\" label=\"\(label)\""
            + (interactive ? " hint=\"\(hint)\"" : "") + "/>\n"
        }
      }
      xml += "  </screen>\n"
    }
    xml += "</accessibility>\n"
    try write(xml, to: folder.appendingPathComponent("Accessibility.xml"))

    corpus.locales = locales.count
    corpus.keysPerLocale = specs.count + labelCount + namedLabelCount + hintCount + pluralCount
    corpus.accessibilityElements = written
  }

  private func write(_ text: String, to url: URL) throws {
    try Data(text.utf8).write(to: url)
  }
}
