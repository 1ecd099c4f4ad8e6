import Foundation
import Testing

@testable import TesseraAccessibility
@testable import TesseraColor
@testable import TesseraCore
@testable import TesseraFoundation
@testable import TesseraStrings
@testable import TesseraTokens

/// `tessera report`: the page's content, its escaping of hostile catalogs,
/// its determinism, its size cap and its own colours.
@Suite struct ReportTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let hostile = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/HostileReport")

  /// The report of the catalogs in `folder` (`Tokens/`, `Strings/`,
  /// `Strings/Accessibility.xml`), paths shown relative to it.
  static func report(
    of folder: URL, coverage: URL? = nil, maximumBytes: Int = ReportDocument.defaultMaximumBytes
  ) -> String {
    let accessibility = folder.appendingPathComponent("Strings/Accessibility.xml")
    let inputs = PipelineInputs(
      tokensDirectory: folder.appendingPathComponent("Tokens"),
      stringsDirectory: folder.appendingPathComponent("Strings"), displayBase: folder,
      accessibilityFile: FileManager.default.fileExists(atPath: accessibility.path) ? accessibility : nil,
      coverageFile: coverage)
    return ReportDocument(content: ReportContent(running: TesseraPipeline(inputs: inputs)), maximumBytes: maximumBytes)
      .render()
  }

  /// The `<tr>…</tr>` holding `id="anchor"`, or "" when there is none.
  static func row(_ html: String, id: String) -> String {
    guard let mark = html.range(of: "id=\"\(id)\"") else { return "" }
    let start = html[..<mark.lowerBound].range(of: "<tr>", options: .backwards)?.lowerBound ?? mark.lowerBound
    let end = html[mark.upperBound...].range(of: "</tr>")?.upperBound ?? html.endIndex
    return String(html[start..<end])
  }

  /// The `<section>` holding `id="anchor"` in its heading, up to the next locale's.
  static func localeSection(_ html: String, _ locale: String) -> String {
    guard let mark = html.range(of: "<h3 id=\"locale-\(locale)\">") else { return "" }
    let end = html[mark.upperBound...].range(of: "<h3 ")?.lowerBound ?? html.endIndex
    return String(html[mark.lowerBound..<end])
  }

  @Test func twoRunsGiveTheSameBytes() {
    let first = Self.report(of: Self.root)
    #expect(first == Self.report(of: Self.root))
    #expect(Self.report(of: Self.hostile) == Self.report(of: Self.hostile))
    // No clock and no machine path in the page.
    #expect(!first.contains(Self.root.path))
    #expect(first.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
  }

  @Test func hostileTextIsEscapedEverywhere() {
    let html = Self.report(of: Self.hostile)
    // Nothing from the catalog opens an element: no script, img, or svg with a handler, and one style element.
    #expect(html.range(of: "<script", options: .caseInsensitive) == nil)
    #expect(html.range(of: "<img", options: .caseInsensitive) == nil)
    #expect(html.range(of: "<svg onload", options: .caseInsensitive) == nil)
    #expect(html.components(separatedBy: "<style>").count == 2)
    #expect(html.components(separatedBy: "</style>").count == 2)
    #expect(!html.contains("<b>now</b>"))
    // The text is there, escaped.
    #expect(html.contains("&lt;script&gt;document.title='PWNED'&lt;/script&gt;"))
    #expect(html.contains("&lt;/style&gt;&lt;script&gt;document.title='PWNED'&lt;/script&gt;"))
    #expect(html.contains("<td>\"&gt;&lt;img src=x onerror=\"document.title='PWNED'\"&gt;</td>"))
    // In an attribute, quotes are escaped too: a hostile key's link text is text, its aria-label an attribute.
    #expect(html.contains("aria-label=\"Keys &#39;de&#39; lacks, with the base text it shows instead\""))
    #expect(html.contains("]]&gt; &lt;!-- --&gt; &lt;![CDATA[ x ]]&gt; &amp;amp;"))
    #expect(html.contains("Pay &lt;b&gt;now&lt;/b&gt;"))
    // The hostile key names its anchor in hex, and the attribute holds it whole.
    let key = ReportAnchor.string(locale: "de", table: "Hostile", key: "<img src=x onerror=\"document.title='PWNED'\">")
    #expect(key.id.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") })
    #expect(html.contains("id=\"\(key.id)\""))
    // A hostile font family is shown as text, never put into the CSS; huge sizes are clamped.
    #expect(html.contains("Evil&lt;/style&gt;"))
    #expect(html.contains("style=\"font-size:64px;font-weight:900;line-height:96px;letter-spacing:-10px\""))
    // Every style attribute is typed: colours are hex, lengths are numbers.
    for attribute in html.components(separatedBy: "style=\"").dropFirst() {
      let value = attribute.prefix { $0 != "\"" }
      #expect(value.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || ":;#-.%".contains($0)) }, "\(value)")
    }
  }

  @Test func everyLinkHasItsTargetAndEveryIDIsUnique() throws {
    // A finding for every key of a long list, on a page cut to fit its cap.
    var keys: [String] = []
    for index in 0..<300 { keys.append("\"k\(index)\" = \"\(String(repeating: "x", count: 200))\";") }
    let scratch = try Scratch([
      "Strings/en.lproj/Main.strings": keys.joined(separator: "\n"), "Strings/de.lproj/Main.strings": "",
    ])
    let capped = Self.report(of: scratch.url, maximumBytes: 200_000)
    #expect(capped.contains("more not shown"))
    for html in [Self.report(of: Self.root), Self.report(of: Self.hostile), capped] {
      let ids = html.components(separatedBy: " id=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
      #expect(Set(ids).count == ids.count)
      let links = html.components(separatedBy: "href=\"#").dropFirst().map { String($0.prefix { $0 != "\"" }) }
      #expect(!links.isEmpty)
      for link in Set(links) { #expect(ids.contains(link), "#\(link) has no target") }
    }
  }

  @Test func aFailingContrastPairShowsItsRatioAndFail() {
    let html = Self.report(of: Self.hostile)
    let pair = Self.row(html, id: ReportAnchor(.pair, "color.text on color.surface").id)
    // #777777 on #FFFFFF is 4.48:1 in light mode; #8A8A8A on #101010 passes in dark.
    #expect(pair.contains("4.50:1"))
    #expect(pair.contains("4.48:1 </span><span class=\"badge fail\">fail</span>"))
    #expect(pair.contains("style=\"color:#777777;background-color:#FFFFFF\""))
    #expect(pair.contains("<span class=\"badge pass\">pass</span>"))
    // The translucent background is composited over its backdrop.
    let scrim = Self.row(html, id: ReportAnchor(.pair, "color.link on color.scrim").id)
    #expect(scrim.contains("background-color:#7F7F7F"))
    #expect(html.contains("<strong>2 of 2</strong>contrast pairs failing"))
  }

  @Test func colourTokensShowBothModesAliasChainAndDescription() {
    let html = Self.report(of: Self.root)
    let link = Self.row(html, id: ReportAnchor(.token, "color.text.link").id)
    #expect(link.contains("aria-label=\"light #1F4FD1\""))
    #expect(link.contains("aria-label=\"dark #8EAEFF\""))
    #expect(link.contains("<code>{color.<wbr>brand.<wbr>primary}</code>"))
    #expect(link.contains("<code>color.<wbr>text.<wbr>link</code>"))
    #expect(link.contains("Inline links."))
    let overlay = Self.row(html, id: ReportAnchor(.token, "color.background.overlay").id)
    #expect(overlay.contains("fill-opacity=\"0.6\""))
  }

  @Test func aLongAliasChainKeepsItsStartAndItsEnd() throws {
    let paths = (0..<9).map { TokenPath(["c", "t\($0)"]) }
    #expect(TokensSection.chainText(Array(paths.prefix(2))) == "{c.t0} → {c.t1}")
    #expect(
      TokensSection.chainText(paths)
        == "{c.t0} → {c.t1} → {c.t2} → {c.t3} → {c.t4} → … → {c.t8} (9 aliases)")
    // Through the real page: a chain of twelve, from a token to its twelfth alias.
    var light = ##"<token name="t12" type="color" value="#102030" description="The end."/>"##
    for index in (0..<12).reversed() {
      light += "\n" + #"<token name="t\#(index)" value="{t\#(index + 1)}" description="Step."/>"#
    }
    let scratch = try Scratch(themed(light: light, dark: light))
    let row = Self.row(Self.report(of: scratch.url), id: ReportAnchor(.token, "t0").id)
    #expect(row.contains("{t1} → {t2} → {t3} → {t4} → {t5} → … → {t12} (12 aliases)"), "\(row)")
  }

  @Test func otherTokensShowTheirTypeAndValueInEveryAppearance() {
    let html = Self.report(of: Self.root)
    // The package's catalogs have four appearances: light, dark, and each in high contrast.
    let easing = Self.row(html, id: ReportAnchor(.token, "easing.standard").id)
    #expect(easing.contains("cubic-bezier"))
    #expect(easing.components(separatedBy: "cubic-bezier(0.2, 0, 0, 1)").count == 5, "\(easing)")
    let fast = Self.row(html, id: ReportAnchor(.token, "duration.fast").id)
    #expect(fast.components(separatedBy: "120ms").count == 5, "\(fast)")
  }

  @Test func shadowsGradientsAndBordersAreDrawn() throws {
    let scratch = try Scratch(["Tokens/base.xml": CompositeTokenTests.xml])
    let html = Self.report(of: scratch.url)
    // A shadow: the outer layer under the card from its shape, the inset one inside it, over the card.
    let floating = Self.row(html, id: ReportAnchor(.token, "shadow.floating").id)
    #expect(
      floating.contains(
        ##"<feDropShadow in="SourceAlpha" dx="0" dy="1" stdDeviation="1" flood-color="#000000" flood-opacity="0.2" "##
          + ##"result="layer0""##), "\(floating)")
    #expect(
      floating.contains(
        ##"<feFlood flood-color="#000000" flood-opacity="0.12""##), "\(floating)")
    #expect(floating.contains(##"<feComposite in2="SourceAlpha" operator="out""##))
    #expect(floating.contains(##"<feOffset dx="0" dy="8""##))
    #expect(floating.contains(##"<feComposite in2="SourceAlpha" operator="in" result="layer1""##))
    #expect(
      floating.contains(
        ##"<feMerge><feMergeNode in="layer0"></feMergeNode><feMergeNode in="SourceGraphic"></feMergeNode>"##
          + ##"<feMergeNode in="layer1"></feMergeNode></feMerge>"##), "\(floating)")
    // A gradient: its stops, in order, with their colours and positions (1.5 clamped to 1).
    let hero = Self.row(html, id: ReportAnchor(.token, "hero").id)
    #expect(hero.contains("<linearGradient"))
    #expect(hero.contains(##"<stop offset="0" stop-color="#1F4FD1" stop-opacity="1""##), "\(hero)")
    #expect(hero.contains(##"<stop offset="1" stop-color="#000000" stop-opacity="1""##), "\(hero)")
    // A border: a rectangle stroked in its colour, width and style.
    let field = Self.row(html, id: ReportAnchor(.token, "border.field").id)
    #expect(field.contains(##"stroke="#14161A" stroke-width="1" fill="none""##), "\(field)")
    let focus = Self.row(html, id: ReportAnchor(.token, "border.focus").id)
    #expect(focus.contains(##"stroke-dasharray="4 2" stroke-linecap="round""##), "\(focus)")
  }

  @Test func typographyIsSampledOnceUnlessTheModesDiffer() throws {
    func style(_ size: Int) -> String {
      #"<token name="title" type="typography" font-family="Inter" font-weight="700" font-size="\#(size)" "#
        + #"line-height="32" letter-spacing="0" description="Screen titles."/>"#
    }
    let scratch = try Scratch(
      themed(light: style(24), dark: style(28), shared: style(24).replacingOccurrences(of: "title", with: "body")))
    let html = Self.report(of: scratch.url)
    let title = Self.row(html, id: ReportAnchor(.token, "title").id)
    #expect(title.contains("<span class=\"mode\">light</span><p class=\"typesample\" style=\"font-size:24px;"))
    #expect(title.contains("<span class=\"mode\">dark</span><p class=\"typesample\" style=\"font-size:28px;"))
    let body = Self.row(html, id: ReportAnchor(.token, "body").id)
    #expect(body.components(separatedBy: "class=\"typesample\"").count == 2)
    #expect(!body.contains("class=\"mode\""))
  }

  @Test func missingKeysMismatchesAndPluralGapsAreListedUnderTheirLocale() {
    let html = Self.report(of: Self.hostile)
    let german = Self.localeSection(html, "de")
    #expect(german.contains("Missing keys (3)"))
    #expect(german.contains("<code>script_<wbr>key</code>"))
    #expect(german.contains("&lt;script&gt;document.title='PWNED'&lt;/script&gt;"))
    #expect(german.contains("Placeholder mismatches (1)"))
    #expect(german.contains("<code>%1$@ (String), %2$d (Int)</code>"))
    #expect(german.contains("<span class=\"badge warn\">needs review</span>"))
    #expect(german.contains("aria-label=\"de: 2 translated, 3 missing, 1 needs review, 1 stale\""))
    let polish = Self.localeSection(html, "pl")
    #expect(polish.contains("Plural categories missing (1)"))
    #expect(polish.contains("<span class=\"gap\">few, many</span>"))
    #expect(polish.contains("<span class=\"badge warn\">stale</span>"))
    #expect(!Self.localeSection(html, "en").contains("Placeholder mismatches"))
    // Pseudo-locales are shown as samples.
    // Five of the base texts have words (not "Old", nor the plural).
    #expect(html.contains("<caption>en-XA: 5 samples</caption>"))
    #expect(html.contains("<caption>ar-XB: 5 samples</caption>"))
    for pseudo in PseudoLocale.allCases {
      #expect(html.contains(HTMLRenderer.escape(pseudo.transform("Pay <b>now</b>"))))
    }
  }

  @Test func accessibilityShowsLabelsInEveryLocaleGapsAndCoverage() throws {
    let scratch = try Scratch(["coverage.json": #"["hostile_pay_screen_pay_button"]"#])
    let html = Self.report(of: Self.hostile, coverage: scratch.url.appendingPathComponent("coverage.json"))
    let button = Self.row(html, id: ReportAnchor(.element, "hostile_pay_screen_pay_button").id)
    #expect(
      button.contains("<span class=\"muted\">de: </span><span lang=\"de\">Jetzt &lt;i&gt;zahlen&lt;/i&gt;</span>"))
    #expect(button.contains("<span class=\"muted\">pl: </span><span class=\"gap\">missing</span>"))
    #expect(button.contains("<span class=\"badge pass\">rendered</span>"))
    #expect(button.contains("<span class=\"desc\">\"&gt;&lt;script&gt;document.title='PWNED'&lt;/script&gt;</span>"))
    let status = Self.row(html, id: ReportAnchor(.element, "hostile_pay_screen_status").id)
    #expect(status.contains("<span class=\"badge warn\">never rendered</span>"))
    #expect(status.contains("<span class=\"muted\">de: </span><span class=\"gap\">missing</span>"))
    let broken = Self.row(html, id: ReportAnchor(.element, "hostile_pay_screen_broken").id)
    #expect(broken.contains("<span class=\"gap\">no hint</span>"))
    #expect(html.contains("the rendered UI drew 1/3 (33.3%) of the declared elements"))
  }

  @Test func findingsLinkToWhatTheyConcern() {
    let html = Self.report(of: Self.hostile)
    let pair = ReportAnchor(.pair, "color.text on color.surface").id
    #expect(html.contains("<code>contrast-too-low</code>"))
    #expect(html.contains("<a href=\"#\(pair)\">color.text on color.surface</a>"))
    let missing = ReportAnchor.string(locale: "de", table: "Hostile", key: "script_key").id
    #expect(html.contains("<a href=\"#\(missing)\">script_key in de</a>"))
    let plural = ReportAnchor.string(locale: "pl", table: "Hostile", key: "items_count").id
    #expect(html.contains("<a href=\"#\(plural)\">items_count in pl</a>"))
    // The locale a message names first: "'old_key' is missing from 'pl', so it shows the 'en' text".
    let stale = ReportAnchor.string(locale: "pl", table: "Catalog", key: "old_key").id
    #expect(html.contains("<a href=\"#\(stale)\">old_key in pl</a>"))
    // A key's finding that names no locale links to the base locale's.
    let base = ReportAnchor.string(locale: "en", table: "Catalog", key: "old_key").id
    #expect(html.contains("<a href=\"#\(base)\">old_key in en</a>"))
  }

  @Test func aStrayBidiControlIsClosedOrShown() {
    // An override left open is closed at the end of its text; a balanced one is kept as it is.
    #expect(HTMLRenderer.escape("a\u{202E}b") == "a\u{202E}b\u{202C}")
    #expect(HTMLRenderer.escape("\u{2067}x") == "\u{2067}x\u{2069}")
    #expect(HTMLRenderer.escape("\u{202E}x\u{202C}y\u{202C}") == "\u{202E}x\u{202C}y\u{202C}")
    // In a finding's message, which quotes catalog text, it is written out.
    #expect(
      DiagnosticsSection.visibleBidiControls("'\u{202E}key' is missing from 'de'")
        == "'<U+202E>key' is missing from 'de'")
  }

  @Test func sharesRoundDownSoOnlyAllReadsAsAHundred() {
    #expect(StringsSection.percent(2499, of: 2500) == "99.9%")
    #expect(StringsSection.percent(2500, of: 2500) == "100.0%")
    #expect(StringsSection.percent(1, of: 2500) == "<0.1%")
    #expect(StringsSection.percent(0, of: 2500) == "0.0%")
    #expect(StringsSection.percent(1, of: 3) == "33.3%")
    #expect(StringsSection.percent(0, of: 0) == "100.0%")
  }

  /// A finding links to what its rule is about: a missing string to the
  /// string, even where a token has the same path.
  @Test func aFindingLinksToWhatItsRuleConcerns() throws {
    let scratch = try Scratch(
      themed(light: TokenRuleTests.ink, dark: TokenRuleTests.ink).merging(
        [
          "Strings/en.lproj/Main.strings": "\"ink\" = \"Ink\";\n",
          "Strings/de.lproj/Main.strings": "",
        ], uniquingKeysWith: { $1 }))
    let html = Self.report(of: scratch.url)
    let finding = html.components(separatedBy: "<tr>").first { $0.contains("strings-missing-key") } ?? ""
    #expect(
      finding.contains("href=\"#\(ReportAnchor.string(locale: "de", table: "Main", key: "ink").id)\""), "\(finding)")
  }

  @Test func aPageOverItsCapIsSummarized() {
    let whole = Self.report(of: Self.root)
    #expect(!whole.contains("more not shown"))
    let cap = whole.utf8.count * 3 / 4
    let summarized = Self.report(of: Self.root, maximumBytes: cap)
    #expect(summarized.utf8.count <= cap)
    #expect(summarized.contains("each list shows its first"))
    #expect(summarized.contains("more not shown"))
    // The counts stay whole: the summarized page counts what the whole one does.
    let baseKeys = whole.range(of: #"<strong>[0-9]+</strong>base keys"#, options: .regularExpression)
    #expect(baseKeys != nil)
    #expect(baseKeys.map { summarized.contains(String(whole[$0])) } == true)
    #expect(summarized == Self.report(of: Self.root, maximumBytes: cap))
  }

  @Test func thePagesOwnColoursPassAAInBothSchemes() {
    for (scheme, palette) in [("light", ReportPalette.light), ("dark", ReportPalette.dark)] {
      #expect(palette.contrastRequirements.count > 20)
      for requirement in palette.contrastRequirements {
        let ratio = WCAG.contrastRatio(requirement.foreground, on: requirement.background)
        #expect(
          ratio >= requirement.minimum,
          "\(scheme): \(requirement.name) is \(WCAG.format(ratio)):1, under \(WCAG.format(requirement.minimum)):1")
      }
      // The style sheet holds the palette's colours.
      #expect(ReportStyle.sheet.css.contains("--text:\(palette.text.hex);--muted:\(palette.mutedText.hex)"))
    }
    #expect(ReportStyle.sheet.css.contains("@media (prefers-color-scheme: dark)"))
  }

  @Test func anchorsAreSafeAndDistinct() {
    let names = ["a-", "a-2D", "a.b", "a_b", "a b", "é", "\"><script>", "", "-"]
    let ids = names.map { ReportAnchor(.string, $0).id }
    #expect(Set(ids).count == names.count)
    #expect(ids.allSatisfy { $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") } })
    #expect(ReportAnchor(.string, "\"><script>").id == "string--22-3E-3Cscript-3E")
  }

  @Test func theRendererEscapesTextAndAttributes() {
    let node = element(
      "p", [.attr("title", #"a"b'c<d>e&f"#), .style([.init("width", .pixels(.infinity, 0...10))])],
      text: "<x> & \"y\" 'z' \u{0}\u{7}\u{85}\u{FFFE}")
    #expect(
      HTMLRenderer.render(node)
        == #"<p title="a&quot;b&#39;c&lt;d&gt;e&amp;f" style="width:0px">&lt;x&gt; &amp; "y" 'z' ����</p>"#)
    #expect(
      HTMLRenderer.render(.styleSheet(HTMLStyleSheet(css: "a{}</style><script>")))
        == "<style>a{}<\\/style><script></style>")
    #expect(HTMLRenderer.css(.init("letter-spacing", .pixels(-0.001, -5...5))) == "letter-spacing:0px")
    #expect(HTMLRenderer.css(.init("color", .color(RGBA(red: 1, green: 2, blue: 3, alpha: 128)))) == "color:#01020380")
  }
}
