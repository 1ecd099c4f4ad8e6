// libFuzzer harness: the `.stringsdict` loader (the hardened XML loader with
// the plist DOCTYPE allowed), then the loader that reads each entry's format
// key and plural forms, as `tessera lint` runs them. Built and run by
// Scripts/fuzz.sh.
import Foundation
import TesseraCore
import TesseraFoundation

/// The input is written here for the loader, which reads from disk: under
/// TMPDIR, which Scripts/fuzz.sh points into its scratch folder.
private let scratch = FileManager.default.temporaryDirectory
  .appendingPathComponent("tessera-fuzz-\(ProcessInfo.processInfo.processIdentifier).stringsdict")

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStringsDict(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  let result = StringsDictParser().parse(bytes, displayPath: "fuzz.stringsdict")
  let lines = bytes.count { $0 == 0x0A || $0 == 0x0D } + 1
  for diagnostic in result.diagnostics {
    precondition(diagnostic.location.line <= lines, "\(diagnostic.location) past line \(lines)")
  }
  guard (try? Data(bytes).write(to: scratch)) != nil else { return 0 }
  _ = StringsCatalogLoader().loadFile(CatalogFile(url: scratch, displayPath: "fuzz.stringsdict"), table: "Fuzz")
  return 0
}
