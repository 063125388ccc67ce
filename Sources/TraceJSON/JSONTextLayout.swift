/// How `JSONValue.text(layout:)` lays out JSON text: the layouts of `compactText` and
/// `prettyText`, and the ones an editor needs to write a value into a file in that file's
/// own style (`mapsim check --update` writing a trace's `expect` in the trace's
/// indentation).
///
/// Whatever the layout, numbers print in `JSONNumberStyle.shortest`, strings as
/// `JSONValue.writeString` escapes them, keys in the value's order, empty containers as
/// `[]` and `{}`, and no line break ends the text.
public struct JSONTextLayout: Hashable, Sendable {
    /// One level of indentation (two spaces in `pretty`, or a tab); nil writes the whole
    /// value on one line.
    public var indent: String?
    /// What ends a line when `indent` is given: "\n" (default) or "\r\n".
    public var lineBreak: String
    /// The nesting depth at which the value is written (0: the document itself): its
    /// lines after the first are indented as at that depth, and `inlineDepth` counts from
    /// the document. Default 0.
    public var depth: Int
    /// With `indent`: a container nested this deep or deeper (the document is depth 0) is
    /// written on one line, `{"kind": "pan", "beginMs": 10}`, as if `spaced`, unless it
    /// holds, at any depth, an array of arrays or objects: such an array keeps one element
    /// per line, so that a list of gestures or events reads one entry per line. Nil: only
    /// arrays of scalars are on one line (`[0, "down", 1, 120, 340]`), as always. Default nil.
    public var inlineDepth: Int?
    /// On one line: a space after each `:` and `,` (`{"a": 1, "b": [2, 3]}`) instead of
    /// none (`{"a":1,"b":[2,3]}`). Default false.
    public var spaced: Bool

    /// A layout from its parts.
    public init(indent: String?, lineBreak: String = "\n", depth: Int = 0, inlineDepth: Int? = nil,
                spaced: Bool = false) {
        self.indent = indent
        self.lineBreak = lineBreak
        self.depth = max(0, depth)
        self.inlineDepth = inlineDepth
        self.spaced = spaced
    }

    /// `compactText`: one line, no whitespace at all.
    public static let compact = JSONTextLayout(indent: nil)
    /// `prettyText`: two spaces per level, one member or element per line, arrays of
    /// scalars on one line.
    public static let pretty = JSONTextLayout(indent: "  ", spaced: true)
}
