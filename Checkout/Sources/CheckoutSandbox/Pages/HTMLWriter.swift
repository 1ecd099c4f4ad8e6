import CheckoutComponents

/// Writes an HTML document one element a line, escaping every text and attribute value it is
/// given (``HTMLEscaping``); element and attribute names are the caller's literals.
struct HTMLWriter {
  /// An attribute: its name, and its value, or nil for a boolean attribute such as `autofocus`.
  typealias Attribute = (name: String, value: String?)

  private var lines = ["<!DOCTYPE html>"]

  /// The document written so far.
  var html: String { lines.joined(separator: "\n") + "\n" }

  /// An opening tag, such as `<main data-kind="bank">`, or a void element such as `<meta …>`.
  mutating func open(_ name: String, _ attributes: [Attribute] = []) {
    lines.append("<\(name)\(Self.attributes(attributes))>")
  }

  /// A closing tag.
  mutating func close(_ name: String) {
    lines.append("</\(name)>")
  }

  /// An element with text content and nothing else.
  mutating func element(_ name: String, _ attributes: [Attribute] = [], text: String) {
    lines.append("<\(name)\(Self.attributes(attributes))>\(HTMLEscaping.escape(text))</\(name)>")
  }

  private static func attributes(_ attributes: [Attribute]) -> String {
    var written = ""
    for attribute in attributes {
      written += " \(attribute.name)"
      if let value = attribute.value {
        written += "=\"\(HTMLEscaping.escape(value))\""
      }
    }
    return written
  }
}
