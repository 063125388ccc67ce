/// JSON text output: compact or pretty, keys in the value's own order (file order for
/// parsed values), numbers in `JSONNumberStyle.shortest` (`120`, `0.5`, `1e+16`).
extension JSONValue {
    /// The value as compact JSON text: no whitespace at all.
    public var compactText: String {
        var out: [UInt8] = []
        out.reserveCapacity(64)
        write(to: &out, pretty: false, indent: 0)
        return String(decoding: out, as: UTF8.self)
    }

    /// The value as pretty JSON text: two-space indentation, one member or element per
    /// line, except that an array holding only numbers, strings, Booleans and nulls
    /// prints on one line (`[0, "down", 1, 120, 340]`), which keeps touch lists readable
    /// (our choice). No trailing newline.
    public var prettyText: String {
        var out: [UInt8] = []
        out.reserveCapacity(256)
        write(to: &out, pretty: true, indent: 0)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends the value's JSON text as UTF-8 to `out`.
    public func write(to out: inout [UInt8], pretty: Bool) {
        write(to: &out, pretty: pretty, indent: 0)
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: return false
        default: return true
        }
    }

    private static func newline(_ out: inout [UInt8], indent: Int) {
        out.append(0x0A)
        for _ in 0..<indent { out.append(0x20); out.append(0x20) }
    }

    private func write(to out: inout [UInt8], pretty: Bool, indent: Int) {
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
            let inline = !pretty || elements.allSatisfy(\.isScalar)
            for (i, element) in elements.enumerated() {
                if i > 0 {
                    out.append(0x2C)
                    if pretty && inline { out.append(0x20) }
                }
                if !inline { Self.newline(&out, indent: indent + 1) }
                element.write(to: &out, pretty: pretty, indent: indent + 1)
            }
            if !inline { Self.newline(&out, indent: indent) }
            out.append(0x5D)
        case .object(let members):
            out.append(0x7B)
            if members.isEmpty {
                out.append(0x7D)
                return
            }
            for (i, member) in members.enumerated() {
                if i > 0 { out.append(0x2C) }
                if pretty { Self.newline(&out, indent: indent + 1) }
                Self.writeString(member.key, to: &out)
                out.append(0x3A)
                if pretty { out.append(0x20) }
                member.value.write(to: &out, pretty: pretty, indent: indent + 1)
            }
            if pretty { Self.newline(&out, indent: indent) }
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
