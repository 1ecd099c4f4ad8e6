/// The resolutions in progress in the current task, outermost first.
///
/// A task-local value, because resolution is recursive through factories
/// that may run anywhere: a factory resolves its dependencies in the same
/// task (so the value is visible) and shared instances are created in a
/// new task that inherits it. Each concurrent resolution has its own chain;
/// `resolveSync` outside any task reads the same value from thread-local
/// storage. A container checks the chain before running a factory, so a
/// cycle throws at its first repetition instead of recursing until the
/// stack overflows.
enum ResolutionChain {
  @TaskLocal static var steps: [ResolutionStep] = []

  /// Throws ``DependencyError/cycle(_:)`` if `step` is already in `chain`.
  static func check(_ step: ResolutionStep, notIn chain: [ResolutionStep]) throws(DependencyError) {
    if chain.contains(step) {
      throw .cycle(chain.map(\.key.description) + [step.key.description])
    }
  }
}
