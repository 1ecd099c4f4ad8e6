import Foundation

/// Finished output bytes that ``SwiftRenderer`` sets aside, in memory
/// mapped for them alone, so the system has its pages back the moment they
/// are freed.
///
/// A renderer's chunks live until its text is made, and then go. Held by
/// `malloc`, a megabyte freed is kept for reuse: the text and the chunks it
/// was copied from would then both count while a large file is copied. In
/// pages of their own, each chunk's memory leaves as its bytes are copied.
/// Where mapping fails, the bytes are allocated as usual.
package final class SetAsideBytes: @unchecked Sendable {
  /// The bytes; never written after ``init(copying:)``.
  package let bytes: UnsafeRawBufferPointer
  private let isMapped: Bool

  /// A copy of `source`.
  package init(copying source: UnsafeRawBufferPointer) {
    let count = max(source.count, 1)
    let mapped = mmap(nil, count, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
    let target: UnsafeMutableRawPointer
    if let mapped, mapped != MAP_FAILED {
      target = mapped
      isMapped = true
    } else {
      target = UnsafeMutableRawPointer.allocate(byteCount: count, alignment: 16)
      isMapped = false
    }
    if let base = source.baseAddress { target.copyMemory(from: base, byteCount: source.count) }
    bytes = UnsafeRawBufferPointer(start: target, count: source.count)
  }

  deinit {
    guard let base = bytes.baseAddress else { return }
    if isMapped {
      munmap(UnsafeMutableRawPointer(mutating: base), max(bytes.count, 1))
    } else {
      base.deallocate()
    }
  }
}
