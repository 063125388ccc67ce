import TestSupport
import Foundation
import Testing
import Traces

/// A one-finger drag as `adb shell getevent -lt` prints it, without the `-lp` header:
/// down at x 500, y 1000 (of 0…999 × 0…1999), two moves right, lifted 168 ms later.
private let getEventDrag = """
[    100.000000] /dev/input/event2: EV_ABS       ABS_MT_TRACKING_ID   00000005
[    100.000000] /dev/input/event2: EV_ABS       ABS_MT_POSITION_X    000001f4
[    100.000000] /dev/input/event2: EV_ABS       ABS_MT_POSITION_Y    000003e8
[    100.000000] /dev/input/event2: EV_SYN       SYN_REPORT           00000000
[    100.016000] /dev/input/event2: EV_ABS       ABS_MT_POSITION_X    00000258
[    100.016000] /dev/input/event2: EV_SYN       SYN_REPORT           00000000
[    100.032000] /dev/input/event2: EV_ABS       ABS_MT_POSITION_X    000002bc
[    100.032000] /dev/input/event2: EV_SYN       SYN_REPORT           00000000
[    100.200000] /dev/input/event2: EV_ABS       ABS_MT_TRACKING_ID   ffffffff
[    100.200000] /dev/input/event2: EV_SYN       SYN_REPORT           00000000

"""

@Suite("mapsim import: evemu and getevent through the binary")
struct ImportCommandTests {
    /// Each real evemu recording imports to a trace that parses back, validates, keeps the
    /// viewport and camera asked for, and replays.
    @Test(arguments: ["evemu-3m.event", "evemu-wetab.event", "evemu-ntrig-dell-xt2.event"])
    func evemuImportParsesBackAsAValidTrace(_ name: String) throws {
        let dir = try TraceTestFiles.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let output = dir.appendingPathComponent("imported.json").path
        _ = FileManager.default.createFile(atPath: output, contents: nil)
        let result = try MapsimProcess.run(["import", "evemu", RepositoryPaths.recording(name), "--viewport", "400,800",
                                            "--camera", "48.8584,2.2945,15,30,20"], stdoutPath: output)
        #expect(result.status == 0)
        // Each of the three devices is square or 4:3, so 400 × 800 stretches it by far more
        // than 10 %: one note on stderr (ImportFitCommandTests checks when it comes).
        #expect(result.stderr.hasPrefix("mapsim import: note: "))
        #expect(result.stderr.filter { $0 == "\n" }.count == 1)
        let trace = try TraceFile.load(path: output)
        try trace.validate()
        #expect(trace.viewport.width == 400 && trace.viewport.height == 800)
        #expect(trace.camera.latitude == 48.8584 && trace.camera.longitude == 2.2945 && trace.camera.zoom == 15)
        #expect(trace.camera.bearing == 30 && trace.camera.tilt == 20)
        #expect(!trace.touches.isEmpty)
        #expect(trace.touches.allSatisfy { $0.location.x >= 0 && $0.location.x <= 400 && $0.location.y >= 0 && $0.location.y <= 800 })
        #expect(trace.touches.first?.timeMs == 0)
        let replay = try MapsimProcess.run(["replay", "--json", output])
        #expect(replay.status == 0)
    }

    /// The import of the WeTab recording is the bundled trace's touches, unchanged.
    @Test func evemuImportMatchesTheBundledTrace() throws {
        let dir = try TraceTestFiles.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let output = dir.appendingPathComponent("wetab.json").path
        _ = FileManager.default.createFile(atPath: output, contents: nil)
        let result = try MapsimProcess.run(["import", "evemu", RepositoryPaths.recording("evemu-wetab.event"),
                                            "--viewport", "400,800"], stdoutPath: output)
        #expect(result.status == 0)
        let imported = try TraceFile.load(path: output)
        let bundled = try TraceFile.load(path: RepositoryPaths.trace("imported-evemu-wetab.json"))
        #expect(imported.touches == bundled.touches)
        #expect(imported.camera == bundled.camera)
    }

    @Test func geteventImportWithRangeParsesBack() throws {
        let dir = try TraceTestFiles.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = try TraceTestFiles.write(getEventDrag, named: "drag.txt", in: dir)
        let result = try MapsimProcess.run(["import", "getevent", input, "--viewport", "400,800",
                                            "--range", "0,999,0,1999"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let trace = try TraceFile.parse(result.stdout, fileName: "stdout")
        try trace.validate()
        #expect(trace.touches.map(\.phase) == [.down, .move, .move, .up])
        #expect(trace.touches.map(\.timeMs) == [0, 16, 32, 200])
        // x 500, 600, 700 of a 999-unit axis onto 400 pt; y 1000 of 1999 onto 800 pt.
        let xs = trace.touches.map(\.location.x)
        for (x, raw) in zip(xs, [500.0, 600, 700, 700]) { #expect(abs(x - raw / 999 * 400) < 1e-9) }
        #expect(trace.touches.allSatisfy { abs($0.location.y - 1000.0 / 1999 * 800) < 1e-9 })
    }

    @Test func missingRecordingExits66() throws {
        for format in ["evemu", "getevent"] {
            let path = "/nonexistent/recording.txt"
            let result = try MapsimProcess.run(["import", format, path, "--viewport", "400,800"])
            #expect(result.status == 66)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr == "mapsim import: \(path): no such file\n")
        }
    }

    /// A malformed line exits 65 with the file and the line number, and nothing on stdout.
    @Test func malformedLineExits65WithItsLineNumber() throws {
        let dir = try TraceTestFiles.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // getevent: line 3 replaced by garbage.
        var lines = getEventDrag.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines[2] = "[    100.000000] garbage here"
        let getevent = try TraceTestFiles.write(lines.joined(separator: "\n"), named: "bad.txt", in: dir)
        let g = try MapsimProcess.run(["import", "getevent", getevent, "--viewport", "400,800", "--range", "0,999,0,1999"])
        #expect(g.status == 65)
        #expect(g.stdout.isEmpty)
        #expect(g.stderr == "mapsim import: \(getevent) line 3: expected '[time] device: TYPE CODE VALUE'\n")

        // evemu: the real WeTab recording with a bad event line inserted as line 26.
        let original = try String(contentsOfFile: RepositoryPaths.recording("evemu-wetab.event"), encoding: .utf8)
        var evemuLines = original.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        evemuLines.insert("E: 0.1 0003 zz 12", at: 25)
        let evemu = try TraceTestFiles.write(evemuLines.joined(separator: "\n"), named: "bad.event", in: dir)
        let e = try MapsimProcess.run(["import", "evemu", evemu, "--viewport", "400,800"])
        #expect(e.status == 65)
        #expect(e.stdout.isEmpty)
        #expect(e.stderr == "mapsim import: \(evemu) line 26: invalid event type or code (expected hex)\n")
    }

    /// A frame of 8,000 anonymous contacts (protocol A): exit 65 at the 21st contact's
    /// SYN_MT_REPORT, line 3 + 3 × 21, rather than matching 8,000 × 8,000 pairs.
    @Test func evemuFrameOf8000ContactsExits65NamingTheLine() throws {
        let dir = try TraceTestFiles.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        var text = "N: generated\nA: 35 0 10000 0 0\nA: 36 0 10000 0 0\n"
        for frame in 0..<2 {
            for c in 0..<8000 {
                text += "E: 1.00\(frame)000 0003 0035 \(c)\nE: 1.00\(frame)000 0003 0036 \(c)\nE: 1.00\(frame)000 0000 0002 0\n"
            }
            text += "E: 1.00\(frame)000 0000 0000 0\n"
        }
        let path = try TraceTestFiles.write(text, named: "crowd.event", in: dir)
        let result = try MapsimProcess.run(["import", "evemu", path, "--viewport", "400,800"])
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "mapsim import: \(path) line 66: more than 20 contacts in one frame (the simulator models at most 20 fingers down at once)\n")
    }

    @Test("import usage errors exit 64", arguments: [
        (["import", "evemu", "x.event"], "mapsim import: --viewport W,H is required"),
        (["import", "evemu", "x.event", "--viewport", "0,5"], "mapsim import: --viewport: width and height must be in (0, 100000] points"),
        (["import", "swipe", "x.event", "--viewport", "4,5"], "mapsim import: unknown format 'swipe' (known: evemu, getevent, libinput, webdriver)"),
        (["import", "evemu", "x.event", "--viewport", "4,5", "--fit", "bogus"],
         "mapsim import: --fit: expected one of stretch, contain, got 'bogus'"),
        (["import", "getevent", "x.txt", "--viewport", "4,5", "--fit", "Contain"],
         "mapsim import: --fit: expected one of stretch, contain, got 'Contain'"),
        (["import", "evemu", "x.event", "--viewport", "4,5", "--range", "0,1,0"],
         "mapsim import: --range: expected XMIN,XMAX,YMIN,YMAX integers with XMIN < XMAX and YMIN < YMAX, got '0,1,0'"),
        (["import", "evemu", "x.event", "--viewport", "4,5", "--rate", "60"], "mapsim import: --rate is for webdriver actions only"),
        (["import", "webdriver", "x.json", "--viewport", "4,5", "--fit", "contain"],
         "mapsim import: --fit is for evemu, getevent and libinput recordings, not webdriver actions"),
        (["import", "webdriver", "x.json", "--viewport", "4,5", "--range", "0,1,0,1"],
         "mapsim import: --range is for evemu, getevent and libinput recordings, not webdriver actions"),
        (["import", "webdriver", "x.json", "--viewport", "4,5", "--rate", "0"],
         "mapsim import: --rate: expected samples per second in (0, 10000], got '0'"),
        (["import", "webdriver", "x.json", "--viewport", "4,5", "--rate", "10000.5"],
         "mapsim import: --rate: expected samples per second in (0, 10000], got '10000.5'"),
        (["import", "webdriver", "x.json", "--viewport", "4,5", "--rate", "fast"], "mapsim import: --rate: 'fast' is not a number"),
    ])
    func usageErrors(_ arguments: [String], _ message: String) throws {
        let result = try MapsimProcess.run(arguments)
        #expect(result.status == 64)
        #expect(result.stderr == message + "\n")
    }

    /// Without --range and without the `getevent -lp` header there are no axis ranges: 65.
    @Test func geteventWithoutRangesExits65() throws {
        let dir = try TraceTestFiles.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = try TraceTestFiles.write(getEventDrag, named: "drag.txt", in: dir)
        let result = try MapsimProcess.run(["import", "getevent", input, "--viewport", "400,800"])
        #expect(result.status == 65)
        #expect(result.stderr == "mapsim import: \(input): no axis ranges: pass --range XMIN,XMAX,YMIN,YMAX or include the 'getevent -lp' header\n")
    }

    /// Issue 17: a `--camera` the trace decoder refuses (a bearing beyond ±1e6 exited 65,
    /// as if the recording were bad) is a usage error for every format, with a real file.
    @Test("a bad --camera exits 64 for every format", arguments: ["12,1e7", "12,-1e300", "31", "12,0,90", "12,0,-1"])
    func badCameraIsUsage(_ tail: String) throws {
        let dir = try TraceTestFiles.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let drag = try TraceTestFiles.write(getEventDrag, named: "drag.txt", in: dir)
        let files = [("evemu", RepositoryPaths.recording("evemu-3m.event")), ("getevent", drag),
                     ("webdriver", RepositoryPaths.root + "/Tests/Fixtures/webdriver/pinch.json")]
        for (format, path) in files {
            var arguments = ["import", format, path, "--viewport", "400,800", "--camera", "10,10," + tail]
            if format == "getevent" { arguments += ["--range", "0,999,0,1999"] }
            let result = try MapsimProcess.run(arguments)
            #expect(result.status == 64, "\(format) \(tail)")
            #expect(result.stdout.isEmpty)
            #expect(result.stderr == "mapsim import: --camera: latitude within ±90, longitude within ±180, zoom in [0, 30], "
                + "bearing within ±1000000, tilt in [0, 90)\n")
        }
    }

    /// Issue 17: a CRLF (or lone-CR) getevent capture imported with --range gave no
    /// touches and exit 0; now it gives the LF capture's trace, byte for byte.
    @Test("CRLF and CR getevent captures import as the LF one", arguments: ["\r\n", "\r"])
    func geteventLineEnds(_ lineEnd: String) throws {
        let dir = try TraceTestFiles.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let lfDir = dir.appendingPathComponent("lf"), otherDir = dir.appendingPathComponent("other")
        for d in [lfDir, otherDir] { try FileManager.default.createDirectory(at: d, withIntermediateDirectories: true) }
        let lf = try TraceTestFiles.write(getEventDrag, named: "drag.txt", in: lfDir)
        let other = try TraceTestFiles.write(getEventDrag.replacingOccurrences(of: "\n", with: lineEnd),
                                             named: "drag.txt", in: otherDir)
        let arguments = ["--viewport", "400,800", "--range", "0,999,0,1999"]
        let expected = try MapsimProcess.run(["import", "getevent", lf] + arguments)
        let result = try MapsimProcess.run(["import", "getevent", other] + arguments)
        #expect(expected.status == 0 && result.status == 0)
        #expect(expected.stdout.contains("\"down\""))
        #expect(result.stdout == expected.stdout)
        #expect(result.stderr == expected.stderr)
    }
}
