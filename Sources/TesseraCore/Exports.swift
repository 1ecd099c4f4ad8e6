// TesseraCore's public API names the types of the targets below it (a `Diagnostic` in every `PipelineResult`,
// `DTCGOptions` in `PipelineInputs`): `import TesseraCore` brings them, as it did before they were targets of
// their own.
@_exported import TesseraAccessibility
@_exported import TesseraColor
@_exported import TesseraFoundation
@_exported import TesseraStrings
@_exported import TesseraTokens
