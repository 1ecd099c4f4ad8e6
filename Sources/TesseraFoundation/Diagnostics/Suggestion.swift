/// "Did you mean …?" suggestions by edit distance.
package enum Suggestion {
  /// The candidate closest to `word`, if it is close enough to be a typo.
  package static func closest(to word: String, in candidates: [String]) -> String? {
    Candidates(candidates).closest(to: word)
  }

  /// Candidates prepared once for many lookups (each extra key of a table
  /// against the base's keys): lowered and split into characters once, and
  /// looked up only within the lengths a typo can bridge, each distance
  /// abandoned once it passes what a typo can be. Thousands of keys against
  /// thousands take milliseconds, not a minute.
  package struct Candidates {
    private let entries: [(text: String, characters: [Character])]
    /// Entry indexes by character count.
    private let byLength: [Int: [Int]]

    package init(_ candidates: [String]) {
      let entries = candidates.map { ($0, Array($0.lowercased())) }
      self.entries = entries
      byLength = Dictionary(grouping: entries.indices, by: { entries[$0].1.count })
    }

    /// The candidate closest to `word` among those within a typo of it
    /// (an edit for every three characters of the shorter, at least one);
    /// of two equally close, the one given first.
    package func closest(to word: String) -> String? {
      let lowered = Array(word.lowercased())
      // |a - b| edits at least; no typo of this word bridges more than this.
      let reach = max(1, lowered.count / 3)
      var best: (index: Int, distance: Int)?
      for length in max(0, lowered.count - reach)...(lowered.count + reach) {
        for index in byLength[length] ?? [] {
          let limit = Suggestion.typoDistance(lowered.count, length)
          guard abs(lowered.count - length) <= limit else { continue }
          guard let distance = Suggestion.editDistance(lowered, entries[index].characters, limit: limit) else {
            continue
          }
          if let current = best, (current.distance, current.index) <= (distance, index) { continue }
          best = (index, distance)
        }
      }
      return best.map { entries[$0.index].text }
    }
  }

  /// The most edits a typo of a word of `a` characters may take to make one
  /// of `b`.
  package static func typoDistance(_ a: Int, _ b: Int) -> Int {
    max(1, min(a, b) / 3)
  }

  /// Edit distance over characters, counting a swap of two neighbours as
  /// one edit (optimal string alignment), since `lable` for `label` is
  /// the commonest typo there is.
  package static func editDistance(_ a: String, _ b: String) -> Int {
    editDistance(Array(a), Array(b), limit: Int.max) ?? Int.max
  }

  /// The edit distance of `a` and `b`, or `nil` once it is sure to pass
  /// `limit`: two rows in turn entirely past it (a swap reaches back two
  /// rows, never three).
  package static func editDistance(_ a: [Character], _ b: [Character], limit: Int) -> Int? {
    guard !a.isEmpty else { return b.count <= limit ? b.count : nil }
    guard !b.isEmpty else { return a.count <= limit ? a.count : nil }
    var beforePrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    var previousMinimum = 0
    for i in 1...a.count {
      current[0] = i
      var minimum = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], beforePrevious[j - 2] + 1)
        }
        minimum = min(minimum, current[j])
      }
      if minimum > limit, previousMinimum > limit { return nil }
      previousMinimum = minimum
      (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[b.count] <= limit ? previous[b.count] : nil
  }
}
