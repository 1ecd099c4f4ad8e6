import ArgumentParser
import Foundation
import TesseraCore
import TesseraFoundation

/// `tessera-bench`: Tessera's parsers against their baselines, run in one
/// process on the same bytes, with the figures printed as ratios.
@main
struct Bench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "tessera-bench",
    abstract: "Benchmark Tessera against its baselines. Build with -c release.",
    discussion: """
      scale (the default): writes synthetic corpora at three sizes (small, large, \
      huge) and measures the real `tessera generate` against `xmllint --noout`, \
      Tessera's .strings parser against PropertyListSerialization and plutil, a \
      no-op generate, and peak memory. See `tessera-bench scale --help`.

      compile: generates Swift for token, string and accessibility corpora \
      and times swiftc type-checking it against parsing it, an optimized \
      build, and the generated string runtime. See `tessera-bench compile --help`.

      strings: parses a synthetic .strings file (deterministic from --seed), or \
      every .strings file under --directory, with Tessera's parser and with \
      Foundation's PropertyListSerialization (the method SwiftGen uses), checks \
      both read the same keys and values, and prints the median of --runs runs \
      of each and their ratio.

      xcstrings: reads a synthetic String Catalog (10,000 keys x 20 locales by \
      default) with Tessera's reader and with JSONSerialization. See \
      `tessera-bench xcstrings --help`.

      EXAMPLES:
        swift build -c release --product tessera && swift run -c release tessera-bench
        swift run -c release tessera-bench scale --sizes large --json
        swift run -c release tessera-bench strings --entries 20000
        swift run -c release tessera-bench strings --directory path/to/App/Resources
      """,
    subcommands: [ScaleBench.self, CompileBench.self, StringsBench.self, XCStringsBench.self, MeasureChild.self],
    defaultSubcommand: ScaleBench.self
  )
}

struct StringsBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "strings", abstract: "Tessera's .strings parser against PropertyListSerialization.")

  @Option(help: "Entries in the synthetic file.")
  var entries = 20_000

  @Option(help: "Timed runs of each parser; the median is reported.")
  var runs = 15

  @Option(help: "The seed of the synthetic corpus.")
  var seed: UInt64 = 42

  @Option(
    help: ArgumentHelp(
      "Parse every .strings file under this folder instead of a synthetic file.",
      discussion: "Files PropertyListSerialization can't read, or reads differently, stop the run.",
      valueName: "folder"))
  var directory: String?

  @Flag(help: "Print JSON.")
  var json = false

  func run() throws {
    let files = try inputs()
    let totalBytes = files.reduce(0) { $0 + $1.bytes.count }

    // Both parsers must agree before either is timed.
    var entryCount = 0
    for file in files {
      guard let ours = StringsParsers.tessera(file) else {
        throw ValidationError("Tessera reported problems in \(file.name)")
      }
      let theirs = try StringsParsers.foundation(file) ?? [:]
      guard ours == theirs else {
        throw ValidationError("The parsers disagree on \(file.name): \(ours.count) against \(theirs.count) entries")
      }
      entryCount += theirs.count
    }
    if directory == nil, entryCount != entries {
      throw ValidationError("The synthetic file has \(entryCount) distinct keys, not \(entries)")
    }

    let timing = StringsParsers.timing(files, runs: runs)
    let (tessera, foundation, ratio) = (timing.candidate, timing.baseline, timing.ratio)
    if json {
      print(
        """
        {"benchmark": "strings", "files": \(files.count), "entries": \(entryCount), "bytes": \(totalBytes), \
        "runs": \(runs), "tessera_ms": \(Timing.ms(tessera)), \
        "property_list_serialization_ms": \(Timing.ms(foundation)), "ratio": \(String(format: "%.1f", ratio))}
        """)
    } else {
      let what =
        directory == nil
        ? "a \(entryCount)-entry .strings file"
        : "\(files.count) .strings files with \(entryCount) entries"
      print("Parsing \(what) (\(totalBytes / 1024) KiB), median of \(runs) runs:")
      print("  Tessera StringsFileParser           \(Timing.ms(tessera)) ms")
      print("  Foundation PropertyListSerialization \(Timing.ms(foundation)) ms")
      print(
        "  Tessera is \(String(format: "%.1f", ratio))x faster (median of the per-run ratios; target: at least 10x)")
    }
  }

  /// The files to parse: the synthetic one, or every `.strings` file under
  /// ``directory`` in path order.
  private func inputs() throws -> [StringsParsers.File] {
    guard let directory else {
      return [StringsParsers.File(name: "bench.strings", data: Data(Corpus.strings(entries: entries, seed: seed).utf8))]
    }
    let root = URL(fileURLWithPath: directory)
    guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else {
      throw ValidationError("Can't read the folder \(directory)")
    }
    var found: [URL] = []
    for case let url as URL in walker where url.pathExtension == "strings" { found.append(url) }
    guard !found.isEmpty else { throw ValidationError("No .strings files under \(directory)") }
    return try found.sorted { $0.path < $1.path }.map {
      StringsParsers.File(name: $0.path, data: try Data(contentsOf: $0))
    }
  }
}

enum Timing {
  /// Times `candidate` and `baseline` in alternation, `runs` times each
  /// after one warm-up of each, so that a slow moment of the machine falls
  /// on both. Returns the median time of each, in seconds, and the median
  /// of the per-round ratios baseline / candidate.
  static func compare(
    runs: Int, _ candidate: () -> Void, baseline: () -> Void
  ) -> (candidate: Double, baseline: Double, ratio: Double) {
    candidate()
    baseline()
    var candidates: [Double] = []
    var baselines: [Double] = []
    var ratios: [Double] = []
    for _ in 0..<max(runs, 1) {
      let ours = time(candidate)
      let theirs = time(baseline)
      candidates.append(ours)
      baselines.append(theirs)
      ratios.append(theirs / max(ours, 1e-9))
    }
    return (median(candidates), median(baselines), median(ratios))
  }

  static func time(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  }

  static func median(_ samples: [Double]) -> Double {
    let sorted = samples.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
  }

  static func ms(_ seconds: Double) -> String { String(format: "%.2f", seconds * 1000) }
}

/// Synthetic catalogs, the same for the same seed on every machine.
enum Corpus {
  /// A `.strings` file of `entries` entries, as translators write them:
  /// a comment per entry, placeholders, escapes and non-ASCII text.
  static func strings(entries: Int, seed: UInt64) -> String {
    var random = SplitMix64(seed: seed)
    let words = [
      "Pay", "card", "bank", "choose", "your", "payment", "method", "expiry", "date", "security", "code",
      "Zahlung", "Karte", "wählen", "betalen", "kies", "płatność", "wybierz", "paiement", "carte", "€", "😀",
    ]
    var text = "/* Synthetic benchmark catalog. */\n"
    for index in 0..<entries {
      let count = Int(random.next() % 8) + 2
      var value = (0..<count).map { _ in words[Int(random.next() % UInt64(words.count))] }.joined(separator: " ")
      switch random.next() % 6 {
      case 0: value += " %@"
      case 1: value = "%1$@ " + value + " %2$d"
      case 2: value += " \\\"quoted\\\"\\n"
      case 3: value += " 100%%"
      default: break
      }
      text += "/* Context for entry \(index). */\n\"screen_\(index % 97)_element_\(index)\" = \"\(value)\";\n"
    }
    return text
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
