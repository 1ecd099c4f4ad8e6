import TesseraAccessibility
import TesseraColor
import TesseraFoundation
import TesseraStrings
import TesseraTokens

/// A node of an HTML document, as the report builds it: an element, text, or
/// a list of nodes. ``HTMLRenderer`` prints it.
///
/// The model escapes by construction. Element and attribute names are
/// `StaticString`s, so only the code names them; every `String` a node holds
/// is text or an attribute value, which the renderer escapes. Nothing from a
/// catalog can become markup, and nothing from a catalog reaches CSS: a
/// `style` attribute is a list of typed ``CSSDeclaration``s, whose colours
/// are `RGBA` values printed as hex and whose lengths are numbers.
package indirect enum HTMLNode: Sendable {
  /// An element with its attributes and children.
  case element(HTMLElement)
  /// Text, escaped when printed.
  case text(String)
  /// Nodes side by side, with no element around them.
  case fragment([HTMLNode])
  /// The page's own style sheet, the only CSS the document holds.
  case styleSheet(HTMLStyleSheet)
}

/// An element: its name, attributes and children.
package struct HTMLElement: Sendable {
  package var name: StaticString
  package var attributes: [HTMLAttribute]
  package var children: [HTMLNode]

  package init(_ name: StaticString, _ attributes: [HTMLAttribute] = [], _ children: [HTMLNode] = []) {
    self.name = name
    self.attributes = attributes
    self.children = children
  }

  /// The elements HTML closes by themselves, which have no end tag.
  static let voidElements: Set<String> = ["br", "hr", "img", "input", "link", "meta", "wbr"]
}

/// An attribute: a name the code gives, and a value it escapes.
package struct HTMLAttribute: Sendable {
  /// An attribute's value.
  package enum Value: Sendable {
    /// Text, escaped when printed.
    case text(String)
    /// A `style` attribute's declarations.
    case style([CSSDeclaration])
  }

  package var name: StaticString
  package var value: Value

  package init(_ name: StaticString, _ value: Value) {
    self.name = name
    self.value = value
  }

  /// `name="value"`.
  package static func attr(_ name: StaticString, _ value: String) -> HTMLAttribute {
    HTMLAttribute(name, .text(value))
  }

  /// `class="…"`.
  package static func `class`(_ value: String) -> HTMLAttribute { attr("class", value) }

  /// `id="…"`, for an anchor.
  package static func id(_ anchor: ReportAnchor) -> HTMLAttribute { attr("id", anchor.id) }

  /// `href="#…"`, a link to an anchor of the page.
  package static func href(_ anchor: ReportAnchor) -> HTMLAttribute { attr("href", "#" + anchor.id) }

  /// `style="…"`, from typed declarations.
  package static func style(_ declarations: [CSSDeclaration]) -> HTMLAttribute {
    HTMLAttribute("style", .style(declarations))
  }
}

/// One declaration of a `style` attribute: a property the code names, and a
/// typed value.
package struct CSSDeclaration: Sendable {
  /// A value that can't carry text from a catalog.
  package enum Value: Sendable {
    /// An sRGB colour, printed `#RRGGBB` (opaque) or `#RRGGBBAA`.
    case color(RGBA)
    /// A length in CSS pixels, clamped to `range` (to its lower bound when
    /// it isn't finite).
    case pixels(Double, ClosedRange<Double>)
    /// A plain number, clamped to `range`.
    case number(Double, ClosedRange<Double>)
    /// A percentage, clamped to `0...100`.
    case percent(Double)
  }

  package var property: StaticString
  package var value: Value

  package init(_ property: StaticString, _ value: Value) {
    self.property = property
    self.value = value
  }
}

/// The page's style sheet. Only the report's own code makes one, from its
/// palette (``ReportStyle``), never from a catalog.
package struct HTMLStyleSheet: Sendable {
  /// The CSS.
  let css: String
}

// Shorthands for building the tree.

/// An element node.
package func element(_ name: StaticString, _ attributes: [HTMLAttribute] = [], _ children: [HTMLNode] = [])
  -> HTMLNode
{
  .element(HTMLElement(name, attributes, children))
}

/// An element node holding text.
package func element(_ name: StaticString, _ attributes: [HTMLAttribute] = [], text: String) -> HTMLNode {
  .element(HTMLElement(name, attributes, [.text(text)]))
}
