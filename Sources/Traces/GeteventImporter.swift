/// Imports Android `adb shell getevent -lt` output as traces.
///
/// Event lines: `[   12345.678901] /dev/input/event2: EV_ABS ABS_MT_POSITION_X 000003e8`
/// (the device path is absent when getevent was given one device); types and codes as
/// labels (`-l`) or 4-digit hex; values in hex, `ffffffff` being −1. Labels other than
/// the EV_SYN and EV_ABS codes multi-touch needs are accepted and ignored, as are
/// non-hex values of events the decoder does not read (`EV_KEY BTN_TOUCH DOWN`).
///
/// Axis ranges come from `TouchImportOptions.axisRanges` (the CLI's `--range`), else
/// from a `getevent -lp` header in the same file (`ABS_MT_POSITION_X : value 0, min 0,
/// max 1079, ...` under `add device N: /dev/input/eventK`). Only the device of the first
/// ABS_MT_POSITION_X/Y event is imported. Other header lines (`name:`, `events:`, ...)
/// are skipped; an event line without a timestamp is an error (record with `-t`).
public enum GeteventImporter {
    /// Reads and imports the recording at `path`; errors name the file as `path`.
    public static func importFile(path: String, options: TouchImportOptions) throws(TraceError) -> TraceFile {
        let bytes = try FileBytes.contents(ofPath: path)
        return try importRecording(bytes, fileName: path, options: options)
    }

    /// Event type labels (Linux input-event-codes.h).
    static let typeLabels: [String: UInt16] = [
        "EV_SYN": 0x00, "EV_KEY": 0x01, "EV_REL": 0x02, "EV_ABS": 0x03, "EV_MSC": 0x04, "EV_SW": 0x05,
        "EV_LED": 0x11, "EV_SND": 0x12, "EV_REP": 0x14, "EV_FF": 0x15, "EV_PWR": 0x16, "EV_FF_STATUS": 0x17,
    ]

    /// EV_SYN and EV_ABS code labels (Linux input-event-codes.h).
    static let codeLabels: [String: UInt16] = [
        "SYN_REPORT": 0x00, "SYN_CONFIG": 0x01, "SYN_MT_REPORT": 0x02, "SYN_DROPPED": 0x03,
        "ABS_X": 0x00, "ABS_Y": 0x01, "ABS_PRESSURE": 0x18,
        "ABS_MT_SLOT": 0x2F, "ABS_MT_TOUCH_MAJOR": 0x30, "ABS_MT_TOUCH_MINOR": 0x31,
        "ABS_MT_WIDTH_MAJOR": 0x32, "ABS_MT_WIDTH_MINOR": 0x33, "ABS_MT_ORIENTATION": 0x34,
        "ABS_MT_POSITION_X": 0x35, "ABS_MT_POSITION_Y": 0x36, "ABS_MT_TOOL_TYPE": 0x37,
        "ABS_MT_BLOB_ID": 0x38, "ABS_MT_TRACKING_ID": 0x39, "ABS_MT_PRESSURE": 0x3A,
        "ABS_MT_DISTANCE": 0x3B, "ABS_MT_TOOL_X": 0x3C, "ABS_MT_TOOL_Y": 0x3D,
    ]

    /// A code that matches nothing the decoder looks at.
    private static let ignoredCode: UInt16 = 0xFFFF

    private struct DeviceHeader {
        var name: String?
        var xRange: (Int, Int)?
        var yRange: (Int, Int)?
    }

    /// Imports a recording from its bytes; `fileName` labels errors and names the trace.
    public static func importRecording(_ bytes: [UInt8], fileName: String,
                                       options: TouchImportOptions) throws(TraceError) -> TraceFile {
        let text = String(decoding: bytes, as: UTF8.self)
        func failure(_ line: Int, _ message: String) -> TraceError {
            TraceError(.invalidData, fileName: fileName, location: .line(line), message: message)
        }
        var headers: [(device: String, header: DeviceHeader)] = []
        var events: [(device: String?, event: InputEvent)] = []
        var lineNumber = 0
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let line = rawLine.trimmingSpaces
            if line.isEmpty { continue }
            if line.first == "[" {
                guard let close = line.firstIndex(of: "]") else {
                    throw failure(lineNumber, "missing ']' after the timestamp")
                }
                let stamp = line[line.index(after: line.startIndex)..<close].trimmingSpaces
                guard let micros = InputEvent.parseMicros(stamp) else {
                    throw failure(lineNumber, "invalid timestamp \"\(stamp)\"")
                }
                var tokens = line[line.index(after: close)...].split(whereSeparator: { $0 == " " || $0 == "\t" })
                var device: String?
                if let first = tokens.first, first.last == ":" {
                    device = String(first.dropLast())
                    tokens.removeFirst()
                }
                guard tokens.count == 3 else {
                    throw failure(lineNumber, "expected '[time] device: TYPE CODE VALUE'")
                }
                let event = try parseEvent(tokens, micros: micros, line: lineNumber, failure: failure)
                events.append((device, event))
                continue
            }
            if line.hasPrefix("add device") {
                guard let colon = line.firstIndex(of: ":") else { continue }
                headers.append((String(line[line.index(after: colon)...].trimmingSpaces), DeviceHeader()))
                continue
            }
            if line.hasPrefix("name:"), !headers.isEmpty {
                var name = line.dropFirst(5).trimmingSpaces
                if name.first == "\"" && name.last == "\"" && name.count >= 2 { name = name.dropFirst().dropLast() }
                headers[headers.count - 1].header.name = String(name)
                continue
            }
            if let valueRange = line.rangeOfSubstring(": value") {
                guard let axis = line[..<valueRange.lowerBound].split(whereSeparator: { $0 == " " || $0 == "\t" }).last else {
                    continue
                }
                let code = codeLabels[String(axis)] ?? UInt16(axis, radix: 16)
                guard code == InputEvent.absMTPositionX || code == InputEvent.absMTPositionY else { continue }
                var minimum: Int?, maximum: Int?
                for item in line[valueRange.upperBound...].split(separator: ",") {
                    let words = item.split(separator: " ")
                    guard words.count == 2 else { continue }
                    if words[0] == "min" { minimum = Int(words[1]) }
                    if words[0] == "max" { maximum = Int(words[1]) }
                }
                guard let minimum, let maximum else {
                    throw failure(lineNumber, "axis line without 'min N, max N'")
                }
                if headers.isEmpty { headers.append(("", DeviceHeader())) }
                if code == InputEvent.absMTPositionX {
                    headers[headers.count - 1].header.xRange = (minimum, maximum)
                } else {
                    headers[headers.count - 1].header.yRange = (minimum, maximum)
                }
                continue
            }
            let tokens = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            if tokens.first?.hasPrefix("/dev/") == true || tokens.first?.hasPrefix("EV_") == true {
                throw failure(lineNumber, "event without a timestamp (record with 'getevent -lt')")
            }
            // Any other header line (bus:, events:, input props:, ...) carries nothing we use.
        }

        let isPosition: (InputEvent) -> Bool = {
            $0.type == InputEvent.evAbs && ($0.code == InputEvent.absMTPositionX || $0.code == InputEvent.absMTPositionY)
        }
        let touchDevice = events.first { isPosition($0.event) }?.device
        let deviceEvents = events.filter { $0.device == touchDevice }.map(\.event)
        let header = headers.first { $0.device == touchDevice && $0.header.xRange != nil }?.header
            ?? (headers.filter { $0.header.xRange != nil && $0.header.yRange != nil }.count == 1
                ? headers.first { $0.header.xRange != nil && $0.header.yRange != nil }?.header : nil)

        let ranges: TouchAxisRanges
        if let override = options.axisRanges {
            ranges = override
        } else if let x = header?.xRange, let y = header?.yRange {
            ranges = TouchAxisRanges(xMin: x.0, xMax: x.1, yMin: y.0, yMax: y.1)
        } else {
            throw TraceError(.invalidData, fileName: fileName,
                             message: "no axis ranges: pass --range XMIN,XMAX,YMIN,YMAX or include the 'getevent -lp' header")
        }
        guard ranges.isValid else {
            throw TraceError(.invalidData, fileName: fileName,
                             message: "empty axis range (\(ranges.xMin)...\(ranges.xMax), \(ranges.yMin)...\(ranges.yMax))")
        }
        var decoder = MultitouchDecoder(ranges: ranges, viewport: options.viewport, fileName: fileName)
        let touches = try decoder.decode(deviceEvents)
        var source = ImportNaming.lastComponent(fileName)
        var details: [String] = []
        if let touchDevice { details.append(touchDevice) }
        if let name = header?.name { details.append(name) }
        details.append(MultitouchDecoder.protocolDescription(deviceEvents))
        source += " (" + details.joined(separator: ", ") + ")"
        let trace = TraceFile(name: ImportNaming.lastComponent(fileName),
                              description: "Imported from Android getevent recording \(source)",
                              viewport: options.viewport, camera: options.camera, touches: touches)
        try trace.validate(fileName: fileName)
        return trace
    }

    private static func parseEvent(_ tokens: [Substring], micros: Int64, line: Int,
                                   failure: (Int, String) -> TraceError) throws(TraceError) -> InputEvent {
        let typeToken = String(tokens[0])
        let type: UInt16
        if let labelled = typeLabels[typeToken] {
            type = labelled
        } else if let numeric = UInt16(typeToken, radix: 16), typeToken.count <= 4 {
            type = numeric
        } else if typeToken.hasPrefix("EV_") {
            type = ignoredCode
        } else {
            throw failure(line, "invalid event type \"\(typeToken)\"")
        }
        let codeToken = String(tokens[1])
        let code: UInt16
        if let numeric = UInt16(codeToken, radix: 16), codeToken.count <= 4 {
            code = numeric
        } else if (type == InputEvent.evAbs || type == InputEvent.evSyn), let labelled = codeLabels[codeToken] {
            code = labelled
        } else if codeToken.contains("_") {
            code = ignoredCode
        } else {
            throw failure(line, "invalid event code \"\(codeToken)\"")
        }
        // Values matter for EV_SYN and the multi-touch codes the decoder reads; others
        // (key states such as DOWN, labelled tool types) are kept as 0.
        var value: Int32 = 0
        let needed = type == InputEvent.evSyn
            || (type == InputEvent.evAbs && [InputEvent.absMTSlot, InputEvent.absMTTrackingID,
                                             InputEvent.absMTPositionX, InputEvent.absMTPositionY].contains(code))
        if let raw = tokens[2].count <= 8 ? UInt32(tokens[2], radix: 16) : nil {
            value = Int32(bitPattern: raw)
        } else if needed {
            throw failure(line, "invalid value \"\(tokens[2])\" (expected up to 8 hex digits)")
        }
        return InputEvent(timeMicros: micros, type: type, code: code, value: value, line: line)
    }
}
