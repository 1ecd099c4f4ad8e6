import Foundation
import TesseraAccessibility
import TesseraColor
import TesseraFoundation
import TesseraStrings
import TesseraTokens

/// What one command's cache file holds: the run's key, what it found, and
/// what it read and wrote beyond the key, to check on a hit.
///
/// It is JSON, versioned by ``formatVersion`` and the tool's version; a
/// file of another version, or any bytes that don't decode as one, is
/// ignored (``InputCache/lookup(command:tool:key:listing:)``).
package struct CacheRecord: Sendable, Hashable, Codable {
  /// Bumped whenever the record or the fingerprint changes shape.
  package static let formatVersion = 1

  /// The coverage of a rendered UI, as `CoverageSummary` gives it.
  package struct Coverage: Sendable, Hashable, Codable {
    package var rendered: Int
    package var declared: Int

    init(_ summary: CoverageSummary) {
      rendered = summary.rendered
      declared = summary.declared
    }

    /// The coverage as the run reported it.
    var summary: CoverageSummary { CoverageSummary(rendered: rendered, declared: declared) }
  }

  package var format: Int
  /// The tool's version and build, as the fingerprint took it.
  package var tool: String
  /// `generate` or `lint`.
  package var command: String
  /// The ``InputFingerprint`` of the run.
  package var key: Digest128
  /// Every diagnostic the run reported, in order.
  package var diagnostics: [Diagnostic]
  /// How many findings the baseline hid, or `nil` without a baseline.
  package var hiddenCount: Int?
  package var coverage: Coverage?
  /// Files the run read that the key doesn't cover (a file a DTCG resolver
  /// names outside the tokens folder, say).
  package var dependencies: [FileStamp]
  /// The files `generate` wrote or found up to date, in the output folder
  /// and the asset catalog.
  package var outputs: [FileStamp]
  /// The entries of the output folder (but the cache's) and of the asset
  /// catalog, after the run: a file added there is a miss, since a fresh
  /// run could remove it or refuse the catalog.
  package var outputListing: [String]

  package init(
    tool: String, command: String, key: Digest128, diagnostics: [Diagnostic], hiddenCount: Int?,
    coverage: CoverageSummary?, dependencies: [FileStamp], outputs: [FileStamp], outputListing: [String]
  ) {
    self.format = Self.formatVersion
    self.tool = tool
    self.command = command
    self.key = key
    self.diagnostics = diagnostics
    self.hiddenCount = hiddenCount
    self.coverage = coverage.map(Coverage.init)
    self.dependencies = dependencies
    self.outputs = outputs
    self.outputListing = outputListing
  }

  /// The recorded coverage, as the run reported it.
  package var coverageSummary: CoverageSummary? {
    coverage?.summary
  }
}
