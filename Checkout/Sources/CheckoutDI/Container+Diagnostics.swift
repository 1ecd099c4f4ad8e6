extension Container {
  /// This container's own registrations (not its parent's), ordered by
  /// type, then parameter type, then name.
  ///
  /// A snapshot: registrations made, and instances built, while it is
  /// taken may or may not be in it.
  var registrations: [RegistrationInfo] {
    let (registrations, syncInstances) = registry.withLock { ($0.registrations, $0.instances) }
    return registrations.keys.sorted { $0.precedes($1) }.compactMap { key in
      guard let registration = registrations[key] else { return nil }
      let instance: SharedInstance?
      switch registration.factory {
      case .sync: instance = syncInstances[key]
      case .async: instance = sharedInstances[key]
      }
      return RegistrationInfo(
        type: key.typeName, argument: key.argumentName, name: key.name, lifetime: registration.lifetime.kind,
        isSynchronous: registration.isSynchronous, hasInstance: instance?.value(for: registration) != nil)
    }
  }
}
