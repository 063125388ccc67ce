import MapSimulation
import TraceJSON

/// A custom motion profile read from a JSON file (format "mapsim-profile/1";
/// `traces/profile.schema.json` documents every field): a named base profile with any of
/// its gesture thresholds and motion defaults overridden, for `--profile FILE.json` and a
/// trace's `"profile": "FILE.json"`.
///
/// ```json
/// {"format": "mapsim-profile/1", "name": "our-tuning", "base": "maplibre-gl-js",
///  "gestures": {"touchSlop": 4, "rotationStart": "fixedAngle"},
///  "motion": {"fling": {"model": "mapLibre", "panDeceleration": 2750}}}
/// ```
///
/// - Top level (`topLevelKeys`): `format` (required, "mapsim-profile/1"), `base` (required:
///   a name or alias `MotionProfile.named(_:)` knows), `name` (a non-empty string; default
///   the file name without `.json`, "custom" when there is no file name), `$schema` (a
///   string, ignored), `gestures` and `motion` (objects of overrides; default none).
/// - `gestures` takes any `GestureThresholds` property by its Swift name, `motion` any
///   `MotionDefaults` property; the forms and bounds are in `ProfileFile+Fields.swift`.
///   Fields not given keep the base profile's values.
/// - Unknown keys anywhere are errors. Every error is a one-line `TraceError` naming the
///   file and the JSON path (`tuning.json: gestures.touchSlop: must not be negative
///   (found -1)`): `.invalidData` (exit 65) for bad content, `.fileNotFound` or
///   `.unreadable` (exit 66) from `FileBytes`.
/// - A file larger than `maxBytes`, or nested deeper than `JSONParser.defaultMaxDepth`
///   (512 levels, as traces), is an error.
///
/// Decoding is pure; only `load(path:)` reads a file.
public enum ProfileFile {
    /// The `format` value of a profile file: "mapsim-profile/1".
    public static let formatIdentifier = "mapsim-profile/1"
    /// Every `format` value this build reads (an error names them for any other).
    public static let readableFormats = [formatIdentifier]
    /// Largest profile file: 1 MiB (our choice; a file overriding every field is about
    /// 4 KB). Larger files are `.invalidData` errors, checked before parsing.
    public static let maxBytes = 1 << 20
    /// The keys of a profile file's top level, in schema order.
    public static let topLevelKeys = ["$schema", "format", "name", "base", "gestures", "motion"]
    /// The name of a profile decoded without a file name and without `name`: "custom".
    public static let unnamed = "custom"

    /// Reads and decodes the profile file at `path`; errors name the file as `path`. A
    /// missing file is `.fileNotFound` (exit 66), an unreadable one `.unreadable` (66), bad
    /// content `.invalidData` (65).
    public static func load(path: String) throws(TraceError) -> MotionProfile {
        let bytes = try FileBytes.contents(ofPath: path)
        return try parse(bytes, fileName: path)
    }

    /// Parses and decodes a profile from UTF-8 JSON bytes; `fileName` labels errors and
    /// gives the default name.
    public static func parse(_ bytes: [UInt8], fileName: String? = nil) throws(TraceError) -> MotionProfile {
        guard bytes.count <= maxBytes else {
            throw TraceError(.invalidData, fileName: fileName,
                             message: "too large for a profile file (\(bytes.count) bytes, limit \(maxBytes))")
        }
        let document: JSONValue
        do {
            document = try JSONParser().parse(bytes)
        } catch {
            throw TraceError(.invalidData, fileName: fileName,
                             location: .textPosition(line: error.line, column: error.column), message: error.message)
        }
        return try decode(document, fileName: fileName)
    }

    /// Parses and decodes a profile from JSON text; `fileName` labels errors and gives the
    /// default name.
    public static func parse(_ text: String, fileName: String? = nil) throws(TraceError) -> MotionProfile {
        try parse(Array(text.utf8), fileName: fileName)
    }

    /// Decodes a parsed profile document: the base profile with the document's overrides.
    /// Errors carry `fileName`, which also gives the default name.
    public static func decode(_ document: JSONValue, fileName: String? = nil) throws(TraceError) -> MotionProfile {
        do {
            return try decodeDocument(document, defaultName: defaultName(fileName: fileName))
        } catch {
            throw error.withFileName(fileName)
        }
    }

    /// Whether a `--profile` argument names a file rather than a profile: it ends in
    /// `.json` or contains a `/`.
    public static func isPathArgument(_ argument: String) -> Bool {
        argument.hasSuffix(".json") || argument.contains("/")
    }

    /// Whether a trace's `profile` value names a profile file: it ends in `.json` (and is
    /// more than that). Anything else must be a profile name or alias.
    public static func isFileReference(_ value: String) -> Bool {
        value.hasSuffix(".json") && value.utf8.count > ".json".utf8.count
    }

    /// The name of a profile read from `fileName` without a `name` key: its last path
    /// component without `.json`; `unnamed` when there is no file name or that is empty.
    public static func defaultName(fileName: String?) -> String {
        guard let fileName else { return unnamed }
        var last = Substring(fileName)
        if let slash = last.lastIndex(of: "/") { last = last[last.index(after: slash)...] }
        if last.hasSuffix(".json") { last = last.dropLast(".json".count) }
        return last.isEmpty ? unnamed : String(last)
    }

    private static func decodeDocument(_ document: JSONValue, defaultName: String) throws(TraceError) -> MotionProfile {
        guard case .object(let members) = document else {
            throw TraceDecoder.failure(.root, "expected an object, found \(document.kindDescription)")
        }
        // The format first: a file of another format (a trace) has keys this one does not know.
        guard let format = document["format"] else {
            throw TraceDecoder.failure(JSONPath.root.appending("format"), "missing required key")
        }
        let formatName = try TraceDecoder.string(format, JSONPath.root.appending("format"))
        guard readableFormats.contains(formatName) else {
            throw TraceDecoder.failure(JSONPath.root.appending("format"),
                                       "unsupported format \(TraceDecoder.quoted(formatName)); this build reads "
                                           + TraceDecoder.quotedList(readableFormats))
        }
        for member in members where !topLevelKeys.contains(member.key) {
            throw TraceDecoder.failure(JSONPath.root.appending(member.key), "unknown key")
        }
        if let schema = document["$schema"] { _ = try TraceDecoder.string(schema, JSONPath.root.appending("$schema")) }
        guard let baseValue = document["base"] else {
            throw TraceDecoder.failure(JSONPath.root.appending("base"), "missing required key")
        }
        let baseName = try TraceDecoder.profileName(baseValue, JSONPath.root.appending("base"))
        guard var profile = MotionProfile.named(baseName) else {
            preconditionFailure("profileName accepts only names MotionProfile.named knows")
        }
        profile.name = try document["name"].map { (v) throws(TraceError) in
            try TraceDecoder.identifier(v, JSONPath.root.appending("name"))
        } ?? defaultName
        if let gestures = document["gestures"] {
            try ProfileField.apply(gestures, at: JSONPath.root.appending("gestures"), gestureFields, to: &profile.gestures)
        }
        if let motion = document["motion"] {
            try ProfileField.apply(motion, at: JSONPath.root.appending("motion"), motionFields, to: &profile.motion)
        }
        return profile
    }
}
