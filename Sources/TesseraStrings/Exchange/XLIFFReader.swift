import Foundation
import TesseraFoundation

/// Reads an XLIFF 1.2 file through the hardened `XMLLoader`: no DTD, no
/// entities, nothing loaded from outside the file, and the size cap.
///
/// It accepts what Xcode's export and translation tools write: an
/// `<xliff version="1.2">` root, `<file>`s with `original` and
/// `target-language`, and `<trans-unit>`s with an `id`, directly in the
/// `<body>` or in `<group>`s. Anything else is an `xliff-invalid` error at
/// the element or attribute at fault.
package struct XLIFFReader: Sendable {
  package var maximumFileSize: Int

  package init(maximumFileSize: Int = XMLLoader.defaultMaximumFileSize) {
    self.maximumFileSize = maximumFileSize
  }

  /// The document at `url`, or the diagnostics that say why there is none.
  package func read(contentsOf url: URL, displayPath: String) -> (XLIFFDocument?, [Diagnostic]) {
    let loader = XMLLoader(maximumFileSize: maximumFileSize, externalDTDPolicy: .reject)
    let (document, diagnostics) = loader.load(contentsOf: url, displayPath: displayPath)
    return read(document, diagnostics: diagnostics)
  }

  /// The document `bytes` hold, or the diagnostics that say why there is none.
  package func read(_ bytes: [UInt8], displayPath: String) -> (XLIFFDocument?, [Diagnostic]) {
    let loader = XMLLoader(maximumFileSize: maximumFileSize, externalDTDPolicy: .reject)
    let (document, diagnostics) = loader.parse(bytes, displayPath: displayPath)
    return read(document, diagnostics: diagnostics)
  }

  private func read(_ document: XMLDocument?, diagnostics: [Diagnostic]) -> (XLIFFDocument?, [Diagnostic]) {
    guard let document, !diagnostics.contains(where: { $0.severity == .error }) else { return (nil, diagnostics) }
    var problems = diagnostics
    let read = Self.read(document.root, diagnostics: &problems)
    return (problems.contains { $0.severity == .error } ? nil : read, problems)
  }

  private static func read(_ root: XMLElement, diagnostics: inout [Diagnostic]) -> XLIFFDocument? {
    guard root.name == "xliff" else {
      diagnostics.append(
        .error(
          .xliffInvalid,
          "The root element is <\(root.name)>, not <xliff>; import reads XLIFF 1.2 files, such as "
            + "`tessera export-localizations` and Xcode write.",
          at: root.location))
      return nil
    }
    guard root[attribute: "version"] == "1.2" else {
      diagnostics.append(
        .error(
          .xliffInvalid,
          "The XLIFF version is \(root[attribute: "version"].map { "'\($0)'" } ?? "not given"); import reads "
            + "version 1.2 (version=\"1.2\"), the version of Xcode's localization export.",
          at: root.location(ofAttribute: "version")))
      return nil
    }
    var files: [XLIFFDocument.File] = []
    var language: (identifier: String, element: XMLElement)?
    for element in root.children where element.name == "file" {
      guard let original = element[attribute: "original"] else {
        diagnostics.append(
          .error(
            .xliffInvalid,
            "This <file> has no 'original' attribute, so it names no table; add the path of the base locale's "
              + "file, such as original=\"Strings/en.lproj/Localizable.strings\".",
            at: element.location))
        continue
      }
      guard let target = element[attribute: "target-language"], !target.isEmpty else {
        diagnostics.append(
          .error(
            .xliffInvalid,
            "The <file> '\(original)' has no 'target-language', so its locale is unknown; add one, such as "
              + "target-language=\"de\".",
            at: element.location))
        continue
      }
      guard LocaleIdentifier.isWellFormed(target) else {
        diagnostics.append(
          .error(
            .xliffInvalid,
            "The target language '\(target)' is not a locale identifier, so it names no .lproj folder; use one "
              + "such as de, pt-BR or zh-Hant.",
            at: element.location(ofAttribute: "target-language")))
        continue
      }
      if let first = language, LocaleIdentifier(first.identifier) != LocaleIdentifier(target) {
        diagnostics.append(
          .error(
            .xliffInvalid,
            "The <file> '\(original)' translates into '\(target)', but an earlier <file> into "
              + "'\(first.identifier)'; an XLIFF file holds one language, so split it.",
            at: element.location(ofAttribute: "target-language"),
            notes: [.init("the first language is here", at: first.element.location(ofAttribute: "target-language"))]))
        continue
      }
      language = language ?? (target, element)
      var units: [XLIFFDocument.Unit] = []
      for body in element.children where body.name == "body" {
        collectUnits(in: body, into: &units, diagnostics: &diagnostics)
      }
      files.append(
        XLIFFDocument.File(
          original: original, sourceLanguage: element[attribute: "source-language"], targetLanguage: target,
          element: element, units: units))
    }
    guard let language else {
      if root.children.contains(where: { $0.name == "file" }) { return nil }
      diagnostics.append(
        .error(
          .xliffInvalid,
          "The XLIFF file has no <file>, so there is nothing to import; export one with `tessera export-localizations`.",
          at: root.location))
      return nil
    }
    return XLIFFDocument(files: files, targetLanguage: language.identifier)
  }

  private static func collectUnits(
    in element: XMLElement, into units: inout [XLIFFDocument.Unit], diagnostics: inout [Diagnostic]
  ) {
    for child in element.children {
      switch child.name {
      case "group":
        collectUnits(in: child, into: &units, diagnostics: &diagnostics)
      case "trans-unit":
        guard let id = child[attribute: "id"] else {
          diagnostics.append(
            .error(
              .xliffInvalid,
              "This <trans-unit> has no 'id', so it names no key; add the key it translates as id=\"…\".",
              at: child.location))
          continue
        }
        units.append(
          XLIFFDocument.Unit(
            id: id, element: child, source: child.children.first { $0.name == "source" },
            target: child.children.first { $0.name == "target" }))
      default:
        continue
      }
    }
  }
}
