import Foundation
import TesseraAccessibility
import TesseraColor
import TesseraFoundation
import TesseraStrings
import TesseraTokens

/// A file a stage emitted, as a stage's record in the input cache keeps it
/// (``TokenStageRecord``, ``StringsStageRecord``): its name in the output
/// folder or the asset catalog, and the size and digest of its bytes. The
/// bytes themselves are read back from there on a hit, and checked.
package struct StageOutput: Sendable, Hashable, Codable {
  package var name: String
  package var size: Int
  package var digest: Digest128

  /// The stamp of `file`, hashed where its text lies: a large generated
  /// file isn't copied to be hashed.
  package init(_ file: GeneratedFile) {
    var hasher = StableHasher()
    hasher.combine(file.contents)
    name = file.name
    size = file.contents.utf8.count
    digest = hasher.finalize()
  }

  /// The files `outputs` names in `folder`, each as the record has it; a
  /// miss when one is gone, or its size or digest differ.
  static func readBack(_ outputs: [StageOutput], in folder: URL?) -> Result<[GeneratedFile], InputCache.Miss> {
    guard !outputs.isEmpty else { return .success([]) }
    guard let folder else { return .failure(.outputChanged("the asset catalog")) }
    var files: [GeneratedFile] = []
    files.reserveCapacity(outputs.count)
    for output in outputs {
      let url = folder.appendingPathComponent(output.name)
      guard let data = FileManager.default.contents(atPath: url.path), data.count == output.size else {
        return .failure(.outputChanged(url.path))
      }
      let bytes = [UInt8](data)
      guard StableHasher.digest(bytes) == output.digest else { return .failure(.outputChanged(url.path)) }
      files.append(GeneratedFile(name: output.name, contents: String(decoding: bytes, as: UTF8.self)))
    }
    return .success(files)
  }
}
