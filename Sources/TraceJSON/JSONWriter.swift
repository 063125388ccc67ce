/// A small streaming JSON writer with deterministic output: keys appear in the order they
/// are written, numbers in Swift's shortest round-trip form, nothing depends on dictionary
/// order or on the locale.
///
/// Build a document with `beginObject()`/`key(_:)`/values/`endObject()` (or the
/// closure conveniences `object(_:)`, `array(_:)` and `field(_:_:)`), then call
/// `finish()`.
///
/// Output rules (our choices, documented because tests and users rely on them):
/// - Numbers (`Double`) print in `JSONNumberStyle.alwaysFraction`, Swift's
///   `Double.description`, the shortest text that reads back to the same double:
///   `65.67111111111112`, `1.0` (integral values keep their `.0`), `-0.0`, `1e-05`,
///   `1e+16`. All of these are valid JSON numbers. Integers (`Int`) print without a
///   fraction: `1`.
/// - NaN and ±infinity have no JSON form: the writer puts `null` in their place, remembers
///   the JSON path of the first one, and `finish()` throws
///   `JSONWriterError.nonFiniteNumber(path:value:)`, so a bad number never passes silently.
/// - Strings are escaped as `JSONValue`'s text escapes them (`JSONValue.writeString`):
///   `"` and `\` escaped, U+0008, U+000C, U+000A, U+000D and U+0009 as `\b \f \n \r \t`,
///   other control characters below U+0020 as `\u00XX` (lowercase hex), and everything
///   else, including non-ASCII characters, as raw UTF-8.
/// - `compact` style writes no whitespace; `pretty` style indents by two spaces per level,
///   writes `"key": value`, puts each member on its own line, and writes empty containers
///   as `{}` and `[]`. Neither style adds a trailing newline.
///
/// Misuse (a value where a key is due, `endArray()` closing an object, `finish()` with open
/// containers or no value) is a programmer error and stops with a precondition failure.
public struct JSONWriter: Sendable {
    /// How the writer lays out the document.
    public enum Style: Hashable, Sendable {
        /// No whitespace at all: `{"a":1.0,"b":[true,null]}`.
        case compact
        /// Two-space indentation, one member per line, `"key": value`.
        case pretty
    }

    /// An open container. For an object: members started so far, the key of the latest
    /// member, and whether that member still waits for its value. For an array: elements
    /// started so far.
    private enum Container: Sendable {
        case object(count: Int, key: String?, awaitingValue: Bool)
        case array(count: Int)
    }

    /// The layout style this writer uses.
    public let style: Style
    private var bytes: [UInt8] = []
    private var stack: [Container] = []
    private var hasRootValue = false
    private var firstNonFinite: (path: String, value: Double)?

    /// A writer with an empty document, compact by default.
    public init(style: Style = .compact) {
        self.style = style
        bytes.reserveCapacity(256)
    }

    // MARK: Structure

    /// Opens an object (`{`) as the next value.
    public mutating func beginObject() {
        prepareForValue()
        bytes.append(UInt8(ascii: "{"))
        stack.append(.object(count: 0, key: nil, awaitingValue: false))
    }

    /// Closes the innermost open object (`}`).
    public mutating func endObject() {
        guard case let .object(count, key, awaitingValue)? = stack.last else {
            preconditionFailure("JSONWriter.endObject() without an open object")
        }
        precondition(!awaitingValue, "JSONWriter.endObject() after key \"\(key ?? "")\" without a value")
        stack.removeLast()
        if count > 0 { newline() }
        bytes.append(UInt8(ascii: "}"))
    }

    /// Opens an array (`[`) as the next value.
    public mutating func beginArray() {
        prepareForValue()
        bytes.append(UInt8(ascii: "["))
        stack.append(.array(count: 0))
    }

    /// Closes the innermost open array (`]`).
    public mutating func endArray() {
        guard case let .array(count)? = stack.last else {
            preconditionFailure("JSONWriter.endArray() without an open array")
        }
        stack.removeLast()
        if count > 0 { newline() }
        bytes.append(UInt8(ascii: "]"))
    }

    /// Writes the key of the next member of the innermost open object.
    public mutating func key(_ name: String) {
        guard case let .object(count, key, awaitingValue)? = stack.last else {
            preconditionFailure("JSONWriter.key(\"\(name)\") outside an object")
        }
        precondition(!awaitingValue, "JSONWriter.key(\"\(name)\") after key \"\(key ?? "")\" without a value")
        if count > 0 { bytes.append(UInt8(ascii: ",")) }
        newline()
        JSONValue.writeString(name, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        if style == .pretty { bytes.append(UInt8(ascii: " ")) }
        stack[stack.count - 1] = .object(count: count + 1, key: name, awaitingValue: true)
    }

    // MARK: Values

    /// Writes a number in `JSONNumberStyle.alwaysFraction` (`12.0`, `0.5`); NaN and
    /// infinities become `null` and make `finish()` throw (see the type's documentation).
    public mutating func number(_ value: Double) {
        guard value.isFinite else {
            if firstNonFinite == nil { firstNonFinite = (currentPath(), value) }
            null()
            return
        }
        prepareForValue()
        bytes.append(contentsOf: JSONValue.numberText(value, style: .alwaysFraction).utf8)
    }

    /// Writes an integer in decimal, without a fraction.
    public mutating func integer(_ value: Int) {
        prepareForValue()
        bytes.append(contentsOf: String(value).utf8)
    }

    /// Writes a string, escaped as the type's documentation describes.
    public mutating func string(_ value: String) {
        prepareForValue()
        JSONValue.writeString(value, to: &bytes)
    }

    /// Writes `true` or `false`.
    public mutating func bool(_ value: Bool) {
        prepareForValue()
        bytes.append(contentsOf: (value ? "true" : "false").utf8)
    }

    /// Writes `null`.
    public mutating func null() {
        prepareForValue()
        bytes.append(contentsOf: "null".utf8)
    }

    // MARK: Conveniences

    /// Writes an object whose members `body` writes.
    public mutating func object(_ body: (inout JSONWriter) -> Void) {
        beginObject()
        body(&self)
        endObject()
    }

    /// Writes an array whose elements `body` writes.
    public mutating func array(_ body: (inout JSONWriter) -> Void) {
        beginArray()
        body(&self)
        endArray()
    }

    /// Writes the member `name` with a number value.
    public mutating func field(_ name: String, _ value: Double) {
        key(name)
        number(value)
    }

    /// Writes the member `name` with an integer value.
    public mutating func field(_ name: String, _ value: Int) {
        key(name)
        integer(value)
    }

    /// Writes the member `name` with a string value.
    public mutating func field(_ name: String, _ value: String) {
        key(name)
        string(value)
    }

    /// Writes the member `name` with a boolean value.
    public mutating func field(_ name: String, _ value: Bool) {
        key(name)
        bool(value)
    }

    /// Writes the member `name` with an object value whose members `body` writes.
    public mutating func field(_ name: String, object body: (inout JSONWriter) -> Void) {
        key(name)
        object(body)
    }

    /// Writes the member `name` with an array value whose elements `body` writes.
    public mutating func field(_ name: String, array body: (inout JSONWriter) -> Void) {
        key(name)
        array(body)
    }

    // MARK: Streaming

    /// The bytes written since the last call (or the start), handed over and forgotten:
    /// a long document goes out piece by piece while its containers stay open. `finish()`
    /// then returns only what came after the last call.
    public mutating func takeOutput() -> [UInt8] {
        defer { bytes.removeAll(keepingCapacity: true) }
        return bytes
    }

    /// How many bytes `takeOutput()` would hand over now.
    public var outputCount: Int { bytes.count }

    /// Records the next value as written, without writing it: the caller writes its bytes
    /// out of band (in pretty style, as a writer at this depth would: a nested writer
    /// opened at the same depth, `takeOutput()` taken around it), after `takeOutput()`
    /// has handed over everything before. Writes the separator a value needs here (a
    /// comma and line break inside an array), so take the output after this call.
    public mutating func valueWrittenElsewhere() {
        prepareForValue()
    }

    // MARK: Result

    /// The finished document (no trailing newline). Throws
    /// `JSONWriterError.nonFiniteNumber` when a NaN or infinity was written.
    public func finish() throws(JSONWriterError) -> String {
        precondition(stack.isEmpty, "JSONWriter.finish() with \(stack.count) open container(s)")
        precondition(hasRootValue, "JSONWriter.finish() on an empty document")
        if let bad = firstNonFinite { throw .nonFiniteNumber(path: bad.path, value: bad.value) }
        return String(decoding: bytes, as: UTF8.self)
    }

    // MARK: Private

    private mutating func prepareForValue() {
        guard let top = stack.last else {
            precondition(!hasRootValue, "JSONWriter: a second value at the top level")
            hasRootValue = true
            return
        }
        switch top {
        case let .object(count, key, awaitingValue):
            precondition(awaitingValue, "JSONWriter: a value inside an object needs a key first")
            stack[stack.count - 1] = .object(count: count, key: key, awaitingValue: false)
        case let .array(count):
            if count > 0 { bytes.append(UInt8(ascii: ",")) }
            newline()
            stack[stack.count - 1] = .array(count: count + 1)
        }
    }

    /// In pretty style: a line break and the indentation of the current depth.
    private mutating func newline() {
        guard style == .pretty else { return }
        bytes.append(UInt8(ascii: "\n"))
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * stack.count))
    }

    /// The JSON path of the value about to be written: `$`, `$.bounds.south`, `$.frames[3]`.
    private func currentPath() -> String {
        var path = "$"
        for (depth, container) in stack.enumerated() {
            let isInnermost = depth == stack.count - 1
            switch container {
            case let .object(_, key, _):
                // An outer object's latest member holds the open child; the innermost
                // object's latest key is the one about to get its value.
                if let key { path += "." + key }
            case let .array(count):
                // An outer array's last element is the open child; the innermost array's
                // next element is the value about to be written.
                path += "[\(isInnermost ? count : count - 1)]"
            }
        }
        return path
    }
}
