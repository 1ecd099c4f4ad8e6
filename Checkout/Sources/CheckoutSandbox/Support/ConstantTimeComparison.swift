extension String {
  /// Whether two secrets are equal, looking at every byte whatever the first difference,
  /// so the time taken says nothing about how much of a guess was right.
  func constantTimeEquals(_ other: String) -> Bool {
    let left = Array(utf8)
    let right = Array(other.utf8)
    var difference = UInt8(truncatingIfNeeded: left.count ^ right.count)
    for index in 0..<Swift.max(left.count, right.count) {
      let leftByte = index < left.count ? left[index] : 0
      let rightByte = index < right.count ? right[index] : 0
      difference |= leftByte ^ rightByte
    }
    return difference == 0 && left.count == right.count
  }
}
