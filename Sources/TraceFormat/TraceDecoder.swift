import TraceJSON

/// Turns a parsed JSON document into a `TraceFile`, validating every value; each error
/// names the JSON path of the offending value (`touches[17][3]: not a finite number`).
///
/// The keys it knows are `TraceSchema`'s; any other key is an error. The limits are in
/// `TraceDecoder+Limits.swift`, the values in `+Values`, the objects in `+Objects`, and
/// `touches`, `commands` and `expect` in their own files.
public enum TraceDecoder {
    /// Decodes and validates a whole trace document. Errors carry `fileName`.
    public static func decode(_ document: JSONValue, fileName: String? = nil) throws(TraceError) -> TraceFile {
        try decode(document, fileName: fileName, touches: nil)
    }

    /// Decodes a document whose `touches` the parser's fast path has already read and
    /// validated (`touches` non-nil); the document's own `touches` is then a placeholder.
    /// `touchesFailure` is the error the rows gave when they were checked as they were
    /// parsed (`TraceFile.loadStreamingTouches`): it is thrown where decoding the rows
    /// would have thrown it, so the first error is the one a whole read gives.
    static func decode(_ document: JSONValue, fileName: String?, touches preread: [TraceTouch]?,
                       touchesFailure: TraceError? = nil) throws(TraceError) -> TraceFile {
        do {
            return try decodeDocument(document, touches: preread, touchesFailure: touchesFailure)
        } catch {
            throw error.withFileName(fileName)
        }
    }

    private static func decodeDocument(_ document: JSONValue, touches preread: [TraceTouch]?,
                                       touchesFailure: TraceError?) throws(TraceError) -> TraceFile {
        // The format first: a file of another format may have keys this one does not know.
        // A profile file (which may sit beside the traces that use it) and a JSON Schema
        // are recognised non-traces; an object with neither key is unknown.
        if case let .object(members) = document {
            guard let format = members.first(where: { $0.key == TraceSchema.Key.format.rawValue })?.value else {
                let isSchema = members.contains { $0.key == TraceSchema.Key.schema.rawValue }
                throw TraceError(isSchema ? .notATrace : .unknownJSON, location: .jsonPath(.root),
                                 message: "not a mapsim trace (no \"format\" key)")
            }
            if case let .string(name) = format, ProfileFile.readableFormats.contains(name) {
                throw TraceError(.notATrace, location: .jsonPath(.root),
                                 message: "not a mapsim trace (a motion profile file, format \(quoted(name)))")
            }
            if case let .string(name) = format, !TraceFile.readableFormats.contains(name) {
                let known = TraceFile.readableFormats.map(quoted).joined(separator: ", ")
                throw failure(JSONPath.root.appending(.format),
                              "unsupported format \(quoted(name)); this build reads \(known)")
            }
        }
        let top = try JSONObjectReader(document, at: .root, knownKeys: TraceSchema.topLevelKeys)
        _ = try top.required(.format, string)
        let schemaReference = try top.optional(.schema, string)
        var trace = TraceFile(
            viewport: try top.required(.viewport, viewport),
            camera: try top.required(.camera, camera))
        trace.schemaReference = schemaReference
        trace.name = try top.optional(.name, string)
        trace.description = try top.optional(.description, string)
        trace.profile = try top.optional(.profile, profileReference)
        trace.input = try top.optional(.input, enumValue)
        trace.framesPerSecond = try top.optional(.framesPerSecond) { (v, p) throws(TraceError) in
            try number(v, p, in: framesPerSecondRange)
        }
        trace.settings = try top.optional(.settings, settings) ?? TraceSettings()
        trace.map = try top.optional(.map, mapOptions) ?? TraceMapOptions()
        trace.markers = try top.optional(.markers, markers) ?? []
        trace.buildings = try top.optional(.buildings, buildings) ?? []
        if let touchesFailure { throw touchesFailure }
        if let preread {
            trace.touches = preread
        } else {
            trace.touches = try top.required(.touches, touches)
        }
        var context = CommandContext(viewport: trace.viewport, buildings: trace.buildings,
                                     liveMarkers: Set(trace.markers.map(\.id)))
        trace.commands = try top.optional(.commands) { (v, p) throws(TraceError) in
            try commands(v, at: p, context: &context)
        } ?? []
        trace.expectations = try top.optional(.expect) { (v, p) throws(TraceError) in
            try expectations(v, at: p, context: context)
        } ?? []
        return trace
    }
}
