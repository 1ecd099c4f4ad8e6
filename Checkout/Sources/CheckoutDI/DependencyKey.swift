/// Identifies one registration: the registered type, its optional name and,
/// for factories that take a parameter, the parameter's type.
///
/// Two keys are equal when the types, names and parameter types are equal;
/// the readable names are carried only for errors.
struct DependencyKey: Hashable, Sendable, CustomStringConvertible {
  private let type: ObjectIdentifier
  private let argument: ObjectIdentifier?
  /// The registration's name, if it has one.
  let name: String?
  /// The registered type as written in source, without its module.
  let typeName: String
  /// The parameter's type, for a factory that takes one.
  let argumentName: String?

  /// The key of an unnamed or named registration of `type` whose factory
  /// takes no parameter.
  init<T>(_ type: T.Type, name: String?) {
    self.type = ObjectIdentifier(type)
    self.argument = nil
    self.name = name
    self.typeName = String(describing: type)
    self.argumentName = nil
  }

  /// The key of a registration of `type` whose factory takes an `argument`.
  init<T, Argument>(_ type: T.Type, name: String?, argument: Argument.Type) {
    self.type = ObjectIdentifier(type)
    self.argument = ObjectIdentifier(argument)
    self.name = name
    self.typeName = String(describing: type)
    self.argumentName = String(describing: argument)
  }

  /// The type, then the parameter type in parentheses, then the name:
  /// `Service`, `Report(Int)`, `Service named "primary"`.
  var description: String {
    name.map { "\(typeWithArgument) named \"\($0)\"" } ?? typeWithArgument
  }

  /// The type, then the parameter type in parentheses if the factory takes
  /// one: `Service`, `Report(Int)`.
  var typeWithArgument: String {
    argumentName.map { "\(typeName)(\($0))" } ?? typeName
  }

  /// Whether this key comes before `other` in diagnostics: by type, then
  /// parameter type, then name, the unnamed registration first.
  func precedes(_ other: DependencyKey) -> Bool {
    (typeName, argumentName ?? "", name ?? "") < (other.typeName, other.argumentName ?? "", other.name ?? "")
  }

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.type == rhs.type && lhs.argument == rhs.argument && lhs.name == rhs.name
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(type)
    hasher.combine(argument)
    hasher.combine(name)
  }
}
