// libFuzzer harness: the hardened XML loader and the token catalog readers
// (straight from libxml2's events, and through the element tree, which must
// agree wherever the first reads a file), then resolution and every check,
// as `tessera lint` runs them. Built and run by Scripts/fuzz.sh.
import TesseraCore
import TesseraFoundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTokenCatalog(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  // The bytes as they are (BOMs, UTF-16, invalid UTF-8 and all)...
  let (document, _) = XMLLoader().parse(bytes, displayPath: "Tokens/fuzz.xml")
  if let document { precondition(document.root.location.line >= 1) }
  // ...read straight from libxml2's events, exactly as through the tree, or not at all...
  precondition(TokenCatalogLoader().eventReading(bytes, displayPath: "Tokens/fuzz.xml") != false)
  // ...and as a token catalog, resolved and checked.
  let (catalog, _) = TokenCatalogLoader().load(
    xml: String(decoding: bytes, as: UTF8.self), displayPath: "Tokens/fuzz.xml")
  let (resolved, diagnostics) = TesseraPipeline.check(catalog)
  if !diagnostics.contains(where: { $0.severity == .error }) {
    _ = TesseraPipeline.emit(resolved)
  }
  return 0
}
