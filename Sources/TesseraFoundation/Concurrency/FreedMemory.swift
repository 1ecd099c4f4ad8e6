import CLibXML2

/// The memory a stage freed, handed back to the system.
package enum FreedMemory {
  /// Hands back what glibc keeps of the memory freed so far, so the next
  /// stage's peak doesn't stand on the last one's; nothing elsewhere.
  package static func returnToSystem() {
    tessera_returnFreedMemory()
  }
}
