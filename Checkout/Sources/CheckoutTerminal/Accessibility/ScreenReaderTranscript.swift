import CheckoutAssets
import CheckoutComponents

/// A screen as a screen reader presents it: one line per element, in
/// reading order, with its role, localized label, hint, value and
/// identifier. Announcements are the status elements; an image on its own
/// is read by its label, a decorative one not at all.
///
///     > button: Pay € 24,90 | hint: Confirms the payment… | id: checkout_components_…
public enum ScreenReaderTranscript {
  /// The lines for `layout`, elements and static text in reading order;
  /// `focused` is marked with `>`.
  public static func lines(for layout: Layout, localizer: Localizer, focused: String?) -> [String] {
    let elements = layout.elements.map { (rows: $0.rows, line: line(for: $0, localizer: localizer, focused: focused)) }
    let texts = layout.staticTexts.map { (rows: $0.rows, line: "  text: " + TextFitting.sanitize($0.text)) }
    let images = layout.images.map { (rows: $0.rows, line: "  image: " + TextFitting.sanitize($0.label)) }
    return (elements + texts + images).enumerated().sorted { a, b in
      // Top to bottom; a container before what it holds; then drawing order.
      let (aRows, bRows) = (a.element.rows, b.element.rows)
      if aRows.lowerBound != bRows.lowerBound { return aRows.lowerBound < bRows.lowerBound }
      if aRows.count != bRows.count { return aRows.count > bRows.count }
      return a.offset < b.offset
    }.map(\.element.line)
  }

  /// What to read when the transcript goes from `old` to `new`: a new
  /// screen (other elements) in full after a `—`; on the same screen, only
  /// the lines that changed, such as a field's value or the focus.
  public static func changes(from old: [String], to new: [String]) -> [String] {
    func key(_ line: String) -> Substring {
      let body = line.dropFirst(2)
      return body.range(of: " | id: ").map { body[$0.lowerBound...] } ?? body
    }
    guard old.count == new.count, zip(old, new).allSatisfy({ key($0) == key($1) }) else { return ["—"] + new }
    return zip(old, new).filter { $0 != $1 && ($1.hasPrefix(">") || $0.dropFirst(2) != $1.dropFirst(2)) }.map(\.1)
  }

  /// One element's line.
  public static func line(for placed: Layout.PlacedElement, localizer: Localizer, focused: String?) -> String {
    let element = placed.element
    let label = element.localizedLabel(localizer)
    var parts = ["\(element.role.rawValue): \(label ?? placed.visibleText ?? "")"]
    // What an announcement shows, where it says more than its label: the reason a payment failed.
    if element.role == .status, let shown = placed.visibleText, label != nil, shown != label {
      parts.append("text: \(shown)")
    }
    if let value = placed.fieldValue ?? element.localizedValue(localizer), !value.isEmpty {
      parts.append("value: \(value)")
    }
    if !placed.isEnabled { parts.append("dimmed") }
    if let hint = element.localizedHint(localizer) { parts.append("hint: \(hint)") }
    parts.append("id: \(element.identifier)")
    let marker = element.identifier == focused ? "> " : "  "
    return marker + TextFitting.sanitize(parts.joined(separator: " | "))
  }
}
