import Foundation
import TesseraAccessibility
import TesseraColor
import TesseraFoundation
import TesseraStrings
import TesseraTokens

extension Baseline {
  /// The largest baseline file Tessera reads.
  public static let maximumFileSize = 32 * 1024 * 1024

  // MARK: - Reading

  /// Reads the baseline at `url`. Its paths, relative to its folder, become
  /// paths as diagnostics show them, relative to `displayBase`.
  ///
  /// A missing file or one that is not a baseline is a `baseline-invalid`
  /// error, an unreadable one `file-unreadable`: each stops the run, since
  /// without its baseline a run would report findings the project accepted.
  public static func read(_ url: URL, displayBase: URL) -> Result<Baseline, Diagnostic> {
    read(url, displayBase: displayBase, files: .direct)
  }

  /// ``read(_:displayBase:)``, through `files`.
  package static func read(_ url: URL, displayBase: URL, files: FileAccess) -> Result<Baseline, Diagnostic> {
    let displayPath = CatalogFile.displayPath(of: url, relativeTo: displayBase)
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else {
      return .failure(
        .error(
          .baselineInvalid,
          "The baseline file does not exist; write it with `tessera lint --write-baseline \(displayPath)`, or fix "
            + "the path.",
          at: .start(of: displayPath)))
    }
    switch CatalogFileReader(maximumFileSize: maximumFileSize, files: files).read(url, displayPath: displayPath) {
    case .failure(let diagnostic):
      return .failure(diagnostic)
    case .success(let bytes):
      return parse(bytes, displayPath: displayPath) { file in
        CatalogFile.displayPath(
          of: URL(fileURLWithPath: file, relativeTo: url.deletingLastPathComponent()), relativeTo: displayBase)
      }
    }
  }

  /// Parses a baseline held in memory; `path` turns each entry's file, as
  /// written, into the path diagnostics show.
  public static func parse(
    _ bytes: [UInt8], displayPath: String, path: (String) -> String = { $0 }
  ) -> Result<Baseline, Diagnostic> {
    let source = SourceText(displayPath: displayPath, bytes: bytes)
    func invalid(_ problem: String, line: Int? = nil) -> Result<Baseline, Diagnostic> {
      .failure(
        .error(
          .baselineInvalid,
          "The baseline \(problem); fix it, or write it again with `tessera lint --write-baseline \(displayPath)`.",
          at: line.map { source.location(ofLine: $0) } ?? source.start))
    }
    guard let root = try? JSONSerialization.jsonObject(with: Data(bytes), options: []) else {
      return invalid("is not valid JSON")
    }
    guard let object = root as? [String: Any] else {
      return invalid("is not a JSON object with \"version\" and \"entries\"")
    }
    guard let version = object["version"] as? Int else {
      return invalid("has no \"version\" number")
    }
    guard version == formatVersion else {
      return invalid("is version \(version), but this tessera reads version \(formatVersion)")
    }
    guard let list = object["entries"] as? [Any] else {
      return invalid("has no \"entries\" list")
    }
    let starts = entryStarts(in: bytes)
    var entries: [Entry] = []
    for (index, item) in list.enumerated() {
      let start = index < starts.count ? starts[index] : nil
      let line = start.map { source.line(of: $0) }
      let number = "entry \(index + 1)"
      guard let fields = item as? [String: Any] else { return invalid("\(number) is not an object", line: line) }
      guard let ruleText = fields["rule"] as? String else {
        return invalid("\(number) has no \"rule\"", line: line)
      }
      guard let rule = RuleID(rawValue: ruleText) else {
        let hint = RuleCatalog.closest(to: ruleText).map { " (did you mean '\($0)'?)" } ?? ""
        return invalid("\(number) names the rule '\(ruleText)', which is not a rule\(hint)", line: line)
      }
      guard let file = fields["file"] as? String, !file.isEmpty else {
        return invalid("\(number) has no \"file\"", line: line)
      }
      let topic: Fingerprint.Topic
      switch (fields["subject"] as? String, fields["message"] as? String) {
      case (let subject?, nil): topic = .subject(subject)
      case (nil, let message?): topic = .message(message)
      default: return invalid("\(number) needs either a \"subject\" or a \"message\"", line: line)
      }
      guard let count = fields["count"] as? Int, count >= 1 else {
        return invalid("\(number) has no \"count\" of 1 or more", line: line)
      }
      entries.append(
        Entry(
          Fingerprint(rule: rule, file: path(file), topic: topic), count: count,
          location: start.map { source.location(ofOffset: $0) }))
    }
    return .success(Baseline(entries: entries, displayPath: displayPath))
  }

  /// The byte offset where each object of the `entries` list opens: each
  /// `{` two levels inside the root, outside strings.
  static func entryStarts(in bytes: [UInt8]) -> [Int] {
    var starts: [Int] = []
    var depth = 0
    var inString = false
    var escaped = false
    for (offset, byte) in bytes.enumerated() {
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""): inString = true
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        depth += 1
        if depth == 3, byte == UInt8(ascii: "{") { starts.append(offset) }
      case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
      default: break
      }
    }
    return starts
  }

  // MARK: - Writing

  /// The file's bytes: the same for the same entries, whatever order the
  /// findings came in. `path` turns each finding's file, as diagnostics show
  /// it, into the path written.
  public func encoded(path: (String) -> String = { $0 }) -> [UInt8] {
    let written = Baseline(
      entries: entries.map { entry in
        var fingerprint = entry.fingerprint
        fingerprint.file = path(fingerprint.file)
        return Entry(fingerprint, count: entry.count)
      }, displayPath: displayPath)
    var text = "{\n  \"version\": \(Self.formatVersion),\n  \"entries\": ["
    text += written.entries.isEmpty ? "]\n}\n" : "\n"
    for (index, entry) in written.entries.enumerated() {
      let fingerprint = entry.fingerprint
      let topic: String
      switch fingerprint.topic {
      case .subject(let subject): topic = "\"subject\": \(Self.quoted(subject))"
      case .message(let message): topic = "\"message\": \(Self.quoted(message))"
      }
      text += """
            {
              "file": \(Self.quoted(fingerprint.file)),
              "rule": \(Self.quoted(fingerprint.rule.rawValue)),
              \(topic),
              "count": \(entry.count)
            }
        """
      text += index == written.entries.count - 1 ? "\n  ]\n}\n" : ",\n"
    }
    return Array(text.utf8)
  }

  /// Writes the baseline to `url` atomically, as `OutputWriter` writes
  /// generated files: a reader sees the old file or the whole new one. Each
  /// finding's file, as shown relative to `displayBase`, is written
  /// relative to `url`'s folder, which is made if it isn't there.
  public func write(to url: URL, displayBase: URL) throws {
    let folder = url.deletingLastPathComponent()
    let bytes = encoded { file in
      Self.relativePath(of: URL(fileURLWithPath: file, relativeTo: displayBase), from: folder)
    }
    try OutputWriter.replace(url, with: bytes, creatingFolder: true)
  }

  /// `url`'s path relative to `folder`, with `..` to climb out of it, so
  /// a baseline outside the catalogs' folder still names them portably.
  static func relativePath(of url: URL, from folder: URL) -> String {
    let target = url.standardizedFileURL.pathComponents
    let base = folder.standardizedFileURL.pathComponents
    var shared = 0
    while shared < min(target.count, base.count), target[shared] == base[shared] { shared += 1 }
    let climb = Array(repeating: "..", count: base.count - shared)
    let parts = climb + target[shared...]
    return parts.isEmpty ? "." : parts.joined(separator: "/")
  }

  /// `text` as a JSON string, escaped as `JSONWriter` escapes every string
  /// Tessera writes, so the bytes never depend on a JSON library's choices.
  static func quoted(_ text: String) -> String {
    var result = ""
    JSONWriter.writeString(text, into: &result)
    return result
  }
}
