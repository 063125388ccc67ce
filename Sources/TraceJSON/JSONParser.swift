/// A strict RFC 8259 JSON parser over UTF-8 bytes.
///
/// - Iterative, with an explicit stack: no recursion, and nesting deeper than `maxDepth`
///   is a clean error (deep values would also be costly to destroy and compare).
/// - Numbers follow the JSON grammar exactly (no leading zeros, no NaN or Infinity) and
///   are correctly rounded; a number whose magnitude overflows a Double is an error.
/// - Strings: every escape including `\uXXXX` surrogate pairs; raw control characters,
///   unpaired surrogates and invalid UTF-8 are errors.
/// - Duplicate keys in an object are an error naming the key's path.
/// - A leading UTF-8 byte order mark is skipped.
public struct JSONParser: Sendable {
    /// Default nesting limit: 512 levels of arrays and objects (our choice).
    public static let defaultMaxDepth = 512

    /// Largest number of arrays and objects that may be open at once.
    public var maxDepth: Int

    /// A parser with a nesting limit (default 512 levels).
    public init(maxDepth: Int = JSONParser.defaultMaxDepth) {
        self.maxDepth = max(1, maxDepth)
    }

    /// Parses one JSON value from UTF-8 bytes; whitespace may surround it, nothing else.
    public func parse(_ bytes: [UInt8]) throws(JSONParseError) -> JSONValue {
        let result: Result<JSONValue, JSONParseError> = bytes.withUnsafeBufferPointer { buffer in
            parseResult(buffer)
        }
        return try result.get()
    }

    /// Parses one JSON value from UTF-8 bytes in raw memory.
    public func parse(_ buffer: UnsafeRawBufferPointer) throws(JSONParseError) -> JSONValue {
        try buffer.withMemoryRebound(to: UInt8.self) { parseResult($0) }.get()
    }

    /// Parses one JSON value from a string (its UTF-8 form).
    public func parse(_ text: String) throws(JSONParseError) -> JSONValue {
        try parse(Array(text.utf8))
    }

    private func parseResult(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<JSONValue, JSONParseError> {
        parseResult(bytes, arrayKey: nil, arrayReader: nil)
    }

    /// Parses one JSON value, offering the array value of the top-level key `arrayKey` to
    /// `arrayReader` first: a fast path for a large array of rows that a caller would
    /// rather read straight into its own values than into a tree (a trace's touches).
    ///
    /// The reader gets the scanner at the array's `[`. It returns true when it has read
    /// the whole array (the scanner just past its `]`, whitespace skipped); the document
    /// then holds an empty array for that key. It returns false to decline, for anything
    /// it does not take (a syntax error, an escape, a value it would reject): the scanner
    /// is rewound and the array parsed into the tree as usual, so errors are reported
    /// there. It is called at most once, only while at least three levels of nesting are
    /// allowed (the object, the array, its rows).
    public func parse(_ bytes: [UInt8], offeringArrayOf arrayKey: String,
                      to arrayReader: (inout JSONScanner) -> Bool) throws(JSONParseError) -> JSONValue {
        try bytes.withUnsafeBufferPointer { buffer throws(JSONParseError) in
            try parse(buffer, offeringArrayOf: arrayKey, to: arrayReader)
        }
    }

    /// `parse(_:offeringArrayOf:to:)` over bytes in place (a mapped file:
    /// `TraceFile.loadStreamingTouches(path:)`). With `declinedElements`, should the reader
    /// decline the array, its elements are parsed as usual but handed one at a time, with
    /// their index and the offset just past them, to `declinedElements` instead of kept (the document then holds an empty
    /// array for the key): memory holds one element, and syntax errors are the same.
    public func parse(_ buffer: UnsafeBufferPointer<UInt8>, offeringArrayOf arrayKey: String,
                      to arrayReader: (inout JSONScanner) -> Bool,
                      declinedElements: ((JSONValue, Int, Int) -> Void)? = nil) throws(JSONParseError) -> JSONValue {
        let noSink: (JSONValue, Int, Int) -> Void = { _, _, _ in }
        return try withoutActuallyEscaping(arrayReader) { reader in
            withoutActuallyEscaping(declinedElements ?? noSink) { sink -> Result<JSONValue, JSONParseError> in
                var scanner = JSONScanner(bytes: buffer, maxDepth: maxDepth)
                scanner.arrayKey = arrayKey
                scanner.arrayReader = reader
                if declinedElements != nil { scanner.declinedArraySink = sink }
                do throws(JSONScanFailure) {
                    return .success(try scanner.parseDocument())
                } catch {
                    return .failure(JSONParseError.at(error.offset, in: buffer, error.message))
                }
            }
        }.get()
    }

    /// Parses one JSON value as `parse(_:offeringArrayOf:to:)` does (without `arrayKey`,
    /// as `parse(_:)`), and reports where the members of a top-level object sit in `bytes`
    /// (`JSONTopLevelSpans`; nil when the document is not an object). A value an array
    /// reader took ends at its `]`, whatever whitespace the reader read after it.
    public func parseRecordingSpans(_ bytes: [UInt8], offeringArrayOf arrayKey: String? = nil,
                                    to arrayReader: ((inout JSONScanner) -> Bool)? = nil)
        throws(JSONParseError) -> (value: JSONValue, spans: JSONTopLevelSpans?) {
        let noReader: (inout JSONScanner) -> Bool = { _ in false }
        let parsed = try withoutActuallyEscaping(arrayReader ?? noReader) { reader in
            bytes.withUnsafeBufferPointer {
                parseResult($0, arrayKey: arrayReader == nil ? nil : arrayKey, arrayReader: reader, recordingSpans: true)
            }
        }.get()
        guard var spans = parsed.spans, spans.objectRange.lowerBound >= 0 else { return (parsed.value, nil) }
        if spans.objectRange.isEmpty {
            // `{}`: the scanner closed it without a member; its `}` is the next byte that is
            // not whitespace.
            var end = spans.objectRange.lowerBound + 1
            while end < bytes.count && bytes[end] != ASCII.closeBrace { end += 1 }
            spans.objectRange = spans.objectRange.lowerBound..<min(end + 1, bytes.count)
        }
        return (parsed.value, spans)
    }

    private func parseResult(_ bytes: UnsafeBufferPointer<UInt8>, arrayKey: String?,
                             arrayReader: ((inout JSONScanner) -> Bool)?) -> Result<JSONValue, JSONParseError> {
        parseResult(bytes, arrayKey: arrayKey, arrayReader: arrayReader, recordingSpans: false).map(\.value)
    }

    private func parseResult(_ bytes: UnsafeBufferPointer<UInt8>, arrayKey: String?,
                             arrayReader: ((inout JSONScanner) -> Bool)?, recordingSpans: Bool)
        -> Result<(value: JSONValue, spans: JSONTopLevelSpans?), JSONParseError> {
        var scanner = JSONScanner(bytes: bytes, maxDepth: maxDepth)
        scanner.arrayKey = arrayKey
        scanner.arrayReader = arrayReader
        if recordingSpans { scanner.spans = JSONTopLevelSpans(objectRange: -1 ..< -1, members: []) }
        do {
            let value = try scanner.parseDocument()
            return .success((value, scanner.spans))
        } catch {
            return .failure(JSONParseError.at(error.offset, in: bytes, error.message))
        }
    }
}
