/// Prints ``SwiftFile`` values as source text, the way `swift format` lays
/// them out: indented by two spaces, with lines longer than
/// ``lineLength`` broken where `swift format` would break them.
///
/// The output depends only on the model: the same model always prints the
/// same bytes, ending in one newline. The renderer appends to its output
/// (set aside in chunks, never copied to grow) and measures each expression
/// at most once per level of nesting, so the time it takes grows with the
/// size of the output.
package struct SwiftRenderer {
  /// The longest line the renderer writes where it can break one.
  package static let lineLength = 120

  /// The UTF-8 since the last full chunk: every finished line ends in a
  /// newline.
  private var output: [UInt8] = []
  /// Finished lines in chunks of about ``chunkSize`` bytes, so the output
  /// never grows by copying: a large file is held once while it renders,
  /// not twice whenever a doubling buffer moves. Each is in pages of its
  /// own (``SetAsideBytes``), handed back as ``takeText()`` copies it.
  private var chunks: [SetAsideBytes] = []
  /// The size at which a chunk is set aside, at the end of a line.
  package let chunkSize: Int

  /// A renderer with nothing written, setting output aside in chunks of
  /// `chunkSize` bytes (a test makes them small).
  package init(chunkSize: Int = 1 << 20) {
    self.chunkSize = max(chunkSize, 1)
  }
  /// The indentation level of the current line, two spaces each.
  package var depth = 0
  /// The characters on the current line, its indentation included.
  package var column = 0
  /// Whether the current line has its indentation yet: a line is indented
  /// when something is first written on it, so a blank line stays empty.
  package var isLineStarted = false
  /// The indentation of each depth, made once.
  private var indents: [String] = [""]
  /// Whether a type whose deferred members weigh enough, spread evenly,
  /// renders them on every core, each in a renderer of its own, their
  /// lines then joined in order: the same bytes, sooner. Off by default;
  /// the renderers of a split's pieces never split.
  package var splitsBlocks = false

  /// The source text of `file`.
  package static func render(_ file: SwiftFile) -> String {
    var renderer = SwiftRenderer()
    renderer.render(file)
    return renderer.takeText()
  }

  /// Everything written so far, as one String, taken out of the renderer:
  /// each chunk is freed as soon as it is copied, so a large file's bytes
  /// are held about once, not twice, while they become its text. The
  /// renderer is left holding nothing.
  package mutating func takeText() -> String {
    var renderers = [self]
    self = SwiftRenderer(chunkSize: chunkSize)
    return Self.takeText(of: &renderers)
  }

  /// Everything `renderers` wrote, one after another, as one String, taken
  /// out of them as ``takeText()`` takes one renderer's: each chunk is
  /// freed as soon as it is copied. The array is left empty.
  package static func takeText(of renderers: inout [SwiftRenderer]) -> String {
    let total = renderers.reduce(0) { sum, renderer in
      renderer.chunks.reduce(sum + renderer.output.count) { $0 + $1.bytes.count }
    }
    renderers.reverse()
    return String(unsafeUninitializedCapacity: total) { buffer in
      guard let target = buffer.baseAddress else { return 0 }
      var offset = 0
      func copy(_ bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress else { return }
        UnsafeMutableRawPointer(target + offset).copyMemory(from: base, byteCount: bytes.count)
        offset += bytes.count
      }
      while var renderer = renderers.popLast() {
        // Last first, so each chunk is popped, and freed, once it is copied.
        var pending = Array(renderer.chunks.reversed())
        renderer.chunks = []
        while let chunk = pending.popLast() { copy(chunk.bytes) }
        renderer.output.withUnsafeBytes(copy)
      }
      return offset
    }
  }

  package mutating func render(_ file: SwiftFile) {
    for part in file.parts { render(part, of: file) }
  }

  /// Renders one part of `file` (``SwiftFile/Part``), as the renderer of
  /// the whole file would. A renderer is at the same point after each
  /// top-level declaration, at the start of a line with nothing indented,
  /// so the parts' bytes one after another are the whole file's.
  package mutating func render(_ part: SwiftFile.Part, of file: SwiftFile) {
    switch part {
    case .header:
      comment(.line(file.headerComment))
      if !file.imports.isEmpty {
        newline()
        for module in file.imports { line("import \(module)") }
      }
    case .declaration(let index):
      guard file.declarations.indices.contains(index) else { return }
      renderTopLevel(file.declarations[index])
    }
  }

  /// A declaration of a file, after a blank line; a deferred one's each.
  private mutating func renderTopLevel(_ declaration: SwiftDeclaration) {
    if case .deferred(_, let make) = declaration {
      for made in make() { renderTopLevel(made) }  // each set apart as a declaration of the file
      return
    }
    newline()
    render(declaration)
  }

  // MARK: Writing

  /// Writes `text` on the current line, after its indentation.
  package mutating func write(_ text: String) {
    startLine()
    column += appendMeasuring(text)
  }

  /// Writes the current line's indentation, unless it has it.
  private mutating func startLine() {
    guard !isLineStarted else { return }
    while indents.count <= depth { indents.append(indents[indents.count - 1] + "  ") }
    append(indents[depth])
    column = depth * 2
    isLineStarted = true
  }

  /// Ends the current line; a line with nothing written on it stays empty.
  package mutating func newline() {
    output.append(UInt8(ascii: "\n"))
    column = 0
    isLineStarted = false
    if output.count >= chunkSize { setAsideOutput() }
  }

  /// Writes `text` and ends the line.
  package mutating func line(_ text: String) {
    if !text.isEmpty { write(text) }
    newline()
  }

  /// Writes `bytes`, text holding no line break, on a line of its own at
  /// the current depth, as ``line(_:)`` would write them as a String.
  private mutating func writeLine(_ bytes: UnsafeBufferPointer<UInt8>) {
    endLine()
    if !bytes.isEmpty {
      startLine()
      output.append(contentsOf: bytes)
    }
    newline()
  }

  /// Writes each line of `text`, lines of UTF-8 each ending in a newline
  /// but perhaps the last, on a line of its own at the current depth
  /// (``writeLine(_:)``).
  package mutating func writeLines(_ text: [UInt8]) {
    text.withUnsafeBufferPointer { text in
      var start = 0
      while start < text.count {
        var end = start
        while end < text.count, text[end] != UInt8(ascii: "\n") { end += 1 }
        writeLine(UnsafeBufferPointer(rebasing: text[start..<end]))
        start = end + 1
      }
    }
  }

  /// Appends the lines `other` rendered, at the start of a line: it
  /// started at this renderer's depth, and ended its last line. Its
  /// chunks become this renderer's, uncopied.
  package mutating func append(lines other: SwiftRenderer) {
    if !other.chunks.isEmpty {
      // The output so far goes before the other's chunks.
      setAsideOutput()
      chunks.append(contentsOf: other.chunks)
    }
    output.append(contentsOf: other.output)
    if output.count >= chunkSize { setAsideOutput() }
  }

  /// Sets the output since the last chunk aside as a chunk of its own,
  /// whatever its size. A renderer whose lines wait to be joined
  /// (``append(lines:)``) keeps no room for more, so they wait in pages of
  /// their own and nothing else.
  package mutating func setAsideOutput(keepingCapacity: Bool = true) {
    if !output.isEmpty { chunks.append(output.withUnsafeBytes { SetAsideBytes(copying: $0) }) }
    output.removeAll(keepingCapacity: keepingCapacity)
  }

  /// Ends the current line if anything is on it.
  package mutating func endLine() {
    if isLineStarted { newline() }
  }

  /// Whether `width` more characters fit on the current line, or on a new
  /// line at the current depth if nothing is written yet.
  package func fits(_ width: Int) -> Bool {
    (isLineStarted ? column : depth * 2) + width <= Self.lineLength
  }

  private mutating func append(_ text: String) {
    output.appendUTF8(of: text)
  }

  /// Appends `text` and returns the columns it takes (``width(_:)``),
  /// counted as its bytes are copied rather than in a pass of their own.
  private mutating func appendMeasuring(_ text: String) -> Int {
    let measured = text.utf8.withContiguousStorageIfAvailable { bytes -> Int in
      output.append(contentsOf: bytes)
      var width = 0
      for byte in bytes where byte & 0xC0 != 0x80 { width += 1 }
      return width
    }
    if let measured { return measured }
    append(text)
    return Self.width(text)
  }

  /// The columns `text` takes: its Unicode scalars, counted from its UTF-8
  /// bytes without decoding them.
  package static func width(_ text: String) -> Int {
    text.countUTF8Bytes { $0 & 0xC0 != 0x80 }
  }
}
