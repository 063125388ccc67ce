import TraceFormat
import TraceJSON

/// Imports `libinput record` recordings (YAML, format version 1, as libinput's
/// `libinput-record(1)` man page describes it; Debian's libinput-tools 1.22.1) as traces.
///
/// Read (through `YAMLReader`; every other key is ignored, as the format asks of readers):
/// - `version: 1` (another version is an error: the number only changes for incompatible
///   formats);
/// - `devices[]`, each with `evdev.name`, `evdev.absinfo` (`code: [min, max, fuzz, flat,
///   resolution]`: codes 53 and 54, ABS_MT_POSITION_X/Y, give the touch position ranges
///   and, when not 0, their resolutions in units per mm; `TouchImportOptions.axisRanges`
///   overrides the ranges) and `events[]`;
/// - each event `{evdev: [[sec, usec, type, code, value], ...]}` (decimal; times from the
///   recording's first event); other event kinds (`hid`, `libinput`) are skipped.
///
/// One device is imported: the `device`-th (0-based, in file order) when given, else the
/// first whose events hold a multi-touch position (EV_ABS 53 or 54), as getevent's importer
/// takes the device of the first position event. Decoding is `MultitouchDecoder`'s, the
/// same as evemu's, so a recording converted between the two formats gives the same
/// touches; positions map onto the view through `TouchMapping`. Errors are `.invalidData`
/// naming the file and, where there is one, the line.
public enum LibinputImporter {
    /// Reads and imports the recording at `path`; errors name the file as `path`.
    public static func importFile(path: String, options: TouchImportOptions,
                                  device: Int? = nil) throws(TraceError) -> TraceFile {
        try importFileWithMapping(path: path, options: options, device: device).trace
    }

    /// Reads and imports the recording at `path`, with the mapping its touches were made
    /// with; errors name the file as `path`.
    public static func importFileWithMapping(path: String, options: TouchImportOptions,
                                             device: Int? = nil) throws(TraceError) -> ImportedRecording {
        let bytes = try FileBytes.contents(ofPath: path)
        return try importRecordingWithMapping(bytes, fileName: path, options: options, device: device)
    }

    /// Imports a recording from its bytes; `fileName` labels errors and names the trace.
    public static func importRecording(_ bytes: [UInt8], fileName: String, options: TouchImportOptions,
                                       device: Int? = nil) throws(TraceError) -> TraceFile {
        try importRecordingWithMapping(bytes, fileName: fileName, options: options, device: device).trace
    }

    /// Largest seconds field of an event: 10^9 s, about 31 years (our choice; keeps
    /// microseconds far inside Int64 and the trace's 10^12 ms).
    static let maxSeconds: Int64 = 1_000_000_000

    /// Imports a recording from its bytes, with the mapping its touches were made with;
    /// `fileName` labels errors and names the trace; `device` picks a device by its
    /// 0-based index (default: the first with multi-touch positions).
    public static func importRecordingWithMapping(_ bytes: [UInt8], fileName: String, options: TouchImportOptions,
                                                  device: Int? = nil) throws(TraceError) -> ImportedRecording {
        func failure(_ line: Int?, _ message: String) -> TraceError {
            TraceError(.invalidData, fileName: fileName, location: line.map { .line($0) }, message: message)
        }
        let document = try YAMLReader.parse(bytes, fileName: fileName)
        let root = document.root
        guard root.entries != nil else {
            throw failure(root.line, "expected a mapping with 'version' and 'devices' (a 'libinput record' file)")
        }
        guard let version = root.member("version") else {
            throw failure(root.line, "no 'version' key: not a 'libinput record' file")
        }
        guard document.integer(version, as: Int.self) == 1 else {
            throw failure(version.line, "unsupported version \(document.quoted(version)) (this reader knows version 1)")
        }
        guard let devicesNode = root.member("devices") else { throw failure(root.line, "no 'devices' list") }
        guard let devices = devicesNode.items else { throw failure(devicesNode.line, "'devices' is not a list") }
        guard !devices.isEmpty else { throw failure(devicesNode.line, "'devices' is empty") }

        // Every device's events are read, so that an error anywhere is reported and the
        // device choice sees them all.
        var readDevices: [LibinputDevice] = []
        for node in devices {
            readDevices.append(try LibinputDevice(node, document: document, failure: failure))
        }
        let chosen: Int
        if let device {
            guard device >= 0, device < readDevices.count else {
                throw failure(nil, "no device \(device): the recording has \(readDevices.count) (0 to \(readDevices.count - 1))")
            }
            chosen = device
        } else {
            guard let first = readDevices.firstIndex(where: \.hasPositions) else {
                throw failure(nil, ImportNaming.noTouches)
            }
            chosen = first
        }
        let picked = readDevices[chosen]
        let mapping = try options.mapping(
            recorded: picked.ranges, fileName: fileName,
            missing: "device \(chosen) has no 'absinfo' entries 53 and 54 (ABS_MT_POSITION_X/Y); pass --range XMIN,XMAX,YMIN,YMAX")
        var decoder = MultitouchDecoder(mapping: mapping, fileName: fileName)
        let touches = try decoder.decode(picked.events)
        guard !touches.isEmpty else { throw failure(nil, ImportNaming.noTouches) }
        var details: [String] = []
        if let name = picked.name { details.append(name) }
        if readDevices.count > 1 { details.append("device \(chosen) of \(readDevices.count)") }
        details.append(MultitouchDecoder.protocolDescription(picked.events))
        let fit = ImportNaming.fitNote(mapping).map { "; " + $0 } ?? ""
        let trace = TraceFile(
            name: ImportNaming.lastComponent(fileName),
            description: "Imported from libinput recording \(ImportNaming.lastComponent(fileName)) (\(details.joined(separator: ", "))\(fit))",
            viewport: options.viewport, camera: options.camera, touches: touches)
        try trace.validate(fileName: fileName)
        return ImportedRecording(trace: trace, mapping: mapping)
    }
}
