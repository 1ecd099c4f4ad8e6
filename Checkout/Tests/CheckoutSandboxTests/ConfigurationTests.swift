import Foundation
import Testing

@testable import CheckoutSandbox

@Suite("Configuration and banks")
struct ConfigurationTests {
  @Test("the configuration holds the session's order and the default card settings")
  func defaultConfiguration() async throws {
    try await TestSandbox.run { sandbox in
      let token = try await sandbox.server.createClientSession(
        amount: 2_499, currency: "EUR", orderID: "order-42", customerCountry: "NL"
      ).token
      let result = try await sandbox.client.send("GET", "configuration", bearer: token)
      #expect(result.status == 200)
      let json = try #require(result.json)
      #expect(json["amount"] as? Int == 2_499)
      #expect(json["currency"] as? String == "EUR")
      #expect(json["locale"] as? String == "en")
      #expect(json["orderId"] as? String == "order-42")
      #expect(json["customerCountry"] as? String == "NL")
      let methods = try #require(json["paymentMethods"] as? [[String: Any]])
      #expect(methods.map { $0["type"] as? String } == ["card", "ideal", "dotpay", "eps"])
      #expect(methods.map { $0["displayOrder"] as? Int } == [0, 1, 2, 3])
      // iDEAL chooses the bank on its own page unless the session asks for its list; the other bank
      // methods list their banks; the card has no issuer list at all.
      #expect(methods.map { $0["issuerList"] as? Bool } == [nil, false, true, true])
      let card = try #require(methods.first?["card"] as? [String: Any])
      #expect(card["acceptedNetworks"] as? [String] == SandboxCardSettings.defaultAcceptedNetworks)
      #expect(card["requiredBillingFields"] as? [String] == [])
      #expect(card["requiresCardholderName"] as? Bool == true)
      let surcharges = try #require(card["surcharges"] as? [[String: Any]])
      let byNetwork = Dictionary(
        uniqueKeysWithValues: surcharges.compactMap { entry in
          (entry["network"] as? String).map { ($0, entry["amount"] as? Int ?? -1) }
        })
      #expect(byNetwork == ["amex": 150, "diners": 100])
      #expect(methods[1]["card"] == nil)
    }
  }

  @Test("a session's methods are offered in its order, with its locale")
  func sessionChoosesMethodsAndOrder() async throws {
    try await TestSandbox.run { sandbox in
      let token = try await sandbox.server.createClientSession(
        amount: 100, currency: "PLN", orderID: "o", locale: "pl-PL", paymentMethods: ["dotpay", "card"]
      ).token
      let json = try #require(try await sandbox.client.send("GET", "configuration", bearer: token).json)
      let methods = try #require(json["paymentMethods"] as? [[String: Any]])
      #expect(methods.map { $0["type"] as? String } == ["dotpay", "card"])
      #expect(json["locale"] as? String == "pl-PL")
    }
  }

  @Test("a session naming an unknown method, or a method twice, is invalid_request")
  func unknownMethodIsRefused() async throws {
    try await TestSandbox.run { sandbox in
      for methods in [#"["card","paypal"]"#, #"["card","card"]"#, "[]"] {
        let result = try await sandbox.client.send(
          "POST", "client-sessions", bearer: sandbox.secretKey,
          body: #"{"amount":100,"currency":"EUR","orderId":"o","paymentMethods":\#(methods)}"#)
        #expect(result.isProblem(400, "invalid_request"), "\(methods): \(result.text)")
      }
    }
  }

  @Test("card settings come from the server's configuration")
  func customCardSettings() async throws {
    let settings = SandboxCardSettings(
      acceptedNetworks: ["visa", "mastercard"], requiredBillingFields: ["country", "postalCode"],
      requiresCardholderName: false, surcharges: ["mastercard": 25])
    try await TestSandbox.run(SandboxConfiguration(cardSettings: settings)) { sandbox in
      let token = try await sandbox.newSession(methods: ["card"])
      let json = try #require(try await sandbox.client.send("GET", "configuration", bearer: token).json)
      let card = try #require((json["paymentMethods"] as? [[String: Any]])?.first?["card"] as? [String: Any])
      #expect(card["acceptedNetworks"] as? [String] == ["visa", "mastercard"])
      #expect(card["requiredBillingFields"] as? [String] == ["country", "postalCode"])
      #expect(card["requiresCardholderName"] as? Bool == false)
      #expect((card["surcharges"] as? [[String: Any]])?.first?["amount"] as? Int == 25)
    }
  }

  @Test("card settings the contract doesn't know stop the server from starting")
  func invalidCardSettingsAreRefused() async throws {
    let server = SandboxServer(
      configuration: SandboxConfiguration(cardSettings: SandboxCardSettings(acceptedNetworks: ["visa", "laser"])))
    await #expect(throws: SandboxServerError.invalidConfiguration("unknown card network laser")) {
      _ = try await server.start()
    }
    #expect(server.baseURL == nil)
  }

  @Test("the iDEAL and Dotpay lists hold the real banks, one disabled each, with icons")
  func realBankLists() async throws {
    try await TestSandbox.run { sandbox in
      let token = try await sandbox.newSession()
      let ideal = try await sandbox.client.send("GET", "payment-methods/ideal/banks", bearer: token)
      #expect(ideal.status == 200)
      let idealBanks = try #require(ideal.json?["banks"] as? [[String: Any]])
      #expect(
        idealBanks.map { $0["name"] as? String } == [
          "ABN AMRO", "ASN Bank", "bunq", "ING", "Knab", "N26", "Rabobank", "RegioBank", "Revolut", "SNS Bank",
          "Triodos Bank", "Van Lanschot Kempen", "Yoursafe",
        ])
      #expect(idealBanks.filter { $0["disabled"] as? Bool == true }.map { $0["id"] as? String } == ["van_lanschot"])
      let base = sandbox.client.baseURL.deletingLastPathComponent().absoluteString
      #expect(idealBanks.first?["iconUrl"] as? String == "\(base)sandbox/icons/abn_amro.svg")

      let dotpay = try await sandbox.client.send("GET", "payment-methods/dotpay/banks", bearer: token)
      let dotpayBanks = try #require(dotpay.json?["banks"] as? [[String: Any]])
      #expect(dotpayBanks.count == 15)
      #expect(dotpayBanks.contains { $0["name"] as? String == "ING Bank Śląski" })
      #expect(dotpayBanks.filter { $0["disabled"] as? Bool == true }.map { $0["id"] as? String } == ["pocztowy"])

      let eps = try await sandbox.client.send("GET", "payment-methods/eps/banks", bearer: token)
      let epsBanks = try #require(eps.json?["banks"] as? [[String: Any]])
      #expect(epsBanks.count == 14)
      #expect(epsBanks.contains { $0["name"] as? String == "Österreichische Ärzte- und Apothekerbank" })
      #expect(epsBanks.filter { $0["disabled"] as? Bool == true }.map { $0["id"] as? String } == ["dolomitenbank"])
      // Every icon has a bank of its own: no id is in two lists.
      let ids = [idealBanks, dotpayBanks, epsBanks].flatMap { $0.compactMap { $0["id"] as? String } }
      #expect(Set(ids).count == ids.count)
    }
  }

  @Test("iDEAL without its issuer list, the default: no bank list, a payment names no bank and goes to iDEAL's page")
  func idealWithoutIssuerList() async throws {
    try await TestSandbox.run { sandbox in
      let token = try await sandbox.newSession(idealIssuerList: nil)
      let configuration = try await sandbox.client.send("GET", "configuration", bearer: token)
      let methods = try #require(configuration.json?["paymentMethods"] as? [[String: Any]])
      #expect(methods.first { $0["type"] as? String == "ideal" }?["issuerList"] as? Bool == false)
      let banks = try await sandbox.client.send("GET", "payment-methods/ideal/banks", bearer: token)
      #expect(banks.isProblem(404, "not_found"))
      #expect(banks.string("detail")?.contains("own page") == true)

      let named = try await sandbox.client.send(
        "POST", "payments", bearer: token, body: TestSandbox.bankPayment(method: "ideal", bank: "ing"),
        headers: ["Idempotency-Key": newKey()])
      #expect(named.isProblem(400, "invalid_request"))
      #expect(named.string("pointer") == "/source/bankId")

      let paid = try await sandbox.client.send(
        "POST", "payments", bearer: token, body: #"{"source":{"type":"bank","method":"ideal"}}"#,
        headers: ["Idempotency-Key": newKey()])
      #expect(paid.status == 201)
      #expect(paid.string("status") == "pending")
      let id = try #require(paid.string("id"))
      let action = try #require(paid.json?["requiredAction"] as? [String: Any])
      let base = sandbox.client.baseURL.deletingLastPathComponent().absoluteString
      #expect(action["url"] as? String == "\(base)sandbox/schemes/ideal/\(id)")
    }
  }

  @Test("with a list, a bank payment must name its bank; Dotpay and EPS always list theirs")
  func issuerListsNeedABank() async throws {
    try await TestSandbox.run { sandbox in
      let token = try await sandbox.newSession(idealIssuerList: true)
      for method in ["ideal", "dotpay", "eps"] {
        let unnamed = try await sandbox.client.send(
          "POST", "payments", bearer: token, body: #"{"source":{"type":"bank","method":"\#(method)"}}"#,
          headers: ["Idempotency-Key": newKey()])
        #expect(unnamed.isProblem(400, "invalid_request"), "\(method)")
        #expect(unnamed.string("pointer") == "/source/bankId")
      }
      let eps = try await sandbox.client.send(
        "POST", "payments", bearer: token, body: TestSandbox.bankPayment(method: "eps", bank: "erste"),
        headers: ["Idempotency-Key": newKey()])
      #expect(eps.status == 201)
      #expect(eps.string("method") == "eps")
      let disabled = try await sandbox.client.send(
        "POST", "payments", bearer: token, body: TestSandbox.bankPayment(method: "eps", bank: "dolomitenbank"),
        headers: ["Idempotency-Key": newKey()])
      #expect(disabled.isProblem(400, "invalid_request"))
    }
  }

  @Test("a method the session doesn't offer has no banks")
  func methodNotOfferedIsNotFound() async throws {
    try await TestSandbox.run { sandbox in
      let token = try await sandbox.newSession(methods: ["card", "ideal"])
      let result = try await sandbox.client.send("GET", "payment-methods/dotpay/banks", bearer: token)
      #expect(result.isProblem(404, "not_found"))
    }
  }

  @Test("bankCount generates that many banks per method")
  func generatedBanks() async throws {
    try await TestSandbox.run(SandboxConfiguration(bankCount: 500)) { sandbox in
      let token = try await sandbox.newSession()
      let result = try await sandbox.client.send("GET", "payment-methods/ideal/banks", bearer: token)
      let banks = try #require(result.json?["banks"] as? [[String: Any]])
      #expect(banks.count == 500)
      #expect(Set(banks.compactMap { $0["id"] as? String }).count == 500)
    }
  }
}
