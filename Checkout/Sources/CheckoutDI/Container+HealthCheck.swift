extension Container {
  /// Resolves each of this container's own registrations, one at a time in
  /// the order of ``registrations``, and reports how each went.
  ///
  /// It does what resolving does and nothing more: transient instances are
  /// made and dropped, singletons are built and kept as any resolution
  /// would keep them, and a factory that throws leaves nothing behind, as
  /// always. Factories run with their side effects (the composition root's
  /// checkout loads the session's configuration through its
  /// repositories), so check a container made for the purpose, such as a
  /// ``makeMock(_:)`` of the real one. A factory that takes an argument is
  /// not called; its outcome is ``HealthReport/Outcome/needsArgument``.
  nonisolated func healthCheck() async -> HealthReport {
    let keys = registry.withLock { $0.registrations.keys }.sorted { $0.precedes($1) }
    var entries: [HealthReport.Entry] = []
    for key in keys {
      entries.append(HealthReport.Entry(key: key.description, outcome: await outcome(of: key)))
    }
    return HealthReport(entries: entries)
  }

  /// Resolves the registration under `key` as a resolution from outside
  /// any factory would.
  private nonisolated func outcome(of key: DependencyKey) async -> HealthReport.Outcome {
    guard key.argumentName == nil else { return .needsArgument }
    do {
      _ = try await ResolutionChain.$steps.withValue([]) { try await resolveInstance(for: key, argument: ()) }
      return .resolved
    } catch DependencyError.cycle(let chain) {
      return .cycle(chain)
    } catch {
      return .failed(String(describing: error))
    }
  }
}
