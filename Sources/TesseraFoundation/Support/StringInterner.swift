import Foundation

/// One copy of each distinct String that is long enough to need storage
/// of its own.
///
/// A String of up to 15 UTF-8 bytes is held inline; a longer one is an
/// allocation of its own, and equal Strings read from different files are
/// different allocations. Passed through an interner, they share the first
/// one's, and comparing two of them finds the same storage before it
/// compares any byte.
package struct StringInterner {
  private var strings: Set<String> = []

  /// The length above which a String has storage of its own.
  private static let inlineLength = 15

  /// Replaces `string` with the interner's copy of it when that copy has
  /// the same bytes. Strings compare equal under Unicode canonical
  /// equivalence, so `café` written precomposed and decomposed are one
  /// member of the set; each keeps its own bytes, as its file spells it.
  package mutating func intern(_ string: inout String) {
    guard string.utf8.count > Self.inlineLength else { return }
    let (inserted, member) = strings.insert(string)
    if !inserted, member.utf8.elementsEqual(string.utf8) { string = member }
  }
}

/// A ``StringInterner`` shared by the threads that parse a catalog's files,
/// each taking its turn for a whole file's strings.
package final class SharedStringInterner: @unchecked Sendable {
  private let lock = NSLock()
  private var interner = StringInterner()

  package init() {}

  /// Interns the string at `key` of each of `elements`.
  package func intern<Element>(_ key: WritableKeyPath<Element, String>, in elements: inout [Element]) {
    lock.lock()
    defer { lock.unlock() }
    for index in elements.indices { interner.intern(&elements[index][keyPath: key]) }
  }
}
