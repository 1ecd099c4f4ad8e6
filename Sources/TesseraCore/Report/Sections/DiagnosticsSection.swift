import TesseraAccessibility
import TesseraColor
import TesseraFoundation
import TesseraStrings
import TesseraTokens

/// Every finding of the run, as `tessera lint` reports them, each with its
/// rule, where it is, and a link to what it concerns on this page: the
/// token, contrast pair, string of a locale or accessibility element its
/// subject names, or else the locale its file belongs to.
struct DiagnosticsSection {
  var diagnostics: [Diagnostic]
  var strings: StringsCatalog?
  var limits: ReportLimits

  /// The section, linking into `anchors`, the anchors the other sections made.
  func build(anchors: Set<ReportAnchor>) -> HTMLNode {
    let counts = Diagnostic.Severity.allCases.reversed().map { severity in
      ReportComponents.count(diagnostics.count { $0.severity == severity }, severity.rawValue)
    }
    var content: [HTMLNode] = [ReportComponents.note(counts.joined(separator: ", ") + ".")]
    guard !diagnostics.isEmpty else {
      content.append(element("p", [], text: "No findings: the catalogs pass every rule."))
      return ReportComponents.section(.diagnostics, content)
    }
    let (shownDiagnostics, hidden) = limits.take(diagnostics)
    let rows = shownDiagnostics.map { diagnostic -> HTMLNode in
      let kind = diagnostic.severity.rawValue
      let target: HTMLNode =
        link(for: diagnostic, anchors: anchors).map { anchor, text in
          element("a", [.href(anchor)], text: text)
        } ?? element("span", [.class("muted")], text: "not on this page")
      return element(
        "tr", [],
        [
          element("td", [], [ReportComponents.badge(kind, kind: kind)]),
          element("th", [.attr("scope", "row")], [ReportComponents.code(diagnostic.rule.rawValue)]),
          element("td", [.class("wrap message")], text: Self.visibleBidiControls(diagnostic.message)),
          element("td", [.class("wrap concerns")], [target]),
          element("td", [.class("wrap")], [ReportComponents.code(diagnostic.location.description)]),
        ])
    }
    content.append(
      ReportComponents.table(
        caption: "Findings, by file and line",
        columns: [
          "Severity", "Rule", "Message", "Concerns",
          "Where",
        ], shownRows: rows, hiddenRows: hidden))
    return ReportComponents.section(.diagnostics, content)
  }

  /// Where `diagnostic` links, and the link's text: the first anchor of
  /// the page that its subject or file names.
  func link(for diagnostic: Diagnostic, anchors: Set<ReportAnchor>) -> (ReportAnchor, String)? {
    let concern = Self.concern(of: diagnostic.rule)
    let locales = localesNamed(by: diagnostic, baseForKeys: concern == .strings)
    if let subject = diagnostic.subject {
      let kinds: [ReportAnchor.Kind] =
        switch concern {
        case .tokens: [.token, .pair]
        case .accessibility: [.element]
        case .strings, .files: []
        }
      for kind in kinds {
        let anchor = ReportAnchor(kind, subject)
        if anchors.contains(anchor) { return (anchor, subject) }
      }
      let tables = concern == .strings ? strings?.base.map { $0.tables.keys.sorted() } ?? [] : []
      for locale in locales {
        for table in tables {
          let anchor = ReportAnchor.string(locale: locale, table: table, key: subject)
          if anchors.contains(anchor) { return (anchor, "\(subject) in \(locale)") }
        }
      }
    }
    for locale in locales {
      let anchor = ReportAnchor(.locale, locale)
      if anchors.contains(anchor) { return (anchor, "locale \(locale)") }
    }
    return nil
  }

  /// A message with each bidirectional control written out (`<U+202E>`): a
  /// message quotes catalog text, whose invisible controls would otherwise
  /// reorder the message around it.
  static func visibleBidiControls(_ message: String) -> String {
    var result = ""
    for scalar in message.unicodeScalars {
      switch scalar.value {
      case 0x200E, 0x200F, 0x061C, 0x202A...0x202E, 0x2066...0x2069:
        result += "<U+" + String(scalar.value, radix: 16, uppercase: true) + ">"
      default:
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// What a rule's findings are about, and so what their subject names.
  enum Concern {
    /// A token or a contrast pair.
    case tokens
    /// A string key.
    case strings
    /// An accessibility element.
    case accessibility
    /// A file as a whole: its syntax, size or configuration.
    case files
  }

  static func concern(of rule: RuleID) -> Concern {
    switch rule {
    case .tokenSchema, .tokenUnknownType, .tokenInvalidValue, .tokenDuplicate, .tokenUnresolvedAlias,
      .tokenAliasCycle, .tokenAliasTypeMismatch, .tokenParity, .tokenNameCollision, .contrastTooLow,
      .contrastInvalidPair, .tokenDeprecated, .dtcgSyntax, .dtcgSchema, .dtcgSkippedToken, .dtcgNonconformingValue,
      .dtcgExtends, .dtcgOutOfGamut, .dtcgHexMismatch, .dtcgResolver:
      .tokens
    case .stringsSyntax, .stringsDuplicateKey, .stringsFormatInvalid, .stringsFormatMixed, .suspiciousPercent,
      .stringsLayout,
      .stringsMissingKey, .stringsExtraKey, .stringsFormatMismatch, .stringsEmptyValue, .pluralMissingCategory,
      .pluralUnusedCategory, .stringsNameCollision, .stringsTableConflict, .xcstringsSyntax, .xcstringsSchema,
      .xcstringsNeedsReview, .xcstringsStaleKey, .stringsUnused, .xliffInvalid, .xliffUnknownUnit,
      .xliffPlaceholderMismatch, .xliffSourceChanged:
      .strings
    case .a11ySchema, .a11yDuplicateID, .a11yInvalidID, .a11yMissingLabel, .a11yMissingHint, .a11yUnknownString,
      .a11yPlaceholderMismatch, .a11yLabelStyle, .a11yUnused, .a11yUnknownID, .coverageInvalid:
      .accessibility
    case .xmlSyntax, .xmlForbidden, .fileTooLarge, .fileUnreadable, .fileLink, .generatedStale, .configInvalid,
      .baselineStale,
      .baselineInvalid, .convertNotExpressible:
      .files
    }
  }

  /// The locales whose folder holds the diagnostic's file, then those its
  /// message quotes, then (for a finding about a string key that names no
  /// locale, `baseForKeys`) the base locale.
  private func localesNamed(by diagnostic: Diagnostic, baseForKeys: Bool) -> [String] {
    guard let strings else { return [] }
    let file = diagnostic.location.file
    let byFile = strings.locales.filter { file == $0.directory || file.hasPrefix($0.directory + "/") }
    // Quoted in the message, in the order the message names them: "missing from 'pl', so it shows the 'en' text".
    let message = diagnostic.message
    let byMessage = strings.locales.compactMap { locale -> (String.Index, StringsLocale)? in
      message.range(of: "'\(locale.identifier)'").map { ($0.lowerBound, locale) }
    }.sorted { $0.0 < $1.0 }.map(\.1)
    // A finding about a key that names no locale (a stale key) concerns the base locale's.
    let base = diagnostic.subject == nil || !baseForKeys ? [] : strings.base.map { [$0] } ?? []
    var seen: Set<String> = []
    return (byFile + byMessage + base).map(\.identifier).filter { seen.insert($0).inserted }
  }
}
