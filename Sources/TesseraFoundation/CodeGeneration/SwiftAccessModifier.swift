/// The access modifier of an emitted declaration.
///
/// A declaration without one (`nil` where a modifier is optional) gets
/// Swift's default, `internal`, without the keyword.
package enum SwiftAccessModifier: String, Sendable, Hashable, CaseIterable {
  /// `public`: visible to the modules that import the generated code.
  case `public`
  /// `package`: visible to the modules of the same package.
  case `package`
  /// `internal`: visible in the module that compiles the generated code.
  case `internal`
  /// `fileprivate`: visible in the generated file.
  case `fileprivate`
  /// `private`: visible in the enclosing declaration.
  case `private`

  /// The keyword, as written before a declaration.
  package var keyword: String { rawValue }
}
