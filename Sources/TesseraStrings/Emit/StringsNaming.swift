import TesseraFoundation

/// How string keys become Swift names.
///
/// - A table is a namespace named after it (`CardForm.strings` →
///   `Strings.CardForm`); `Localizable` is the root, `Strings`.
/// - A key that starts with its table's name in snake case drops it:
///   `bank_selector_title` in `BankSelector` → `Strings.BankSelector.title`.
/// - Dots nest further: `errors.network.title` → `Errors.Network.title`.
/// - The last segment is the member, in lowerCamelCase, from its ASCII
///   letters and digits (`Pay now!` → `payNow`); a key with none gets
///   `string` and a stable hash.
///
/// Two keys that map to one Swift name are a `strings-name-collision`.
public enum StringsNaming {
  /// The Swift path of a key: nested type names, then the member name.
  public struct Path: Sendable, Hashable, CustomStringConvertible {
    /// The nested type names, outermost first: `["CardForm"]` for
    /// `Strings.CardForm.title`; empty for a `Localizable` key without dots.
    public var namespaces: [String]
    /// The accessor's name: `title` in `Strings.CardForm.title`.
    public var member: String

    /// The path under the default namespace: `Strings.CardForm.title`.
    public var description: String { spelled(in: "Strings") }

    /// The path under the namespace `root`: `L10n.CardForm.title`.
    public func spelled(in root: String) -> String { ([root] + namespaces + [member]).joined(separator: ".") }
  }

  /// Names the generated support code declares; a namespace may not use them.
  package static let reservedTypeNames: Set<String> = [
    "Strings", "LocalizedString", "Localizer", "LocalizationArgument", "Type", "Self", "Protocol", "Any",
    // Standard types the generated accessors spell, which a nested type would shadow.
    "String", "Int", "UInt", "Double", "Character", "Bool", "Array", "Optional", "Swift",
  ]

  /// The path of `key` in `table`, with the member named as `names` (by
  /// table, then key: `accessor_names` in `tessera.yml`) names it, if it does.
  public static func path(table: String, key: String, names: [String: [String: String]]) -> Path {
    var path = path(table: table, key: key)
    if let name = names[table]?[key] { path.member = name }
    return path
  }

  /// The path of `key` in `table`, by the rules above, before any name chosen
  /// by hand.
  public static func path(table: String, key: String) -> Path {
    var namespaces: [String] = []
    var remainder = key
    if table != "Localizable" {
      namespaces.append(typeName(table))
      let prefix = snakeCase(table)
      for separator in ["_", "."] where remainder.lowercased().hasPrefix(prefix + separator) {
        let stripped = String(remainder.dropFirst(prefix.count + 1))
        if !stripped.isEmpty, stripped.contains(where: \.isLetter) { remainder = stripped }
        break
      }
    }
    var segments = remainder.split(separator: ".").map(String.init)
    if segments.isEmpty { segments = [remainder] }
    let last = segments.removeLast()
    namespaces += segments.map(typeName)
    return Path(namespaces: namespaces, member: memberName(last, key: key))
  }

  /// `BankSelector` → `bank_selector`.
  package static func snakeCase(_ name: String) -> String {
    if name.utf8.allSatisfy({ $0 < 0x80 }) {  // the common case, on bytes
      var bytes: [UInt8] = []
      bytes.reserveCapacity(name.utf8.count + 4)
      var previous: UInt8?
      for byte in name.utf8 {
        if (0x41...0x5A).contains(byte), let previous,
          (0x61...0x7A).contains(previous) || (0x30...0x39).contains(previous)
        {
          bytes.append(0x5F)
        }
        bytes.append(
          byte == 0x2D || byte == 0x20 ? 0x5F : (0x41...0x5A).contains(byte) ? byte + 0x20 : byte)
        previous = byte
      }
      return String(decoding: bytes, as: UTF8.self)
    }
    var result = ""
    var previous: Character?
    for character in name {
      if character.isUppercase, let previous, previous.isLowercase || previous.isNumber {
        result += "_"
      }
      result += character == "-" || character == " " ? "_" : character.lowercased()
      previous = character
    }
    return result
  }

  package static func words(_ name: String) -> [String] {
    // ASCII names, nearly all of them, split on bytes; the rest by Character, where a
    // letter with a combining mark is one non-ASCII character and so a separator.
    guard name.utf8.allSatisfy({ $0 < 0x80 }) else {
      return name.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }.map(String.init)
    }
    return name.utf8.split { byte in
      !((0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte))
    }.map { String(decoding: $0, as: UTF8.self) }
  }

  /// The words of `name`, each capitalized, joined: `ar-XB` is `ArXB`.
  package static func upperCamel(_ name: String) -> String {
    words(name).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }

  package static func typeName(_ name: String) -> String {
    let joined = upperCamel(name)
    guard let first = joined.first else { return "Group" }
    let safe = first.isNumber ? "_" + joined : joined
    return reservedTypeNames.contains(safe) ? safe + "_" : safe
  }

  package static func memberName(_ segment: String, key: String) -> String {
    let parts = words(segment)
    guard let first = parts.first else { return "string" + stableHash(key) }
    let head =
      first.allSatisfy(\.isUppercase) ? first.lowercased() : first.prefix(1).lowercased() + first.dropFirst()
    let name = head + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    return name.first?.isNumber == true ? "_" + name : name
  }

  /// FNV-1a of the key, 8 hex digits: the same on every machine.
  package static func stableHash(_ key: String) -> String {
    var hash: UInt32 = 0x811C_9DC5
    for byte in key.utf8 {
      hash ^= UInt32(byte)
      hash = hash &* 0x0100_0193
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 8 - digits.count) + digits
  }
}
