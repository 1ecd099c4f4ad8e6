import Foundation
import Testing

@testable import TesseraAccessibility
@testable import TesseraColor
@testable import TesseraCore
@testable import TesseraFoundation
@testable import TesseraStrings
@testable import TesseraTokens

/// The support code as TesseraCore embeds and copies it: which files, which part of each, and the
/// access level.
@Suite struct SupportSourceTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  @Test func onlyLeadingPublicModifiersTakeTheAccessLevel() {
    let text = """
      /// A public type, in public.
      public struct A {
        public let name = "public value"
        @inline(never) public func f() {}
        let publicity = 1
          public static let nested = 2
      }
      publicly()
      """
    let expected = """
      /// A public type, in public.
      internal struct A {
        internal let name = "public value"
        @inline(never) public func f() {}
        let publicity = 1
          internal static let nested = 2
      }
      publicly()
      """
    #expect(SupportSource.applying(access: .internal, to: text) == expected)
    #expect(SupportSource.applying(access: .public, to: text) == text)
  }

  /// A leading `package` marks a support type the compiler's targets share (the plural operands, which the
  /// strings target names in its API); the generated code keeps it internal, at either access level.
  @Test func aLeadingPackageModifierIsDropped() {
    let text = """
      package enum Category: Sendable {
        case one
      }
        package struct Nested {}
      let packaged = "package "
      """
    let expected = """
      enum Category: Sendable {
        case one
      }
        struct Nested {}
      let packaged = "package "
      """
    #expect(SupportSource.applying(access: .internal, to: text) == expected)
    #expect(SupportSource.applying(access: .public, to: text) == expected)
    #expect(
      SupportSource.localization.declarations(access: .public).contains("\nenum TesseraPluralCategory: Sendable {"))
  }

  @Test func everyPublicModifierOfTheSupportCodeIsAtTheStartOfItsLine() {
    // The rewrite only sees leading modifiers: one after an attribute would stay public.
    for source in SupportSource.allCases {
      let declarations = source.declarations(access: .public)
      let leading = declarations.split(separator: "\n").filter { $0.drop { $0 == " " }.hasPrefix("public ") }.count
      let anywhere = declarations.components(separatedBy: "public ").count - 1
      #expect(leading == anywhere, "\(source)")
      let rewritten = source.declarations(access: .internal)
      #expect(!rewritten.contains("public "), "\(source)")
      #expect(rewritten.count == declarations.count + leading * ("internal".count - "public".count))
    }
  }

  @Test func theCopyStartsAtTheFirstDeclaration() {
    let section = SupportSection(
      name: "Example",
      bytes: Array(
        "// What this is.\n// swift-format-ignore-file\n\nimport Foundation\nimport os\n\n/// Doc.\nstruct S {}\n\n"
          .utf8))
    #expect(section.imports == ["Foundation", "os"])
    #expect(section.declarations == "/// Doc.\nstruct S {}")
    for source in SupportSource.allCases {
      for section in source.sections {
        #expect(section.declarations.hasPrefix("/// "), "\(section.name)")
        #expect(!section.declarations.contains("swift-format-ignore"), "\(section.name)")
      }
    }
  }

  /// Every file of `Sources/TesseraSupport` outside `StandIns` is copied, into one generated file,
  /// and the embedded text is the file's, through one link in `Support/Embedded`.
  @Test func everySupportFileIsEmbeddedOnce() throws {
    let folder = Self.root.appendingPathComponent("Sources/TesseraSupport")
    let files = try #require(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }
      .filter { $0.hasSuffix(".swift") && !$0.hasPrefix("StandIns/") }
    let sections = SupportSource.allCases.flatMap(\.sections)
    func name(_ file: String) -> String { URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent }
    #expect(sections.map(\.name).sorted() == files.map(name).sorted())
    for file in files {
      let name = name(file)
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      #expect(sections.first { $0.name == name }?.text == text, "\(file)")
    }
    // `Support/Embedded` holds one link a support file, to that file, and Package.swift's
    // `supportSections` names each link once.
    let embedded = Self.root.appendingPathComponent("Sources/TesseraFoundation/Support/Embedded")
    let links = try FileManager.default.contentsOfDirectory(atPath: embedded.path).sorted()
    #expect(links == files.map { name($0) + ".swift" }.sorted())
    let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
    let list = try #require(manifest.range(of: "let supportSections = [").map { manifest[$0.upperBound...] })
    let listed = list.prefix { $0 != "]" }.split(separator: ",").map {
      $0.trimmingCharacters(in: .whitespacesAndNewlines).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
    }.filter { !$0.isEmpty }
    #expect(listed.sorted() == files.map(name).sorted())
    for file in files {
      let link = embedded.appendingPathComponent(name(file) + ".swift")
      let target = try FileManager.default.destinationOfSymbolicLink(atPath: link.path)
      #expect(target == "../../../TesseraSupport/" + file, "\(file)")
    }
  }

  /// The emitters write the imports the support code needs.
  @Test func generatedSupportFilesImportWhatTheirSectionsImport() throws {
    let files: [(SupportSource, String)] = [
      (.localization, SharedFacts.OutputFile.localizationSupport),
      (.tokens, SharedFacts.OutputFile.designTokenTypes),
      (.accessibility, SharedFacts.OutputFile.accessibilityTypes),
    ]
    for (source, name) in files {
      let text = try String(contentsOf: Self.root.appendingPathComponent("Generated/\(name)"), encoding: .utf8)
      let imports = text.split(separator: "\n").filter { $0.hasPrefix("import ") }.map { String($0.dropFirst(7)) }
      #expect(imports == source.imports, "\(name)")
      #expect(text.hasSuffix(source.declarations(access: .public) + "\n"), "\(name)")
    }
  }

  @Test func theDeclaredTypesAreReadFromTheSupportCode() {
    #expect(
      SupportSource.localization.declaredTypeNames == [
        "LocalizationArgument", "LocalizedString", "Localizer", "TesseraMessage", "TesseraPluralVariable",
        "TesseraCompiledLocale", "TesseraMessageTable", "TesseraPluralCategory", "TesseraPluralOperands",
        "TesseraFormatter", "LocalizationDevice", "TesseraDeviceForm", "TesseraKeyIndex",
      ])
    #expect(
      SupportSource.tokens.declaredTypeNames == [
        "RGBAColor", "FontWeight", "Typography", "CubicBezier", "TokenStrokeStyle", "TokenBorder", "TokenShadow",
        "TokenGradient", "TokenTransition", "TesseraTokenValues", "TesseraTokenSlice",
      ])
    #expect(SupportSource.accessibility.declaredTypeNames == ["A11yRole", "A11yElement"])
    #expect(GenerationOptions.supportTypeNames.isSuperset(of: SupportSource.localization.declaredTypeNames))
    #expect(GenerationOptions.supportTypeNames.contains("TesseraFormatter"))
  }
}
