import TesseraFoundation

/// One CLDR plural rule: a condition and the sample numbers it documents,
/// parsed from CLDR's syntax (UTS #35, "Language Plural Rules"):
///
/// ```
/// i = 1 and v = 0 @integer 1
/// v = 0 and i % 10 = 2..4 and i % 100 != 12..14 @integer 2~4, 22~24, … @decimal …
/// ```
///
/// A condition is an `or` of `and`s of relations; a relation compares an
/// operand, optionally `%` (or `mod`) a modulus, with `=` or `!=` against a
/// list of values and ranges. A range matches only whole values: `n = 2..4`
/// is false for 2.5.
public struct PluralRule: Sendable, Hashable {
  /// A CLDR operand; see `PluralOperands`.
  public enum Operand: String, Sendable, Hashable, CaseIterable {
    /// The absolute value `n`, its integer digits `i`, the count of visible
    /// fraction digits with (`v`) and without (`w`) trailing zeros, those
    /// digits with (`f`) and without (`t`) trailing zeros, and the compact
    /// exponent `c`, of which `e` is a synonym.
    case n, i, v, w, f, t, c, e
  }

  /// A value or an inclusive range of values.
  public struct Range: Sendable, Hashable {
    /// The smallest value matched.
    public var lower: Int
    /// The largest value matched: ``lower`` again for a single value.
    public var upper: Int
  }

  /// `operand [% modulus] (= | !=) ranges`.
  public struct Relation: Sendable, Hashable {
    /// The operand compared.
    public var operand: Operand
    /// What the operand is taken modulo before the comparison (`%` or `mod`),
    /// or `nil`; positive when set.
    public var modulus: Int?
    /// Whether the relation is `!=`, which holds when the operand is in none
    /// of the ranges.
    public var negated: Bool
    /// The values and ranges after `=` or `!=`; `=` holds when the operand is
    /// in any of them.
    public var ranges: [Range]
  }

  /// An `or` of `and`s: `conditions[0] || conditions[1] …`, each an `&&` of
  /// relations. Empty for the `other` rule, which has no condition.
  public var condition: [[Relation]]
  /// The `@integer` and `@decimal` samples, as written: `0~15`, `1.50`, `1c6`.
  public var samples: [String]

  /// Whether the condition holds for `operands`. An empty condition holds
  /// for every number.
  package func matches(_ operands: PluralOperands) -> Bool {
    condition.isEmpty || condition.contains { $0.allSatisfy { $0.matches(operands) } }
  }
}

extension PluralRule.Relation {
  package func matches(_ operands: PluralOperands) -> Bool {
    let found: Bool
    if operand == .n {
      var value = operands.n
      if let modulus { value = value.truncatingRemainder(dividingBy: Double(modulus)) }
      let whole = value == value.rounded(.towardZero)
      found = ranges.contains { whole && value >= Double($0.lower) && value <= Double($0.upper) }
    } else {
      var value = operands.integer(operand)
      if let modulus { value %= modulus }
      found = ranges.contains { value >= $0.lower && value <= $0.upper }
    }
    return found != negated
  }
}

/// A malformed CLDR rule, with the offset (in characters) where it went wrong.
public struct PluralRuleSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What the parser expected or found wrong, such as `expected a number`.
  public var message: String
  /// Where it went wrong, in characters from the start of the rule.
  public var offset: Int
  /// The message and the offset, such as `expected a number at offset 4`.
  public var description: String { "\(message) at offset \(offset)" }
}

extension PluralRule {
  /// Parses a rule as CLDR writes it. Throws ``PluralRuleSyntaxError``,
  /// never traps, whatever the text.
  public init(parsing text: String) throws(PluralRuleSyntaxError) {
    var scanner = PluralRuleScanner(text)
    var condition: [[Relation]] = []
    if !scanner.atSamplesOrEnd() {
      repeat {
        var conjunction: [Relation] = []
        repeat {
          conjunction.append(try scanner.relation())
        } while scanner.take(word: "and")
        condition.append(conjunction)
      } while scanner.take(word: "or")
    }
    self.init(condition: condition, samples: try scanner.samples())
  }
}

/// Reads CLDR's rule syntax character by character.
private struct PluralRuleScanner {
  let characters: [Character]
  var index = 0

  init(_ text: String) { characters = Array(text) }

  /// Whether only samples, or nothing, remain: the `other` rule.
  mutating func atSamplesOrEnd() -> Bool {
    spaces()
    return index >= characters.count || characters[index] == "@"
  }

  func error(_ message: String) -> PluralRuleSyntaxError {
    PluralRuleSyntaxError(message: message, offset: index)
  }

  mutating func spaces() {
    while index < characters.count, characters[index].isWhitespace { index += 1 }
  }

  /// Consumes `word` when it comes next as a whole word.
  mutating func take(word: String) -> Bool {
    spaces()
    let letters = Array(word)
    guard index + letters.count <= characters.count, Array(characters[index..<index + letters.count]) == letters
    else { return false }
    let end = index + letters.count
    if end < characters.count, characters[end].isLetter { return false }
    index = end
    return true
  }

  mutating func take(_ symbol: String) -> Bool {
    spaces()
    let letters = Array(symbol)
    guard index + letters.count <= characters.count, Array(characters[index..<index + letters.count]) == letters
    else { return false }
    index += letters.count
    return true
  }

  mutating func number() throws(PluralRuleSyntaxError) -> Int {
    spaces()
    var value = 0
    let start = index
    while index < characters.count, let digit = characters[index].wholeNumberValue, characters[index].isASCII {
      let (product, overflow) = value.multipliedReportingOverflow(by: 10)
      guard !overflow else { throw PluralRuleSyntaxError(message: "number too large", offset: start) }
      value = product + digit
      index += 1
    }
    guard index > start else { throw error("expected a number") }
    return value
  }

  mutating func relation() throws(PluralRuleSyntaxError) -> PluralRule.Relation {
    spaces()
    guard index < characters.count, let operand = PluralRule.Operand(rawValue: String(characters[index])) else {
      throw error("expected an operand (n, i, v, w, f, t, c or e)")
    }
    index += 1
    var modulus: Int?
    if take("%") || take(word: "mod") {
      let value = try number()
      guard value > 0 else { throw error("modulus must be positive") }
      modulus = value
    }
    let negated: Bool
    if take("!=") {
      negated = true
    } else if take("=") {
      negated = false
    } else {
      throw error("expected '=' or '!='")
    }
    var ranges: [PluralRule.Range] = []
    repeat {
      let lower = try number()
      var upper = lower
      if take("..") {
        upper = try number()
        guard upper >= lower else { throw error("range \(lower)..\(upper) is empty") }
      }
      ranges.append(PluralRule.Range(lower: lower, upper: upper))
    } while take(",")
    return PluralRule.Relation(operand: operand, modulus: modulus, negated: negated, ranges: ranges)
  }

  /// `@integer 0~15, 100, … @decimal 0.0~1.5, …`: each sample or sample
  /// range as written; the trailing `…` is dropped.
  mutating func samples() throws(PluralRuleSyntaxError) -> [String] {
    var samples: [String] = []
    spaces()
    while index < characters.count {
      guard take("@integer") || take("@decimal") else {
        throw error("expected 'and', 'or', '@integer' or '@decimal'")
      }
      repeat {
        spaces()
        if take("…") || take("...") { break }
        let start = index
        while index < characters.count, !characters[index].isWhitespace, characters[index] != "," {
          index += 1
        }
        guard index > start else { throw error("expected a sample number") }
        samples.append(String(characters[start..<index]))
      } while take(",")
      spaces()
    }
    return samples
  }
}
