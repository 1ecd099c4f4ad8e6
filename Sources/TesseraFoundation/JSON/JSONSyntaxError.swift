/// Why a file is not JSON Tessera reads, and where.
package struct JSONSyntaxError: Error, Sendable, Equatable {
  /// What is wrong and what would fix it.
  package var message: String
  /// The byte offset at fault.
  package var offset: Int
  /// Where the first of two duplicate keys stands, for a duplicate key.
  package var firstOffset: Int?

  package init(_ message: String, at offset: Int, first: Int? = nil) {
    self.message = message
    self.offset = offset
    self.firstOffset = first
  }
}
