import TraceFormat
import TraceJSON

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
/// max 1079, fuzz 0, flat 0, resolution 0` under `add device N: /dev/input/eventK`; a
/// resolution other than 0 is the axis's units per mm, which `--fit contain` uses for
/// the device's physical aspect). Only the device of the first ABS_MT_POSITION_X/Y event
/// is imported. Other header lines (`name:`, `events:`, ...) are skipped; an event line
/// without a timestamp is an error (record with `-t`). A file with a `getevent -lp`
/// header and no event line, and a recording whose events put no finger down, are
/// `.invalidData` errors naming the file. Lines and fields are read as bytes
/// (`RecordingText`), linear in the file; decoding is `MultitouchDecoder`'s (at most 20
/// contacts a frame); positions map onto the view through `TouchMapping`.
public enum GeteventImporter {
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

    /// The message for a `getevent -lp` header without events.
    static let headerWithoutEvents = "this is a 'getevent -lp' device list with no events; record the touches with 'getevent -lt'"

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

    /// `typeLabels` and `codeLabels`, looked up by a token's bytes.
    private static let typeTable = RecordingText.Labels(typeLabels)
    private static let codeTable = RecordingText.Labels(codeLabels)

    /// A code that matches nothing the decoder looks at.
    private static let ignoredCode: UInt16 = 0xFFFF

    private struct DeviceHeader {
        var name: String?
        var xRange: (Int, Int, resolution: Int?)?
        var yRange: (Int, Int, resolution: Int?)?
    }

    /// Device paths of event lines, numbered in order of appearance, so that an event
    /// carries a number rather than a string of its own.
    private struct DeviceNames {
        private(set) var names: [String] = []
        private var numbers: [String: Int] = [:]
        private var last: (bytes: RecordingText.Bytes, number: Int)?

        /// The number of the device spelled by `path`.
        mutating func number(_ path: RecordingText.Bytes) -> Int {
            if let last, last.bytes.elementsEqual(path) { return last.number }
            let name = RecordingText.string(path)
            let number: Int
            if let known = numbers[name] {
                number = known
            } else {
                number = names.count
                names.append(name)
                numbers[name] = number
            }
            last = (path, number)
            return number
        }
    }

    /// Imports a recording from its bytes, with the mapping its touches were made with;
    /// `fileName` labels errors and names the trace.
    public static func importRecordingWithMapping(_ bytes: [UInt8], fileName: String,
                                                  options: TouchImportOptions) throws(TraceError) -> ImportedRecording {
        func failure(_ line: Int, _ message: String) -> TraceError {
            TraceError(.invalidData, fileName: fileName, location: .line(line), message: message)
        }
        var headers: [(device: String, header: DeviceHeader)] = []
        var devices = DeviceNames()
        /// Events with their device's number (nil: no device path on the line).
        var events: [(device: Int?, event: InputEvent)] = []
        var lines = RecordingText.Lines(bytes)
        while let (lineNumber, rawLine) = lines.next() {
            let line = RecordingText.trimmed(rawLine)
            guard let first = line.first else { continue }
            if first == UInt8(ascii: "[") {
                guard let close = line.firstIndex(of: UInt8(ascii: "]")) else {
                    throw failure(lineNumber, "missing ']' after the timestamp")
                }
                let stamp = RecordingText.trimmed(line[(line.startIndex + 1)..<close])
                guard let micros = InputEvent.parseMicros(stamp) else {
                    throw failure(lineNumber, "invalid timestamp \(RecordingText.quoted(stamp))")
                }
                var tokens = RecordingText.fields(line[(close + 1)...], limit: 4)[...]
                var device: Int?
                if let path = tokens.first, path.last == RecordingText.colon {
                    device = devices.number(path.dropLast())
                    tokens = tokens.dropFirst()
                }
                guard tokens.count == 3 else {
                    throw failure(lineNumber, "expected '[time] device: TYPE CODE VALUE'")
                }
                let event = try parseEvent(type: tokens[tokens.startIndex], code: tokens[tokens.startIndex + 1],
                                           value: tokens[tokens.startIndex + 2], micros: micros, line: lineNumber,
                                           failure: failure)
                events.append((device, event))
                continue
            }
            if RecordingText.hasPrefix(line, "add device") {
                guard let colon = line.firstIndex(of: RecordingText.colon) else { continue }
                headers.append((RecordingText.string(RecordingText.trimmed(line[(colon + 1)...])), DeviceHeader()))
                continue
            }
            if RecordingText.hasPrefix(line, "name:"), !headers.isEmpty {
                var name = RecordingText.trimmed(line.dropFirst(5))
                if name.count >= 2 && name.first == UInt8(ascii: "\"") && name.last == UInt8(ascii: "\"") {
                    name = name.dropFirst().dropLast()
                }
                headers[headers.count - 1].header.name = RecordingText.string(name)
                continue
            }
            if let valueStart = RecordingText.firstIndex(of: Self.valueMarker, in: line) {
                guard let axis = RecordingText.lastField(line[..<valueStart]) else { continue }
                let code = codeTable.value(of: axis) ?? RecordingText.integer(axis, radix: 16, as: UInt16.self)
                guard code == InputEvent.absMTPositionX || code == InputEvent.absMTPositionY else { continue }
                var minimum: Int?, maximum: Int?, resolution: Int?
                var items = line[(valueStart + Self.valueMarker.count)...]
                while !items.isEmpty {
                    let comma = items.firstIndex(of: UInt8(ascii: ",")) ?? items.endIndex
                    // "min N": two words separated by spaces.
                    let words = RecordingText.fields(items[..<comma], limit: 2, tabsSeparate: false)
                    if words.count == 2 {
                        if RecordingText.equals(words[0], "min") { minimum = RecordingText.integer(words[1], as: Int.self) }
                        if RecordingText.equals(words[0], "max") { maximum = RecordingText.integer(words[1], as: Int.self) }
                        if RecordingText.equals(words[0], "resolution") { resolution = RecordingText.integer(words[1], as: Int.self) }
                    }
                    items = comma == items.endIndex ? items[comma...] : items[(comma + 1)...]
                }
                guard let minimum, let maximum else {
                    throw failure(lineNumber, "axis line without 'min N, max N'")
                }
                if headers.isEmpty { headers.append(("", DeviceHeader())) }
                if code == InputEvent.absMTPositionX {
                    headers[headers.count - 1].header.xRange = (minimum, maximum, resolution)
                } else {
                    headers[headers.count - 1].header.yRange = (minimum, maximum, resolution)
                }
                continue
            }
            if let token = RecordingText.firstField(line),
               RecordingText.hasPrefix(token, "/dev/") || RecordingText.hasPrefix(token, "EV_") {
                throw failure(lineNumber, "event without a timestamp (record with 'getevent -lt')")
            }
            // Any other header line (bus:, events:, input props:, ...) carries nothing we use.
        }

        if events.isEmpty {
            throw TraceError(.invalidData, fileName: fileName,
                             message: headers.isEmpty ? ImportNaming.noTouches : headerWithoutEvents)
        }
        let isPosition: (InputEvent) -> Bool = {
            $0.type == InputEvent.evAbs && ($0.code == InputEvent.absMTPositionX || $0.code == InputEvent.absMTPositionY)
        }
        let touchDeviceNumber = events.first { isPosition($0.event) }?.device
        let touchDevice = touchDeviceNumber.map { devices.names[$0] }
        let deviceEvents = events.filter { $0.device == touchDeviceNumber }.map(\.event)
        let header = headers.first { $0.device == touchDevice && $0.header.xRange != nil }?.header
            ?? (headers.filter { $0.header.xRange != nil && $0.header.yRange != nil }.count == 1
                ? headers.first { $0.header.xRange != nil && $0.header.yRange != nil }?.header : nil)

        var recorded: TouchAxisRanges?
        if let x = header?.xRange, let y = header?.yRange {
            recorded = TouchAxisRanges(xMin: x.0, xMax: x.1, yMin: y.0, yMax: y.1,
                                       xResolution: x.resolution, yResolution: y.resolution)
        }
        let mapping = try options.mapping(
            recorded: recorded, fileName: fileName,
            missing: "no axis ranges: pass --range XMIN,XMAX,YMIN,YMAX or include the 'getevent -lp' header")
        var decoder = MultitouchDecoder(mapping: mapping, fileName: fileName)
        let touches = try decoder.decode(deviceEvents)
        guard !touches.isEmpty else {
            throw TraceError(.invalidData, fileName: fileName, message: ImportNaming.noTouches)
        }
        var source = ImportNaming.lastComponent(fileName)
        var details: [String] = []
        if let touchDevice { details.append(touchDevice) }
        if let name = header?.name { details.append(name) }
        details.append(MultitouchDecoder.protocolDescription(deviceEvents))
        source += " (" + details.joined(separator: ", ") + (ImportNaming.fitNote(mapping).map { "; " + $0 } ?? "") + ")"
        let trace = TraceFile(name: ImportNaming.lastComponent(fileName),
                              description: "Imported from Android getevent recording \(source)",
                              viewport: options.viewport, camera: options.camera, touches: touches)
        try trace.validate(fileName: fileName)
        return ImportedRecording(trace: trace, mapping: mapping)
    }

    /// What precedes an axis line's numbers in `getevent -lp` output.
    private static let valueMarker = Array(": value".utf8)

    private static func parseEvent(type typeToken: RecordingText.Bytes, code codeToken: RecordingText.Bytes,
                                   value valueToken: RecordingText.Bytes, micros: Int64, line: Int,
                                   failure: (Int, String) -> TraceError) throws(TraceError) -> InputEvent {
        let type: UInt16
        if let labelled = typeTable.value(of: typeToken) {
            type = labelled
        } else if typeToken.count <= 4, let numeric = RecordingText.integer(typeToken, radix: 16, as: UInt16.self) {
            type = numeric
        } else if RecordingText.hasPrefix(typeToken, "EV_") {
            type = ignoredCode
        } else {
            throw failure(line, "invalid event type \(RecordingText.quoted(typeToken))")
        }
        let code: UInt16
        if codeToken.count <= 4, let numeric = RecordingText.integer(codeToken, radix: 16, as: UInt16.self) {
            code = numeric
        } else if (type == InputEvent.evAbs || type == InputEvent.evSyn), let labelled = codeTable.value(of: codeToken) {
            code = labelled
        } else if codeToken.contains(UInt8(ascii: "_")) {
            code = ignoredCode
        } else {
            throw failure(line, "invalid event code \(RecordingText.quoted(codeToken))")
        }
        // Values matter for EV_SYN and the multi-touch codes the decoder reads; others
        // (key states such as DOWN, labelled tool types) are kept as 0.
        var value: Int32 = 0
        let needed = type == InputEvent.evSyn
            || (type == InputEvent.evAbs && (code == InputEvent.absMTSlot || code == InputEvent.absMTTrackingID
                                             || code == InputEvent.absMTPositionX || code == InputEvent.absMTPositionY))
        if valueToken.count <= 8, let raw = RecordingText.integer(valueToken, radix: 16, as: UInt32.self) {
            value = Int32(bitPattern: raw)
        } else if needed {
            throw failure(line, "invalid value \(RecordingText.quoted(valueToken)) (expected up to 8 hex digits)")
        }
        return InputEvent(timeMicros: micros, type: type, code: code, value: value, line: line)
    }
}
