import ArgumentParser
import CheckoutComponents
import Foundation

/// `checkout-bench keystrokes`: what the bank selector and the card form
/// compute for each keystroke, timed one keystroke at a time.
struct KeystrokeBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "keystrokes",
    abstract: "Time the bank search and the card-network detection per keystroke.",
    discussion: """
      bank search: generates --banks bank names from --seed (ASCII names and \
      names with diacritics, such as "Bank Spółdzielczy" and "Crédit"), types \
      each query character by character, then deletes it to empty, and times \
      BankSearch.Index.filter for every keystroke, on an index built once.

      card number: types card numbers of every network digit by digit and \
      times, for every keystroke, what the card form computes when the card \
      number changes: the candidates, the co-badged choice, the number's \
      validation and the network the payment and the security code go \
      through (computed twice, as the form does). Each call is also timed \
      on its own.

      Rounds repeat until every operation has --min-samples samples. Each \
      line prints the count, p50, p99 and max in microseconds, and PASS when \
      p99 is under --budget-micros.
      """
  )

  @Option(help: "Banks in the generated list.")
  var banks = 5_000

  @Option(help: "The seed of the generated bank names.")
  var seed: UInt64 = 42

  @Option(help: "Samples to take at least of each operation.")
  var minSamples = 10_000

  @Option(help: "The p99 budget per keystroke, in microseconds.")
  var budgetMicros = 1_000.0

  @Flag(help: "Exit with a failure when an operation misses the budget.")
  var failOnMiss = false

  /// Queries typed into the bank selector's search field.
  static let queries = ["bank spółdzielczy", "Śląski", "crédit agricole", "ing", "caja rural", "zzz"]

  /// Card numbers of every network the runtime knows, as test cards have them.
  static let cards = [
    "4242424242424242", "5555555555554444", "2223003122003222", "378282246310005", "6011111111111117",
    "30569309025904", "3530111333300000", "6200000000000005", "8100513433325374", "6759649826438453",
    "6799990100000000019", "2200000000000004", "6362970000457013", "5066991111111118", "6062825624254001",
    "4035501000000008", "5019717010103742", "1800000000000000",
  ]

  func validate() throws {
    guard banks > 0, minSamples > 0, budgetMicros > 0 else {
      throw ValidationError("--banks, --min-samples and --budget-micros must be positive.")
    }
  }

  func run() throws {
    #if DEBUG
      print("warning: a debug build; run with -c release for figures that mean something.\n")
    #endif
    let list = BankNames.generate(count: banks, seed: seed)
    var results: [(String, Percentiles)] = []
    if let search = Percentiles(bankSearchSamples(list)) {
      results.append(("bank search, \(banks.formatted()) banks", search))
    }
    for (name, samples) in cardSamples() {
      if let summary = Percentiles(samples) { results.append((name, summary)) }
    }
    let missed = report(results)
    if failOnMiss, missed > 0 { throw ExitCode.failure }
  }

  /// One sample per keystroke of every query, typed and then deleted.
  private func bankSearchSamples(_ list: [Bank]) -> [Duration] {
    let keystrokes = Self.queries.flatMap(Self.keystrokes(typing:))
    var sink = 0
    // As the bank selector does: the names folded once when the list arrives.
    let index = BankSearch.Index(list)
    for query in keystrokes { sink &+= index.filter(query: query).count }  // warm-up
    var sampler = Sampler(reservingCapacity: minSamples + keystrokes.count)
    while sampler.samples.count < minSamples {
      for query in keystrokes {
        sink &+= sampler.time { index.filter(query: query) }.count
      }
    }
    blackHole(sink)
    return sampler.samples
  }

  /// Samples of the card form's per-keystroke work, in total and per call.
  private func cardSamples() -> [(String, [Duration])] {
    let accepted = Set(CardNetwork.allCases)
    let keystrokes = Self.cards.flatMap { number in (1...number.count).map { String(number.prefix($0)) } }
    var sink = 0
    for typed in keystrokes { sink &+= Self.cardFormWork(typed, accepted: accepted) }  // warm-up
    let capacity = minSamples + keystrokes.count
    var total = Sampler(reservingCapacity: capacity)
    var candidates = Sampler(reservingCapacity: capacity)
    var coBadged = Sampler(reservingCapacity: capacity)
    var validation = Sampler(reservingCapacity: capacity)
    var network = Sampler(reservingCapacity: capacity)
    while total.samples.count < minSamples {
      for typed in keystrokes {
        sink &+= total.time { Self.cardFormWork(typed, accepted: accepted) }
        sink &+= candidates.time { CardNetworkDetector.candidates(forDigits: typed) }.count
        sink &+= coBadged.time { CardNetworkDetector.coBadgedNetworks(forDigits: typed) }.count
        sink &+= validation.time { CardNumberValidator.validate(typed, acceptedNetworks: accepted) } == nil ? 1 : 0
        sink &+= network.time { CardNumberValidator.network(for: typed, acceptedNetworks: accepted) } == nil ? 1 : 0
      }
    }
    blackHole(sink)
    return [
      ("card number keystroke, all calls", total.samples),
      ("  candidates(forDigits:)", candidates.samples),
      ("  coBadgedNetworks(forDigits:)", coBadged.samples),
      ("  CardNumberValidator.validate", validation.samples),
      ("  CardNumberValidator.network", network.samples),
    ]
  }

  /// What the card form computes when the card number becomes `typed`: the
  /// number's error, the network the security code is checked against, the
  /// co-badged choice, the network the state shows, and the candidates.
  private static func cardFormWork(_ typed: String, accepted: Set<CardNetwork>) -> Int {
    var count = CardNumberValidator.validate(typed, acceptedNetworks: accepted) == nil ? 1 : 0
    count += CardNumberValidator.network(for: typed, acceptedNetworks: accepted) == nil ? 1 : 0
    count += CardNetworkDetector.coBadgedNetworks(forDigits: typed).count
    count += CardNumberValidator.network(for: typed, acceptedNetworks: accepted) == nil ? 1 : 0
    count += CardNetworkDetector.candidates(forDigits: typed).count
    return count
  }

  /// The field's text after each keystroke of typing `query`, then of
  /// deleting it back to empty.
  static func keystrokes(typing query: String) -> [String] {
    let characters = Array(query)
    let typed = (1...characters.count).map { String(characters[..<$0]) }
    let deleted = (0..<characters.count).reversed().map { String(characters[..<$0]) }
    return typed + deleted
  }

  /// Prints the table; returns how many operations missed the budget.
  private func report(_ results: [(String, Percentiles)]) -> Int {
    let budget = String(format: "%.0f", budgetMicros)
    print("Per-keystroke time, ContinuousClock; target: p99 < \(budget) µs\n")
    let header =
      [pad("operation", 36), pad("count", 8, right: true), pad("p50 µs", 10, right: true)]
      + [pad("p99 µs", 10, right: true), pad("max µs", 10, right: true), "  result"]
    print(header.joined())
    var missed = 0
    for (name, summary) in results {
      let passes = summary.p99.microseconds < budgetMicros
      if !passes { missed += 1 }
      let row = [
        pad(name, 36), pad("\(summary.count)", 8, right: true), pad(Self.micros(summary.p50), 10, right: true),
        pad(Self.micros(summary.p99), 10, right: true), pad(Self.micros(summary.max), 10, right: true),
        passes ? "  PASS" : "  MISS",
      ]
      print(row.joined())
    }
    return missed
  }

  private static func micros(_ duration: Duration) -> String {
    String(format: "%.2f", duration.microseconds)
  }

  private func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(width - text.count, 0))
    return right ? padding + text : text + padding
  }
}

/// Generated bank names, the same for the same seed on every machine: a
/// mix of ASCII names and names with diacritics and letters folding leaves
/// alone (`ł`, `ø`, `ß`).
enum BankNames {
  static let kinds = [
    "Bank", "Bank Spółdzielczy", "Banco", "Banque", "Crédit", "Caja Rural", "Caixa", "Sparkasse", "Volksbank",
    "Raiffeisenbank", "Banca", "Spar- und Kreditbank", "ING Bank", "Caisse d'Épargne", "Nordea", "Danske",
  ]
  static let places = [
    "Śląski", "Łódź", "Kraków", "Gdańsk", "Poznań", "Wrocław", "Zürich", "Genève", "München", "Köln", "Düsseldorf",
    "Île-de-France", "Rhône-Alpes", "Bretagne", "Lyon", "Paris", "Madrid", "Cádiz", "Málaga", "Córdoba",
    "Porto", "Lisboa", "Amsterdam", "Utrecht", "Groningen", "Århus", "Ålborg", "Tromsø", "Gießen", "Brno",
  ]
  static let suffixes = [
    "", "", "", "Agricole", "Mutuel", "Populaire", "Hipoteczny", "Polski", "Spółdzielczy", "Cooperatief",
    "Regional", "Savings", "Private", "Direct",
  ]

  /// `count` banks, ids `bank-0` on.
  static func generate(count: Int, seed: UInt64) -> [Bank] {
    var random = SplitMix64(seed: seed)
    return (0..<count).map { index in
      let kind = kinds[Int(random.next() % UInt64(kinds.count))]
      let place = places[Int(random.next() % UInt64(places.count))]
      let suffix = suffixes[Int(random.next() % UInt64(suffixes.count))]
      let name = [kind, place, suffix].filter { !$0.isEmpty }.joined(separator: " ")
      return Bank(id: "bank-\(index)", name: name, isDisabled: random.next() % 20 == 0)
    }
  }
}

/// A small, fast, seedable generator (SplitMix64).
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
