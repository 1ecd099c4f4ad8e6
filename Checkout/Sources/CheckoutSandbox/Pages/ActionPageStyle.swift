/// `GET /sandbox/assets/action-page.css`: the style sheet of the third-party pages, served as a
/// file of its own so that the pages' `Content-Security-Policy` can forbid inline styles.
///
/// One centred card; every text and control meets WCAG AA contrast on its background, and every
/// button shows a 3-pixel focus ring when focused from the keyboard.
enum ActionPageStyle {
  /// The style sheet, as served.
  static let source = #"""
    /* The sandbox's third-party pages: one centred card, readable at any width, AA contrast. */
    :root {
      color-scheme: light;
      --text: #111827;
      --muted: #374151;
      --faint: #4b5563;
      --page: #eef0f3;
      --card: #ffffff;
      --line: #6b7280;
      --approve: #1d4ed8;
      --decline: #991b1b;
      --focus: #111827;
    }

    * {
      box-sizing: border-box;
    }

    html {
      font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Liberation Sans", Arial, sans-serif;
      font-size: 100%;
      line-height: 1.5;
      color: var(--text);
      background: var(--page);
    }

    body {
      margin: 0;
      min-height: 100vh;
      display: flex;
      align-items: flex-start;
      justify-content: center;
      padding: 2rem 1rem;
    }

    main {
      width: 100%;
      max-width: 30rem;
      background: var(--card);
      border-radius: 12px;
      border: 1px solid #d1d5db;
      box-shadow: 0 1px 3px rgba(17, 24, 39, 0.12);
      padding: 1.75rem 1.5rem 1.25rem;
    }

    .provider {
      display: inline-block;
      margin: 0 0 1rem;
      padding: 0.125rem 0.625rem;
      border-radius: 999px;
      font-size: 0.875rem;
      font-weight: 700;
      letter-spacing: 0.02em;
      color: #ffffff;
      background: var(--muted);
    }

    .provider-ideal {
      background: #b3005a;
    }

    .provider-dotpay {
      background: #1e40af;
    }

    .provider-eps {
      background: #9f1239;
    }

    .banks {
      list-style: none;
      margin: 0 0 1.5rem;
      padding: 0;
      display: flex;
      flex-direction: column;
      gap: 0.5rem;
    }

    .banks a {
      display: flex;
      align-items: center;
      gap: 0.75rem;
      min-height: 2.75rem;
      padding: 0.375rem 0.75rem;
      border: 2px solid var(--line);
      border-radius: 8px;
      color: var(--text);
      font-weight: 600;
      text-decoration: none;
    }

    .banks a:hover {
      text-decoration: underline;
    }

    .banks a:focus-visible {
      outline: 3px solid var(--focus);
      outline-offset: 3px;
    }

    .banks img {
      width: 2rem;
      height: 2rem;
      border-radius: 6px;
    }

    h1 {
      margin: 0 0 0.5rem;
      font-size: 1.625rem;
      line-height: 1.25;
    }

    .amount {
      margin: 0 0 1rem;
      font-size: 1.25rem;
      font-weight: 600;
      font-variant-numeric: tabular-nums;
    }

    .explanation {
      margin: 0 0 1.5rem;
      color: var(--muted);
    }

    .actions {
      display: flex;
      flex-direction: column;
      gap: 0.75rem;
    }

    button {
      font: inherit;
      font-weight: 600;
      min-height: 2.75rem;
      padding: 0.625rem 1rem;
      border-radius: 8px;
      border: 2px solid var(--line);
      background: var(--card);
      color: var(--text);
      cursor: pointer;
    }

    button.approve {
      border-color: var(--approve);
      background: var(--approve);
      color: #ffffff;
    }

    button.decline {
      border-color: var(--decline);
      color: var(--decline);
    }

    button:hover:not(:disabled) {
      text-decoration: underline;
    }

    button:focus-visible {
      outline: 3px solid var(--focus);
      outline-offset: 3px;
    }

    button:disabled {
      cursor: not-allowed;
      opacity: 0.6;
    }

    .status {
      min-height: 1.5rem;
      margin: 1rem 0 0;
      font-weight: 600;
    }

    .status:focus {
      outline: none;
    }

    .status.complete {
      margin-top: 0;
    }

    .notice {
      margin: 1rem 0 0;
      padding-top: 0.75rem;
      border-top: 1px solid #d1d5db;
      font-size: 0.875rem;
      color: var(--faint);
    }

    @media (prefers-reduced-motion: no-preference) {
      button {
        transition: background-color 0.15s, opacity 0.15s;
      }
    }
    """#
}
