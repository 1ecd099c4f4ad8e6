/// Payments over the API: created under an idempotency key, read, resumed.
struct RemotePaymentRepository: PaymentRepository {
  let client: Client

  func createPayment(_ request: PaymentRequest, idempotencyKey: String) async throws(CheckoutError) -> PaymentRecord {
    let body = try PaymentMapper.map(request)
    let output = try await APIErrorMapper.call {
      try await client.createPayment(headers: .init(idempotencyKey: idempotencyKey), body: .json(body))
    }
    switch output {
    case .created(let created): return try PaymentMapper.map(try await APIErrorMapper.call { try created.body.json })
    case .ok(let replayed): return try PaymentMapper.map(try await APIErrorMapper.call { try replayed.body.json })
    case .badRequest(let problem), .notAcceptable(let problem), .conflict(let problem), .contentTooLarge(let problem),
      .unsupportedMediaType(let problem), .unprocessableContent(let problem), .internalServerError(let problem),
      .serviceUnavailable(let problem):
      throw APIErrorMapper.map(problem)
    case .unauthorized(let unauthorized): throw APIErrorMapper.map(unauthorized)
    case .`default`(_, let problem): throw APIErrorMapper.map(problem)
    }
  }

  func payment(id: String) async throws(CheckoutError) -> PaymentRecord {
    let output = try await APIErrorMapper.call { try await client.getPayment(path: .init(paymentId: id)) }
    switch output {
    case .ok(let ok): return try PaymentMapper.map(try await APIErrorMapper.call { try ok.body.json })
    case .badRequest(let problem), .notFound(let problem), .notAcceptable(let problem),
      .internalServerError(let problem), .serviceUnavailable(let problem):
      throw APIErrorMapper.map(problem)
    case .unauthorized(let unauthorized): throw APIErrorMapper.map(unauthorized)
    case .`default`(_, let problem): throw APIErrorMapper.map(problem)
    }
  }

  func resumePayment(id: String) async throws(CheckoutError) -> PaymentRecord {
    let output = try await APIErrorMapper.call { try await client.resumePayment(path: .init(paymentId: id)) }
    switch output {
    case .ok(let ok): return try PaymentMapper.map(try await APIErrorMapper.call { try ok.body.json })
    case .badRequest(let problem), .notFound(let problem), .notAcceptable(let problem),
      .internalServerError(let problem), .serviceUnavailable(let problem):
      throw APIErrorMapper.map(problem)
    case .unauthorized(let unauthorized): throw APIErrorMapper.map(unauthorized)
    case .`default`(_, let problem): throw APIErrorMapper.map(problem)
    }
  }
}
