/// The support code a generated file needs: `LocalizedString` and `Localizer`, the plural operands,
/// the colour and typography types, the accessibility types.
///
/// It is ordinary Swift in `Sources/TesseraSupport`, compiled and tested there as a module of its
/// own. SwiftPM embeds each of its files in TesseraFoundation (`resources: [.embedInCode(…)]`, through the
/// symlinks in `Support/Embedded`), and the emitters copy them into the output: a generated support
/// file is its sections, in order, each ``SupportSection/declarations`` separated by one blank line,
/// with ``SupportSource/applying(access:to:)`` giving it the configured access level.
///
/// The sections the compiler uses itself (the plural operands and categories, the colour, the
/// typography, the accessibility roles) are also compiled into the compiler, through the symlinks in
/// `Support/Shared` of the target that uses each (TesseraFoundation's for the token value types,
/// TesseraStrings' for the plural operands, TesseraAccessibility's for the roles): the compiler and the
/// generated code run the same source.
package enum SupportSource: CaseIterable {
  /// `LocalizationSupport.swift`: the localizer, the compiled tables' decoder, the plural operands
  /// and the formatter.
  case localization
  /// `DesignTokenTypes.swift`: `RGBAColor`, `FontWeight`, `Typography`, `CubicBezier`, the composite
  /// types (`TokenStrokeStyle`, `TokenBorder`, `TokenShadow`, `TokenGradient`, `TokenTransition`) and the
  /// token value arrays.
  case tokens
  /// `AccessibilityTypes.swift`: `A11yRole` and `A11yElement`.
  case accessibility

  /// The files of `Sources/TesseraSupport` the generated file is made of, in order: decoded and
  /// split once per run.
  package var sections: [SupportSection] {
    switch self {
    case .localization: Self.localizationSections
    case .tokens: Self.tokensSections
    case .accessibility: Self.accessibilitySections
    }
  }

  private static let localizationSections = makeSections(.localization)
  private static let tokensSections = makeSections(.tokens)
  private static let accessibilitySections = makeSections(.accessibility)

  private static func makeSections(_ source: SupportSource) -> [SupportSection] {
    switch source {
    case .localization:
      [
        SupportSection(name: "LocalizationArgument", bytes: PackageResources.LocalizationArgument_swift),
        SupportSection(name: "LocalizationDevice", bytes: PackageResources.LocalizationDevice_swift),
        SupportSection(name: "Localizer", bytes: PackageResources.Localizer_swift),
        SupportSection(name: "PluralOperands", bytes: PackageResources.PluralOperands_swift),
        SupportSection(name: "Formatter", bytes: PackageResources.Formatter_swift),
      ]
    case .tokens:
      [
        SupportSection(name: "RGBAColor", bytes: PackageResources.RGBAColor_swift),
        SupportSection(name: "Typography", bytes: PackageResources.Typography_swift),
        SupportSection(name: "CubicBezier", bytes: PackageResources.CubicBezier_swift),
        SupportSection(name: "StrokeStyle", bytes: PackageResources.StrokeStyle_swift),
        SupportSection(name: "Border", bytes: PackageResources.Border_swift),
        SupportSection(name: "Shadow", bytes: PackageResources.Shadow_swift),
        SupportSection(name: "Gradient", bytes: PackageResources.Gradient_swift),
        SupportSection(name: "Transition", bytes: PackageResources.Transition_swift),
        SupportSection(name: "TokenValues", bytes: PackageResources.TokenValues_swift),
      ]
    case .accessibility:
      [
        SupportSection(name: "A11yRole", bytes: PackageResources.A11yRole_swift),
        SupportSection(name: "A11yElement", bytes: PackageResources.A11yElement_swift),
      ]
    }
  }

  /// The modules the sections import, in order of first use, each once. The emitter writes these
  /// imports above the declarations.
  package var imports: [String] {
    var seen: [String] = []
    for module in sections.flatMap(\.imports) where !seen.contains(module) { seen.append(module) }
    return seen
  }

  /// The names of the types the support code declares at the top level, which the generated
  /// code's configurable names must not take.
  package var declaredTypeNames: Set<String> {
    let keywords: Set<Substring> = ["struct", "enum", "class", "protocol", "actor", "typealias"]
    var names: Set<String> = []
    for section in sections {
      for line in section.declarations.split(separator: "\n") where line.first?.isLetter == true {
        let words = line.split(separator: " ")
        guard let keyword = words.firstIndex(where: keywords.contains), keyword + 1 < words.count else { continue }
        names.insert(String(words[keyword + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
      }
    }
    return names
  }

  /// The declarations to emit, for code at `access`.
  package func declarations(access: GenerationOptions.AccessLevel) -> String {
    Self.applying(access: access, to: sections.map(\.declarations).joined(separator: "\n\n"))
  }

  /// `text` with each leading `public` modifier replaced by `access`, and each leading `package`
  /// modifier dropped.
  ///
  /// The support code is written `public` where the generated code's access level belongs. A line
  /// whose first token, after its indentation, is the word `public` followed by a space has that
  /// word replaced; nothing else changes, so `public` in a comment, a string or a longer name stays.
  /// With `access` `public` those lines are as written. A leading `package` marks a type the
  /// compiler's targets share (the plural operands, which the strings target compiles and names in
  /// its API); the generated code keeps it internal, as it was written before the compiler had
  /// targets, so the word is dropped.
  package static func applying(access: GenerationOptions.AccessLevel, to text: String) -> String {
    var lines: [Substring] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let indentation = line.prefix { $0 == " " }
      let rest = line.dropFirst(indentation.count)
      if rest.hasPrefix("package ") {
        lines.append(indentation + rest.dropFirst("package ".count))
      } else if access != .public, rest.hasPrefix("public ") {
        lines.append(indentation + Substring(access.rawValue) + rest.dropFirst("public".count))
      } else {
        lines.append(line)
      }
    }
    return lines.joined(separator: "\n")
  }
}

/// One file of `Sources/TesseraSupport`, as TesseraFoundation embeds it.
///
/// A file opens with a preamble that is not copied: `//` comments saying what the file is, blank
/// lines and imports. The copy starts at the first other line, the first declaration's `///`
/// documentation, and runs to the end of the file, less its final line break.
package struct SupportSection: Sendable {
  /// The file's name without `.swift`.
  package let name: String
  /// The whole file, preamble included.
  package let text: String
  /// The modules the preamble imports.
  package let imports: [String]
  /// What is copied: the file from its first declaration on, without the final line break.
  package let declarations: String

  /// The section, split once into its preamble (the leading blank lines, imports and `//`
  /// comments, not `///`) and what follows it.
  package init(name: String, bytes: [UInt8]) {
    self.name = name
    text = String(decoding: bytes, as: UTF8.self)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let preamble = lines.prefix { line in
      line.isEmpty || line.hasPrefix("import ") || (line.hasPrefix("//") && !line.hasPrefix("///"))
    }
    imports = preamble.compactMap { line in
      line.hasPrefix("import ") ? line.split(separator: " ").dropFirst().first.map(String.init) : nil
    }
    var body = lines.dropFirst(preamble.count).joined(separator: "\n")
    while body.hasSuffix("\n") { body.removeLast() }
    declarations = body
  }
}
