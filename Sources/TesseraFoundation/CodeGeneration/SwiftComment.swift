/// A comment in emitted code.
///
/// The text is catalog text and may hold anything. The renderer starts a
/// new comment line at each line break of any kind and writes invisible
/// controls as `\u{…}`, so no comment can end early and become code.
package enum SwiftComment: Sendable, Hashable {
  /// `/// text`, a line per element; an empty element is a bare `///`.
  case documentation([String])
  /// `// text`, a line per element; an empty element is a bare `//`.
  case line([String])
}
