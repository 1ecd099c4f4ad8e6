/// The access modifier of an emitted declaration.
///
/// A declaration without one (`nil` where a modifier is optional) gets
/// Swift's default, `internal`, without the keyword.
enum SwiftAccessModifier: String, Sendable, Hashable, CaseIterable {
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
  var keyword: String { rawValue }
}

extension GenerationOptions.AccessLevel {
  /// The modifier the generated declarations carry at this level.
  var modifier: SwiftAccessModifier {
    switch self {
    case .public: .public
    case .internal: .internal
    }
  }
}
