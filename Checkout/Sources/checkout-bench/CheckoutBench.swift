import ArgumentParser

/// `checkout-bench`: benchmarks of the checkout runtime, one subcommand
/// each. Build with `-c release`; a debug build's figures say little.
@main
struct CheckoutBench: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "checkout-bench",
    abstract: "Benchmark the checkout runtime. Build with -c release.",
    discussion: """
      keystrokes: the work the bank selector and the card form do for each \
      keystroke, as percentiles against a budget. See `checkout-bench keystrokes --help`.

      api-overhead: the time the SDK adds to an API call, as a ratio over a bare \
      URLSession request to the same sandbox server. See `checkout-bench api-overhead --help`.

      EXAMPLES:
        swift run --package-path Checkout -c release checkout-bench keystrokes
        swift run --package-path Checkout -c release checkout-bench keystrokes --banks 1000 --fail-on-miss
        swift run --package-path Checkout -c release checkout-bench api-overhead --iterations 2000
      """,
    subcommands: [KeystrokeBench.self, APIOverheadBench.self]
  )
}
