/// JSON text output: compact or pretty, keys in the value's own order (file order for
/// parsed values), numbers in `JSONNumberStyle.shortest` (`120`, `0.5`, `1e+16`); any
/// other layout through `text(layout:)`.
extension JSONValue {
    /// The value as compact JSON text: no whitespace at all (`JSONTextLayout.compact`).
    public var compactText: String { text(layout: .compact) }

    /// The value as pretty JSON text: two-space indentation, one member or element per
    /// line, except that an array holding only numbers, strings, Booleans and nulls
    /// prints on one line (`[0, "down", 1, 120, 340]`), which keeps touch lists readable
    /// (our choice). No trailing newline (`JSONTextLayout.pretty`).
    public var prettyText: String { text(layout: .pretty) }

    /// The value as JSON text in `layout`.
    public func text(layout: JSONTextLayout) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(layout.indent == nil ? 64 : 256)
        write(to: &out, layout: layout)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends the value's JSON text as UTF-8 to `out`.
    public func write(to out: inout [UInt8], pretty: Bool) {
        write(to: &out, layout: pretty ? .pretty : .compact)
    }

    /// Appends the value's JSON text in `layout` as UTF-8 to `out`.
    public func write(to out: inout [UInt8], layout: JSONTextLayout) {
        let lines = TextLines(layout)
        write(to: &out, lines, depth: layout.depth, oneLine: layout.indent == nil)
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: return false
        default: return true
        }
    }

    /// Whether this is, or holds at any depth, an array with an array or object in it:
    /// what `JSONTextLayout.inlineDepth` keeps on several lines.
    private var holdsListOfContainers: Bool {
        switch self {
        case .array(let elements): return elements.contains { !$0.isScalar }
        case .object(let members): return members.contains { $0.value.holdsListOfContainers }
        default: return false
        }
    }

    /// A layout as bytes, resolved once per call.
    private struct TextLines {
        let indent: [UInt8]
        let lineBreak: [UInt8]
        let inlineDepth: Int
        let spaced: Bool

        init(_ layout: JSONTextLayout) {
            indent = Array((layout.indent ?? "").utf8)
            lineBreak = Array(layout.lineBreak.utf8)
            inlineDepth = layout.inlineDepth ?? Int.max
            spaced = layout.spaced || layout.indent != nil
        }

        func newline(_ out: inout [UInt8], depth: Int) {
            out.append(contentsOf: lineBreak)
            for _ in 0..<depth { out.append(contentsOf: indent) }
        }
    }

    private func write(to out: inout [UInt8], _ lines: TextLines, depth: Int, oneLine: Bool) {
        switch self {
        case .null:
            out.append(contentsOf: "null".utf8)
        case .bool(let b):
            out.append(contentsOf: (b ? "true" : "false").utf8)
        case .number(let n):
            out.append(contentsOf: Self.numberText(n, style: .shortest).utf8)
        case .string(let s):
            Self.writeString(s, to: &out)
        case .array(let elements):
            out.append(0x5B)
            if elements.isEmpty {
                out.append(0x5D)
                return
            }
            let inline = oneLine || elements.allSatisfy(\.isScalar)
            for (i, element) in elements.enumerated() {
                if i > 0 {
                    out.append(0x2C)
                    if inline && lines.spaced { out.append(0x20) }
                }
                if !inline { lines.newline(&out, depth: depth + 1) }
                element.write(to: &out, lines, depth: depth + 1, oneLine: inline)
            }
            if !inline { lines.newline(&out, depth: depth) }
            out.append(0x5D)
        case .object(let members):
            out.append(0x7B)
            if members.isEmpty {
                out.append(0x7D)
                return
            }
            let inline = oneLine || (depth >= lines.inlineDepth && !holdsListOfContainers)
            for (i, member) in members.enumerated() {
                if i > 0 {
                    out.append(0x2C)
                    if inline && lines.spaced { out.append(0x20) }
                }
                if !inline { lines.newline(&out, depth: depth + 1) }
                Self.writeString(member.key, to: &out)
                out.append(0x3A)
                if lines.spaced { out.append(0x20) }
                member.value.write(to: &out, lines, depth: depth + 1, oneLine: inline)
            }
            if !inline { lines.newline(&out, depth: depth) }
            out.append(0x7D)
        }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// Appends `s` as a JSON string literal, the one string escaper of `JSONValue`'s text
    /// and `JSONWriter`: `"` and `\` escaped, U+0008, U+000C, U+000A, U+000D and U+0009
    /// as `\b \f \n \r \t`, other control characters below U+0020 as `\u00XX`
    /// (lowercase hex), everything else, non-ASCII included, as raw UTF-8.
    static func writeString(_ s: String, to out: inout [UInt8]) {
        out.append(0x22)
        for b in s.utf8 {
            switch b {
            case 0x22: out.append(0x5C); out.append(0x22)
            case 0x5C: out.append(0x5C); out.append(0x5C)
            case 0x0A: out.append(0x5C); out.append(0x6E)
            case 0x0D: out.append(0x5C); out.append(0x72)
            case 0x09: out.append(0x5C); out.append(0x74)
            case 0x08: out.append(0x5C); out.append(0x62)
            case 0x0C: out.append(0x5C); out.append(0x66)
            case 0..<0x20:
                out.append(contentsOf: [0x5C, 0x75, 0x30, 0x30])
                out.append(hexDigits[Int(b >> 4)])
                out.append(hexDigits[Int(b & 0x0F)])
            default:
                out.append(b)
            }
        }
        out.append(0x22)
    }
}
