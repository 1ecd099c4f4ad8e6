import Foundation
import TesseraAccessibility
import TesseraColor
import TesseraFoundation
import TesseraStrings
import TesseraTokens

/// What the strings stage of one command's run found and wrote, kept in the
/// input cache beside the whole run's record (``CacheRecord``) as
/// `<command>.strings.json` (``StringsStageCache``):
/// - for each string table, the key of its files, what it says (its
///   content digests), and what was found about it;
/// - for the strings' Swift, and for the accessibility stage with the use
///   of the strings in Swift sources, the key of their inputs with the
///   tables' content, what they found and the files they wrote.
///
/// It is JSON, versioned by ``formatVersion`` and the tool's version; a
/// file of another version, or any bytes that don't decode as one, is
/// ignored.
package struct StringsStageRecord: Sendable, Hashable, Codable {
  /// Bumped whenever the record or its keys change shape.
  package static let formatVersion = 2

  /// One table: the files of its name in every locale.
  package struct Table: Sendable, Hashable, Codable {
    package var name: String
    /// The digest of its files' paths and bytes, the locales and the
    /// options its findings depend on; `nil` when a file couldn't be read,
    /// so the table is always read again.
    package var key: Digest128?
    /// ``StringsCatalog/contentDigest(ofTable:onlyBase:)`` in every locale.
    package var content: Digest128
    /// The same in the base locale alone.
    package var baseContent: Digest128
    /// What loading its files and the table checks found, as found.
    package var diagnostics: [Diagnostic]
  }

  package var format: Int
  /// The tool's version and build, as the key took it.
  package var tool: String
  /// `generate` or `lint`.
  package var command: String
  package var tables: [Table]
  /// The strings' Swift.
  package var swift: StageRecordPart?
  /// The accessibility stage and the use of the strings in Swift sources.
  package var following: StageRecordPart?

  package init(tool: String, command: String, tables: [Table], swift: StageRecordPart?, following: StageRecordPart?) {
    self.format = Self.formatVersion
    self.tool = tool
    self.command = command
    self.tables = tables
    self.swift = swift
    self.following = following
  }
}
