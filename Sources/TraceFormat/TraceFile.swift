import TraceJSON
import MapSimulation
/// A mapsim trace: the view, the starting camera and map state, recorded touches, timed
/// commands and expectations (format "mapsim-trace/1"; `traces/schema.json` documents
/// every field).
///
/// Parse one with `TraceFile.load(path:)` or `TraceFile.parse(_:fileName:)`; every
/// error is a `TraceError` naming the file, the JSON path and the problem. Write one
/// back with `jsonValue`.
public struct TraceFile: Hashable, Sendable {
    /// The `format` value this build writes: "mapsim-trace/1".
    public static let formatIdentifier = "mapsim-trace/1"
    /// Every `format` value this build reads (an error names them for any other).
    public static let readableFormats = [formatIdentifier]

    /// The file's `$schema` reference (for editors' completion, e.g.
    /// `"traces/schema.json"`), kept as written; nil when absent. Replays ignore it.
    public var schemaReference: String?

    /// A short name. Default none.
    public var name: String?
    /// What the trace shows (the file's `description`). Default none.
    public var description: String?
    /// The motion profile to replay with, as written: a name of `MotionProfile.allNames`
    /// (the one list of profile names) or one of its `aliases`, or the path of a profile
    /// file ending in `.json` (`ProfileFile`), relative to the trace's folder or absolute;
    /// the decoder checks the form and reads no file (`resolvedProfile(tracePath:)` does).
    /// nil = the replay's default (or `--profile`).
    public var profile: String?
    /// How the touches reach the recognisers (`InputDeliveryModel`: raw, android, ios);
    /// nil = the replay's default, raw (or `--input`).
    public var input: InputDeliveryModel?
    /// The frame rate the trace is replayed at, frames per second, 1 to 1000
    /// (`TraceDecoder.framesPerSecondRange`); nil = the replay's default, 60 (or `--fps`,
    /// which wins). `mapsim explore` writes it when a shrunk failure needs another rate.
    public var framesPerSecond: Double?
    /// The view's size and padding.
    public var viewport: TraceViewport
    /// The camera at time 0.
    public var camera: TraceCamera
    /// UI settings at time 0 (unset keys: Google's defaults).
    public var settings: TraceSettings
    /// Map options at time 0 (unset keys: defaults).
    public var map: TraceMapOptions
    /// Markers at time 0, ids unique.
    public var markers: [TraceMarker]
    /// Indoor buildings, ids unique.
    public var buildings: [TraceBuilding]
    /// Touch events in time order (see `TraceDecoder` for the rules).
    public var touches: [TraceTouch] {
        // Without `oldValue`, an in-place change (an append) stays in place.
        didSet { parsedFingersDownAtEnd = FingersDownAtEnd() }
    }
    /// Programmatic calls in time order.
    public var commands: [TraceTimedCommand]
    /// Expectations for `mapsim check` (the file's `expect`).
    public var expectations: [TraceTimedExpectation]

    /// The fingers down after the last touch, as the parser found them (`parse`); nil
    /// (unknown) for a trace built in code and once `touches` changes.
    private var parsedFingersDownAtEnd = FingersDownAtEnd()

    /// The fingers still down after the last of `touches`, each where it was last, in the
    /// order they landed: what a replay cancels when the trace ends
    /// (`TraceReplay.closingCancels`). Kept from the parse for a trace read from JSON
    /// (the rules know which pointers are down; their last rows are found from the end,
    /// usually a few rows, cheaper than following every row); else `FingersDown` follows
    /// every touch. The same
    /// either way (`FingersDownAtEndTests`). Allocates the returned array only.
    package var fingersDownAtEnd: [FingersDown.Finger] {
        if let fingers = parsedFingersDownAtEnd.fingers { return fingers }
        var fingers = FingersDown()
        for touch in touches { fingers.note(touch) }
        return fingers.fingers
    }

    /// A trace with a view and a camera and nothing else unless given.
    public init(name: String? = nil, description: String? = nil, profile: String? = nil,
                input: InputDeliveryModel? = nil, framesPerSecond: Double? = nil, viewport: TraceViewport,
                camera: TraceCamera,
                settings: TraceSettings = TraceSettings(), map: TraceMapOptions = TraceMapOptions(),
                markers: [TraceMarker] = [], buildings: [TraceBuilding] = [],
                touches: [TraceTouch] = [], commands: [TraceTimedCommand] = [],
                expectations: [TraceTimedExpectation] = []) {
        self.name = name
        self.description = description
        self.profile = profile
        self.input = input
        self.framesPerSecond = framesPerSecond
        self.viewport = viewport
        self.camera = camera
        self.settings = settings
        self.map = map
        self.markers = markers
        self.buildings = buildings
        self.touches = touches
        self.commands = commands
        self.expectations = expectations
    }

    /// Reads and validates the trace at `path`. A missing file is a `.fileNotFound`
    /// error (exit 66), an unreadable one `.unreadable` (66), bad content
    /// `.invalidData` (65); errors name the file as `path`.
    public static func load(path: String) throws(TraceError) -> TraceFile {
        let bytes = try FileBytes.contents(ofPath: path)
        return try parse(bytes, fileName: path)
    }

    /// Parses and validates a trace from UTF-8 JSON bytes; `fileName` only labels errors.
    public static func parse(_ bytes: [UInt8], fileName: String? = nil) throws(TraceError) -> TraceFile {
        try bytes.withUnsafeBufferPointer { buffer throws(TraceError) in try parse(buffer, fileName: fileName) }
    }

    /// Parses and validates a trace from UTF-8 JSON bytes in place (a mapped file);
    /// `fileName` only labels errors.
    public static func parse(_ bytes: UnsafeBufferPointer<UInt8>, fileName: String? = nil) throws(TraceError) -> TraceFile {
        let parsed: ParsedDocument
        do {
            parsed = try parseDocument(bytes)
        } catch {
            throw TraceError(.invalidData, fileName: fileName,
                             location: .textPosition(line: error.line, column: error.column),
                             message: error.message)
        }
        var trace = try TraceDecoder.decode(parsed.document, fileName: fileName, touches: parsed.touchRows)
        if let fingers = parsed.fingersDownAtEnd { trace.parsedFingersDownAtEnd = FingersDownAtEnd(fingers: fingers) }
        return trace
    }

    /// `fingersDownAtEnd` as the parser left it: nil when unknown. Equal to any other, so
    /// that it takes no part in a trace's equality and hash (it follows from `touches`).
    private struct FingersDownAtEnd: Hashable, Sendable {
        var fingers: [FingersDown.Finger]?
        static func == (_: Self, _: Self) -> Bool { true }
        func hash(into hasher: inout Hasher) {}
    }

    /// Parses a trace document, its top-level `touches` offered to the touch-row fast path
    /// (`TraceTouchRows.swift`): `touchRows` holds them and `fingersDownAtEnd` the fingers
    /// down after them when it took them, and the document an empty array in their place.
    typealias ParsedDocument = (document: JSONValue, touchRows: [TraceTouch]?, fingersDownAtEnd: [FingersDown.Finger]?)

    /// Parses a trace document (`ParsedDocument`).
    static func parseDocument(_ bytes: [UInt8]) throws(JSONParseError) -> ParsedDocument {
        try bytes.withUnsafeBufferPointer { buffer throws(JSONParseError) in try parseDocument(buffer) }
    }

    /// `parseDocument(_:)` over bytes in place.
    static func parseDocument(_ bytes: UnsafeBufferPointer<UInt8>) throws(JSONParseError) -> ParsedDocument {
        var touchRows: TouchRowArray?
        let document = try JSONParser().parse(bytes, offeringArrayOf: TraceSchema.Key.touches.rawValue) { scanner in
            touchRows = scanner.readTouchRowArray()
            return touchRows != nil
        }
        return (document, touchRows?.rows, touchRows?.fingersDownAtEnd)
    }

    /// Parses and validates a trace from JSON text; `fileName` only labels errors.
    public static func parse(_ text: String, fileName: String? = nil) throws(TraceError) -> TraceFile {
        try parse(Array(text.utf8), fileName: fileName)
    }

    /// Checks a trace built in code against the same rules as a file (by writing it to
    /// JSON and decoding it again); errors carry `fileName` when given.
    public func validate(fileName: String? = nil) throws(TraceError) {
        _ = try TraceDecoder.decode(jsonValue, fileName: fileName)
    }

    /// Checks only `touches` against the trace rules (`TouchSequenceRules`: times, ids,
    /// positions, order, fingers down at once), in O(n) without encoding the trace: for
    /// programs that make touches (`mapsim explore`). Throws the error the decoder would
    /// give for the same rows, at `touches[i]`.
    public func validateTouches(fileName: String? = nil) throws(TraceError) {
        do {
            try TraceDecoder.validate(touches, JSONPath.root.appending(TraceSchema.Key.touches.rawValue))
        } catch {
            throw fileName.map { error.withFileName($0) } ?? error
        }
    }
}
