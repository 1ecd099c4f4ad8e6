import Hummingbird
import OpenAPIRuntime

extension ProblemError {
  /// The problem that answers any error a request ended with.
  ///
  /// The generated code's errors (`ServerError`) become `400 invalid_request` when the request
  /// couldn't be decoded, `415` for a body that isn't JSON; the router's errors keep their status;
  /// anything unexpected is a `500 internal_error` whose detail says nothing of its cause.
  init(describing error: any Error) {
    switch error {
    case let problem as ProblemError:
      self = problem
    case let serverError as ServerError:
      self = Self(serverError: serverError)
    case let httpError as HTTPError:
      self = Self(httpError: httpError)
    default:
      self = .internalError
    }
  }

  private init(serverError: ServerError) {
    if let problem = serverError.underlyingError as? ProblemError {
      self = problem
      return
    }
    switch serverError.httpStatus.code {
    case 415:
      self = .unsupportedMediaType
    case 406:
      self = Self(
        status: 406, code: .invalidRequest,
        detail: "The Accept header allows none of the media types this operation answers with.")
    case 404:
      self = .notFound("No such resource.")
    case 400..<500:
      if let decodingError = serverError.underlyingError as? DecodingError {
        if JSONBodyMiddleware.jsonBodyOperations.contains(serverError.operationID) {
          self = .invalidRequest(Self.explain(decodingError))
        } else {
          // An operation without a body failed on a parameter: name the path's, never a body.
          let names = serverError.requestMetadata.pathParameters.keys.sorted().map { "`\($0)`" }
          self = .invalidRequest(
            names.isEmpty
              ? "A parameter of the request is not a value the contract allows."
              : "The path parameter \(names.joined(separator: " or ")) is not a value the contract allows.")
        }
      } else {
        self = .invalidRequest(serverError.causeDescription)
      }
    default:
      self = .internalError
    }
  }

  private init(httpError: HTTPError) {
    switch httpError.status.code {
    case 404:
      self = .notFound("No such endpoint.")
    case 413:
      self = Self(status: 413, code: .payloadTooLarge, detail: "The request body is too large.")
    case 415:
      self = .unsupportedMediaType
    case 400..<500:
      self = Self(status: httpError.status.code, code: .invalidRequest, detail: httpError.body)
    default:
      self = .internalError
    }
  }

  /// Which field was wrong and how, without the value that was sent.
  static func explain(_ error: DecodingError) -> String {
    switch error {
    case .typeMismatch(let type, let context):
      return "\(field(context.codingPath)): expected \(typeName(type))."
    case .valueNotFound(let type, let context):
      return "\(field(context.codingPath)): expected \(typeName(type)), found null."
    case .keyNotFound(let key, let context):
      return "\(field(context.codingPath + [key])): this field is required."
    case .dataCorrupted(let context):
      if context.codingPath.isEmpty {
        return "The request body is not valid JSON."
      }
      return "\(field(context.codingPath)): this value is not allowed."
    @unknown default:
      return "The request body could not be decoded."
    }
  }

  private static func field(_ path: [any CodingKey]) -> String {
    guard !path.isEmpty else { return "The request body" }
    var text = ""
    for key in path {
      if let index = key.intValue {
        text += "[\(index)]"
      } else {
        text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
      }
    }
    return "`\(text)`"
  }

  private static func typeName(_ type: Any.Type) -> String {
    switch type {
    case is String.Type: "a string"
    case is Bool.Type: "a boolean"
    case is Int.Type, is Int64.Type, is Int32.Type: "an integer"
    case is Double.Type, is Float.Type: "a number"
    default: "a JSON value of another type"
    }
  }
}
