import TraceFormat
import TraceJSON

/// A small writer of XML text with deterministic output (the SVG pictures, the JUnit
/// report of `check`): attributes in the order given, numbers in fixed-decimal form, text
/// and attribute values escaped.
///
/// Rules (our choices, relied on by byte-identical output):
/// - Numbers print with at most `decimals` (default 3, at most 9) digits after the point, rounded
///   half away from zero, trailing zeros and a trailing point dropped, `-0` printed as `0`
///   (`12.5`, `0.333`, `-4`). Non-finite values have no SVG form and print as `0`;
///   callers keep them out.
/// - Text and attribute values escape `&`, `<`, `>`, `"` and `'`; control characters
///   other than tab and line feed, which XML 1.0 cannot carry, are dropped.
/// - Elements nest one per line, indented by two spaces per level; a compact writer
///   (`indented: false`) writes no whitespace between elements.
///
/// Misuse (closing with no open element, `finish()` with open elements) is a programmer
/// error and stops with a precondition failure.
public struct XMLWriter {
    /// An attribute: name and already formatted value (escaped when written).
    public typealias Attribute = (name: String, value: String)

    /// The document so far.
    public private(set) var text = ""
    private var open: [String] = []
    /// Digits after the decimal point for numbers written through `number(_:)`.
    public let decimals: Int
    /// Whether elements go on their own indented lines.
    public let indented: Bool
    private let lineEnd: String

    /// An empty document whose numbers carry at most `decimals` decimals (default 3),
    /// one element per indented line unless `indented` is false.
    public init(decimals: Int = 3, indented: Bool = true) {
        self.decimals = decimals
        self.indented = indented
        lineEnd = indented ? "\n" : ""
    }

    // MARK: Elements

    /// Opens `<name attributes>`; close it with `close()`.
    public mutating func open(_ name: String, _ attributes: [Attribute] = []) {
        startLine()
        text += "<" + name
        append(attributes)
        text += ">" + lineEnd
        open.append(name)
    }

    /// Closes the innermost open element.
    public mutating func close() {
        precondition(!open.isEmpty, "XMLWriter.close() with no open element")
        let name = open.removeLast()
        startLine()
        text += "</" + name + ">" + lineEnd
    }

    /// Writes `<name attributes/>`.
    public mutating func empty(_ name: String, _ attributes: [Attribute] = []) {
        startLine()
        text += "<" + name
        append(attributes)
        text += "/>" + lineEnd
    }

    /// Writes `<name attributes>content</name>` with `content` escaped.
    public mutating func element(_ name: String, _ attributes: [Attribute] = [], text content: String) {
        startLine()
        text += "<" + name
        append(attributes)
        text += ">" + Self.escape(content) + "</" + name + ">" + lineEnd
    }

    /// Writes `<name attributes>`, the body, then `</name>`.
    public mutating func group(_ name: String, _ attributes: [Attribute] = [], _ body: (inout XMLWriter) -> Void) {
        open(name, attributes)
        body(&self)
        close()
    }

    /// The document; every element must be closed.
    public func finish() -> String {
        precondition(open.isEmpty, "XMLWriter.finish() with open elements: \(open)")
        return text
    }

    // MARK: Values

    /// `value` in this writer's fixed-decimal form.
    public func number(_ value: Double) -> String {
        Self.number(value, decimals: decimals)
    }

    /// `x1,y1 x2,y2 …` for a `points` attribute.
    public func points(_ points: [(Double, Double)]) -> String {
        points.map { number($0.0) + "," + number($0.1) }.joined(separator: " ")
    }

    /// `value` with at most `decimals` digits after the point (see the type's rules).
    public static func number(_ value: Double, decimals: Int = 3) -> String {
        guard value.isFinite else { return "0" }
        let places = min(max(0, decimals), 9)
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        // Magnitudes past 1e15 (far outside any picture) are clamped to ±1e15, where the
        // decimals are meaningless anyway.
        let magnitude = min(abs(value), 1e15)
        let scaled = (magnitude * scale).rounded(.toNearestOrAwayFromZero)
        guard scaled < 9.0e18 else {
            return (value < 0 ? "-" : "") + String(UInt64(magnitude.rounded(.toNearestOrAwayFromZero)))
        }
        let units = UInt64(scaled)
        if units == 0 { return "0" }
        let divisor = UInt64(scale)
        var result = (value < 0 ? "-" : "") + String(units / divisor)
        let fraction = units % divisor
        if fraction > 0 {
            var digits = String(fraction)
            digits = String(repeating: "0", count: max(0, places - digits.count)) + digits
            while digits.hasSuffix("0") { digits.removeLast() }
            result += "." + digits
        }
        return result
    }

    /// `text` escaped for XML character data and attribute values.
    public static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t", "\n": result.unicodeScalars.append(scalar)
            default:
                // XML 1.0 has no form for other C0 controls, U+FFFE and U+FFFF.
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF { continue }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    // MARK: Private

    private mutating func startLine() {
        guard indented else { return }
        for _ in 0..<open.count { text += "  " }
    }

    private mutating func append(_ attributes: [Attribute]) {
        for attribute in attributes {
            text += " " + attribute.name + "=\"" + Self.escape(attribute.value) + "\""
        }
    }
}

/// The writer's former name, kept while the oracle's pages (`Oracle/`, being edited
/// elsewhere) still call it so; new code says `XMLWriter`.
public typealias SVGWriter = XMLWriter
