/// Runs `operation` with `container` as ``Container/current``, then restores
/// the previous container, also when `operation` throws.
///
/// The override is task-local: it applies to `operation`, to the child
/// tasks it creates and to unstructured tasks created inside it, and to
/// nothing else, so tests running in parallel can each install their own
/// container of mocks.
///
/// ```swift
/// let mocks = Container()
/// mocks.register(PaymentService.self, retention: .singleton) { _ in StubPaymentService() }
/// try await withContainer(mocks) {
///   let service = try await Container.current.resolve(PaymentService.self)
/// }
/// ```
func withContainer<R>(
  _ container: Container, isolation: isolated (any Actor)? = #isolation, operation: () async throws -> R
) async rethrows -> R {
  try await Container.$current.withValue(container, operation: operation, isolation: isolation)
}
