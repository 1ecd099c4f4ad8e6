import Foundation
import HTTPTypes

/// The credential of an `Authorization: Bearer …` header.
enum BearerCredential {
  /// The token after `Bearer ` (the scheme in any case), or nil when the header is missing, uses
  /// another scheme or carries nothing.
  static func token(in fields: HTTPFields) -> String? {
    guard let value = fields[.authorization] else { return nil }
    let parts = value.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
    guard parts.count == 2, parts[0].lowercased() == "bearer" else { return nil }
    let token = parts[1].trimmingCharacters(in: .whitespaces)
    return token.isEmpty ? nil : token
  }
}
