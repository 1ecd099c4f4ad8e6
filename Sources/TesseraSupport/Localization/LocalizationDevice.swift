// Support code: `tessera generate` copies this file into the generated LocalizationSupport.swift,
// from its first declaration on (see `SupportSource` in TesseraFoundation).

/// The kind of device text is shown on, for the device variations of a
/// String Catalog: a ``Localizer`` made for `.ipad` shows a key's iPad form
/// where it has one, and its `other` form where it doesn't.
///
/// The host app says which device it runs on, since only it knows (on iOS
/// that is `UIDevice.current.userInterfaceIdiom`):
///
/// ```swift
/// let localize = Localizer(locale: "de", device: .ipad)
/// ```
public struct LocalizationDevice: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
  /// The device's name as String Catalogs write it, such as `ipad`.
  public let rawValue: String

  /// The device a String Catalog names `rawValue`.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// The device's name as String Catalogs write it, such as `ipad`: the raw value.
  public var description: String { rawValue }

  /// An iPhone.
  public static let iphone = LocalizationDevice(rawValue: "iphone")
  /// An iPad.
  public static let ipad = LocalizationDevice(rawValue: "ipad")
  /// An iPod touch.
  public static let ipod = LocalizationDevice(rawValue: "ipod")
  /// A Mac, Mac Catalyst included.
  public static let mac = LocalizationDevice(rawValue: "mac")
  /// An Apple Watch.
  public static let appleWatch = LocalizationDevice(rawValue: "applewatch")
  /// An Apple TV.
  public static let appleTV = LocalizationDevice(rawValue: "appletv")
  /// An Apple Vision Pro.
  public static let appleVision = LocalizationDevice(rawValue: "applevision")
  /// Any other device: only `other` forms are shown.
  public static let other = LocalizationDevice(rawValue: "other")
}
