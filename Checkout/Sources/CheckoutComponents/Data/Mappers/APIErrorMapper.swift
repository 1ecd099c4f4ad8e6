import CheckoutAPI
import Foundation
import OpenAPIRuntime

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Turns whatever the API client threw, or a problem-details answer, into
/// the ``CheckoutError`` the customer sees. Nothing of the request (the
/// card number least of all) is carried over: only a stable code.
enum APIErrorMapper {
  /// A thrown error: the transport's, a timeout, or a response that
  /// couldn't be decoded.
  static func map(_ error: any Error) -> CheckoutError {
    switch error {
    case let error as CheckoutError: return error
    case let error as ClientError:
      // A server error whose body isn't problem details (a proxy's page)
      // is still a server error.
      if let status = error.response?.status.code, status >= 500 || status == 401 { return map(status: status) }
      return map(error.underlyingError)
    case is RequestTimedOut: return .timeout
    case is CancellationError: return .timeout
    case is DecodingError: return .invalidResponse
    default: break
    }
    let nsError = error as NSError
    guard nsError.domain == NSURLErrorDomain else { return .invalidResponse }
    switch URLError.Code(rawValue: nsError.code) {
    case .timedOut: return .timeout
    case .badServerResponse, .cannotParseResponse, .cannotDecodeContentData, .cannotDecodeRawData, .zeroByteResource,
      .dataLengthExceedsMaximum:
      return .invalidResponse
    default:
      // Refused, reset, lost, offline, no such host: the network is the
      // problem, and trying again later may work.
      return .networkUnavailable
    }
  }

  /// A problem-details answer.
  static func map(_ problem: Components.Responses.Problem) -> CheckoutError {
    switch problem.body {
    case .applicationProblemJson(let problem): map(problem: problem)
    }
  }

  /// A `401`'s problem details; its challenge adds nothing the code doesn't say.
  static func map(_ unauthorized: Components.Responses.Unauthorized) -> CheckoutError {
    switch unauthorized.body {
    case .applicationProblemJson(let problem): map(problem: problem)
    }
  }

  /// A problem-details body, by its stable code.
  static func map(problem body: Components.Schemas.Problem) -> CheckoutError {
    switch body.code {
    case .sessionExpired, .unauthorized: return .sessionExpired
    case .internalError, .serviceUnavailable: return .serviceUnavailable
    default: return .unknown(code: body.code.rawValue)
    }
  }

  /// An answer the contract doesn't describe, by its status alone.
  static func map(status: Int) -> CheckoutError {
    switch status {
    case 401: .sessionExpired
    case 408: .timeout
    case 429, 500...599: .serviceUnavailable
    default: .invalidResponse
    }
  }

  /// Runs a call, mapping what it throws.
  static func call<Value>(
    isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Value
  ) async throws(CheckoutError) -> Value {
    do {
      return try await body()
    } catch {
      throw map(error)
    }
  }
}
