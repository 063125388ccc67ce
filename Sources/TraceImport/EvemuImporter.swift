import TraceFormat
import TraceJSON

/// Imports evemu recordings (`evemu-record` `.event` files from freedesktop.org's evemu)
/// as traces.
///
/// Lines: `#` comments; device lines `N:` (name), `I:`, `P:`, `B:`; `A: <code hex> <min>
/// <max> <fuzz> <flat> [<resolution>]` axis ranges (0x35 and 0x36 give the touch
/// position ranges unless `TouchImportOptions.axisRanges` overrides them); events
/// `E: <seconds.microseconds> <type hex> <code hex> <value decimal>`, optionally
/// followed by a `#` comment. Blank lines are skipped; anything else is an error naming
/// the line. Lines end at "\n" (a "\r" before it is dropped); fields are ASCII, split at
/// spaces and tabs (`RecordingText`), so reading is linear in the file. Multi-touch
/// decoding is `MultitouchDecoder`'s (protocols A and B, at most 20 contacts a frame).
public enum EvemuImporter {
    /// Reads and imports the recording at `path`; errors name the file as `path`.
    public static func importFile(path: String, options: TouchImportOptions) throws(TraceError) -> TraceFile {
        let bytes = try FileBytes.contents(ofPath: path)
        return try importRecording(bytes, fileName: path, options: options)
    }

    /// Imports a recording from its bytes; `fileName` labels errors and names the trace.
    public static func importRecording(_ bytes: [UInt8], fileName: String,
                                       options: TouchImportOptions) throws(TraceError) -> TraceFile {
        func failure(_ line: Int, _ message: String) -> TraceError {
            TraceError(.invalidData, fileName: fileName, location: .line(line), message: message)
        }
        func unrecognised(_ line: Int) -> TraceError {
            failure(line, "unrecognised line (expected '#', 'N:', 'I:', 'P:', 'B:', 'A:' or 'E:')")
        }
        var events: [InputEvent] = []
        var deviceName: String?
        var xRange: (Int, Int)?
        var yRange: (Int, Int)?
        var lines = RecordingText.Lines(bytes)
        while let (lineNumber, line) = lines.next() {
            guard let first = line.first, first != RecordingText.hash else { continue }
            if RecordingText.trimmed(line).isEmpty { continue }
            guard line.count >= 2, line[line.startIndex + 1] == RecordingText.colon else {
                throw unrecognised(lineNumber)
            }
            let body = line.dropFirst(2)
            switch first {
            case UInt8(ascii: "N"):
                deviceName = RecordingText.string(RecordingText.trimmed(body))
            case UInt8(ascii: "I"), UInt8(ascii: "P"), UInt8(ascii: "B"):
                continue
            case UInt8(ascii: "A"):
                let fields = RecordingText.fields(body, limit: 6)
                guard fields.count == 5 || fields.count == 6,
                      let code = RecordingText.integer(fields[0], radix: 16, as: UInt16.self),
                      let minimum = RecordingText.integer(fields[1], as: Int.self),
                      let maximum = RecordingText.integer(fields[2], as: Int.self),
                      fields[3...].allSatisfy({ RecordingText.integer($0, as: Int.self) != nil }) else {
                    throw failure(lineNumber, "expected 'A: <code hex> <min> <max> <fuzz> <flat> [<resolution>]'")
                }
                if code == InputEvent.absMTPositionX { xRange = (minimum, maximum) }
                if code == InputEvent.absMTPositionY { yRange = (minimum, maximum) }
            case UInt8(ascii: "E"):
                var content = body
                if let hash = content.firstIndex(of: RecordingText.hash) { content = content[..<hash] }
                let fields = RecordingText.fields(content, limit: 4)
                guard fields.count == 4 else {
                    throw failure(lineNumber, "expected 'E: <seconds.microseconds> <type hex> <code hex> <value>'")
                }
                guard let micros = InputEvent.parseMicros(fields[0]) else {
                    throw failure(lineNumber, "invalid time \"\(RecordingText.string(fields[0]))\"")
                }
                guard let type = RecordingText.integer(fields[1], radix: 16, as: UInt16.self),
                      let code = RecordingText.integer(fields[2], radix: 16, as: UInt16.self) else {
                    throw failure(lineNumber, "invalid event type or code (expected hex)")
                }
                guard let value = RecordingText.integer(fields[3], as: Int32.self) else {
                    throw failure(lineNumber, "invalid value \"\(RecordingText.string(fields[3]))\"")
                }
                events.append(InputEvent(timeMicros: micros, type: type, code: code, value: value, line: lineNumber))
            default:
                throw unrecognised(lineNumber)
            }
        }
        let ranges: TouchAxisRanges
        if let override = options.axisRanges {
            ranges = override
        } else {
            guard let xRange, let yRange else {
                throw TraceError(.invalidData, fileName: fileName,
                                 message: "no 'A: 35' and 'A: 36' lines giving the ABS_MT_POSITION_X/Y ranges; pass the ranges explicitly")
            }
            ranges = TouchAxisRanges(xMin: xRange.0, xMax: xRange.1, yMin: yRange.0, yMax: yRange.1)
        }
        guard ranges.isValid else {
            throw TraceError(.invalidData, fileName: fileName,
                             message: "empty axis range (\(ranges.xMin)...\(ranges.xMax), \(ranges.yMin)...\(ranges.yMax))")
        }
        var decoder = MultitouchDecoder(ranges: ranges, viewport: options.viewport, fileName: fileName)
        let touches = try decoder.decode(events)
        let device = deviceName.map { "\($0), " } ?? ""
        let trace = TraceFile(
            name: ImportNaming.lastComponent(fileName),
            description: "Imported from evemu recording \(ImportNaming.lastComponent(fileName)) (\(device)\(MultitouchDecoder.protocolDescription(events)))",
            viewport: options.viewport, camera: options.camera, touches: touches)
        try trace.validate(fileName: fileName)
        return trace
    }
}

/// Naming helpers shared by the importers.
enum ImportNaming {
    /// The last path component: "a/b/c.event" → "c.event".
    static func lastComponent(_ path: String) -> String {
        if let slash = path.lastIndex(of: "/") { return String(path[path.index(after: slash)...]) }
        return path
    }
}
