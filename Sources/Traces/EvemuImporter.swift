/// Imports evemu recordings (`evemu-record` `.event` files from freedesktop.org's evemu)
/// as traces.
///
/// Lines: `#` comments; device lines `N:` (name), `I:`, `P:`, `B:`; `A: <code hex> <min>
/// <max> <fuzz> <flat> [<resolution>]` axis ranges (0x35 and 0x36 give the touch
/// position ranges unless `TouchImportOptions.axisRanges` overrides them); events
/// `E: <seconds.microseconds> <type hex> <code hex> <value decimal>`, optionally
/// followed by a `#` comment. Blank lines are skipped; anything else is an error naming
/// the line. Multi-touch decoding is `MultitouchDecoder`'s (protocols A and B).
public enum EvemuImporter {
    /// Reads and imports the recording at `path`; errors name the file as `path`.
    public static func importFile(path: String, options: TouchImportOptions) throws(TraceError) -> TraceFile {
        let bytes = try FileBytes.contents(ofPath: path)
        return try importRecording(bytes, fileName: path, options: options)
    }

    /// Imports a recording from its bytes; `fileName` labels errors and names the trace.
    public static func importRecording(_ bytes: [UInt8], fileName: String,
                                       options: TouchImportOptions) throws(TraceError) -> TraceFile {
        let text = String(decoding: bytes, as: UTF8.self)
        func failure(_ line: Int, _ message: String) -> TraceError {
            TraceError(.invalidData, fileName: fileName, location: .line(line), message: message)
        }
        var events: [InputEvent] = []
        var deviceName: String?
        var xRange: (Int, Int)?
        var yRange: (Int, Int)?
        var lineNumber = 0
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            var line = rawLine
            if line.last == "\r" { line.removeLast() }
            guard let first = line.first else { continue }
            if first == "#" { continue }
            if line.trimmingSpaces.isEmpty { continue }
            guard line.count >= 2, line.dropFirst().first == ":" else {
                throw failure(lineNumber, "unrecognised line (expected '#', 'N:', 'I:', 'P:', 'B:', 'A:' or 'E:')")
            }
            let body = line.dropFirst(2)
            switch first {
            case "N":
                deviceName = String(body.trimmingSpaces)
            case "I", "P", "B":
                continue
            case "A":
                let fields = body.split(whereSeparator: { $0 == " " || $0 == "\t" })
                guard fields.count == 5 || fields.count == 6,
                      let code = UInt16(fields[0], radix: 16),
                      let minimum = Int(fields[1]), let maximum = Int(fields[2]),
                      fields[3...].allSatisfy({ Int($0) != nil }) else {
                    throw failure(lineNumber, "expected 'A: <code hex> <min> <max> <fuzz> <flat> [<resolution>]'")
                }
                if code == InputEvent.absMTPositionX { xRange = (minimum, maximum) }
                if code == InputEvent.absMTPositionY { yRange = (minimum, maximum) }
            case "E":
                var content = body
                if let hash = content.firstIndex(of: "#") { content = content[..<hash] }
                let fields = content.split(whereSeparator: { $0 == " " || $0 == "\t" })
                guard fields.count == 4 else {
                    throw failure(lineNumber, "expected 'E: <seconds.microseconds> <type hex> <code hex> <value>'")
                }
                guard let micros = InputEvent.parseMicros(fields[0]) else {
                    throw failure(lineNumber, "invalid time \"\(fields[0])\"")
                }
                guard let type = UInt16(fields[1], radix: 16), let code = UInt16(fields[2], radix: 16) else {
                    throw failure(lineNumber, "invalid event type or code (expected hex)")
                }
                guard let value = Int32(fields[3]) else {
                    throw failure(lineNumber, "invalid value \"\(fields[3])\"")
                }
                events.append(InputEvent(timeMicros: micros, type: type, code: code, value: value, line: lineNumber))
            default:
                throw failure(lineNumber, "unrecognised line (expected '#', 'N:', 'I:', 'P:', 'B:', 'A:' or 'E:')")
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
