import TesseraColor
import TesseraFoundation

/// Token paths as a tree of groups, each group's members in the order
/// first met, for the writers of `tessera convert`: a format nests tokens
/// in groups, the model holds them by path.
package final class TokenTree<Leaf> {
  /// The token at this node, if one is.
  package var leaf: Leaf?
  /// The members, in the order first met.
  package private(set) var children: [(name: String, node: TokenTree)] = []
  private var indices: [String: Int] = [:]

  package init() {}

  /// The node at `segments` below this one, made as needed.
  package func node(at segments: some Collection<String>) -> TokenTree {
    guard let first = segments.first else { return self }
    let child: TokenTree
    if let index = indices[first] {
      child = children[index].node
    } else {
      child = TokenTree()
      indices[first] = children.count
      children.append((first, child))
    }
    return child.node(at: segments.dropFirst())
  }
}

extension TokenTree where Leaf == TokenDefinition {
  /// The declared type every token at or below this node has, or `nil` when
  /// they differ or one has none: a writer declares it once, on the group,
  /// as both formats let a group's tokens inherit it.
  package var sharedType: TokenType? {
    var shared: TokenType?
    var first = true
    func visit(_ node: TokenTree) -> Bool {
      if let leaf = node.leaf {
        guard let type = leaf.declaredType, first || type == shared else { return false }
        shared = type
        first = false
      }
      return node.children.allSatisfy { visit($0.node) }
    }
    return visit(self) ? shared : nil
  }
}
