import Foundation
import TestSupport
import MapMath
import Testing
@testable import TraceFormat
@testable import TraceImport

@Suite("libinput importer")
struct LibinputImporterTests {
    static let viewport = TraceViewport(width: 390, height: 844)

    static func evemuText(_ name: String) throws -> String {
        try String(contentsOfFile: RepositoryPaths.recording(name), encoding: .utf8)
    }

    /// The same recording through both formats gives the same touches (the evemu file's
    /// times are absolute, the libinput file's from its first event: both importers start
    /// the trace at the first touch frame), under both fits.
    @Test(arguments: ["evemu-3m.event", "evemu-wetab.event", "evemu-ntrig-dell-xt2.event"], [TouchFit.stretch, .contain])
    func convertedRecordingMatchesEvemu(_ name: String, fit: TouchFit) throws {
        let evemu = try Self.evemuText(name)
        let options = TouchImportOptions(viewport: Self.viewport, fit: fit)
        let expected = try EvemuImporter.importRecording(Array(evemu.utf8), fileName: name, options: options)
        let yaml = EvemuToLibinput.convert(evemu)
        let imported = try LibinputImporter.importRecordingWithMapping(Array(yaml.utf8), fileName: "converted.yml", options: options)
        #expect(imported.trace.touches.count == expected.touches.count)
        #expect(imported.trace.touches == expected.touches)
        #expect(imported.trace.viewport == expected.viewport)
        try checkImportedTrace(imported.trace)
        #expect(imported.trace.description?.hasPrefix("Imported from libinput recording converted.yml (") == true)
    }

    /// With a keyboard recorded first, the touchscreen is still found and named; asking for
    /// the keyboard finds no touches; a device past the last is an error naming the count.
    @Test func picksTheTouchDeviceAmongSeveral() throws {
        let evemu = try Self.evemuText("evemu-wetab.event")
        let options = TouchImportOptions(viewport: Self.viewport)
        let expected = try EvemuImporter.importRecording(Array(evemu.utf8), fileName: "w", options: options)
        let bytes = Array(EvemuToLibinput.convert(evemu, extraDeviceFirst: true).utf8)
        let trace = try LibinputImporter.importRecording(bytes, fileName: "two.yml", options: options)
        #expect(trace.touches == expected.touches)
        #expect(trace.description?.contains("device 1 of 2") == true)
        #expect(try LibinputImporter.importRecording(bytes, fileName: "two.yml", options: options, device: 1) == trace)
        let keyboard = #expect(throws: TraceError.self) {
            try LibinputImporter.importRecording(bytes, fileName: "two.yml", options: options, device: 0)
        }
        #expect(keyboard?.kind == .invalidData)
        let past = #expect(throws: TraceError.self) {
            try LibinputImporter.importRecording(bytes, fileName: "two.yml", options: options, device: 2)
        }
        #expect(past?.message == "no device 2: the recording has 2 (0 to 1)")
    }

    /// The resolutions of `absinfo` give the physical aspect under `--fit contain`.
    @Test func absinfoResolutionGivesThePhysicalAspect() throws {
        func yaml(_ xRes: Int, _ yRes: Int) -> [UInt8] {
            Array("""
            version: 1
            devices:
            - evdev:
                absinfo:
                  53: [0, 1000, 0, 0, \(xRes)]
                  54: [0, 1000, 0, 0, \(yRes)]
              events:
              - evdev:
                - [0, 0, 3, 57, 1]
                - [0, 0, 3, 53, 1000]
                - [0, 0, 3, 54, 1000]
                - [0, 0, 0, 0, 0]

            """.utf8)
        }
        let options = TouchImportOptions(viewport: TraceViewport(width: 400, height: 400), fit: .contain)
        let square = try LibinputImporter.importRecordingWithMapping(yaml(10, 10), fileName: "s.yml", options: options)
        #expect(square.mapping.width == 400 && square.mapping.height == 400)
        // 100 mm wide, 50 mm high: half the height, centred.
        let wide = try LibinputImporter.importRecordingWithMapping(yaml(10, 20), fileName: "w.yml", options: options)
        #expect(wide.mapping.usesPhysicalAspect)
        #expect(wide.mapping.width == 400 && wide.mapping.height == 200 && wide.mapping.yOffset == 100)
        #expect(wide.trace.touches.first?.location.y == 300)
    }

    static func error(_ text: String, range: TouchAxisRanges? = nil) -> TraceError? {
        do {
            _ = try LibinputImporter.importRecording(Array(text.utf8), fileName: "bad.yml",
                                                     options: TouchImportOptions(viewport: viewport, axisRanges: range))
            return nil
        } catch {
            return error
        }
    }

    static let head = "version: 1\ndevices:\n- evdev:\n    absinfo: {53: [0, 99, 0, 0, 0], 54: [0, 99, 0, 0, 0]}\n  events:\n"

    /// Each malformed file is one `.invalidData` error naming the file and the line.
    @Test(arguments: [
        ("version: 2\ndevices: []\n", 1, "unsupported version \"2\" (this reader knows version 1)"),
        ("devices: []\n", 1, "no 'version' key: not a 'libinput record' file"),
        ("version: 1\ndevices: {}\n", 2, "'devices' is not a list"),
        (head + "  - evdev:\n    - [0, 0, 3, 57]\n", 7, "expected an event [sec, usec, type, code, value] of decimal integers"),
        (head + "  - evdev:\n    - [0, 1000000, 3, 57, 1]\n", 7, "invalid time 0 s 1000000 µs (expected 0 ≤ usec < 1000000, seconds from the first event)"),
        (head + "  - evdev:\n    - [0, 0, 3, 65536, 1]\n", 7, "event type or code outside 0...65535, or value outside 32 bits"),
        (head + "  - evdev: [\n    [0, 0, 3, 57, 1],\n", 6, "'[' without its ']'"),
        (head + "  - [0, 0, 3, 57, 1]\n", 6, "an event is not a mapping such as {evdev: [...]}"),
        ("version: 1\ndevices:\n- evdev:\n\tname: x\n", 4, "a tab in the indentation (YAML indents with spaces)"),
        ("version: 1\nversion: 1\n", 2, "duplicate key \"version\""),
    ] as [(String, Int, String)])
    func malformedFileIsOneLineError(_ text: String, line: Int, message: String) throws {
        let error = try #require(Self.error(text))
        #expect(error.kind == .invalidData)
        #expect(error.fileName == "bad.yml")
        #expect(error.location == .line(line))
        #expect(error.message == message)
    }

    /// Without `absinfo` 53 and 54 the ranges must come from `--range`; with it the file imports.
    @Test func missingAxesNeedRange() throws {
        let text = "version: 1\ndevices:\n- events:\n  - evdev: [[0, 0, 3, 57, 1], [0, 0, 3, 53, 5], [0, 0, 3, 54, 5], [0, 0, 0, 0, 0]]\n"
        let error = try #require(Self.error(text))
        #expect(error.message.contains("pass --range"))
        let trace = try LibinputImporter.importRecording(Array(text.utf8), fileName: "r.yml", options: TouchImportOptions(
            viewport: TraceViewport(width: 100, height: 100), axisRanges: TouchAxisRanges(xMin: 0, xMax: 10, yMin: 0, yMax: 10)))
        #expect(trace.touches.map(\.location) == [ScreenPoint(x: 50, y: 50)])
    }
}
