// TesseraCore's public API names the foundation's types (a `Diagnostic` in every `PipelineResult`, a
// `SourceLocation` in every diagnostic): `import TesseraCore` brings them, as it did before the foundation
// was a target of its own.
@_exported import TesseraFoundation
