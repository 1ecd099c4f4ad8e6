import TesseraColor
import TesseraFoundation

/// What an XML token catalog holds beyond the model, for `tessera convert
/// --to dtcg`: its groups' descriptions, which become the DTCG groups'
/// `$description`; and its comments, which DTCG (JSON) can't hold, reported
/// as `convert-not-expressible`.
package struct XMLCatalogScan {
  package let maximumFileSize: Int
  /// Each file's group descriptions, by display path, then group path.
  package private(set) var groupDescriptions: [String: [TokenPath: String]] = [:]
  package private(set) var diagnostics: [Diagnostic] = []

  package init(maximumFileSize: Int) {
    self.maximumFileSize = maximumFileSize
  }

  package mutating func scan(_ file: CatalogFile) {
    guard
      let document = XMLLoader(maximumFileSize: maximumFileSize).load(
        contentsOf: file.url, displayPath: file.displayPath
      ).0
    else { return }
    for child in document.root.children { visit(child, parent: TokenPath([]), file: file.displayPath) }
    let bytes = document.source.bytes
    let opening = Array("<!--".utf8)
    var index = 0
    while index + opening.count <= bytes.count {
      if bytes[index..<(index + opening.count)].elementsEqual(opening) {
        diagnostics.append(
          .warning(
            .convertNotExpressible,
            "A DTCG token file is JSON, which has no comments, so this comment is left out; move what it says into "
              + "a $description after converting.", at: document.source.location(ofOffset: index),
            subject: file.displayPath))
        index += opening.count
      } else {
        index += 1
      }
    }
  }

  private mutating func visit(_ element: XMLElement, parent: TokenPath, file: String) {
    guard element.name == "group", let name = element[attribute: "name"] else { return }
    let path = parent.appending(name)
    if let description = element[attribute: "description"]?.trimmingWhitespace, !description.isEmpty {
      groupDescriptions[file, default: [:]][path] = description
    }
    for child in element.children { visit(child, parent: path, file: file) }
  }
}
