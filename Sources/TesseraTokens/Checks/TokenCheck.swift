import TesseraColor
import TesseraFoundation

/// A rule that inspects a whole resolved token catalog.
package protocol TokenCheck: Rule {
  func check(_ catalog: ResolvedTokenCatalog) -> [Diagnostic]
}

/// The checks every lint runs, in order.
package enum TokenChecks {
  package static let all: [any TokenCheck] = [
    TokenParityCheck(),
    ContrastCheck(),
    TokenNameCollisionCheck(),
    DeprecatedTokenCheck(),
  ]
}
