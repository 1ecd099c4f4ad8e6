import TesseraAccessibility
import TesseraColor
import TesseraFoundation
import TesseraStrings
import TesseraTokens

/// The report's style sheet: the palette's colours as custom properties,
/// light by default and dark under `prefers-color-scheme: dark`, and the
/// layout, which narrows for a phone.
///
/// It is the page's only CSS, written from ``ReportPalette`` and constants
/// here: no text from a catalog is ever part of it.
package enum ReportStyle {
  /// The style sheet.
  package static var sheet: HTMLStyleSheet {
    HTMLStyleSheet(
      css: ":root{color-scheme:light dark;" + properties(.light) + "}"
        + "@media (prefers-color-scheme: dark){:root{" + properties(.dark) + "}}" + layout)
  }

  /// The custom properties of one scheme.
  static func properties(_ palette: ReportPalette) -> String {
    let colors: [(String, RGBA)] = [
      ("bg", palette.background), ("surface", palette.surface), ("text", palette.text), ("muted", palette.mutedText),
      ("link", palette.link), ("focus", palette.focus), ("border", palette.border), ("pass", palette.passText),
      ("pass-bg", palette.passBackground), ("fail", palette.failText), ("fail-bg", palette.failBackground),
      ("warn", palette.warnText), ("warn-bg", palette.warnBackground), ("bar-translated", palette.translatedBar),
      ("bar-missing", palette.missingBar), ("bar-review", palette.reviewBar), ("bar-stale", palette.staleBar),
      ("shadow", palette.scrollShadow),
    ]
    return colors.map { "--\($0.0):\($0.1.hex);" }.joined()
  }

  /// Everything but the colours.
  static let layout = """
    *,*::before,*::after{box-sizing:border-box}
    html{-webkit-text-size-adjust:100%}
    body{margin:0;background:var(--bg);color:var(--text);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;overflow-wrap:break-word}
    a{color:var(--link)}
    a:focus-visible,[tabindex]:focus-visible,summary:focus-visible{outline:3px solid var(--focus);outline-offset:2px;border-radius:2px}
    .skip{position:absolute;left:8px;top:-48px;padding:8px 12px;background:var(--bg);color:var(--link);z-index:2}
    .skip:focus{top:8px}
    header.page{max-width:1240px;margin:0 auto;padding:24px 24px 0}
    header.page h1{margin:0 0 4px;font-size:1.75rem;line-height:1.2}
    header.page p{margin:0;color:var(--muted)}
    nav ul{list-style:none;margin:12px 0 8px;padding:0;display:flex;flex-wrap:wrap;gap:4px 20px}
    nav a{display:inline-block;padding:4px 0}
    main{max-width:1240px;margin:0 auto;padding:8px 24px 48px}
    main:focus{outline:none}
    section{margin-top:32px}
    main>section:first-child{margin-top:16px}
    h2{font-size:1.5rem;margin:0 0 12px;padding-top:8px;border-top:1px solid var(--border)}
    h3{font-size:1.2rem;margin:28px 0 8px}
    h4{font-size:1.05rem;margin:20px 0 6px}
    p,ul{margin:6px 0 10px}
    .muted{color:var(--muted)}
    code,.mono{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.9em}
    td.wrap code{overflow-wrap:anywhere}
    .ratio{white-space:nowrap}
    .scroll{overflow-x:auto;margin:8px 0 16px;background:linear-gradient(to right,var(--bg) 30%,transparent) left/32px 100% no-repeat local,linear-gradient(to left,var(--bg) 30%,transparent) right/32px 100% no-repeat local,radial-gradient(farthest-side at 0 50%,var(--shadow),transparent) left/10px 100% no-repeat scroll,radial-gradient(farthest-side at 100% 50%,var(--shadow),transparent) right/10px 100% no-repeat scroll}
    table{border-collapse:collapse;width:100%;font-size:.95rem}
    caption{text-align:left;font-weight:600;padding:4px 0 8px;position:sticky;left:0;max-width:calc(100vw - 48px)}
    th,td{text-align:left;vertical-align:top;padding:6px 10px;border-bottom:1px solid var(--border)}
    thead th{background:var(--surface);white-space:nowrap}
    tbody th{font-weight:600}
    td.wrap{overflow-wrap:anywhere;min-width:10ch}
    th.wrap{min-width:10ch}
    td.message{min-width:16rem}
    td.concerns{min-width:9rem}
    .badge{display:inline-block;padding:0 8px;border-radius:10px;font-weight:600;font-size:.85rem;white-space:nowrap}
    .pass{background:var(--pass-bg);color:var(--pass)}
    .fail,.error{background:var(--fail-bg);color:var(--fail)}
    .warn,.warning{background:var(--warn-bg);color:var(--warn)}
    .note{background:var(--surface);color:var(--text)}
    .gap{color:var(--fail);font-weight:600}
    .notice{padding:8px 12px;border-radius:6px;font-weight:600}
    .swatches{display:flex;gap:8px;align-items:flex-start}
    .swatch{display:flex;flex-direction:column;align-items:center;gap:2px;min-width:72px}
    .swatch svg{display:block;border:1px solid var(--border);border-radius:4px}
    .swatch span{font-size:.8rem;text-align:center}
    .specimens{display:flex;flex-wrap:wrap;gap:8px}
    .specimen{border:1px solid var(--border);border-radius:6px;padding:8px 12px;min-width:200px;flex:1}
    .specimen .sample{display:block;font-size:1.1rem;font-weight:600;padding:2px 6px;white-space:nowrap}
    .specimen .mode{display:block;font-size:.8rem;color:var(--muted)}
    .typesample{margin:0;overflow-wrap:anywhere}
    .typestyle+.typestyle{margin-top:8px}
    .typestyle .mode{display:block;font-size:.8rem;color:var(--muted)}
    .bar svg{display:block;width:100%;height:20px;border:1px solid var(--border);border-radius:4px}
    .bar rect.translated{fill:var(--bar-translated)}
    .bar rect.missing{fill:var(--bar-missing)}
    .bar rect.review{fill:var(--bar-review)}
    .bar rect.stale{fill:var(--bar-stale)}
    .legend{display:flex;flex-wrap:wrap;gap:4px 16px;list-style:none;padding:0;margin:6px 0 12px}
    .legend svg{vertical-align:middle;margin-right:4px}
    .legend rect.translated{fill:var(--bar-translated)}
    .legend rect.missing{fill:var(--bar-missing)}
    .legend rect.review{fill:var(--bar-review)}
    .legend rect.stale{fill:var(--bar-stale)}
    .counts{display:flex;flex-wrap:wrap;gap:8px 24px;list-style:none;padding:0}
    .counts li{background:var(--surface);border-radius:6px;padding:8px 12px}
    .counts strong{display:block;font-size:1.4rem}
    .more{color:var(--muted);font-style:italic}
    .desc{display:block;font-weight:400;font-size:.85rem;color:var(--muted);min-width:12ch}
    ul.plain{list-style:none;padding:0;margin:4px 0 0}
    .rtl{unicode-bidi:plaintext}
    :target{scroll-margin-top:16px;outline:3px solid var(--focus);outline-offset:2px}
    @media (max-width:640px){header.page{padding:16px 16px 8px}main{padding:8px 16px 32px}th,td{padding:6px}.specimen{min-width:8.5rem}}
    @media (prefers-reduced-motion:no-preference){html{scroll-behavior:smooth}}
    """
}
