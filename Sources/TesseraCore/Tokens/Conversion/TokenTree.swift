/// Token paths as a tree of groups, each group's members in the order
/// first met, for the writers of `tessera convert`: a format nests tokens
/// in groups, the model holds them by path.
final class TokenTree<Leaf> {
  /// The token at this node, if one is.
  var leaf: Leaf?
  /// The members, in the order first met.
  private(set) var children: [(name: String, node: TokenTree)] = []
  private var indices: [String: Int] = [:]

  init() {}

  /// The node at `segments` below this one, made as needed.
  func node(at segments: some Collection<String>) -> TokenTree {
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
