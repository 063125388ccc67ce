import TraceFormat
import TraceJSON

/// Imports evemu recordings (`evemu-record` `.event` files from freedesktop.org's evemu)
/// as traces.
///
/// Lines: `#` comments; device lines `N:` (name), `I:`, `P:`, `B:`; `A: <code hex> <min>
/// <max> <fuzz> <flat> [<resolution>]` axis ranges (0x35 and 0x36 give the touch
/// position ranges and, when given and not 0, their resolutions in units per mm;
/// `TouchImportOptions.axisRanges` overrides the ranges); events
/// `E: <seconds.microseconds> <type hex> <code hex> <value decimal>`, optionally
/// followed by a `#` comment. Blank lines are skipped; anything else is an error naming
/// the line. Lines end at "\n" (a "\r" before it is dropped); fields are ASCII, split at
/// spaces and tabs (`RecordingText`), so reading is linear in the file. Multi-touch
/// decoding is `MultitouchDecoder`'s (protocols A and B, at most 20 contacts a frame);
/// positions map onto the view through `TouchMapping` (`TouchImportOptions.fit`).
///
/// When an `A:` line has no resolution field (evemu before 1.1 wrote five), the comment
/// header's `Resolution` line under `Event code 53 (ABS_MT_POSITION_X)` or `54
/// (ABS_MT_POSITION_Y)` gives it, as evemu 1.1 writes the header.
///
/// A file with device lines but no `E:` line is an evemu device description (`.prop`,
/// which `evemu-describe` writes) rather than a recording, and a recording whose events
/// put no finger down has no touches: both are `.invalidData` errors naming the file.
public enum EvemuImporter {
    /// Reads and imports the recording at `path`; errors name the file as `path`.
    public static func importFile(path: String, options: TouchImportOptions) throws(TraceError) -> TraceFile {
        try importFileWithMapping(path: path, options: options).trace
    }

    /// Reads and imports the recording at `path`, with the mapping its touches were made
    /// with; errors name the file as `path`.
    public static func importFileWithMapping(path: String, options: TouchImportOptions) throws(TraceError) -> ImportedRecording {
        let bytes = try FileBytes.contents(ofPath: path)
        return try importRecordingWithMapping(bytes, fileName: path, options: options)
    }

    /// Imports a recording from its bytes; `fileName` labels errors and names the trace.
    public static func importRecording(_ bytes: [UInt8], fileName: String,
                                       options: TouchImportOptions) throws(TraceError) -> TraceFile {
        try importRecordingWithMapping(bytes, fileName: fileName, options: options).trace
    }

    /// The message for a file with device lines and no events.
    static let descriptionWithoutEvents = "this is an evemu device description (.prop) with no events; pass the .event recording"

    /// Imports a recording from its bytes, with the mapping its touches were made with;
    /// `fileName` labels errors and names the trace.
    public static func importRecordingWithMapping(_ bytes: [UInt8], fileName: String,
                                                  options: TouchImportOptions) throws(TraceError) -> ImportedRecording {
        func failure(_ line: Int, _ message: String) -> TraceError {
            TraceError(.invalidData, fileName: fileName, location: .line(line), message: message)
        }
        func unrecognised(_ line: Int) -> TraceError {
            failure(line, "unrecognised line (expected '#', 'N:', 'I:', 'P:', 'B:', 'A:' or 'E:')")
        }
        var events: [InputEvent] = []
        var deviceName: String?
        var deviceLines = 0
        var header = HeaderResolutions()
        var xAxis: (min: Int, max: Int, resolution: Int?)?
        var yAxis: (min: Int, max: Int, resolution: Int?)?
        var lines = RecordingText.Lines(bytes)
        while let (lineNumber, line) = lines.next() {
            guard let first = line.first else { continue }
            if first == RecordingText.hash {
                header.read(comment: line.dropFirst())
                continue
            }
            if RecordingText.trimmed(line).isEmpty { continue }
            guard line.count >= 2, line[line.startIndex + 1] == RecordingText.colon else {
                throw unrecognised(lineNumber)
            }
            let body = line.dropFirst(2)
            switch first {
            case UInt8(ascii: "N"):
                deviceName = RecordingText.string(RecordingText.trimmed(body))
                deviceLines += 1
            case UInt8(ascii: "I"), UInt8(ascii: "P"), UInt8(ascii: "B"):
                deviceLines += 1
            case UInt8(ascii: "A"):
                let fields = RecordingText.fields(body, limit: 6)
                guard fields.count == 5 || fields.count == 6,
                      let code = RecordingText.integer(fields[0], radix: 16, as: UInt16.self),
                      let minimum = RecordingText.integer(fields[1], as: Int.self),
                      let maximum = RecordingText.integer(fields[2], as: Int.self),
                      fields[3...].allSatisfy({ RecordingText.integer($0, as: Int.self) != nil }) else {
                    throw failure(lineNumber, "expected 'A: <code hex> <min> <max> <fuzz> <flat> [<resolution>]'")
                }
                let resolution = fields.count == 6 ? RecordingText.integer(fields[5], as: Int.self) : nil
                if code == InputEvent.absMTPositionX { xAxis = (minimum, maximum, resolution) }
                if code == InputEvent.absMTPositionY { yAxis = (minimum, maximum, resolution) }
                deviceLines += 1
            case UInt8(ascii: "E"):
                var content = body
                if let hash = content.firstIndex(of: RecordingText.hash) { content = content[..<hash] }
                let fields = RecordingText.fields(content, limit: 4)
                guard fields.count == 4 else {
                    throw failure(lineNumber, "expected 'E: <seconds.microseconds> <type hex> <code hex> <value>'")
                }
                guard let micros = InputEvent.parseMicros(fields[0]) else {
                    throw failure(lineNumber, "invalid time \(RecordingText.quoted(fields[0]))")
                }
                guard let type = RecordingText.integer(fields[1], radix: 16, as: UInt16.self),
                      let code = RecordingText.integer(fields[2], radix: 16, as: UInt16.self) else {
                    throw failure(lineNumber, "invalid event type or code (expected hex)")
                }
                guard let value = RecordingText.integer(fields[3], as: Int32.self) else {
                    throw failure(lineNumber, "invalid value \(RecordingText.quoted(fields[3]))")
                }
                events.append(InputEvent(timeMicros: micros, type: type, code: code, value: value, line: lineNumber))
            default:
                throw unrecognised(lineNumber)
            }
        }
        if events.isEmpty {
            throw TraceError(.invalidData, fileName: fileName,
                             message: deviceLines > 0 ? descriptionWithoutEvents : ImportNaming.noTouches)
        }
        var recorded: TouchAxisRanges?
        if let xAxis, let yAxis {
            recorded = TouchAxisRanges(xMin: xAxis.min, xMax: xAxis.max, yMin: yAxis.min, yMax: yAxis.max,
                                       xResolution: xAxis.resolution ?? header.x, yResolution: yAxis.resolution ?? header.y)
        }
        let mapping = try options.mapping(
            recorded: recorded, fileName: fileName,
            missing: "no 'A: 35' and 'A: 36' lines giving the ABS_MT_POSITION_X/Y ranges; pass --range XMIN,XMAX,YMIN,YMAX")
        var decoder = MultitouchDecoder(mapping: mapping, fileName: fileName)
        let touches = try decoder.decode(events)
        guard !touches.isEmpty else {
            throw TraceError(.invalidData, fileName: fileName, message: ImportNaming.noTouches)
        }
        let device = deviceName.map { "\($0), " } ?? ""
        let fit = ImportNaming.fitNote(mapping).map { "; " + $0 } ?? ""
        let trace = TraceFile(
            name: ImportNaming.lastComponent(fileName),
            description: "Imported from evemu recording \(ImportNaming.lastComponent(fileName)) (\(device)\(MultitouchDecoder.protocolDescription(events))\(fit))",
            viewport: options.viewport, camera: options.camera, touches: touches)
        try trace.validate(fileName: fileName)
        return ImportedRecording(trace: trace, mapping: mapping)
    }

    /// The resolutions evemu's comment header gives the position axes: a `Resolution N`
    /// line after `Event code 53 (ABS_MT_POSITION_X)` or `Event code 54
    /// (ABS_MT_POSITION_Y)`, before the next `Event code` or `Event type` line.
    private struct HeaderResolutions {
        private enum Axis { case x, y }
        private var current: Axis?
        private(set) var x: Int?
        private(set) var y: Int?

        mutating func read(comment: RecordingText.Bytes) {
            let fields = RecordingText.fields(comment, limit: 4)
            guard let word = fields.first else { return }
            if RecordingText.equals(word, "Event") {
                current = nil
                if fields.count == 4, RecordingText.equals(fields[1], "code") {
                    if RecordingText.equals(fields[3], "(ABS_MT_POSITION_X)") { current = .x }
                    if RecordingText.equals(fields[3], "(ABS_MT_POSITION_Y)") { current = .y }
                }
            } else if RecordingText.equals(word, "Resolution"), fields.count == 2,
                      let value = RecordingText.integer(fields[1], as: Int.self) {
                switch current {
                case .x?: x = value
                case .y?: y = value
                case nil: break
                }
            }
        }
    }
}

/// Naming helpers shared by the importers.
enum ImportNaming {
    /// The last path component: "a/b/c.event" → "c.event".
    static func lastComponent(_ path: String) -> String {
        if let slash = path.lastIndex(of: "/") { return String(path[path.index(after: slash)...]) }
        return path
    }

    /// The message for a recording whose events put no finger down.
    static let noTouches = "the recording has no touches"

    /// For a trace's description, how `--fit contain` placed the device
    /// ("--fit contain: 390 × 390 pt at (0, 227), the device's unit aspect"); nil under
    /// stretch, so that stretched imports describe themselves as before.
    static func fitNote(_ mapping: TouchMapping) -> String? {
        guard mapping.fit == .contain else { return nil }
        func text(_ value: Double) -> String { JSONValue.numberText((value * 1000).rounded() / 1000) }
        let aspect = mapping.usesPhysicalAspect ? "physical aspect" : "unit aspect"
        return "--fit contain: \(text(mapping.width)) × \(text(mapping.height)) pt at (\(text(mapping.xOffset)), \(text(mapping.yOffset))), the device's \(aspect)"
    }
}
