import TesseraAccessibility
import TesseraColor
import TesseraFoundation
import TesseraStrings
import TesseraTokens

/// Diagnostics as GitHub Actions workflow commands, which GitHub shows as
/// annotations on the changed lines: `::error file=Tokens/dark.xml,line=41,col=7,title=token-parity::…`.
/// Notes become `::notice` lines at their own locations.
package enum GitHubFormat {
  package static func render(_ diagnostics: [Diagnostic]) -> String {
    var output = ""
    for diagnostic in diagnostics {
      let command =
        switch diagnostic.severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
      output += line(command, diagnostic.location, title: diagnostic.rule.rawValue, message: diagnostic.message)
      for note in diagnostic.notes {
        output += line("notice", note.location, title: diagnostic.rule.rawValue, message: note.message)
      }
    }
    return output
  }

  private static func line(_ command: String, _ location: SourceLocation, title: String, message: String) -> String {
    "::\(command) file=\(property(location.file)),line=\(location.line),col=\(location.column),"
      + "title=\(property(title))::\(data(message))\n"
  }

  /// The escaping GitHub requires of a command's message.
  package static func data(_ text: String) -> String {
    text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
      .replacingOccurrences(of: "\n", with: "%0A")
  }

  /// The escaping GitHub requires of a property value.
  package static func property(_ text: String) -> String {
    data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
  }
}
