import CheckoutComponents
import Foundation
import Testing

@testable import CheckoutSandbox

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif
#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite("Bank icons")
struct BankIconTests {
  @Test("every bank the lists name has its icon: an SVG of its initials, cacheable, loading nothing")
  func everyIconURL() async throws {
    try await TestSandbox.run { sandbox in
      let clientToken = try await sandbox.newSession()
      var fetched = 0
      for method in ["ideal", "dotpay", "eps"] {
        let list = try await sandbox.client.send("GET", "payment-methods/\(method)/banks", bearer: clientToken)
        let banks = try #require(list.json?["banks"] as? [[String: Any]])
        for bank in banks {
          let url = try #require((bank["iconUrl"] as? String).flatMap(URL.init(string:)))
          let icon = try await sandbox.client.send(URLRequest(url: url))
          #expect(icon.status == 200, "\(url)")
          #expect(icon.contentType == "image/svg+xml")
          #expect(icon.headers["content-security-policy"] == "default-src 'none'")
          #expect(icon.headers["cache-control"] == "public, max-age=86400")
          #expect(icon.headers["x-content-type-options"] == "nosniff")
          #expect(XMLParser(data: icon.body).parse(), "\(url) is not well-formed XML")
          let name = try #require(bank["name"] as? String)
          #expect(icon.text.contains(#"aria-label="\#(HTMLEscaping.escape(name))""#))
          #expect(!icon.text.contains("href"), "an icon refers to nothing else")
          fetched += 1
        }
      }
      #expect(fetched == BankCatalog.idealBanks.count + BankCatalog.dotpayBanks.count + BankCatalog.epsBanks.count)
    }
  }

  @Test("an icon answers 304 to its own ETag, and an unknown bank 404")
  func conditionalAndUnknown() async throws {
    try await TestSandbox.run { sandbox in
      let first = try await sandbox.pages.send("GET", "sandbox/icons/ing.svg")
      let tag = try #require(first.headers["etag"])
      let again = try await sandbox.pages.send("GET", "sandbox/icons/ing.svg", headers: ["If-None-Match": tag])
      #expect(again.status == 304)
      #expect(again.body.isEmpty)
      for file in ["nope.svg", "ing.png", "ing"] {
        let unknown = try await sandbox.pages.send("GET", "sandbox/icons/\(file)")
        #expect(unknown.isProblem(404, "not_found"), "\(file)")
      }
    }
  }

  @Test("initials and colours: two letters at most, white text at 4.5:1 or more on every bank's colour")
  func initialsAndContrast() {
    #expect(BankIcon(bank: SandboxBank("abn_amro", "ABN AMRO")).initials == "AA")
    #expect(BankIcon(bank: SandboxBank("bunq", "bunq")).initials == "B")
    #expect(BankIcon(bank: SandboxBank("ing_slaski", "ING Bank Śląski")).initials == "IB")
    #expect(BankIcon(bank: SandboxBank("x", "<&>")).initials == "?")
    for bank in BankCatalog.idealBanks + BankCatalog.dotpayBanks + BankCatalog.epsBanks {
      let colour = BankIcon(bank: bank).background
      #expect(Self.contrastWithWhite(colour) >= 4.5, "\(bank.id): \(colour)")
    }
    for hue in stride(from: 0.0, to: 360, by: 1) {
      let (red, green, blue) = BankIcon.rgb(hue: hue, saturation: 0.55, lightness: 0.3)
      #expect(Self.contrastWithWhite(red, green, blue) >= 4.5, "hue \(hue)")
    }
  }

  /// WCAG 2.x contrast of white text on `#rrggbb`.
  static func contrastWithWhite(_ hex: String) -> Double {
    let value = Int(hex.dropFirst(), radix: 16) ?? 0
    return contrastWithWhite(value >> 16, (value >> 8) & 0xFF, value & 0xFF)
  }

  static func contrastWithWhite(_ red: Int, _ green: Int, _ blue: Int) -> Double {
    let linear = { (channel: Int) -> Double in
      let value = Double(channel) / 255
      return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }
    let luminance = 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    return 1.05 / (luminance + 0.05)
  }
}
