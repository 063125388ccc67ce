extension BenchmarkSVG {
    /// A minimal writer of SVG (XML) text for the benchmark picture, with deterministic
    /// output: attributes in the order given, coordinates with exactly two decimals,
    /// text and attribute values escaped.
    ///
    /// (`Traces.SVGWriter` does the same for the replay pictures but is internal to
    /// Traces, so the Benchmarks library keeps its own small one.)
    ///
    /// Escaping (our choice, as XML 1.0 requires): `&`, `<`, `>`, `"` and `'` become
    /// entities; control characters other than tab and line feed, and U+FFFE and
    /// U+FFFF, which XML 1.0 cannot carry, are dropped. Elements go one per line,
    /// indented by two spaces per level. Closing with nothing open and finishing with
    /// elements open are programmer errors (precondition failures).
    struct Writer {
        /// An attribute: its name and its value, unescaped.
        typealias Attribute = (name: String, value: String)

        private var text = ""
        private var openElements: [String] = []

        /// An empty document.
        init() {}

        /// Opens `<name attributes>`; close it with `close()`.
        mutating func open(_ name: String, _ attributes: [Attribute] = []) {
            startLine()
            text += "<" + name + Self.attributeText(attributes) + ">\n"
            openElements.append(name)
        }

        /// Closes the innermost open element.
        mutating func close() {
            precondition(!openElements.isEmpty, "BenchmarkSVG.Writer.close() with no open element")
            let name = openElements.removeLast()
            startLine()
            text += "</" + name + ">\n"
        }

        /// Writes `<name attributes>`, the body, then `</name>`.
        mutating func group(_ name: String, _ attributes: [Attribute] = [], _ body: (inout Writer) -> Void) {
            open(name, attributes)
            body(&self)
            close()
        }

        /// Writes `<name attributes/>`.
        mutating func empty(_ name: String, _ attributes: [Attribute] = []) {
            startLine()
            text += "<" + name + Self.attributeText(attributes) + "/>\n"
        }

        /// Writes `<name attributes>content</name>` with `content` escaped.
        mutating func element(_ name: String, _ attributes: [Attribute] = [], text content: String) {
            startLine()
            text += "<" + name + Self.attributeText(attributes) + ">" + Self.escape(content) + "</" + name + ">\n"
        }

        /// The document; every element must be closed.
        func finish() -> String {
            precondition(openElements.isEmpty, "BenchmarkSVG.Writer.finish() with open elements: \(openElements)")
            return text
        }

        /// A coordinate or length with exactly two decimals (`12.50`, never `-0.00`);
        /// non-finite values, which SVG cannot carry, print as `0.00`.
        static func coordinate(_ value: Double) -> String {
            guard value.isFinite else { return "0.00" }
            return BenchmarkReport.fixed(value, decimals: 2)
        }

        /// `text` escaped for XML character data and attribute values.
        static func escape(_ text: String) -> String {
            var escaped = ""
            escaped.reserveCapacity(text.utf8.count)
            for scalar in text.unicodeScalars {
                switch scalar {
                case "&": escaped += "&amp;"
                case "<": escaped += "&lt;"
                case ">": escaped += "&gt;"
                case "\"": escaped += "&quot;"
                case "'": escaped += "&apos;"
                case "\t", "\n": escaped.unicodeScalars.append(scalar)
                default:
                    if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF { continue }
                    escaped.unicodeScalars.append(scalar)
                }
            }
            return escaped
        }

        private mutating func startLine() {
            text += String(repeating: "  ", count: openElements.count)
        }

        private static func attributeText(_ attributes: [Attribute]) -> String {
            attributes.map { " " + $0.name + "=\"" + escape($0.value) + "\"" }.joined()
        }
    }
}
