extension Duration {
  /// The duration in seconds, for `Date` arithmetic.
  var timeInterval: Double {
    let parts = components
    return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
  }
}
