import ArgumentParser
import TesseraCore
import TesseraFoundation

/// How a command prints its diagnostics: the options of every command that
/// reports findings, declared once.
struct DiagnosticOutputOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "How to print diagnostics: text, json, github or sarif.",
      discussion: "text is path:line:col: error: message [rule-id], with the source line and a caret when the "
        + "output is a terminal; github is workflow commands that annotate a pull request; sarif is SARIF 2.1.0."))
  var format: DiagnosticFormat = .text

  @Flag(help: "Show absolute paths in diagnostics, as build systems and IDEs want them.")
  var absolutePaths = false
}
