import Foundation

/// The audit's report for people: each violation on a line, then a table
/// per screen and the totals.
public enum AuditReportFormatter {
  /// The report as text: each distinct violation once, with up to four of
  /// the renderings it appears in (`locale/theme/width`); each catalog
  /// element no screen drew; a table per screen, with totals; the
  /// catalog's coverage; and whether the audit passed.
  public static func text(_ report: CheckoutAudit.Report) -> String {
    var lines: [String] = []
    // One line per distinct problem, with the renderings it appears in.
    var grouped: [String: [String]] = [:]
    var order: [String] = []
    for violation in report.violations {
      let key = "\(violation.screen): error: \(violation.message) [\(violation.rule)]"
      if grouped[key] == nil { order.append(key) }
      grouped[key, default: []].append("\(violation.locale)/\(violation.theme)/\(violation.width)")
    }
    for key in order {
      let renderings = grouped[key] ?? []
      let shown =
        renderings.prefix(4).joined(separator: ", ") + (renderings.count > 4 ? ", +\(renderings.count - 4) more" : "")
      lines.append("\(key) (\(shown))")
    }
    for identifier in report.missing {
      lines.append("audit: error: '\(identifier)' is in the catalog but no screen draws it; draw it or remove it")
    }
    if !lines.isEmpty { lines.append("") }

    let header = ["screen", "states", "frames", "violations", "ellipsized at 40"]
    var rows = report.screens.map {
      [$0.screen, String($0.states), String($0.frames), String($0.violations), String($0.ellipsized)]
    }
    rows.append([
      "total", String(report.screens.map(\.states).reduce(0, +)), String(report.frames),
      String(report.violations.count), String(report.screens.map(\.ellipsized).reduce(0, +)),
    ])
    let widths = header.indices.map { column in
      ([header] + rows).map { DisplayWidth.of($0[column]) }.max() ?? 0
    }
    func format(_ row: [String]) -> String {
      row.enumerated().map { column, cell in
        let pad = String(repeating: " ", count: widths[column] - DisplayWidth.of(cell))
        return column == 0 ? cell + pad : pad + cell
      }.joined(separator: "  ")
    }
    lines.append(format(header))
    lines.append(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  "))
    for (index, row) in rows.enumerated() {
      if index == rows.count - 1 {
        lines.append(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  "))
      }
      lines.append(format(row))
    }
    lines.append("")
    let percent = report.declared == 0 ? 100 : Double(report.covered) * 100 / Double(report.declared)
    lines.append(
      "locales: \(report.locales.joined(separator: ", ")); themes: light, dark; sizes: 80×24, 40 columns")
    lines.append(
      "catalog coverage: \(report.covered)/\(report.declared) (\(String(format: "%.1f", percent))%)")
    lines.append(
      report.passed
        ? "audit passed"
        : "audit failed: \(report.violations.count) violations, \(report.missing.count) elements never drawn")
    return lines.joined(separator: "\n")
  }
}
