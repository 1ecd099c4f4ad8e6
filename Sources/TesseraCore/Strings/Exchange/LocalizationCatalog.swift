import Foundation
import TesseraAccessibility
import TesseraColor
import TesseraFoundation
import TesseraStrings
import TesseraTokens

/// The string catalog export and import work on, loaded as `lint` loads it.
/// Only its errors are reported (warnings are `lint`'s to give): a catalog
/// with an error in it is neither exported nor written into.
struct LocalizationCatalog {
  var catalog: StringsCatalog
  var errors: [Diagnostic]

  init(_ inputs: PipelineInputs) {
    guard let directory = inputs.stringsDirectory else {
      catalog = StringsCatalog(baseLocale: inputs.baseLocale, locales: [])
      errors = []
      return
    }
    let loader = StringsCatalogLoader(baseLocale: inputs.baseLocale, maximumFileSize: inputs.maximumFileSize)
    let (catalog, diagnostics) = loader.load(directory: directory, displayBase: inputs.displayBase)
    self.catalog = catalog
    errors = diagnostics.filter { $0.severity == .error }
  }
}
