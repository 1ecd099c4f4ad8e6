import Foundation
import TesseraFoundation

/// The plural categories a locale's CLDR rules use, or `nil` when CLDR has
/// no rules for its language.
package func pluralCategories(of locale: StringsLocale) -> Set<PluralCategory>? {
  CLDRPlurals.ruleSet(for: locale.identifier)?.categories
}

package func categoryList(_ categories: some Collection<PluralCategory>) -> String {
  categories.sorted().map(\.rawValue).joined(separator: ", ")
}

/// Reports `plural-missing-category` (described in `StringsRules.swift`, beside it):
/// compares each plural variable's forms with the categories its locale's
/// CLDR rules select, at the variable; a warning when CLDR doesn't know the
/// language.
///
/// A missing category is weighed by what a reader sees (``PluralReach``):
/// one that a whole number below 1,000 takes is an error; one that none
/// does (`many` in es, fr, it, pt and ca: exact millions) is a warning
/// naming the first number it takes. A variable whose forms hold nothing but
/// the number (`%lld`) reads the same in every category: nothing is missing.
///
/// The warning is given once per locale, at its first plural variable in
/// any table, so it reads across tables: ``StringsChecks`` runs it apart
/// from the forms (``Part``, ``part(of:)``).
package struct PluralMissingCategoryCheck: StringsCheck {
  package static let id = RuleID.pluralMissingCategory

  /// What the check reports.
  package enum Part: Sendable {
    /// Both of the below.
    case all
    /// A variable lacking a form its locale needs: each table on its own.
    case forms
    /// A locale CLDR has no rules for, once: across tables.
    case unknownLocales
  }

  package var part: Part

  package init(_ part: Part = .all) {
    self.part = part
  }

  package var scope: StringsCheckScope { part == .forms ? .table : .catalog }

  package func part(of scope: StringsCheckScope) -> (any StringsCheck)? {
    switch part {
    case .all: PluralMissingCategoryCheck(scope == .table ? .forms : .unknownLocales)
    case .forms, .unknownLocales: self.scope == scope ? self : nil
    }
  }

  package func check(_ catalog: StringsCatalog) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    for locale in catalog.locales {
      let known = pluralCategories(of: locale)
      // Only a locale CLDR has no rules for is warned about.
      if part == .unknownLocales, known != nil { continue }
      let needed = known ?? [.other]
      var warnedUnknown = false
      for tableName in locale.tables.keys.sorted() {
        guard let table = locale.tables[tableName] else { continue }
        for key in table.sortedKeys {
          guard let entry = table.entries[key] else { continue }
          for variable in entry.variables {
            if known == nil, !warnedUnknown, part != .forms {
              warnedUnknown = true
              diagnostics.append(
                .warning(
                  .pluralMissingCategory,
                  "CLDR \(CLDRPlurals.version) has no plural rules for '\(locale.identifier)', so only 'other' is "
                    + "checked and always chosen; "
                    + (variable.location.file.hasSuffix(".xcstrings")
                      ? "name the locale with a language code, such as de."
                      : "name the folder with a language code, such as de.lproj."),
                  at: variable.location))
            }
            let missing = needed.subtracting(variable.forms.keys)
            // Forms that hold nothing but the number read the same in every category: none is missing.
            guard part != .unknownLocales, !missing.isEmpty, !PluralReach.holdsOnlyTheNumber(variable) else {
              continue
            }
            let isXCStrings = variable.location.file.hasSuffix(".xcstrings")
            let reach = missing.sorted().map { (category: $0, reach: PluralReach.of($0, in: locale.identifier)) }
            // `other` is always needed: every number without a form of its own takes it.
            func isRead(_ item: (category: PluralCategory, reach: PluralReach)) -> Bool {
              item.category == .other || item.reach.isRead(byWholeNumbers: variable.valueType != .double)
            }
            let read = reach.filter(isRead)
            let unread = reach.filter { !isRead($0) }
            let rules = "(CLDR \(CLDRPlurals.version): \(categoryList(needed)))"
            if !read.isEmpty {
              let sorted = read.map(\.category)
              let numbers = read.map { "\($0.reach) (\($0.category.rawValue))" }.joined(separator: " and ")
              diagnostics.append(
                .error(
                  .pluralMissingCategory,
                  "'\(key)' (\(variable.name)) lacks the \(categoryList(sorted)) form\(sorted.count == 1 ? "" : "s") "
                    + "that '\(locale.identifier)' needs \(rules), so numbers such as \(numbers) take the other form; "
                    + "add \(Self.additions(sorted, isXCStrings: isXCStrings)) with \(sorted.count == 1 ? "its" : "their") "
                    + "text.",
                  at: variable.location, subject: key))
            }
            if !unread.isEmpty {
              let sorted = unread.map(\.category)
              let numbers = unread.map { "\($0.category.rawValue): \($0.reach)" }.joined(separator: "; ")
              diagnostics.append(
                .warning(
                  .pluralMissingCategory,
                  "'\(key)' (\(variable.name)) lacks the \(categoryList(sorted)) form\(sorted.count == 1 ? "" : "s") "
                    + "of '\(locale.identifier)' \(rules), which it uses for no whole number below 1,000 (\(numbers)), "
                    + "so a customer rarely sees the other form in \(sorted.count == 1 ? "its" : "their") place; "
                    + "add \(Self.additions(sorted, isXCStrings: isXCStrings)) when you can.",
                  at: variable.location, subject: key))
            }
          }
        }
      }
    }
    return diagnostics
  }

  /// What to add for each missing category: `the few and many variations`, or
  /// `<key>few</key> and <key>many</key>`.
  package static func additions(_ categories: [PluralCategory], isXCStrings: Bool) -> String {
    let names = categories.map(\.rawValue)
    guard isXCStrings else { return names.map { "<key>\($0)</key>" }.joined(separator: " and ") }
    return "the \(names.joined(separator: " and ")) variation\(names.count == 1 ? "" : "s")"
  }
}

/// Reports `plural-unused-category` (described in `StringsRules.swift`, beside it)
/// at each form, other than `zero`, that its locale's CLDR rules never
/// select.
package struct PluralUnusedCategoryCheck: StringsCheck {
  package static let id = RuleID.pluralUnusedCategory

  package init() {}

  package func check(_ catalog: StringsCatalog) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    for locale in catalog.locales {
      guard let known = pluralCategories(of: locale) else { continue }
      for tableName in locale.tables.keys.sorted() {
        guard let table = locale.tables[tableName] else { continue }
        for key in table.sortedKeys {
          guard let entry = table.entries[key] else { continue }
          for variable in entry.variables {
            for category in variable.forms.keys.sorted() where category != .zero && !known.contains(category) {
              guard let form = variable.forms[category] else { continue }
              diagnostics.append(
                .warning(
                  .pluralUnusedCategory,
                  "'\(key)' (\(variable.name)) has a '\(category.rawValue)' form that '\(locale.identifier)' never "
                    + "uses (CLDR \(CLDRPlurals.version): \(categoryList(known))); remove it.",
                  at: form.location, subject: key))
            }
          }
        }
      }
    }
    return diagnostics
  }
}

/// Which numbers a locale's plural category takes: what decides whether a
/// missing form is seen.
package enum PluralReach: Sendable, Hashable, CustomStringConvertible {
  /// The first whole number from 0 that takes it.
  case wholeNumber(Int)
  /// No whole number: only decimals, such as this one (CLDR's sample).
  case decimalsOnly(String)

  /// Whether a number a reader usually sees takes the category: a whole
  /// number below 1,000, or, for a variable that may hold decimals
  /// (`wholeNumbers` false), any decimal.
  package func isRead(byWholeNumbers wholeNumbers: Bool) -> Bool {
    switch self {
    case .wholeNumber(let number): number < 1_000
    case .decimalsOnly: !wholeNumbers
    }
  }

  package var description: String {
    switch self {
    case .wholeNumber(let number) where number < 1_000: "\(number)"
    case .wholeNumber(let number): "\(number) is the first"
    case .decimalsOnly(let sample): "only decimals, such as \(sample)"
    }
  }

  /// What `category` reaches in `locale`, computed once per locale and category.
  package static func of(_ category: PluralCategory, in locale: String) -> PluralReach {
    let rules = CLDRPlurals.ruleSet(for: locale)
    let key = "\(rules.map { String($0.hashValue) } ?? "none") \(category.rawValue)"
    if let known = cache.value(for: key) { return known }
    let reach = compute(category, rules: rules)
    cache.store(reach, for: key)
    return reach
  }

  private static func compute(_ category: PluralCategory, rules: PluralRuleSet?) -> PluralReach {
    guard let rules else { return .wholeNumber(0) }
    // Below 1,000 decides the severity, so those are searched one by one first.
    for number in 0..<1_000 where rules.category(for: PluralOperands(number)) == category {
      return .wholeNumber(number)
    }
    // Past that, CLDR's own samples name the first (`1000000`), else a plain search.
    var firstWhole: Int?
    var decimal: String?
    for sample in rules.rules.first(where: { $0.category == category })?.rule.samples ?? [] {
      for text in PluralSamples.expand(sample) ?? [] {
        if let number = Int(text), number >= 1_000, rules.category(for: PluralOperands(number)) == category {
          firstWhole = min(firstWhole ?? number, number)
        } else if decimal == nil, text.contains(".") {
          decimal = text
        }
      }
    }
    if let firstWhole { return .wholeNumber(firstWhole) }
    for number in 1_000..<100_000 where rules.category(for: PluralOperands(number)) == category {
      return .wholeNumber(number)
    }
    return .decimalsOnly(decimal ?? "a fraction")
  }

  /// Whether every form of `variable` holds nothing but one number
  /// placeholder (`%lld`, `%d`, `%1$ld`), which reads the same whatever the
  /// category.
  package static func holdsOnlyTheNumber(_ variable: PluralVariable) -> Bool {
    !variable.forms.isEmpty
      && variable.forms.values.allSatisfy { form in
        let text = form.text.trimmingCharacters(in: .whitespaces)
        let parsed = FormatStringParser.parse(text, checkingGaps: false)
        guard parsed.issues.isEmpty, parsed.placeholders.count == 1, let only = parsed.placeholders.first else {
          return false
        }
        return only.role == .value && only.range == 0..<text.utf8.count && only.type != .string
          && only.type != .character
      }
  }

  private static let cache = ReachCache()

  /// The reaches computed so far, behind a lock: checks run on several threads.
  private final class ReachCache: @unchecked Sendable {
    private let lock = NSLock()
    private var known: [String: PluralReach] = [:]

    func value(for key: String) -> PluralReach? {
      lock.lock()
      defer { lock.unlock() }
      return known[key]
    }

    func store(_ reach: PluralReach, for key: String) {
      lock.lock()
      defer { lock.unlock() }
      known[key] = reach
    }
  }
}
