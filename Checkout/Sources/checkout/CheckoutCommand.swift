import ArgumentParser
import CheckoutAssets
import CheckoutComponents
import CheckoutTerminal
import Foundation

/// `checkout`: the terminal checkout against the sandbox, its scripted
/// mode, and the rendered audit.
@main
struct CheckoutCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "checkout",
    abstract: "Pay in the terminal with the CheckoutComponents runtime, over HTTP, against the sandbox payment server.",
    discussion: """
      Keys: Tab, Shift-Tab and the arrows move the focus; Enter activates; Esc goes back or cancels; \
      typing fills the focused field (on the bank list, the search); Ctrl-C quits.

      By default the sandbox payment server starts in this process on an ephemeral 127.0.0.1 port, a client \
      session is created on it as a merchant's server would, and the checkout pays over HTTP. With --api it \
      pays a server elsewhere instead: give --secret-key to create the session, or --client-token to use one.

      Sandbox cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, \
      4000 0000 0000 3220 asks for 3-D Secure, 4000 0000 0000 0036 verifies the address and is declined unless \
      the billing postal code is 1012 JS (a session that asks for none declines it); any future expiry and any \
      CVV. iDEAL goes straight to iDEAL's \
      own page, where you choose your bank, unless --ideal-issuer-list lists the banks here. The demo also \
      offers a merchant's own method, a gift card: the code TESS-GIFT-2026 pays.
      """,
    subcommands: [Run.self, Audit.self],
    defaultSubcommand: Run.self
  )
}

struct Run: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "run", abstract: "The interactive checkout (the default).")

  @Option(help: "The locale: \(Localizer.availableLocales.joined(separator: ", ")), or a regional one such as nl-BE.")
  var locale = Localizer.baseLocale

  @Option(help: "light, dark, or auto (from COLORFGBG).")
  var theme: ThemeChoice = .auto

  @Option(help: "standard, or high: the Increase Contrast theme, with text at 7:1 (AAA).")
  var contrast: ContrastChoice = .standard

  @Option(help: "The amount in major units, such as 24.90.")
  var amount = "24.90"

  @Option(help: "The ISO 4217 currency code.")
  var currency = "EUR"

  @Flag(name: .customLong("a11y"), help: "Print each screen as a screen reader presents it instead of drawing it.")
  var accessible = false

  @Option(
    help: "Play the keys in FILE (- for stdin) and print a frame after each line, instead of reading the keyboard.")
  var script: String?

  @Option(help: "Columns of a scripted frame.")
  var width = 80

  @Option(help: "A payment API's base URL, such as http://127.0.0.1:8080/v1, instead of the embedded sandbox.")
  var api: String?

  @Option(help: "With --api: the merchant's secret key, to create the client session.")
  var secretKey: String?

  @Option(help: "With --api: a client token a merchant's server created, used as it is.")
  var clientToken: String?

  @Option(help: "Rows of a scripted frame.")
  var height = 24

  @Flag(help: "List iDEAL's banks in the checkout, instead of choosing the bank on iDEAL's own page.")
  var idealIssuerList = false

  func validate() throws {
    // A locale must reach a compiled one by itself or its language; only the base may come from the fallback.
    let chain = Localizer(locale: locale).fallbackChain
    let language = locale.replacingOccurrences(of: "_", with: "-").split(separator: "-").first.map(String.init) ?? ""
    let reached = chain.first?.split(separator: "-").first.map { $0.lowercased() }
    guard !language.isEmpty, reached == language.lowercased() else {
      throw ValidationError(
        "No strings for locale '\(locale)'; use one of \(Localizer.availableLocales.joined(separator: ", ")), "
          + "or a regional form of one, such as nl-BE.")
    }
    guard currency.count == 3, currency.allSatisfy({ $0.isASCII && $0.isLetter }) else {
      throw ValidationError("'\(currency)' is not an ISO 4217 currency code; use three letters, such as EUR.")
    }
    guard AmountFormatting.minorUnits(of: amount, currency: currency) != nil else {
      throw ValidationError(
        "'\(amount)' is not an amount in \(currency.uppercased()); write it like "
          + ["2490.", "24.9.", "24.90.", "24.900."][AmountFormatting.minorDigits(currency)])
    }
    guard (20...1000).contains(width), (5...500).contains(height) else {
      throw ValidationError("--width must be 20–1000 and --height 5–500.")
    }
    if let api {
      guard let url = URL(string: api), url.scheme == "http" || url.scheme == "https", url.host != nil else {
        throw ValidationError("--api '\(api)' is not an http(s) URL; write it like http://127.0.0.1:8080/v1.")
      }
      guard secretKey != nil || clientToken != nil else {
        throw ValidationError("--api needs --secret-key (to create a client session) or --client-token.")
      }
    } else if secretKey != nil || clientToken != nil {
      throw ValidationError("--secret-key and --client-token go with --api; the embedded sandbox needs neither.")
    }
  }

  /// The embedded sandbox, or the server at --api.
  private func backend() async throws -> PaymentBackend {
    if let api, let url = URL(string: api) {
      return PaymentBackend.external(url, secretKey: secretKey, clientToken: clientToken)
    }
    return try await PaymentBackend.embedded()
  }

  func run() async throws {
    let minor = AmountFormatting.minorUnits(of: amount, currency: currency) ?? 0
    let code = currency.uppercased()
    let backend = try await backend()
    // The embedded server stops however the checkout ends.
    do {
      try await run(on: backend, minor: minor, currency: code)
    } catch {
      await backend.stop()
      throw error
    }
    await backend.stop()
  }

  private func run(on backend: PaymentBackend, minor: Int, currency code: String) async throws {
    let scope: any CheckoutScope
    do {
      scope = try await backend.makeCheckout(
        amount: minor, currency: code, locale: locale, idealIssuerList: idealIssuerList ? true : nil)
    } catch let error as CheckoutError {
      throw CheckoutStartError(message: "the checkout can't start: \(Localizer(locale: locale)(error.message))")
    } catch {
      throw CheckoutStartError(message: "the checkout can't start: \(error)")
    }
    let context = ScreenContext(localizer: scope.localizer, amount: scope.amount, currency: scope.currency)
    let environment = ProcessInfo.processInfo.environment
    let browser = BrowserOpener(environment: environment)
    let session = CheckoutSession(scope: scope, context: context, openURL: { browser.open($0) })
    let themeMode = theme.resolve(environment: environment).with(contrast: contrast)

    let emit: (String) -> Void = { FileHandle.standardOutput.write(Data($0.utf8)) }
    if let script {
      let text = try ScriptText.read(script)
      let steps: [KeyScript.Step]
      do {
        steps = try KeyScript.parse(text)
      } catch {
        throw ValidationError("\(script): \(error)")
      }
      await ScriptRunner.run(session, steps: steps, width: width, height: height, accessible: accessible, emit: emit)
      try exit(session)
      return
    }

    let terminal = TerminalDevice()
    let mode = ColorMode.detect(environment: environment, isTerminal: terminal.isTerminal)
    guard mode.isInteractive else {
      // Not a terminal, or TERM=dumb: plain frames, and keys read a line at a time as a script.
      await ScriptRunner.run(
        session, steps: StandardInputSteps(), width: width, height: height, accessible: accessible, emit: emit)
      try exit(session)
      return
    }
    try await InteractiveRunner.run(
      session, terminal: terminal, options: DisplayOptions(colorMode: mode, theme: themeMode, accessible: accessible))
    try exit(session)
  }

  /// 0 when the customer paid (or a script ended with the checkout open), 1 when the
  /// checkout closed without a payment, 130 after Ctrl-C.
  private func exit(_ session: CheckoutSession) throws {
    switch session.ending {
    case .paid, .open: return
    case .closedWithoutPayment: throw ExitCode(1)
    case .interrupted: throw ExitCode(130)
    }
  }
}

/// Key-script steps read from standard input a line at a time, as they
/// are typed; a line that isn't a key is reported and skipped.
struct StandardInputSteps: Sequence, IteratorProtocol {
  private var number = 0

  mutating func next() -> KeyScript.Step? {
    while let line = readLine(strippingNewline: true) {
      number += 1
      do {
        if let step = try KeyScript.parseLine(line, number: number) { return step }
      } catch {
        FileHandle.standardError.write(Data("checkout: \(error)\n".utf8))
      }
    }
    return nil
  }
}

extension ThemeChoice: ExpressibleByArgument {}

extension ContrastChoice: ExpressibleByArgument {}

struct Audit: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract:
      "Render every screen in every state, locale and theme (light and dark, standard and high contrast), at 80×24 "
      + "and 40 columns, and check it.",
    discussion: """
      Checks: every element's identifier is in the catalog (audit-unknown-id) and appears once per screen \
      (audit-duplicate-id); every label is non-empty, not a raw key, and localized (audit-label); every \
      colour pair drawn meets WCAG AA, 4.5 for text and 3 for borders and icons, and AAA's 7 for text in the \
      high-contrast themes (audit-contrast); no text is \
      cut off, or truncated at 80 columns (audit-truncation); and the catalog is covered in full. Exits 1 on \
      any violation.
      """)

  @Option(help: "Write the identifiers drawn here, as JSON, for `tessera lint --coverage`.")
  var coverage: String?

  @Option(
    help: "Only these locales, comma-separated (default: every compiled locale, pseudo-locales included).",
    transform: { $0.split(separator: ",").map(String.init) })
  var locales: [String] = Localizer.availableLocales

  @Flag(help: "Print the report as JSON.")
  var json = false

  func run() async throws {
    guard !locales.isEmpty else {
      throw ValidationError(
        "--locales is empty; name at least one of \(Localizer.availableLocales.joined(separator: ", ")).")
    }
    let unknown = locales.filter { !Localizer.availableLocales.contains($0) }
    guard unknown.isEmpty else {
      throw ValidationError(
        "Unknown locale \(unknown.joined(separator: ", ")); use \(Localizer.availableLocales.joined(separator: ", ")).")
    }
    let backend = try await PaymentBackend.embedded()
    let cases: [AuditCase]
    do {
      cases = try await AuditFixtures.all(makeCheckout: backend.auditFactory)
    } catch {
      await backend.stop()
      throw AuditError(message: "the audit's checkout couldn't start: \(error)")
    }
    await backend.stop()
    let report = CheckoutAudit(locales: locales).run(cases)
    if let coverage {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      let data = try encoder.encode(["identifiers": report.identifiers])
      do {
        try (data + Data("\n".utf8)).write(to: URL(fileURLWithPath: coverage), options: .atomic)
      } catch {
        throw AuditError(message: "can't write the coverage file '\(coverage)': \(error.localizedDescription)")
      }
    }
    if json {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      print(String(decoding: try encoder.encode(report), as: UTF8.self))
    } else {
      print(AuditReportFormatter.text(report))
    }
    if !report.passed { throw ExitCode(1) }
  }
}

/// The checkout couldn't be made: exit 1 with why.
struct CheckoutStartError: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}

/// A failure of the audit run itself, not a finding: exit 1 with its message.
struct AuditError: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}
