/// A rule that inspects a whole resolved token catalog.
public protocol TokenCheck: Rule {
  func check(_ catalog: ResolvedTokenCatalog) -> [Diagnostic]
}

/// The checks every lint runs, in order.
public enum TokenChecks {
  public static let all: [any TokenCheck] = [
    TokenParityCheck(),
    ContrastCheck(),
    TokenNameCollisionCheck(),
  ]
}
