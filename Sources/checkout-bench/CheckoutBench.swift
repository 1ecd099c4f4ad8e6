import ArgumentParser

/// `checkout-bench`: benchmarks of the checkout runtime, one subcommand
/// each. Build with `-c release`; a debug build's figures say little.
@main
struct CheckoutBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "checkout-bench",
    abstract: "Benchmark the checkout runtime. Build with -c release.",
    discussion: """
      keystrokes: the work the bank selector and the card form do for each \
      keystroke, as percentiles against a budget. See `checkout-bench keystrokes --help`.

      EXAMPLES:
        swift run -c release checkout-bench keystrokes
        swift run -c release checkout-bench keystrokes --banks 1000 --fail-on-miss
      """,
    subcommands: [KeystrokeBench.self]
  )
}
