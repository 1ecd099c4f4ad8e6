import CheckoutAssets
import CheckoutComponents

/// A screen as a screen reader presents it: one line per element, in
/// reading order, with its role, localized label, hint, value and
/// identifier. Announcements are the status elements.
///
///     > button: Pay € 24,90 | hint: Confirms the payment… | id: checkout_components_…
public enum ScreenReaderTranscript {
  /// The lines for `layout`; `focused` is marked with `>`.
  public static func lines(for layout: Layout, localizer: Localizer, focused: String?) -> [String] {
    layout.elements.enumerated().sorted(by: readingOrder).map {
      line(for: $0.element, localizer: localizer, focused: focused)
    }
  }

  /// One element's line.
  public static func line(for placed: Layout.PlacedElement, localizer: Localizer, focused: String?) -> String {
    let element = placed.element
    var parts = ["\(element.role.rawValue): \(element.localizedLabel(localizer) ?? placed.visibleText ?? "")"]
    if let value = placed.fieldValue ?? element.localizedValue(localizer), !value.isEmpty {
      parts.append("value: \(value)")
    }
    if !placed.isEnabled { parts.append("dimmed") }
    if let hint = element.localizedHint(localizer) { parts.append("hint: \(hint)") }
    parts.append("id: \(element.identifier)")
    let marker = element.identifier == focused ? "> " : "  "
    return marker + TextFitting.sanitize(parts.joined(separator: " | "))
  }

  /// Top to bottom; a container before what it holds; then drawing order.
  private static func readingOrder(
    _ a: (offset: Int, element: Layout.PlacedElement), _ b: (offset: Int, element: Layout.PlacedElement)
  ) -> Bool {
    let (aRows, bRows) = (a.element.rows, b.element.rows)
    if aRows.lowerBound != bRows.lowerBound { return aRows.lowerBound < bRows.lowerBound }
    if aRows.count != bRows.count { return aRows.count > bRows.count }
    return a.offset < b.offset
  }
}
