import CheckoutComponents
import Hummingbird

/// A bank's icon, as the bank list's `iconUrl` links it: an SVG of the bank's initials on a colour
/// of its own, made here. No third party's logo is served, and the SVG refers to nothing else.
///
/// `GET /sandbox/icons/{bankId}.svg` answers `200` with `image/svg+xml`, cacheable for a day with
/// an `ETag` (`304` when `If-None-Match` has it), and a policy that allows nothing to load
/// (`default-src 'none'`): the drawing uses presentation attributes only. An unknown bank is `404`.
struct BankIcon: Equatable {
  /// The route of the icons.
  static let routePath = "/sandbox/icons/:file"

  /// The side of the square, in CSS pixels.
  static let size = 64

  /// The letters drawn: the first letter of the name's first two words, in capitals, as every
  /// renderer that draws a bank's icon as its initials writes them (``ViewImage/initials(of:)``).
  let initials: String
  /// The background, `#rrggbb`: dark enough for white text to pass 4.5:1 on any hue.
  let background: String
  /// The bank's name, the image's accessible name.
  let name: String

  init(bank: SandboxBank) {
    name = bank.name
    initials = ViewImage.initials(of: bank.name)
    background = Self.colour(for: bank.id)
  }

  /// The SVG document.
  var svg: String {
    let side = Self.size
    return """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(side)" height="\(side)" viewBox="0 0 \(side) \(side)" \
      role="img" aria-label="\(HTMLEscaping.escape(name))">\
      <rect width="\(side)" height="\(side)" rx="12" fill="\(background)"/>\
      <text x="32" y="32" dy="0.35em" text-anchor="middle" font-family="sans-serif" font-size="24" \
      font-weight="700" fill="#ffffff">\(HTMLEscaping.escape(initials))</text></svg>

      """
  }

  /// The answer to `GET /sandbox/icons/{file}`.
  static func response(file: String, ifNoneMatch: String?, banks: BankCatalog) throws -> Response {
    guard file.hasSuffix(".svg"), let bank = banks.bank(id: String(file.dropLast(4))) else {
      throw ProblemError.notFound("No bank has this icon.")
    }
    let body = Array(BankIcon(bank: bank).svg.utf8)
    let tag = "\"\(String(fnv1a(body), radix: 16))\""
    var headers: HTTPFields = [
      .contentType: "image/svg+xml",
      .cacheControl: "public, max-age=86400",
      .eTag: tag,
      .contentSecurityPolicy: "default-src 'none'",
      .xContentTypeOptions: "nosniff",
    ]
    if let ifNoneMatch,
      ifNoneMatch.split(separator: ",").contains(where: { $0.trimmingCharacters(in: .whitespaces) == tag })
    {
      return Response(status: .notModified, headers: headers)
    }
    headers[.contentLength] = String(body.count)
    var buffer = ByteBuffer()
    buffer.writeBytes(body)
    return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: buffer))
  }

  /// A colour of the bank's own: a hue from its id, at a saturation and lightness where white
  /// text has at least 4.5:1 contrast whatever the hue.
  static func colour(for id: String) -> String {
    let hue = Double(fnv1a(Array(id.utf8)) % 360)
    let (red, green, blue) = rgb(hue: hue, saturation: 0.55, lightness: 0.3)
    return "#"
      + [red, green, blue].map { channel in
        let hex = String(channel, radix: 16)
        return hex.count == 1 ? "0" + hex : hex
      }.joined()
  }

  /// HSL to 8-bit sRGB channels.
  static func rgb(hue: Double, saturation: Double, lightness: Double) -> (Int, Int, Int) {
    let chroma = (1 - abs(2 * lightness - 1)) * saturation
    let sector = hue / 60
    let second = chroma * (1 - abs(sector.truncatingRemainder(dividingBy: 2) - 1))
    let (r, g, b): (Double, Double, Double)
    switch sector {
    case ..<1: (r, g, b) = (chroma, second, 0)
    case ..<2: (r, g, b) = (second, chroma, 0)
    case ..<3: (r, g, b) = (0, chroma, second)
    case ..<4: (r, g, b) = (0, second, chroma)
    case ..<5: (r, g, b) = (second, 0, chroma)
    default: (r, g, b) = (chroma, 0, second)
    }
    let base = lightness - chroma / 2
    let channel = { (value: Double) in Int(((value + base) * 255).rounded()) }
    return (channel(r), channel(g), channel(b))
  }

  /// The 32-bit FNV-1a hash: stable across runs and machines, unlike `Hasher`.
  static func fnv1a(_ bytes: [UInt8]) -> UInt32 {
    var hash: UInt32 = 2_166_136_261
    for byte in bytes {
      hash ^= UInt32(byte)
      hash = hash &* 16_777_619
    }
    return hash
  }
}
