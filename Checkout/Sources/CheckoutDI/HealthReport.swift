/// What ``Container/healthCheck()`` found: the outcome of resolving each of
/// a container's registrations, in the order of
/// ``Container/registrations``.
///
/// `description` lists the outcomes, one a line:
///
/// ```
/// CycleA: Dependency cycle: CycleA -> CycleB -> CycleA.
/// Report(Int): not checked, the factory takes an argument
/// Repositories: resolved
/// ```
struct HealthReport: Sendable, Hashable, CustomStringConvertible {
  /// How resolving one registration went.
  enum Outcome: Sendable, Hashable {
    /// The registration resolved.
    case resolved
    /// Resolving it threw, directly or while resolving a dependency: the
    /// error's description, such as `No registration for Banks.`.
    case failed(String)
    /// Resolving it needed a registration already being resolved; the
    /// chain, as ``DependencyError/cycle(_:)`` has it.
    case cycle([String])
    /// The factory takes an argument, which the check cannot make up.
    case needsArgument
  }

  /// One registration's outcome.
  struct Entry: Sendable, Hashable, CustomStringConvertible {
    /// The registration, as ``RegistrationInfo/key`` writes it.
    let key: String
    let outcome: Outcome

    var description: String {
      switch outcome {
      case .resolved: "\(key): resolved"
      case .failed(let error): "\(key): \(error)"
      case .cycle(let chain): "\(key): \(DependencyError.cycle(chain))"
      case .needsArgument: "\(key): not checked, the factory takes an argument"
      }
    }
  }

  let entries: [Entry]

  /// The entries whose registration failed or is part of a cycle.
  var problems: [Entry] {
    entries.filter { entry in
      switch entry.outcome {
      case .resolved, .needsArgument: false
      case .failed, .cycle: true
      }
    }
  }

  /// Whether every registration that could be checked resolved.
  var isHealthy: Bool { problems.isEmpty }

  /// The outcome for the registration written as `key`, such as
  /// `"Service"` or `"Service named \"primary\""`.
  func outcome(of key: String) -> Outcome? {
    entries.first { $0.key == key }?.outcome
  }

  var description: String {
    entries.map(\.description).joined(separator: "\n")
  }
}
