import CheckoutAssets
import CheckoutComponents
import Foundation

/// The rendered audit: every screen, in every state, locale and theme, at
/// 80 and at 40 columns, checked for what a screen reader, a translator
/// and a designer would catch.
public struct CheckoutAudit: Sendable {
  /// A check the audit makes, with a stable id.
  public enum Rule: String, Sendable, Hashable, CaseIterable, Comparable {
    /// An element drawn whose identifier the catalog doesn't declare.
    case unknownIdentifier = "audit-unknown-id"
    /// An identifier drawn twice on one screen.
    case duplicateIdentifier = "audit-duplicate-id"
    /// An interactive element without a label, or a label that is empty,
    /// the raw key, or not localized in a pseudo-locale.
    case label = "audit-label"
    /// A foreground and background drawn together below WCAG AA.
    case contrast = "audit-contrast"
    /// Text cut off, or truncated without an ellipsis.
    case truncation = "audit-truncation"

    /// Orders rules by their id.
    public static func < (a: Rule, b: Rule) -> Bool { a.rawValue < b.rawValue }
  }

  /// One problem in one rendering.
  public struct Violation: Sendable, Hashable, Encodable {
    /// The id of the rule broken, such as `audit-contrast`.
    public var rule: String
    /// The audit case: the screen and its state, such as `card_form/invalid`.
    public var screen: String
    /// The locale rendered, such as `nl` or `en-XA`.
    public var locale: String
    /// The theme checked, such as `dark-high-contrast`. Only a contrast
    /// violation depends on it; the others repeat for each theme.
    public var theme: String
    /// The width the screen was laid out at, in columns.
    public var width: Int
    /// What is wrong, and how to fix it.
    public var message: String
  }

  /// One screen's line of the summary.
  public struct ScreenSummary: Sendable, Hashable, Encodable {
    /// The screen's name: its cases' names up to the `/`.
    public var screen: String
    /// The number of its states (audit cases).
    public var states: Int
    /// The cell buffers checked for it, over every locale, width and theme.
    public var frames: Int
    /// The violations found in them.
    public var violations: Int
    /// Texts shortened with an ellipsis at 40 columns (allowed).
    public var ellipsized: Int
  }

  /// What the audit found: the violations, a summary per screen, and the
  /// catalog's coverage. `checkout audit --json` prints it encoded.
  public struct Report: Sendable, Encodable {
    /// The cell buffers checked, over all cases, locales, widths and themes:
    /// the whole layout and its viewport, unfocused and with each focusable
    /// element focused.
    public var frames: Int
    /// The locales rendered.
    public var locales: [String]
    /// Every violation, in the order found.
    public var violations: [Violation]
    /// One summary per screen, sorted by name.
    public var screens: [ScreenSummary]
    /// Every identifier drawn, sorted: the coverage file's content.
    public var identifiers: [String]
    /// Declared elements drawn at least once, and all of them.
    public var covered: Int
    /// The number of elements the catalog declares, a template such as
    /// `a_{x}_item` counting once.
    public var declared: Int
    /// The declared elements no screen drew.
    public var missing: [String]

    /// Whether the audit passed: no violation, and every declared element
    /// drawn.
    public var passed: Bool { violations.isEmpty && covered == declared }
  }

  /// The locales to render each screen in; every generated one by default.
  public var locales: [String]
  /// The themes to check contrast in; all four by default.
  public var themes: [ThemeMode]
  /// The terminal widths to lay each screen out at, in columns.
  public var widths: [Int]
  /// The terminal's height in rows, for the viewport frames checked besides
  /// each whole layout.
  public var height: Int
  /// The colour each ink has in a theme: the generated tokens, unless a
  /// test or a what-if run says otherwise.
  public var color: @Sendable (Ink, ThemeMode) -> RGBAColor = { ink, mode in ink.color(in: mode.theme) }

  /// An audit of `locales` × `themes` × `widths`, with a `height`-row
  /// viewport; by default every locale and theme, at 80 and 40 columns and
  /// 24 rows.
  public init(
    locales: [String] = Localizer.availableLocales, themes: [ThemeMode] = ThemeMode.allCases,
    widths: [Int] = [80, 40], height: Int = 24
  ) {
    self.locales = locales
    self.themes = themes
    self.widths = widths
    self.height = height
  }

  /// Renders every case and checks it.
  public func run(_ cases: [AuditCase], customize: (inout ScreenContext) -> Void = { _ in }) -> Report {
    var violations: [Violation] = []
    var drawn = Set<String>()
    var summaries: [String: ScreenSummary] = [:]
    var frames = 0
    let catalog = IdentifierCatalog(A11y.declaredIdentifiers)
    let base = Localizer(locale: Localizer.baseLocale)

    for auditCase in cases {
      let screenName = String(auditCase.name.split(separator: "/").first ?? "")
      var summary =
        summaries[screenName] ?? ScreenSummary(screen: screenName, states: 0, frames: 0, violations: 0, ellipsized: 0)
      summary.states += 1
      for locale in locales {
        var context = ScreenContext(localizer: Localizer(locale: locale), amount: 2490, currency: "EUR")
        customize(&context)
        let screen = auditCase.screen(in: context.localizer)
        let built = ScreenBuilder.build(screen, context: context)
        // The base locale's labels, which a pseudo-locale's must differ from.
        var baseLabels: [String: String] = [:]
        if Self.isPseudoLocale(locale) {
          var baseContext = context
          baseContext.localizer = base
          baseLabels = Dictionary(
            Self.elements(of: ScreenBuilder.build(auditCase.screen(in: base), context: baseContext).view).map {
              ($0.identifier, $0.localizedLabel(base) ?? "")
            }, uniquingKeysWith: { first, _ in first })
        }
        for width in widths {
          let layout = LayoutEngine.layout(built.view, width: width)
          var found: [(Rule, String)] = []
          found += checkIdentifiers(layout, catalog: catalog)
          found += checkLabels(layout, localizer: context.localizer, baseLabels: baseLabels)
          let fit = checkText(layout)
          found += fit.violations
          summary.ellipsized += fit.ellipsized
          // The catalog's elements: an app's own are checked, but are not the catalog's coverage.
          for placed in layout.elements where placed.element.isCatalogued { drawn.insert(placed.element.identifier) }
          // What a person sees: the screen unfocused, with each element focused in turn, and each
          // of those through the 24-row viewport with its scroll marks.
          var buffers = [layout.canvas, Viewport(height: height).frame(of: layout)]
          for identifier in layout.focusOrder {
            let focusedLayout = LayoutEngine.layout(built.view, width: width, focused: identifier)
            buffers.append(focusedLayout.canvas)
            buffers.append(
              Viewport(height: height).scrolled(toShow: focusedLayout, focused: identifier).frame(of: focusedLayout))
          }
          for theme in themes {
            frames += buffers.count
            summary.frames += buffers.count
            var all = found
            for palette in ContrastPalette.allCases {
              all += checkContrast(buffers, theme: theme, palette: palette)
            }
            for (rule, message) in all {
              violations.append(
                Violation(
                  rule: rule.rawValue, screen: auditCase.name, locale: locale, theme: theme.rawValue, width: width,
                  message: message))
            }
            summary.violations += all.count
          }
        }
      }
      summaries[screenName] = summary
    }

    let identifiers = drawn.sorted()
    let missing = catalog.declared.filter { declared in !identifiers.contains { catalog.matches($0, declared) } }
    return Report(
      frames: frames, locales: locales, violations: violations,
      screens: summaries.values.sorted { $0.screen < $1.screen }, identifiers: identifiers,
      covered: catalog.declared.count - missing.count, declared: catalog.declared.count, missing: missing)
  }

  // MARK: Checks

  /// The catalog's elements must be declared; an app's own (`A11yElement.custom`) must have an
  /// identifier, and not one of the catalog's. Every identifier appears once per screen.
  private func checkIdentifiers(_ layout: Layout, catalog: IdentifierCatalog) -> [(Rule, String)] {
    var found: [(Rule, String)] = []
    var seen = Set<String>()
    for placed in layout.elements {
      let identifier = placed.element.identifier
      if !placed.element.isCatalogued {
        if identifier.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
          let label = placed.element.localizedLabel(Localizer(locale: Localizer.baseLocale)) ?? ""
          found.append(
            (.unknownIdentifier, "an element of the app's own ('\(label)') has no identifier; give it one"))
        } else if catalog.contains(identifier) {
          found.append(
            (
              .unknownIdentifier,
              "'\(identifier)' is an identifier of the accessibility catalog, used by an element of the app's own; "
                + "give it an identifier of its own"
            ))
        }
      } else if !catalog.contains(identifier) {
        found.append((.unknownIdentifier, "'\(identifier)' is drawn but the accessibility catalog doesn't declare it"))
      }
      if !seen.insert(identifier).inserted {
        found.append((.duplicateIdentifier, "'\(identifier)' is drawn twice on one screen; give each element its own"))
      }
    }
    return found
  }

  private func checkLabels(
    _ layout: Layout, localizer: Localizer, baseLabels: [String: String]
  ) -> [(Rule, String)] {
    var found: [(Rule, String)] = []
    let isPseudo = Self.isPseudoLocale(localizer.locale)
    for placed in layout.elements {
      let element = placed.element
      guard let key = element.label?.key, let label = element.localizedLabel(localizer) else {
        if element.isInteractive {
          found.append((.label, "'\(element.identifier)' is interactive but has no label; give it one in the catalog"))
        }
        continue
      }
      if label.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
        found.append((.label, "'\(element.identifier)' has an empty label ('\(key)'); translate it"))
      } else if element.label?.isCatalogued == false {
        // A verbatim text is its own key, and a pseudo-locale doesn't rewrite it.
        continue
      } else if label == key {
        found.append((.label, "'\(element.identifier)' shows its raw key '\(key)'; add the key to the strings"))
      } else if isPseudo, baseLabels[element.identifier] == label, !Self.isOnlyArguments(label, of: element.label) {
        found.append((.label, "'\(element.identifier)' label '\(label)' is not localized; take it from the strings"))
      }
    }
    for image in layout.images where image.label.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
      found.append((.label, "an image has an empty label; give it one, or make it decorative"))
    }
    return found
  }

  /// Reads every placed text back from the cells: it must be all there,
  /// or end in an ellipsis.
  private func checkText(_ layout: Layout) -> (violations: [(Rule, String)], ellipsized: Int) {
    var found: [(Rule, String)] = []
    var ellipsized = 0
    for text in layout.texts {
      let drawn = text.lines.map { line in
        layout.canvas.text(row: line.row, column: line.column, columns: DisplayWidth.of(line.text))
      }
      let expected = text.lines.map(\.text)
      let source = Self.words(TextFitting.sanitize(text.source))
      if drawn != expected {
        found.append(
          (.truncation, "'\(text.source)' is overdrawn or cut off: drawn as '\(drawn.joined(separator: " "))'"))
      } else if text.isTruncated {
        guard let last = drawn.last, last.hasSuffix("…") else {
          found.append((.truncation, "'\(text.source)' is truncated without an ellipsis"))
          continue
        }
        ellipsized += 1
        if layout.canvas.width >= 80 {
          found.append((.truncation, "'\(text.source)' is truncated to '\(last)' at \(layout.canvas.width) columns"))
        }
      } else if Self.words(drawn.joined(separator: " ")) != source,
        // A word longer than the line (an address) is broken across lines, all of it there.
        drawn.joined().filter({ !$0.isWhitespace }) != TextFitting.sanitize(text.source).filter({ !$0.isWhitespace })
      {
        found.append((.truncation, "'\(text.source)' is cut off: drawn as '\(drawn.joined(separator: " "))'"))
      }
    }
    return (found, ellipsized)
  }

  /// The colours a contrast check uses: the theme's own (24-bit), or
  /// their nearest entries in the xterm 256-colour palette, as a
  /// `*256color` terminal draws them.
  public enum ContrastPalette: String, Sendable, CaseIterable {
    /// The theme's colours as they are.
    case trueColor = "24-bit"
    /// Each colour's nearest entry in the xterm 256-colour palette; a
    /// foreground is composited over its background first.
    case ansi256 = "256-colour"

    func apply(_ color: RGBAColor) -> RGBAColor {
      switch self {
      case .trueColor: color
      case .ansi256: XTerm256.color(at: color.ansi256Index)
      }
    }
  }

  private func checkContrast(_ buffers: [CellBuffer], theme: ThemeMode, palette: ContrastPalette) -> [(Rule, String)] {
    var ratios: [CellStyle: Double] = [:]
    var failing: [CellStyle: Double] = [:]
    for canvas in buffers {
      for row in 0..<canvas.height {
        for column in 0..<canvas.width {
          let cell = canvas[column, row]
          guard !cell.isContinuation, cell.grapheme != " ", ratios[cell.style] == nil else { continue }
          let background = palette.apply(color(cell.style.background, theme))
          let foreground = color(cell.style.foreground, theme)
          let drawn = palette == .trueColor ? foreground : palette.apply(foreground.composited(over: background))
          let ratio = drawn.contrastRatio(on: background)
          ratios[cell.style] = ratio
          if ratio < cell.style.kind.minimumContrast(highContrast: theme.isHighContrast) {
            failing[cell.style] = ratio
          }
        }
      }
    }
    return failing.sorted { "\($0.key)" < "\($1.key)" }.map { style, ratio in
      (
        .contrast,
        "\(style.foreground.rawValue) on \(style.background.rawValue) is \(String(format: "%.2f", ratio)):1 in "
          + "\(theme.rawValue) (\(palette.rawValue)), below the "
          + "\(style.kind.minimumContrast(highContrast: theme.isHighContrast)) that "
          + "\(style.kind.rawValue) needs; change the tokens or the pair"
      )
    }
  }

  // MARK: Helpers

  /// `en-XA` and `ar-XB`, the pseudo-locales tessera generates.
  private static func isPseudoLocale(_ locale: String) -> Bool {
    locale.hasSuffix("-XA") || locale.hasSuffix("-XB")
  }

  /// Whether a label is nothing but its arguments, such as a bank's name
  /// through `"%@"`: a pseudo-locale leaves it as it is.
  private static func isOnlyArguments(_ label: String, of string: LocalizedString?) -> Bool {
    let texts = (string?.arguments ?? []).compactMap { argument -> String? in
      if case .string(let text) = argument { return text }
      return nil
    }
    return texts.contains(label)
  }

  private static func words(_ text: String) -> [Substring] {
    text.split(whereSeparator: { $0 == " " || $0 == "\n" })
  }

  /// Every element in a view tree.
  static func elements(of view: ViewDescription) -> [A11yElement] {
    switch view {
    case .text: []
    case .header(let element, _), .field(let element, _, _), .button(let element, _, _),
      .row(let element, _, _, _, _), .badge(let element, _), .status(let element, _, _):
      [element]
    case .image: []
    case .stack(_, let children): children.flatMap(elements(of:))
    case .container(let element, let children), .list(let element, let children):
      [element] + children.flatMap(elements(of:))
    }
  }
}

/// The xterm 256-colour palette's RGB values.
enum XTerm256 {
  static func color(at index: UInt8) -> RGBAColor {
    let levels: [UInt8] = [0, 95, 135, 175, 215, 255]
    switch index {
    case 16...231:
      let cube = Int(index) - 16
      return RGBAColor(red: levels[cube / 36], green: levels[(cube / 6) % 6], blue: levels[cube % 6])
    case 232...255:
      let grey = UInt8(8 + (Int(index) - 232) * 10)
      return RGBAColor(red: grey, green: grey, blue: grey)
    default:
      let (red, green, blue) = ANSI16.colors[Int(index)]
      return RGBAColor(red: red, green: green, blue: blue)
    }
  }
}

/// The catalog's identifiers, templates included: `a_{x}_item` matches
/// `a_ing_item` and `a_abn_amro_item`.
struct IdentifierCatalog: Sendable {
  let declared: [String]
  private let literals: Set<String>
  private let templates: [(prefix: String, suffix: String, declared: String)]

  init(_ declared: [String]) {
    self.declared = declared
    literals = Set(declared.filter { !$0.contains("{") })
    templates = declared.compactMap { identifier in
      guard let open = identifier.firstIndex(of: "{"), let close = identifier.firstIndex(of: "}") else { return nil }
      return (String(identifier[..<open]), String(identifier[identifier.index(after: close)...]), identifier)
    }
  }

  func contains(_ identifier: String) -> Bool {
    literals.contains(identifier) || templates.contains { Self.fits(identifier, $0.prefix, $0.suffix) }
  }

  /// Whether `identifier` is `declared` or one of its instances.
  func matches(_ identifier: String, _ declared: String) -> Bool {
    if identifier == declared { return true }
    guard let template = templates.first(where: { $0.declared == declared }) else { return false }
    return Self.fits(identifier, template.prefix, template.suffix)
  }

  private static func fits(_ identifier: String, _ prefix: String, _ suffix: String) -> Bool {
    identifier.count > prefix.count + suffix.count && identifier.hasPrefix(prefix) && identifier.hasSuffix(suffix)
  }
}
