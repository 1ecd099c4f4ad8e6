import Foundation
import TesseraAccessibility
import TesseraColor
import TesseraFoundation
import TesseraStrings
import TesseraTokens

/// Findings a project has accepted for now, so that only new ones are
/// reported: how a team adopts Tessera on a large catalog without fixing
/// every finding first.
///
/// `tessera lint --write-baseline FILE` records the current findings;
/// `--baseline FILE`, or `baseline:` in `tessera.yml`, then reports only the
/// findings the file doesn't record. A finding is matched by its rule, its
/// file and its `Diagnostic.subject` (the key, token path or identifier it
/// concerns), never by its line, so an edit elsewhere in the file doesn't
/// bring it back. A finding with no subject is matched by its message, with
/// any line number in it left out. When a finding occurs several times, the
/// entry counts them, and at most that many are hidden.
///
/// An entry that matches fewer findings than it counts is reported as a
/// `baseline-stale` note, so the file shrinks as the debt is paid. Input
/// failures (a file that can't be read, an invalid configuration) are never
/// recorded: they mean a catalog was not checked at all. `generate` reports
/// the errors that stop it (`Diagnostic.stopsGeneration`) even when the
/// baseline records them, so it never writes code that would not compile.
///
/// The file is JSON, written the same byte for byte for the same findings:
///
/// ```json
/// {
///   "version": 1,
///   "entries": [
///     {
///       "file": "Strings/de.lproj/Localizable.strings",
///       "rule": "strings-missing-key",
///       "subject": "checkout.title",
///       "count": 1
///     }
///   ]
/// }
/// ```
///
/// Entries are sorted by file, rule, then subject or message; each has
/// either a `subject` or a `message`. Paths are relative to the baseline
/// file's folder, which is how diagnostics show them when the baseline is
/// in the folder `tessera` runs in.
public struct Baseline: Sendable, Hashable {
  /// The version of the file format this Tessera reads and writes.
  public static let formatVersion = 1

  /// What a finding is matched by: its rule, file, and subject or message.
  public struct Fingerprint: Sendable, Hashable, Comparable {
    /// What, in the file, the finding is about.
    public enum Topic: Sendable, Hashable {
      /// The key, token path or identifier of a diagnostic that has one.
      case subject(String)
      /// The message, line numbers left out, of a diagnostic without one.
      case message(String)
    }

    /// The rule that reported the finding.
    public var rule: RuleID
    /// The file's path as diagnostics show it.
    public var file: String
    /// What the finding is about: its subject, else its message.
    public var topic: Topic

    /// A fingerprint of these parts.
    public init(rule: RuleID, file: String, topic: Topic) {
      self.rule = rule
      self.file = file
      self.topic = topic
    }

    /// The fingerprint of `diagnostic`.
    public init(_ diagnostic: Diagnostic) {
      rule = diagnostic.rule
      file = diagnostic.location.file
      topic = diagnostic.subject.map(Topic.subject) ?? .message(Self.normalized(diagnostic.message))
    }

    /// `message` with the number after each "line" or "column" replaced by
    /// `N`: libxml2 names the line of an unclosed tag in its messages.
    static func normalized(_ message: String) -> String {
      var words = message.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
      for index in words.indices.dropFirst() {
        let previous = words[index - 1].lowercased()
        guard previous == "line" || previous == "column" else { continue }
        let word = words[index]
        let digits = word.prefix { $0.isASCII && $0.isNumber }
        if !digits.isEmpty { words[index] = "N" + word.dropFirst(digits.count) }
      }
      return words.joined(separator: " ")
    }

    /// Sorted by file, rule, then subject or message, comparing UTF-8
    /// bytes, so the order never depends on a locale.
    public static func < (lhs: Fingerprint, rhs: Fingerprint) -> Bool {
      if lhs.file != rhs.file { return lhs.file.utf8.lexicographicallyPrecedes(rhs.file.utf8) }
      if lhs.rule != rhs.rule { return lhs.rule < rhs.rule }
      switch (lhs.topic, rhs.topic) {
      case (.subject(let a), .subject(let b)), (.message(let a), .message(let b)):
        return a.utf8.lexicographicallyPrecedes(b.utf8)
      case (.subject, .message): return true
      case (.message, .subject): return false
      }
    }
  }

  /// One recorded finding and how many times it occurred.
  public struct Entry: Sendable, Hashable {
    /// What the recorded finding is matched by.
    public var fingerprint: Fingerprint
    /// How many times the finding occurred when it was recorded: at most this
    /// many matching findings are hidden.
    public var count: Int
    /// Where the entry opens in the file it was read from; `nil` for a
    /// baseline made in memory.
    public var location: SourceLocation?

    /// An entry for `count` findings matched by `fingerprint`, read at
    /// `location` when it was read from a file.
    public init(_ fingerprint: Fingerprint, count: Int, location: SourceLocation? = nil) {
      self.fingerprint = fingerprint
      self.count = count
      self.location = location
    }
  }

  /// The entries, sorted by fingerprint, one per fingerprint.
  public private(set) var entries: [Entry]
  /// The path diagnostics show for the baseline file, where stale entries
  /// are reported.
  public var displayPath: String

  /// A baseline of `entries`, merged by fingerprint and sorted.
  public init(entries: [Entry], displayPath: String) {
    var merged: [Fingerprint: Entry] = [:]
    for entry in entries where entry.count > 0 {
      if var existing = merged[entry.fingerprint] {
        existing.count += entry.count
        merged[entry.fingerprint] = existing
      } else {
        merged[entry.fingerprint] = entry
      }
    }
    self.entries = merged.values.sorted { $0.fingerprint < $1.fingerprint }
    self.displayPath = displayPath
  }

  /// A baseline that records `diagnostics`: every one that ``isRecordable(_:)``.
  public init(recording diagnostics: [Diagnostic], displayPath: String) {
    self.init(
      entries: diagnostics.filter(Self.isRecordable).map { Entry(Fingerprint($0), count: 1) },
      displayPath: displayPath)
  }

  /// Whether a baseline may record `diagnostic`: not a note (notes never
  /// fail a run, and `baseline-stale` notes are the baseline's own), and not
  /// an input failure (a catalog that could not be read was not checked).
  public static func isRecordable(_ diagnostic: Diagnostic) -> Bool {
    diagnostic.severity != .note && !RuleCatalog.description(of: diagnostic.rule).isInputFailure
  }

  /// How many findings the baseline records, counting each entry's count.
  public var findingCount: Int { entries.reduce(0) { $0 + $1.count } }

  // MARK: - Applying

  /// What a command does with the baseline's findings.
  public enum Purpose: Sendable, Hashable {
    /// `lint`: every recorded finding is hidden.
    case lint
    /// `generate`: recorded findings are hidden, except errors of rules
    /// that guard generation, which still stop it.
    case generate
  }

  /// The diagnostics a run reports with the baseline applied.
  public struct Outcome: Sendable {
    /// The diagnostics not hidden, with a `baseline-stale` note for each
    /// entry that matched fewer findings than it counts, sorted.
    public var diagnostics: [Diagnostic]
    /// How many findings the baseline hid.
    public var hiddenCount: Int
  }

  /// Hides the findings of `diagnostics` that the baseline records, and
  /// reports the entries that no longer occur.
  ///
  /// Findings are matched in `diagnostics`' order (file, line, column), so
  /// when a finding occurs more often than recorded, the first ones are
  /// hidden. Under ``Purpose/generate``, an error that
  /// `Diagnostic.stopsGeneration` matches its entry, so the entry
  /// isn't stale, but it is still reported, with a note saying why.
  public func apply(to diagnostics: [Diagnostic], for purpose: Purpose) -> Outcome {
    var remaining = Dictionary(entries.map { ($0.fingerprint, $0.count) }, uniquingKeysWith: +)
    let locations = Dictionary(
      entries.map { ($0.fingerprint, $0.location ?? .start(of: displayPath)) }, uniquingKeysWith: { first, _ in first })
    var reported: [Diagnostic] = []
    var hidden = 0
    for diagnostic in diagnostics.sorted() {
      let fingerprint = Fingerprint(diagnostic)
      guard Self.isRecordable(diagnostic), let left = remaining[fingerprint], left > 0 else {
        reported.append(diagnostic)
        continue
      }
      remaining[fingerprint] = left - 1
      if purpose == .generate, diagnostic.stopsGeneration {
        var kept = diagnostic
        kept.notes.append(
          Diagnostic.Note(
            "the baseline records this finding, but generate reports it anyway: the generated code depends on "
              + "\(diagnostic.rule), so fix it before generating",
            at: locations[fingerprint] ?? .start(of: displayPath)))
        reported.append(kept)
      } else {
        hidden += 1
      }
    }
    for entry in entries {
      let left = remaining[entry.fingerprint] ?? 0
      guard left > 0 else { continue }
      reported.append(stale(entry, missing: left))
    }
    return Outcome(diagnostics: reported.sorted(), hiddenCount: hidden)
  }

  /// Whether `diagnostics` hold an error that stops `generate`
  /// (`Diagnostic.stopsGeneration`): those a baseline records stop it
  /// all the same, and the others never do, recorded or not.
  public func hasErrors(in diagnostics: [Diagnostic]) -> Bool {
    diagnostics.contains(where: \.stopsGeneration)
  }

  /// A `baseline-stale` note for an entry `missing` of whose findings no
  /// longer occur.
  private func stale(_ entry: Entry, missing: Int) -> Diagnostic {
    let fingerprint = entry.fingerprint
    let what: String
    switch fingerprint.topic {
    case .subject(let subject): what = "about '\(subject)'"
    case .message(let message): what = "\"\(message)\""
    }
    let findings = "\(entry.count) \(fingerprint.rule) finding\(entry.count == 1 ? "" : "s")"
    let now =
      missing == entry.count
      ? (entry.count == 1 ? "it no longer occurs" : "none of them occurs now")
      : "only \(entry.count - missing) \(entry.count - missing == 1 ? "occurs" : "occur") now"
    let fix =
      missing == entry.count
      ? "remove the entry" : "lower its count to \(entry.count - missing)"
    return .note(
      .baselineStale,
      "The baseline records \(findings) \(what) in \(fingerprint.file), but \(now); \(fix), or write the "
        + "baseline again with `tessera lint --write-baseline \(displayPath)`.",
      at: entry.location ?? .start(of: displayPath), subject: fingerprint.topic.subject)
  }
}

extension Baseline.Fingerprint.Topic {
  /// The subject, if the topic is one.
  var subject: String? {
    if case .subject(let subject) = self { return subject }
    return nil
  }
}
