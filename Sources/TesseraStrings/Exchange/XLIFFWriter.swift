import TesseraFoundation

/// Writes XLIFF 1.2 as Xcode's localization export does.
///
/// ```xml
/// <?xml version="1.0" encoding="UTF-8"?>
/// <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" … version="1.2" …>
///   <file original="Strings/en.lproj/Checkout.strings" source-language="en" target-language="de" datatype="plaintext">
///     <header>
///       <tool tool-id="tessera" tool-name="Tessera" tool-version="…"/>
///     </header>
///     <body>
///       <trans-unit id="pay" xml:space="preserve">
///         <source>Pay</source>
///         <target state="translated">Bezahlen</target>
///         <note>The checkout's main button</note>
///       </trans-unit>
/// ```
///
/// Two spaces of indentation, attributes in Xcode's order, an empty
/// `<note/>` for a unit without a note, a final newline. The text is built
/// here rather than with libxml2's writer, to lay it out exactly as Xcode
/// does; every export is read back through the hardened `XMLLoader` in
/// the tests. Text the XML can't hold is refused by the exporter before it
/// gets here (`XMLEscaping.firstUnrepresentable(in:)`).
package enum XLIFFWriter {
  /// One `<file>`: a table's units for one target language.
  package struct File: Sendable {
    package var original: String
    package var sourceLanguage: String
    package var targetLanguage: String
    package var units: [TranslationUnit]

    package init(original: String, sourceLanguage: String, targetLanguage: String, units: [TranslationUnit]) {
      self.original = original
      self.sourceLanguage = sourceLanguage
      self.targetLanguage = targetLanguage
      self.units = units
    }
  }

  package static let namespace = "urn:oasis:names:tc:xliff:document:1.2"

  /// The XLIFF document holding `files`.
  package static func write(_ files: [File], toolVersion: String = SharedFacts.version) -> String {
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      #"<xliff xmlns="\#(namespace)" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" version="1.2" "#
        + #"xsi:schemaLocation="\#(namespace) http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd">"#,
    ]
    for file in files {
      lines.append(
        #"  <file original="\#(XMLEscaping.attribute(file.original))" "#
          + #"source-language="\#(XMLEscaping.attribute(file.sourceLanguage))" "#
          + #"target-language="\#(XMLEscaping.attribute(file.targetLanguage))" datatype="plaintext">"#)
      lines += [
        "    <header>",
        #"      <tool tool-id="tessera" tool-name="Tessera" tool-version="\#(XMLEscaping.attribute(toolVersion))"/>"#,
        "    </header>",
        "    <body>",
      ]
      for unit in file.units {
        lines.append(#"      <trans-unit id="\#(XMLEscaping.attribute(unit.id))" xml:space="preserve">"#)
        lines.append("        <source>" + XMLEscaping.text(unit.source) + "</source>")
        lines.append(
          #"        <target state="\#(unit.state.rawValue)">"# + XMLEscaping.text(unit.target) + "</target>")
        lines.append(unit.note.map { "        <note>" + XMLEscaping.text($0) + "</note>" } ?? "        <note/>")
        lines.append("      </trans-unit>")
      }
      lines += ["    </body>", "  </file>"]
    }
    lines += ["</xliff>", ""]
    return lines.joined(separator: "\n")
  }
}
