import TestSupport
import Foundation
import Testing
import Traces

/// A two-device `libinput record` file: a keyboard, then a touchscreen (0…999 × 0…1999)
/// with one finger down at (500, 1000), moved right twice, lifted 200 ms later.
private let libinputDrag = """
version: 1
ndevices: 2
libinput:
  version: "1.22.1"
devices:
- node: /dev/input/event3
  evdev:
    name: "AT keyboard"
  events:
  - evdev:
    - [  0,      0,   1,  30,       1] # EV_KEY / KEY_A                1
    - [  0,      0,   0,   0,       0] # ------------ SYN_REPORT (0) ---------- +0ms
- node: /dev/input/event5
  evdev:
    name: "Touch Panel"
    absinfo:
      53: [0, 999, 0, 0, 0]
      54: [0, 1999, 0, 0, 0]
  events:
  - evdev:
    - [  0,  10000,   3,  57,       5] # EV_ABS / ABS_MT_TRACKING_ID      5
    - [  0,  10000,   3,  53,     500] # EV_ABS / ABS_MT_POSITION_X     500
    - [  0,  10000,   3,  54,    1000] # EV_ABS / ABS_MT_POSITION_Y    1000
    - [  0,  10000,   0,   0,       0] # ------------ SYN_REPORT (0) ---------- +10ms
  - evdev:
    - [  0,  26000,   3,  53,     600] # EV_ABS / ABS_MT_POSITION_X     600
    - [  0,  26000,   0,   0,       0] # ------------ SYN_REPORT (0) ---------- +16ms
  - evdev:
    - [  0,  42000,   3,  53,     700] # EV_ABS / ABS_MT_POSITION_X     700
    - [  0,  42000,   0,   0,       0] # ------------ SYN_REPORT (0) ---------- +16ms
  - evdev:
    - [  0, 210000,   3,  57,      -1] # EV_ABS / ABS_MT_TRACKING_ID     -1
    - [  0, 210000,   0,   0,       0] # ------------ SYN_REPORT (0) ---------- +168ms

"""

@Suite("mapsim import libinput through the binary")
struct ImportLibinputCommandTests {
    /// The touchscreen is found after the keyboard; times start at its first frame; x and
    /// y map linearly onto the view; the trace replays.
    @Test func importsTheTouchDeviceAndReplays() throws {
        let dir = try TraceTestFiles.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = try TraceTestFiles.write(libinputDrag, named: "drag.yml", in: dir)
        let output = dir.appendingPathComponent("drag.json").path
        _ = FileManager.default.createFile(atPath: output, contents: nil)
        let result = try MapsimProcess.run(["import", "libinput", input, "--viewport", "400,800"], stdoutPath: output)
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let trace = try TraceFile.load(path: output)
        #expect(trace.description == "Imported from libinput recording drag.yml (Touch Panel, device 1 of 2, multi-touch protocol B, slot 0 only)")
        #expect(trace.touches.map(\.timeMs) == [0, 16, 32, 200])
        #expect(trace.touches.map(\.phase) == [.down, .move, .move, .up])
        for (touch, raw) in zip(trace.touches, [500.0, 600, 700, 700]) {
            #expect(abs(touch.location.x - raw / 999 * 400) < 1e-9)
            #expect(abs(touch.location.y - 1000.0 / 1999 * 800) < 1e-9)
        }
        #expect(try MapsimProcess.run(["replay", "--json", output]).status == 0)
        // --device 1 is the same file; --device 0, the keyboard, has no touches: 65.
        let explicit = try MapsimProcess.run(["import", "libinput", input, "--viewport", "400,800", "--device", "1"])
        #expect(explicit.status == 0)
        #expect(explicit.stdout == (try String(contentsOfFile: output, encoding: .utf8)))
        let keyboard = try MapsimProcess.run(["import", "libinput", input, "--viewport", "400,800", "--device", "0"])
        #expect(keyboard.status == 65)
        #expect(keyboard.stderr == "mapsim import: \(input): device 0 has no 'absinfo' entries 53 and 54 (ABS_MT_POSITION_X/Y); pass --range XMIN,XMAX,YMIN,YMAX\n")
    }

    /// A malformed event row: exit 65 naming the file and line; a missing file: 66.
    @Test func errorsNameTheLineAndExitCodesFollowSysexits() throws {
        let dir = try TraceTestFiles.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let bad = libinputDrag.replacingOccurrences(of: "[  0,  26000,   3,  53,     600]", with: "[  0,  26000,   3,  53]")
        let input = try TraceTestFiles.write(bad, named: "bad.yml", in: dir)
        let result = try MapsimProcess.run(["import", "libinput", input, "--viewport", "400,800"])
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "mapsim import: \(input) line 26: expected an event [sec, usec, type, code, value] of decimal integers\n")
        let missing = try MapsimProcess.run(["import", "libinput", "/nonexistent/r.yml", "--viewport", "400,800"])
        #expect(missing.status == 66)
        #expect(missing.stderr == "mapsim import: /nonexistent/r.yml: no such file\n")
    }

    @Test("libinput usage errors exit 64", arguments: [
        (["import", "libinput", "x.yml", "--viewport", "4,5", "--device", "first"], "mapsim import: --device: expected a device index 0, 1, ..., got 'first'"),
        (["import", "evemu", "x.event", "--viewport", "4,5", "--device", "0"], "mapsim import: --device is for libinput recordings only"),
        (["import", "webdriver", "x.json", "--viewport", "4,5", "--device", "0"],
         "mapsim import: --device is for evemu, getevent and libinput recordings, not webdriver actions"),
    ])
    func usageErrors(_ arguments: [String], _ message: String) throws {
        let result = try MapsimProcess.run(arguments)
        #expect(result.status == 64)
        #expect(result.stderr == message + "\n")
    }
}
